import 'server-only'
import { HttpError } from './http'
import { limitStore } from './limit-store'
import type { LimitResult } from './memory-limits'

/**
 * Sliding-window rate limits for the public POST endpoints.
 *
 * Each key keeps the times of its last `limit` accepted hits; a hit is refused while the
 * oldest of them is younger than the window (SlidingWindowLimiter). Where the hits are kept
 * is limit-store.ts's choice: in this process on SQLite (one instance), in PostgreSQL when
 * the site runs on it, so that several instances enforce one limit between them.
 */

export { type LimitResult, SlidingWindowLimiter } from './memory-limits'

function positiveInt(value: string | undefined, fallback: number): number {
  const n = Number(value)
  return Number.isInteger(n) && n > 0 ? n : fallback
}

/**
 * The limits, from the environment (read once per process):
 * - RATE_LIMIT_MAX (default 10; 200 under `next dev`, where one machine's browser tests share
 *   an address): submissions per client address per endpoint per 10 minutes. Ten, not fewer: a
 *   buyer enquires on listing after listing, and an office or a mobile carrier puts many people
 *   behind one address;
 * - posts without a form token (API clients, or a page whose token fetch failed) get 40% of
 *   that (4 by default): they skip the bot checks, so they get less room;
 * - RATE_LIMIT_GLOBAL_MAX (default max(60, 12 × RATE_LIMIT_MAX)): all clients together per
 *   endpoint per minute, so a distributed flood cannot fill the database.
 */
export function limitSettings() {
  const perClient = positiveInt(
    process.env.RATE_LIMIT_MAX,
    process.env.NODE_ENV === 'development' ? 200 : 10,
  )
  return {
    perClient,
    tokenless: Math.max(1, Math.floor(perClient * 0.4)),
    global: positiveInt(process.env.RATE_LIMIT_GLOBAL_MAX, Math.max(60, perClient * 12)),
    windowMs: 10 * 60_000,
    globalWindowMs: 60_000,
  }
}

/** A key of the Validation namespace: 'Too many submissions. Please try again later.' in English. */
export const RATE_LIMIT_MESSAGE = 'refusals.tooManySubmissions'

function refuse(result: LimitResult): never {
  throw new HttpError(429, RATE_LIMIT_MESSAGE, undefined, {
    'Retry-After': String(result.retryAfter),
    'RateLimit-Limit': String(result.limit),
    'RateLimit-Remaining': '0',
  })
}

/**
 * Counts one POST to `endpoint` from `ip` (before its body is read) and throws 429 with
 * Retry-After when over a limit. Returns headers describing the client's remaining room.
 */
export async function enforceRateLimit(
  endpoint: string,
  ip: string,
  hasToken: boolean,
): Promise<Record<string, string>> {
  const s = limitSettings()
  const store = limitStore()
  const client = await store.hit('client', `${endpoint}|${ip}`, s.perClient, s.windowMs)
  if (!client.ok) refuse(client)
  let shown = client
  if (!hasToken) {
    const bare = await store.hit('tokenless', `${endpoint}|${ip}`, s.tokenless, s.windowMs)
    if (!bare.ok) refuse(bare)
    shown = bare
  }
  const all = await store.hit('global', endpoint, s.global, s.globalWindowMs)
  if (!all.ok) refuse(all)
  return { 'RateLimit-Limit': String(shown.limit), 'RateLimit-Remaining': String(shown.remaining) }
}
