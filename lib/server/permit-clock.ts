import 'server-only'
import { cacheTags } from '@/lib/cache-tags'
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
  return low
}
