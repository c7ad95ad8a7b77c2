import type { ShareCard } from '@/components/share-image/share-card'
import type { Property } from '@/lib/api/types'
import { formatPrice } from '@/lib/format'
import { placeOf } from './property-facts'

/** A listing's share card: its banner photo, purpose, name, price and place. */
export function propertyShareCard(property: Property): ShareCard {
  return {
    photos: [property.banner.s3Url, property.image[0]?.s3Url ?? ''],
    tag: property.status === 'rent' ? 'For Rent' : 'For Sell',
    title: property.name,
    details: [
      { text: `${formatPrice(property.price)}${property.status === 'rent' ? ' / year' : ''}`, accent: true },
      { text: placeOf(property) },
    ],
  }
}
