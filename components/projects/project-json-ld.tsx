import { useTranslations } from 'next-intl'
import { breadcrumbList } from '@/components/content/breadcrumb-list'
import { JsonLd } from '@/components/content/json-ld'
import type { Project, ProjectUnitType } from '@/lib/api/types'
import { shorten } from '@/components/property/property-facts'
import { excerptOf } from '@/lib/excerpt'
import type { Locale } from '@/lib/i18n/locales'
import { getPathname } from '@/lib/i18n/navigation'
import { unitTypeName } from '@/lib/project-units'

const AVAILABILITY: Record<ProjectUnitType['availability'], string> = {
  available: 'https://schema.org/InStock',
  limited: 'https://schema.org/LimitedAvailability',
  'sold-out': 'https://schema.org/SoldOut',
}

/** schema.org's closest kind of home for a unit type. */
function accommodationType(type: string): string {
  if (/villa|townhouse/i.test(type)) return 'SingleFamilyResidence'
  if (/apartment|penthouse|duplex|loft|studio/i.test(type)) return 'Apartment'
  return 'Accommodation'
}

/** One Offer per unit type: its from-price in AED (canonical here, whatever the visitor's currency). */
function offerOf(unit: ProjectUnitType, url: string, locale: Locale) {
  return {
    '@type': 'Offer',
    url: `${url}#unit-types`,
    price: unit.priceFromAed,
    priceCurrency: 'AED',
    availability: AVAILABILITY[unit.availability],
    businessFunction: 'https://purl.org/goodrelations/v1#Sell',
    itemOffered: {
      '@type': accommodationType(unit.type),
      name: unitTypeName(unit, locale),
      numberOfBedrooms: unit.bedrooms,
      floorSize: {
        '@type': 'QuantitativeValue',
        minValue: unit.sizeFromSqft,
        maxValue: unit.sizeToSqft,
        unitCode: 'FTK',
      },
    },
  }
}

/**
 * schema.org ApartmentComplex with an Offer per unit type, and the page's breadcrumb trail, so
 * search results can show the prices and the path Home › Projects › name. Names and the trail
 * are the page's own (its edition); addresses, codes and the community stay in English, the
 * form the schema's consumers match on.
 */
export function ProjectJsonLd({
  project,
  url,
  siteUrl,
  locale,
}: {
  project: Project
  /** The page's own address, in its edition. */
  url: string
  siteUrl: string
  locale: Locale
}) {
  const t = useTranslations('Projects')
  const absolute = (path: string) => new URL(path, siteUrl).toString()
  const images = [project.banner, ...project.gallery]
    .filter((image) => image.s3Url)
    .map((image) => absolute(image.s3Url))
  const complex = {
    '@context': 'https://schema.org',
    '@type': 'ApartmentComplex',
    name: project.name,
    // Whole words: a description cut mid-word reads as broken wherever a search engine shows it.
    description: shorten(excerptOf(project.description, Number.MAX_SAFE_INTEGER), 500),
    url,
    image: [...new Set(images)].slice(0, 8),
    address: {
      '@type': 'PostalAddress',
      streetAddress: project.location || undefined,
      addressLocality: project.community,
      addressRegion: 'Dubai',
      addressCountry: 'AE',
    },
    amenityFeature: project.amenities.map((amenity) => ({
      '@type': 'LocationFeatureSpecification',
      name: amenity.name,
      value: true,
    })),
    offers: project.unitTypes.map((unit) => offerOf(unit, url, locale)),
  }
  const breadcrumbs = breadcrumbList(siteUrl, [
    { name: t('home'), path: getPathname({ href: '/', locale }) },
    { name: t('projects'), path: getPathname({ href: '/projects', locale }) },
    { name: project.name, path: url },
  ])
  return (
    <>
      <JsonLd data={complex} />
      <JsonLd data={breadcrumbs} />
    </>
  )
}
