import 'server-only'
import { HttpError } from './http'

/**
 * In-memory sliding-window rate limits for the public POST endpoints.
 *
 * Each key keeps the times of its last `limit` accepted hits; a hit is refused while the
 * oldest of them is younger than the window. Memory is bounded: expired keys are swept as
 * the map grows, and past `maxKeys` the oldest keys go first. The state is per process — on
 * several instances each allows its own share, which is still a hard cap per instance.
 */

export interface LimitResult {
  ok: boolean
  limit: number
  remaining: number
  /** Seconds until the next hit would be accepted (0 when ok). */
  retryAfter: number
}

export class SlidingWindowLimiter {
  private hits = new Map<string, number[]>()

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
    private readonly maxKeys = 50_000,
  ) {}

  hit(key: string): LimitResult {
    const now = this.now()
    const since = now - this.windowMs
    const times = (this.hits.get(key) ?? []).filter((t) => t > since)
    if (times.length >= this.limit) {
      this.hits.set(key, times)
      return {
        ok: false,
        limit: this.limit,
        remaining: 0,
        retryAfter: Math.max(1, Math.ceil((times[0]! + this.windowMs - now) / 1000)),
      }
    }
    times.push(now)
    this.hits.delete(key) // re-insert: the map's order is least recently used first
    this.hits.set(key, times)
    if (this.hits.size > this.maxKeys) this.sweep(since)
    return { ok: true, limit: this.limit, remaining: this.limit - times.length, retryAfter: 0 }
  }

  private sweep(since: number) {
    for (const [key, times] of this.hits) {
      if (times.at(-1)! <= since) this.hits.delete(key)
    }
    for (const key of this.hits.keys()) {
      if (this.hits.size <= this.maxKeys) break
      this.hits.delete(key)
    }
  }
}

function positiveInt(value: string | undefined, fallback: number): number {
  const n = Number(value)
  return Number.isInteger(n) && n > 0 ? n : fallback
}

/**
 * The limits, from the environment (read once per process):
 * - RATE_LIMIT_MAX (default 5; 200 under `next dev`, where one machine's browser tests share
 *   an address): submissions per client address per endpoint per 10 minutes;
 * - posts without a form token (API clients, or a page whose token fetch failed) get 40% of
 *   that (2 by default): they skip the bot checks, so they get less room;
 * - RATE_LIMIT_GLOBAL_MAX (default max(60, 12 × RATE_LIMIT_MAX)): all clients together per
 *   endpoint per minute, so a distributed flood cannot fill the database.
 */
export function limitSettings() {
  const perClient = positiveInt(
    process.env.RATE_LIMIT_MAX,
    process.env.NODE_ENV === 'development' ? 200 : 5,
  )
  return {
    perClient,
    tokenless: Math.max(1, Math.floor(perClient * 0.4)),
    global: positiveInt(process.env.RATE_LIMIT_GLOBAL_MAX, Math.max(60, perClient * 12)),
    windowMs: 10 * 60_000,
    globalWindowMs: 60_000,
  }
}

interface Limiters {
  /** The settings they were built with: a change (dev reload, new env) rebuilds them. */
  signature: string
  perClient: SlidingWindowLimiter
  tokenless: SlidingWindowLimiter
  global: SlidingWindowLimiter
}

const KEY = Symbol.for('crescent-key.rate-limits')
const globals = globalThis as typeof globalThis & { [KEY]?: Limiters }

function limiters(): Limiters {
  const s = limitSettings()
  const signature = JSON.stringify(s)
  if (globals[KEY]?.signature !== signature) {
    globals[KEY] = {
      signature,
      perClient: new SlidingWindowLimiter(s.perClient, s.windowMs),
      tokenless: new SlidingWindowLimiter(s.tokenless, s.windowMs),
      global: new SlidingWindowLimiter(s.global, s.globalWindowMs),
    }
  }
  return globals[KEY]
}

export const RATE_LIMIT_MESSAGE = 'Too many submissions. Please try again later.'

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
export function enforceRateLimit(
  endpoint: string,
  ip: string,
  hasToken: boolean,
): Record<string, string> {
  const { perClient, tokenless, global } = limiters()
  const client = perClient.hit(`${endpoint}|${ip}`)
  if (!client.ok) refuse(client)
  let shown = client
  if (!hasToken) {
    const bare = tokenless.hit(`${endpoint}|${ip}`)
    if (!bare.ok) refuse(bare)
    shown = bare
  }
  const all = global.hit(endpoint)
  if (!all.ok) refuse(all)
  return { 'RateLimit-Limit': String(shown.limit), 'RateLimit-Remaining': String(shown.remaining) }
}
