import type { Property } from '@/lib/api/types'

/** `<` inside JSON would let a crafted description close the script element. */
function serialise(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}

/**
 * schema.org RealEstateListing and the page's breadcrumb trail, so search results can show the
 * price, the area and the path Home › Properties › name.
 */
export function PropertyJsonLd({
  property,
  url,
  siteUrl,
}: {
  property: Property
  url: string
  siteUrl: string
}) {
  const absolute = (path: string) => new URL(path, siteUrl).toString()
  const images = [property.banner, ...property.image].map((img) => absolute(img.s3Url))
  const listing = {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    name: property.name,
    description: property.description,
    url,
    image: [...new Set(images)].slice(0, 8),
    datePosted: property.createdAt,
    offers: {
      '@type': 'Offer',
      price: property.price,
      priceCurrency: 'AED',
      availability: 'https://schema.org/InStock',
      businessFunction:
        property.status === 'rent'
          ? 'https://purl.org/goodrelations/v1#LeaseOut'
          : 'https://purl.org/goodrelations/v1#Sell',
    },
    address: {
      '@type': 'PostalAddress',
      addressLocality: property.city,
      addressRegion: 'Dubai',
      addressCountry: 'AE',
    },
    floorSize: { '@type': 'QuantitativeValue', value: property.sqft, unitCode: 'FTK' },
    numberOfRooms: property.bedrooms,
    numberOfBathroomsTotal: property.bathrooms,
  }
  const breadcrumbs = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: 'Home', item: absolute('/') },
      { '@type': 'ListItem', position: 2, name: 'Properties', item: absolute('/property') },
      { '@type': 'ListItem', position: 3, name: property.name, item: url },
    ],
  }
  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serialise(listing) }} />
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: serialise(breadcrumbs) }}
      />
    </>
  )
}
