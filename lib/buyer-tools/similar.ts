/**
 * Which listings to suggest under a listing: same purpose (sale or rent), the same community
 * first, then whatever is closest in price, bedrooms and type.
 */

export interface SimilarListing {
  id: string
  status: string
  city: string
  price: number
  bedrooms: number
  /** Apartment, Villa, Office…: a different type counts as much as half the price again. */
  type?: string
}

export const SIMILAR_LIMIT = 6

/**
 * One bedroom more or fewer counts as much as a quarter off or on the price: a buyer looking at
 * a 2-bed at 3 million will sooner consider a 3-bed at 3.2 million than a 2-bed at 4.5 million.
 */
const BEDROOM_WEIGHT = 0.25

/** Someone viewing an apartment rarely wants an office: another type weighs as a 50 % price gap. */
const TYPE_WEIGHT = 0.5

/** How far a candidate is from the subject; 0 is the same price and bedrooms. */
export function closeness(subject: SimilarListing, candidate: SimilarListing): number {
  const gap = Math.abs(candidate.price - subject.price)
  const priceDistance = subject.price > 0 ? gap / subject.price : gap > 0 ? 1 : 0
  const otherType = subject.type !== undefined && candidate.type !== undefined && candidate.type !== subject.type
  return priceDistance + BEDROOM_WEIGHT * Math.abs(candidate.bedrooms - subject.bedrooms) + (otherType ? TYPE_WEIGHT : 0)
}

/**
 * The candidates to show, best first: never the subject, never another purpose, each once.
 * Equally close candidates keep the order they came in (newest first from the database).
 */
export function rankSimilar<T extends SimilarListing>(
  subject: SimilarListing,
  candidates: readonly T[],
  limit = SIMILAR_LIMIT,
): T[] {
  const seen = new Set<string>([subject.id])
  const eligible = candidates.filter((candidate) => {
    if (candidate.status !== subject.status || seen.has(candidate.id)) return false
    seen.add(candidate.id)
    return true
  })
  const scored = eligible.map((candidate) => ({
    candidate,
    sameCommunity: candidate.city === subject.city,
    distance: closeness(subject, candidate),
  }))
  scored.sort(
    (a, b) => Number(b.sameCommunity) - Number(a.sameCommunity) || a.distance - b.distance,
  )
  return scored.slice(0, Math.max(0, limit)).map(({ candidate }) => candidate)
}
