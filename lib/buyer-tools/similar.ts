/**
 * Which listings to suggest under a listing. The section promises homes "close in price and
 * size", so a candidate must first qualify (same purpose, same kind of property, a price within
 * the band, a size within a ratio, a bedroom count within one for homes) and only then is ranked by how close it is in
 * size, bedrooms, community and price. Fewer suggestions are better than wrong ones.
 */

export interface SimilarListing {
  id: string
  status: string
  city: string
  price: number
  bedrooms: number
  /** Apartment, Villa, Office…: decides the category (a home or commercial space). */
  type?: string
  /** Size in sq ft; unknown or 0 leaves size out of the ranking. */
  sqft?: number
}

export const SIMILAR_LIMIT = 6

/** A candidate's price may differ from the listing's by this share at most, either way. */
export const PRICE_BAND = 0.35

/** Homes more than one bedroom apart are not alternatives, whatever they cost. */
export const BEDROOM_RANGE = 1

/** Offices and shops. */
const COMMERCIAL_TYPES: ReadonlySet<string> = new Set(['Office', 'Retail'])
/** Homes with their own plot; every other home is a flat in a building. */
const HOUSE_TYPES: ReadonlySet<string> = new Set(['Villa', 'Townhouse'])

/**
 * Who would weigh one against the other: a family looking at townhouses does not want a
 * one-bedroom flat, nor a villa buyer a penthouse, whatever the price.
 */
export type PropertyCategory = 'flat' | 'house' | 'commercial'

export function categoryOf(type: string | undefined): PropertyCategory {
  if (type !== undefined && COMMERCIAL_TYPES.has(type)) return 'commercial'
  return type !== undefined && HOUSE_TYPES.has(type) ? 'house' : 'flat'
}

/** Where both sizes are known, the larger may be at most this many times the smaller. */
export const SIZE_RATIO = 1.6

/** The lowest and highest price a candidate may have (whole dirhams, inclusive). */
export function priceBand(price: number): { min: number; max: number } {
  return { min: Math.ceil(price * (1 - PRICE_BAND)), max: Math.floor(price * (1 + PRICE_BAND)) }
}

/** Whether a candidate may be shown at all under the subject. */
export function qualifies(subject: SimilarListing, candidate: SimilarListing): boolean {
  if (candidate.id === subject.id || candidate.status !== subject.status) return false
  if (categoryOf(candidate.type) !== categoryOf(subject.type)) return false
  const { min, max } = priceBand(subject.price)
  if (candidate.price < min || candidate.price > max) return false
  const sizes = [subject.sqft ?? 0, candidate.sqft ?? 0]
  if (Math.min(...sizes) > 0 && Math.max(...sizes) > SIZE_RATIO * Math.min(...sizes)) return false
  // An office's "bedrooms" are 0 and say nothing: only homes are held to the bedroom range.
  if (
    categoryOf(subject.type) !== 'commercial' &&
    Math.abs(candidate.bedrooms - subject.bedrooms) > BEDROOM_RANGE
  ) {
    return false
  }
  return true
}

/** One bedroom more or fewer weighs as much as a size a quarter larger or smaller. */
const BEDROOM_WEIGHT = 0.25
/** Another community weighs as much as one bedroom of difference. */
const COMMUNITY_WEIGHT = 0.25
/** Another type of the same category (a townhouse beside an apartment). */
const TYPE_WEIGHT = 0.15
/** Price is already held to the band: within it, it only breaks near-ties. */
const PRICE_WEIGHT = 0.5

const relativeGap = (value: number, reference: number) =>
  reference > 0 ? Math.abs(value - reference) / reference : value === reference ? 0 : 1

/** How far a qualifying candidate is from the subject; 0 is the same home next door. */
export function closeness(subject: SimilarListing, candidate: SimilarListing): number {
  const sized = (subject.sqft ?? 0) > 0 && (candidate.sqft ?? 0) > 0
  const sizeGap = sized ? relativeGap(candidate.sqft!, subject.sqft!) : 0
  const otherType =
    subject.type !== undefined && candidate.type !== undefined && candidate.type !== subject.type
  return (
    sizeGap +
    BEDROOM_WEIGHT * Math.abs(candidate.bedrooms - subject.bedrooms) +
    (candidate.city === subject.city ? 0 : COMMUNITY_WEIGHT) +
    (otherType ? TYPE_WEIGHT : 0) +
    PRICE_WEIGHT * relativeGap(candidate.price, subject.price)
  )
}

/**
 * The candidates to show, best first: only those that qualify, each once, never the subject.
 * Equally close candidates keep the order they came in (newest first from the database).
 */
export function rankSimilar<T extends SimilarListing>(
  subject: SimilarListing,
  candidates: readonly T[],
  limit = SIMILAR_LIMIT,
): T[] {
  const seen = new Set<string>()
  const eligible = candidates.filter((candidate) => {
    if (seen.has(candidate.id) || !qualifies(subject, candidate)) return false
    seen.add(candidate.id)
    return true
  })
  return eligible
    .map((candidate) => ({ candidate, distance: closeness(subject, candidate) }))
    .sort((a, b) => a.distance - b.distance)
    .slice(0, Math.max(0, limit))
    .map(({ candidate }) => candidate)
}
