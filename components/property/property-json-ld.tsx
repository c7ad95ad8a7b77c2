import { breadcrumbList } from '@/components/content/breadcrumb-list'
import { JsonLd } from '@/components/content/json-ld'
import type { Property } from '@/lib/api/types'

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
  const breadcrumbs = breadcrumbList(siteUrl, [
    { name: 'Home', path: '/' },
    { name: 'Properties', path: '/property' },
    { name: property.name, path: url },
  ])
  return (
    <>
      <JsonLd data={listing} />
      <JsonLd data={breadcrumbs} />
    </>
  )
}
