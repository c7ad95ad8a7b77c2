/**
 * A Trakheesi permit is valid through its expiry day in Dubai. The admin's day-only date picker
 * stores the chosen day at noon UTC (16:00 in Dubai), which would take the listing off the site
 * eight hours early: a day picked there, or sent as a bare day ("2026-12-31"), is stored as the
 * last millisecond of that day in Dubai. A timestamp with any other time of day is taken as given.
 */

/** Dubai keeps UTC+4 all year (no daylight saving). */
const DUBAI_OFFSET_MS = 4 * 60 * 60 * 1000
const DAY_MS = 24 * 60 * 60 * 1000

/** True for the admin date picker's way of storing a bare day: exactly 12:00:00.000 UTC. */
function isPickedDay(date: Date): boolean {
  return (
    date.getUTCHours() === 12 &&
    date.getUTCMinutes() === 0 &&
    date.getUTCSeconds() === 0 &&
    date.getUTCMilliseconds() === 0
  )
}

/** The end of a calendar day (its UTC date) in Dubai: 23:59:59.999 +04:00, i.e. 19:59:59.999Z. */
export function endOfDubaiDay(day: Date): Date {
  const midnightUtc = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate())
  return new Date(midnightUtc + DAY_MS - DUBAI_OFFSET_MS - 1)
}

/**
 * The permit expiry as stored: a picked day becomes the end of that day in Dubai; anything
 * else (empty, unreadable, or a full timestamp) is returned unchanged for validation to judge.
 */
export function permitExpiryFor<T>(value: T): T | string {
  if (!(typeof value === 'string' || value instanceof Date)) return value
  // A bare day from an import or the API ("2026-12-31") is that day in Dubai, as in the admin.
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value.trim())) {
    const day = new Date(`${value.trim()}T12:00:00Z`)
    // Date rolls an impossible day over ("02-30" to "03-02"): that is left for validation.
    const real = !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value.trim())
    return real ? endOfDubaiDay(day).toISOString() : value
  }
  const date = new Date(value)
  if (Number.isNaN(date.getTime()) || !isPickedDay(date)) return value
  return endOfDubaiDay(date).toISOString()
}
