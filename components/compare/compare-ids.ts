import { isListingId } from '@/lib/favourites'

/** A comparison holds two to four homes: more would not fit side by side on a phone. */
export const MIN_COMPARE = 2
export const MAX_COMPARE = 4

/**
 * `?ids=a,b,c` → the listing ids to compare: anything that is not an id is dropped, repeats
 * count once, and past four only the first four are kept. A link is never an error page.
 */
export function compareIdsOf(value: string | string[] | undefined): string[] {
  const raw = Array.isArray(value) ? value.join(',') : (value ?? '')
  // Bounded before it is split: a crafted address could be very long.
  const parts = raw
    .slice(0, 2_000)
    .split(',')
    .map((part) => part.trim().toLowerCase())
  return [...new Set(parts.filter(isListingId))].slice(0, MAX_COMPARE)
}

/** The comparison's address; ids are plain hex, so the commas stay readable in a shared link. */
export function compareHref(ids: readonly string[]): string {
  return `/compare?ids=${ids.join(',')}`
}
