import { createHash } from 'node:crypto'

/** What the feed last carried for each listing: the hash of its element, and since when. */
export type FeedStamps = Record<string, { hash: string; since: string }>

export function elementHash(element: unknown): string {
  return createHash('sha256').update(JSON.stringify(element)).digest('base64url')
}

/**
 * The stamps after producing a feed: a listing keeps its stamp while its element hashes the
 * same, and gets `now` the moment anything in it differs (or it first appears). Listings no
 * longer in the feed are forgotten. `changed` says whether the stored stamps must be written.
 */
export function restamp(
  previous: FeedStamps,
  hashes: ReadonlyMap<string, string>,
  now: string,
): { stamps: FeedStamps; changed: boolean } {
  const stamps: FeedStamps = {}
  let changed = Object.keys(previous).length !== hashes.size
  for (const [id, hash] of hashes) {
    const before = previous[id]
    if (before && before.hash === hash) stamps[id] = before
    else {
      stamps[id] = { hash, since: now }
      changed = true
    }
  }
  return { stamps, changed }
}
