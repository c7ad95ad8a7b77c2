import 'server-only'
import { env, usesPostgres } from '@/lib/env'
import { type LimitResult, NonceList, SlidingWindowLimiter } from './memory-limits'
import { PostgresLimitStore } from './shared-limits'

/**
 * Where the rate limits (rate-limit.ts) and the used form tokens (spam.ts) are kept, chosen
 * here and nowhere else: in this process on SQLite, where there is one instance by definition;
 * in PostgreSQL when the site runs on it, as it may then run as several instances and a client
 * alternating between them must meet the same limits and the same used tokens on each.
 */
export interface LimitStore {
  readonly kind: 'memory' | 'postgres'
  /** Counts one hit on `key` of the limiter `name`: `limit` hits per `windowMs`, sliding. */
  hit(name: string, key: string, limit: number, windowMs: number): Promise<LimitResult>
  /** What `hit` would answer now, counting nothing: for limits on outcomes known only later. */
  peek(name: string, key: string, limit: number, windowMs: number): Promise<LimitResult>
  /**
   * Marks a form token's nonce used by `clientId` for `ttlMs`: false when another submission
   * (another client id, or none) holds it. `now` is for tests of the in-process list.
   */
  claimNonce(
    nonce: string,
    clientId: string | undefined,
    ttlMs: number,
    now?: number,
  ): Promise<boolean>
}

export class MemoryLimitStore implements LimitStore {
  readonly kind = 'memory'
  readonly nonces = new NonceList()
  private limiters = new Map<string, SlidingWindowLimiter>()

  async hit(name: string, key: string, limit: number, windowMs: number): Promise<LimitResult> {
    return this.limiter(name, limit, windowMs).hit(key)
  }

  async peek(name: string, key: string, limit: number, windowMs: number): Promise<LimitResult> {
    return this.limiter(name, limit, windowMs).peek(key)
  }

  private limiter(name: string, limit: number, windowMs: number): SlidingWindowLimiter {
    let limiter = this.limiters.get(name)
    // New settings (a dev reload, another environment) start a fresh limiter, as they always did.
    if (limiter?.limit !== limit || limiter.windowMs !== windowMs) {
      limiter = new SlidingWindowLimiter(limit, windowMs)
      this.limiters.set(name, limiter)
    }
    return limiter
  }

  async claimNonce(nonce: string, clientId: string | undefined, ttlMs: number, now = Date.now()) {
    return this.nonces.claim(nonce, clientId, ttlMs, now)
  }
}

/** After a database error, the shared store is left alone this long (no request waits on it). */
const BYPASS_MS = 15_000
const WARN_EVERY_MS = 60_000

/**
 * The PostgreSQL store, failing open to this process's own limits and used tokens when the
 * database errs or does not answer. A visitor's submission must never become a 500 (and be
 * lost) because of a counter. For the rate limits, the fallback still caps each instance as
 * before the limits were shared. For the used tokens, a token replayed on another instance
 * during an outage gets through — it still passes validation and the rate limits, and is at
 * worst one more spam lead — whereas refusing every token would drop real visitors' leads.
 */
export class FailoverLimitStore implements LimitStore {
  readonly kind = 'postgres'
  private bypassUntil = 0
  private lastWarning = 0
  private failures = 0

  constructor(
    readonly shared: PostgresLimitStore,
    readonly fallback: MemoryLimitStore,
  ) {}

  hit(name: string, key: string, limit: number, windowMs: number): Promise<LimitResult> {
    return this.attempt(
      () => this.shared.hit(`${name}|${key}`, limit, windowMs),
      () => this.fallback.hit(name, key, limit, windowMs),
    )
  }

  peek(name: string, key: string, limit: number, windowMs: number): Promise<LimitResult> {
    return this.attempt(
      () => this.shared.peek(`${name}|${key}`, limit, windowMs),
      () => this.fallback.peek(name, key, limit, windowMs),
    )
  }

  claimNonce(nonce: string, clientId: string | undefined, ttlMs: number, now?: number) {
    return this.attempt(
      () => this.shared.claimNonce(nonce, clientId, ttlMs),
      () => this.fallback.claimNonce(nonce, clientId, ttlMs, now),
    )
  }

  private async attempt<T>(shared: () => Promise<T>, local: () => Promise<T>): Promise<T> {
    if (Date.now() < this.bypassUntil) return local()
    try {
      return await shared()
    } catch (error) {
      this.bypassUntil = Date.now() + BYPASS_MS
      this.failures += 1
      if (Date.now() - this.lastWarning >= WARN_EVERY_MS) {
        this.lastWarning = Date.now()
        console.warn(
          `[limits] shared rate limits unavailable, using this instance's own (${this.failures} failure(s)): ${(error as Error).message}`,
        )
      }
      return local()
    }
  }
}

interface Stores {
  memory: MemoryLimitStore
  /** The store in use and the database it was made for: a new DATABASE_URI makes a new one. */
  current?: { uri: string | undefined; store: LimitStore }
}

// One per process: route bundles may each load their own copy of this module.
const KEY = Symbol.for('crescent-key.limit-store')
const globals = globalThis as typeof globalThis & { [KEY]?: Stores }

/** This process's in-memory store (the whole store on SQLite, the fallback on PostgreSQL). */
export function memoryLimitStore(): MemoryLimitStore {
  return (globals[KEY] ??= { memory: new MemoryLimitStore() }).memory
}

export function limitStore(): LimitStore {
  const memory = memoryLimitStore()
  const stores = globals[KEY]!
  const uri = usesPostgres ? env.DATABASE_URI : undefined
  if (!stores.current || stores.current.uri !== uri) {
    const previous = stores.current?.store
    if (previous instanceof FailoverLimitStore) void previous.shared.close().catch(() => undefined)
    const store = uri
      ? new FailoverLimitStore(new PostgresLimitStore({ connectionString: uri, max: 3 }), memory)
      : memory
    stores.current = { uri, store }
  }
  return stores.current.store
}
