import 'server-only'
import { cacheTags } from '@/lib/cache-tags'
import { contentChanged } from '@/lib/serving/signals.mjs'
import { cachedRead } from './cache'
import { payloadClient } from './payload'

/**
 * When the published listings' Trakheesi permits run out, in order (ms since the epoch). Read
 * once and kept until a listing changes: for 5,000 listings it is 5,000 numbers.
 */
const readPermitExpiries = cachedRead(
  'properties:permit-expiries',
  [cacheTags.properties],
  async (): Promise<number[]> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'properties',
      where: { publication: { equals: 'published' } },
      select: { permitExpiresAt: true },
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
    return docs
      .flatMap((doc) => (doc.permitExpiresAt ? [Date.parse(doc.permitExpiresAt)] : []))
      .filter(Number.isFinite)
      .sort((a, b) => a - b)
  },
  { listings: false },
)

/** How many published listings' permits have run out by `now`: it grows the moment one does. */
export async function permitsRunOut(now = Date.now()): Promise<number> {
  const expiries = await readPermitExpiries()
  let low = 0
  let high = expiries.length
  while (low < high) {
    const middle = (low + high) >>> 1
    if (expiries[middle]! <= now) low = middle + 1
    else high = middle
  }
  announceExpiryAt(expiries[low])
  return low
}

/** setTimeout's longest wait (about 24.8 days); a later expiry is waited for in steps. */
const LONGEST_WAIT_MS = 2 ** 31 - 1
let announced: { at: number; timer: ReturnType<typeof setTimeout> } | undefined

/**
 * The production server's page cache (lib/serving/page-cache.mjs) keeps rendered pages until
 * content changes. A permit running out changes what the site shows without any edit, so it is
 * announced like one, at the moment it happens: the page, the search results and the broker's
 * page holding that listing render afresh on the next view. Every read of listings passes here
 * with the next expiry, so whatever a stored page shows, the timer for its next change is set.
 */
function announceExpiryAt(next: number | undefined) {
  if (announced?.at === next) return
  if (announced) clearTimeout(announced.timer)
  announced = undefined
  if (next === undefined) return
  const wait = Math.max(0, next - Date.now())
  const timer = setTimeout(
    () => {
      announced = undefined
      if (wait <= LONGEST_WAIT_MS) contentChanged.raise()
      else announceExpiryAt(next)
    },
    Math.min(wait, LONGEST_WAIT_MS),
  )
  // Never what keeps the process alive.
  timer.unref?.()
  announced = { at: next, timer }
}
