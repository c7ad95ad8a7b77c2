/**
 * What one alert e-mail lists, from the matches waiting since the last one. A home appears once:
 * published and then cut in price before the e-mail left, it is simply new at its latest price;
 * cut twice, it shows its price before the first cut and its price now. New homes come first,
 * newest first, then price drops, the largest cut first. An e-mail shows at most `limit` homes and
 * says how many more its search holds, so a digest after a busy day stays readable on a phone.
 */
export type MatchReason = 'new' | 'price-drop'

export interface PendingMatch {
  listing: string
  reason: MatchReason
  /** AED, at the time of the match. */
  price: number
  /** AED before a cut. */
  previousPrice?: number | null
  matchedAt: Date
}

export interface DigestEntry {
  listing: string
  reason: MatchReason
  price: number
  previousPrice: number | null
  matchedAt: Date
}

export interface Digest {
  entries: DigestEntry[]
  /** Homes matched but left out of this e-mail for length. */
  more: number
}

export const DIGEST_LIMIT = 10

export function digestOf(matches: readonly PendingMatch[], limit = DIGEST_LIMIT): Digest {
  const byListing = new Map<string, DigestEntry>()
  const inOrder = [...matches].sort((a, b) => a.matchedAt.getTime() - b.matchedAt.getTime())
  for (const match of inOrder) {
    const seen = byListing.get(match.listing)
    if (!seen) {
      byListing.set(match.listing, {
        listing: match.listing,
        reason: match.reason,
        price: match.price,
        previousPrice: match.reason === 'price-drop' ? (match.previousPrice ?? null) : null,
        matchedAt: match.matchedAt,
      })
      continue
    }
    // A later match of the same home: it keeps its first reason and first "before" price.
    seen.price = match.price
    seen.matchedAt = match.matchedAt
  }
  const entries = [...byListing.values()]
    // A cut that was taken back before the e-mail is no longer news.
    .filter(
      (entry) =>
        entry.reason === 'new' ||
        (entry.previousPrice !== null && entry.price < entry.previousPrice),
    )
    .sort(compareEntries)
  return { entries: entries.slice(0, limit), more: Math.max(0, entries.length - limit) }
}

function compareEntries(a: DigestEntry, b: DigestEntry): number {
  if (a.reason !== b.reason) return a.reason === 'new' ? -1 : 1
  if (a.reason === 'new') return b.matchedAt.getTime() - a.matchedAt.getTime()
  const cut = (entry: DigestEntry) => (entry.previousPrice ?? entry.price) - entry.price
  return cut(b) - cut(a)
}
