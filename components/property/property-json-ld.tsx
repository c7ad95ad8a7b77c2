import { useTranslations } from 'next-intl'
import { breadcrumbList } from '@/components/content/breadcrumb-list'
import { JsonLd } from '@/components/content/json-ld'
import type { Property } from '@/lib/api/types'
import { fallbackLang } from '@/lib/i18n/editions'
import type { Locale } from '@/lib/i18n/locales'
import { getPathname } from '@/lib/i18n/navigation'

/**
 * schema.org RealEstateListing and the page's breadcrumb trail, so search results can show the
 * price, the area and the path Home › Properties › name.
 */
export function PropertyJsonLd({
  property,
  url,
  siteUrl,
  locale,
}: {
  property: Property
  url: string
  siteUrl: string
  locale: Locale
}) {
  const t = useTranslations('Property')
  const absolute = (path: string) => new URL(path, siteUrl).toString()
  const images = [property.banner, ...property.image].map((img) => absolute(img.s3Url))
  const listing = {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    // The language its text is in: English where the listing is not yet in the page's edition.
    inLanguage: fallbackLang(property.editions, locale) ?? locale,
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
    { name: t('home'), path: getPathname({ href: '/', locale }) },
    { name: t('properties'), path: getPathname({ href: '/property', locale }) },
    { name: property.name, path: url },
  ])
  return (
    <>
      <JsonLd data={listing} />
      <JsonLd data={breadcrumbs} />
    </>
  )
}
