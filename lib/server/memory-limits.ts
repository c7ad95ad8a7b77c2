import 'server-only'

/**
 * The in-process forms of the two pieces of state the lead forms keep: sliding-window hit
 * counts (rate-limit.ts) and used form-token nonces (spam.ts). On SQLite there is only ever
 * one instance, so this is all they need; on PostgreSQL the shared store (shared-limits.ts)
 * keeps the same state in the database with the same rules, and these serve as its fallback.
 */

export interface LimitResult {
  ok: boolean
  limit: number
  remaining: number
  /** Seconds until the next hit would be accepted (0 when ok). */
  retryAfter: number
}

/**
 * The refusal of a hit while `times` (the accepted hits still in the window, oldest first)
 * fill the limit: the wait is until the hit whose expiry frees a slot leaves the window. With
 * `limit` hits held (the only case a fixed limit produces) that is the oldest; a limit lowered
 * since leaves more, and more must expire first.
 */
export function refusal(
  times: number[],
  limit: number,
  windowMs: number,
  now: number,
): LimitResult {
  return refusalAt(times[times.length - limit]!, limit, windowMs, now)
}

/** The refusal given the time of the hit whose expiry frees a slot. */
export function refusalAt(
  freeing: number,
  limit: number,
  windowMs: number,
  now: number,
): LimitResult {
  return {
    ok: false,
    limit,
    remaining: 0,
    retryAfter: Math.max(1, Math.ceil((freeing + windowMs - now) / 1000)),
  }
}

/**
 * Each key keeps the times of its last `limit` accepted hits; a hit is refused while the
 * oldest of them is younger than the window. Memory is bounded: expired keys are swept as
 * the map grows, and past `maxKeys` the oldest keys go first.
 */
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
      return refusal(times, this.limit, this.windowMs, now)
    }
    times.push(now)
    this.hits.delete(key) // re-insert: the map's order is least recently used first
    this.hits.set(key, times)
    if (this.hits.size > this.maxKeys) this.sweep(since)
    return { ok: true, limit: this.limit, remaining: this.limit - times.length, retryAfter: 0 }
  }

  /** What a hit would answer now, without counting one (a check before an outcome is known). */
  peek(key: string): LimitResult {
    const now = this.now()
    const times = (this.hits.get(key) ?? []).filter((t) => t > now - this.windowMs)
    if (times.length >= this.limit) return refusal(times, this.limit, this.windowMs, now)
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

/**
 * Used form-token nonces: nonce → the client id whose submission used it, until it expires.
 * A nonce already held is refused, except to the same client id (a retry of that submission).
 */
export class NonceList {
  private used = new Map<string, { clientId: string | undefined; expires: number }>()

  constructor(private readonly maxEntries = 10_000) {}

  claim(nonce: string, clientId: string | undefined, ttlMs: number, now: number): boolean {
    const seen = this.used.get(nonce)
    if (seen && seen.expires > now) return clientId !== undefined && seen.clientId === clientId
    if (this.used.size > this.maxEntries) this.sweep(now)
    this.used.set(nonce, { clientId, expires: now + ttlMs })
    return true
  }

  get size(): number {
    return this.used.size
  }

  private sweep(now: number) {
    for (const [nonce, entry] of this.used) if (entry.expires <= now) this.used.delete(nonce)
  }
}
