import { createHash } from 'node:crypto'

/** What the feed last carried for a listing: the hash of its element, since when, and when it left. */
export interface ListingStamp {
  hash: string
  since: string
  /** Set while the listing is carried as deleted (Bayut): when it left the market. */
  leftAt?: string
}

/** A feed's memory between two productions, kept in the CMS's key-value store per portal. */
export interface FeedState {
  listings: Record<string, ListingStamp>
  /** When anything in the feed last changed, a listing's going included: the feed's own last_update. */
  changedAt: string | null
}

export const EMPTY_FEED_STATE: FeedState = { listings: {}, changedAt: null }

/** How long a listing that left the market stays in the Bayut feed as `deleted`. */
export const LEFT_WINDOW_MS = 30 * 24 * 60 * 60 * 1000

/** Where a portal's FeedState is kept, in the CMS's key-value store. */
export const feedStateKey = (portal: string) => `feed-state:${portal}`

/**
 * Until when the feed goes on carrying a listing it carried: as `deleted` for 30 days after it
 * left, by its record, or by `left` (when the listing left the market) if no production has
 * noticed yet. Null when the feed never carried it.
 */
export function carriedUntil(state: FeedState, id: string, left: Date): Date | null {
  const stamp = state.listings[id]
  if (!stamp) return null
  return new Date((stamp.leftAt ? Date.parse(stamp.leftAt) : left.getTime()) + LEFT_WINDOW_MS)
}

export function elementHash(element: unknown): string {
  return createHash('sha256').update(JSON.stringify(element)).digest('base64url')
}

/**
 * The state after producing a feed from `current` (each listing's element hash, and whether it
 * is live or carried as deleted). A listing keeps its stamp while its element hashes the same,
 * and gets `now` the moment anything in it differs or it first appears; one carried as deleted
 * keeps the moment it left. Listings no longer in the feed are forgotten. `changed` says
 * whether anything differs from before, which moves the feed's own stamp and asks for a write.
 */
export function restamp(
  previous: FeedState,
  current: ReadonlyMap<string, { hash: string; live: boolean }>,
  now: string,
): { state: FeedState; changed: boolean } {
  const listings: Record<string, ListingStamp> = {}
  let changed = Object.keys(previous.listings).some((id) => !current.has(id))
  for (const [id, { hash, live }] of current) {
    const before = previous.listings[id]
    const stamp: ListingStamp = before && before.hash === hash ? { hash, since: before.since } : { hash, since: now }
    if (!live) stamp.leftAt = before?.leftAt ?? now
    if (!before || before.hash !== hash || before.leftAt !== stamp.leftAt) changed = true
    listings[id] = stamp
  }
  return { state: { listings, changedAt: changed ? now : previous.changedAt }, changed }
}
