import { isCommercial, type FeedListing } from './listing'

/**
 * Property Finder's two-letter property types. A retail unit is a shop (SH); Property Finder
 * keeps RE for whole retail buildings, which this firm does not list.
 */
const propertyFinderTypes: Record<string, string> = {
  Apartment: 'AP',
  Villa: 'VH',
  Townhouse: 'TH',
  Penthouse: 'PH',
  Duplex: 'DX',
  Office: 'OF',
  Retail: 'SH',
}

export function propertyFinderType(type: string): string {
  return propertyFinderTypes[type] ?? 'AP'
}

/** RS / RR / CS / CR: residential or commercial, for sale or for rent. */
export function offeringType(listing: Pick<FeedListing, 'type' | 'purpose'>): 'RS' | 'RR' | 'CS' | 'CR' {
  const kind = isCommercial(listing.type) ? 'C' : 'R'
  return `${kind}${listing.purpose === 'rent' ? 'R' : 'S'}`
}

/**
 * Property Finder's completion status: ready or off-plan, and "primary" when the developer
 * sells (a unit bought from the developer, ready or not).
 */
export function completionStatus(
  listing: Pick<FeedListing, 'completion' | 'saleType'>,
): 'completed' | 'off_plan' | 'off_plan_primary' | 'completed_primary' {
  const primary = listing.saleType === 'primary'
  if (listing.completion === 'off-plan') return primary ? 'off_plan_primary' : 'off_plan'
  return primary ? 'completed_primary' : 'completed'
}

/** Bayut's property types are words, and a retail unit is a "Shop". */
const bayutTypes: Record<string, string> = {
  Apartment: 'Apartment',
  Villa: 'Villa',
  Townhouse: 'Townhouse',
  Penthouse: 'Penthouse',
  Duplex: 'Duplex',
  Office: 'Office',
  Retail: 'Shop',
}

export function bayutType(type: string): string {
  return bayutTypes[type] ?? type
}

export function furnishedWord(furnishing: FeedListing['furnishing']): 'Yes' | 'No' | 'Partly' {
  if (furnishing === 'furnished') return 'Yes'
  if (furnishing === 'partly-furnished') return 'Partly'
  return 'No'
}
