import type { ShareCard } from '@/components/share-image/share-card'
import type { Property } from '@/lib/api/types'
import { formatPrice } from '@/lib/format'
import type { Locale } from '@/lib/i18n/locales'
import { statusLabel } from './labels'
import { placeOf, type PropertyTexts } from './property-facts'

/**
 * A listing's share card in the edition `locale` (whose 'Property' texts `t` is): its banner
 * photo, purpose, name, price and place.
 */
export function propertyShareCard(property: Property, locale: Locale, t: PropertyTexts): ShareCard {
  const rent = property.status === 'rent'
  return {
    photos: [property.banner.s3Url, property.image[0]?.s3Url ?? ''],
    tag: statusLabel(property.status, locale),
    title: property.name,
    details: [
      {
        text: `${formatPrice(property.price, locale)}${rent ? t('shareCardPerYear') : ''}`,
        accent: true,
      },
      { text: placeOf(property, locale) },
    ],
  }
}
