import { createServer } from 'node:net'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  createDatabase,
  dropDatabase,
  startLocalPostgres,
} from '@/scripts/reliability/postgres.mjs'

/*
 * The shared rate limits and used form tokens against a real PostgreSQL: a throwaway database
 * on the server of TEST_DATABASE_URI, or on the local one (scripts/postgres-local.sh, started
 * if need be). Two stores, each with its own pool, stand for two instances of the site.
 */

vi.mock('server-only', () => ({}))
vi.hoisted(() => {
  process.env.PAYLOAD_SECRET = 'unit-test-secret-for-shared-limits'
})

const { NONCE_TABLE, PostgresLimitStore, RATE_LIMIT_TABLE } = await import('./shared-limits')
const { SlidingWindowLimiter } = await import('./memory-limits')
const { FailoverLimitStore, MemoryLimitStore } = await import('./limit-store')

type Store = InstanceType<typeof PostgresLimitStore>

const adminUri = process.env.TEST_DATABASE_URI || startLocalPostgres()
const dbName = `crescent_limits_${process.pid}_${Date.now().toString(36)}`
let uri = ''
const stores: Store[] = []
/** A form token's nonce is held for its life (2 h) and the clock skew allowed (5 s). */
const ttl = 2 * 60 * 60_000 + 5_000
/** The injected clock the "synchronised" instances share. */
let now = 1_800_000_000_000

function instance(options: { clock?: boolean; sweepEveryMs?: number } = {}): Store {
  const store = new PostgresLimitStore({
    connectionString: uri,
    max: 3,
    now: options.clock === false ? undefined : () => now,
    sweepEveryMs: options.sweepEveryMs,
  })
  stores.push(store)
  return store
}

async function rows<R extends pg.QueryResultRow>(
  sql: string,
  params: unknown[] = [],
): Promise<R[]> {
  const client = new pg.Client({ connectionString: uri })
  await client.connect()
  try {
    return (await client.query<R>(sql, params)).rows
  } finally {
    await client.end()
  }
}

beforeAll(async () => {
  uri = await createDatabase(adminUri, dbName)
}, 120_000)

afterAll(async () => {
  await Promise.all(stores.map((store) => store.close()))
  // A pool's end resolves before its connections have closed on the server: wait for them,
  // or the forced drop cuts them and each reports a lost connection.
  for (let i = 0; i < 50; i++) {
    const others = await rows(
      'SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
    )
    if (others.length === 0) break
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  await dropDatabase(adminUri, dbName)
})

describe('shared rate limits', () => {
  it('refuses a client alternating between two instances at the same count as one instance', async () => {
    const [a, b] = [instance(), instance()]
    const limit = 5
    const windowMs = 60_000
    const one = new SlidingWindowLimiter(limit, windowMs, () => now)
    // A fixed, irregular schedule: bursts that hit the limit, pauses that let it slide.
    let seed = 7
    const step = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31
      return seed % 7 === 0 ? 20_000 + (seed % 40_000) : seed % 4_000
    }
    let refused = 0
    for (let i = 0; i < 120; i++) {
      now += step()
      const expected = one.hit('client|contacts|198.51.100.7')
      const shared = await (i % 2 === 0 ? a : b).hit(
        'client|contacts|198.51.100.7',
        limit,
        windowMs,
      )
      expect(shared, `hit ${i + 1}`).toEqual(expected)
      if (!expected.ok) refused += 1
    }
    expect(refused).toBeGreaterThan(10)
    expect(refused).toBeLessThan(110)
  })

  it('answers the 6th hit of 5 with the wait until the oldest hit expires, on either instance', async () => {
    const [a, b] = [instance(), instance()]
    const key = 'client|careers|203.0.113.5'
    const results = []
    for (let i = 0; i < 5; i++) results.push(await (i % 2 ? b : a).hit(key, 5, 600_000))
    expect(results.map((r) => [r.ok, r.remaining])).toEqual([
      [true, 4],
      [true, 3],
      [true, 2],
      [true, 1],
      [true, 0],
    ])
    now += 15_000
    expect(await b.hit(key, 5, 600_000)).toEqual({
      ok: false,
      limit: 5,
      remaining: 0,
      retryAfter: 585,
    })
    expect(await a.hit(key, 5, 600_000)).toEqual({
      ok: false,
      limit: 5,
      remaining: 0,
      retryAfter: 585,
    })
    now += 584_999
    expect(await a.hit(key, 5, 600_000)).toEqual({
      ok: false,
      limit: 5,
      remaining: 0,
      retryAfter: 1,
    })
    now += 1 // the five, made at one time, leave the window together
    expect(await b.hit(key, 5, 600_000)).toEqual({
      ok: true,
      limit: 5,
      remaining: 4,
      retryAfter: 0,
    })
    // Keys and limiters are independent.
    expect(await b.hit('global|careers', 5, 60_000)).toMatchObject({ ok: true, remaining: 4 })
  })

  it('gives the last slots to exactly `limit` of 20 concurrent hits across both instances', async () => {
    // The database's own clock here, as in production.
    const [a, b] = [instance({ clock: false }), instance({ clock: false })]
    const key = `client|contacts|burst-${Date.now()}`
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 ? b : a).hit(key, 7, 60_000)),
    )
    const accepted = results.filter((r) => r.ok)
    expect(accepted).toHaveLength(7)
    expect(accepted.map((r) => r.remaining).sort()).toEqual([0, 1, 2, 3, 4, 5, 6])
    for (const r of results.filter((r) => !r.ok)) {
      expect(r.retryAfter).toBeGreaterThanOrEqual(59)
      expect(r.retryAfter).toBeLessThanOrEqual(60)
    }
    const [row] = await rows<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${RATE_LIMIT_TABLE} WHERE key = $1`,
      [key],
    )
    expect(row!.n).toBe(7)
  })

  it('peeks at a count from either instance without adding to it, with the wait a hit would get', async () => {
    const [a, b] = [instance(), instance()]
    const key = 'login-account|203.0.113.9|admin@crescentkey.ae'
    expect(await b.peek(key, 3, 900_000)).toEqual({ ok: true, limit: 3, remaining: 3, retryAfter: 0 })
    for (let i = 0; i < 3; i++) await a.hit(key, 3, 900_000)
    now += 60_000
    for (let i = 0; i < 5; i++) {
      expect(await b.peek(key, 3, 900_000)).toEqual({ ok: false, limit: 3, remaining: 0, retryAfter: 840 })
    }
    expect(await b.hit(key, 3, 900_000)).toEqual(await a.peek(key, 3, 900_000))
    const [row] = await rows<{ n: number }>(`SELECT count(*)::int AS n FROM ${RATE_LIMIT_TABLE} WHERE key = $1`, [key])
    expect(row!.n).toBe(3)
  })

  it('deletes a key’s expired hits on its next hit, and sweeps those of keys no longer seen', async () => {
    const a = instance()
    const key = 'client|complaints|192.0.2.44'
    await a.hit(key, 3, 10_000)
    now += 6_000
    await a.hit(key, 3, 10_000)
    now += 6_000
    await a.hit(key, 3, 10_000) // the first is out of the window: dropped from the row
    const kept = await rows<{ hit_at: string }>(
      `SELECT hit_at FROM ${RATE_LIMIT_TABLE} WHERE key = $1 ORDER BY hit_at`,
      [key],
    )
    expect(kept.map((row) => Number(row.hit_at))).toEqual([now - 6_000, now])
    now += 10_000
    await a.sweep()
    expect(await rows(`SELECT 1 FROM ${RATE_LIMIT_TABLE} WHERE key = $1`, [key])).toEqual([])
    expect(await a.hit(key, 3, 10_000)).toMatchObject({ ok: true, remaining: 2 })
  })
})

describe('shared used form tokens', () => {
  it('refuses on one instance a token used on the other, except to the same submission', async () => {
    const [a, b] = [instance(), instance()]
    expect(await a.claimNonce('nonce-a', 'client-1', ttl)).toBe(true)
    expect(await b.claimNonce('nonce-a', 'client-1', ttl)).toBe(true) // a retry
    expect(await b.claimNonce('nonce-a', 'client-2', ttl)).toBe(false)
    expect(await a.claimNonce('nonce-a', undefined, ttl)).toBe(false)
    expect(await b.claimNonce('nonce-b', undefined, ttl)).toBe(true)
    expect(await a.claimNonce('nonce-b', undefined, ttl)).toBe(false)
    expect(await a.claimNonce('nonce-b', 'client-1', ttl)).toBe(false)
  })

  it('lets an expired nonce be claimed afresh, then holds it for its new owner', async () => {
    const [a, b] = [instance(), instance()]
    expect(await a.claimNonce('nonce-c', 'client-1', ttl)).toBe(true)
    now += ttl - 1
    expect(await b.claimNonce('nonce-c', 'client-2', ttl)).toBe(false)
    now += 1
    expect(await b.claimNonce('nonce-c', 'client-2', ttl)).toBe(true)
    expect(await a.claimNonce('nonce-c', 'client-1', ttl)).toBe(false)
    now += ttl
    await a.sweep()
    expect(await rows(`SELECT 1 FROM ${NONCE_TABLE} WHERE nonce = 'nonce-c'`)).toEqual([])
  })

  it('accepts one of 20 concurrent submissions of one token across both instances', async () => {
    const [a, b] = [instance({ clock: false }), instance({ clock: false })]
    const nonce = `nonce-burst-${Date.now()}`
    const claims = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 ? b : a).claimNonce(nonce, `client-${i}`, ttl)),
    )
    expect(claims.filter(Boolean)).toHaveLength(1)
  })
})

describe('when the database cannot be reached', () => {
  it('falls back to the instance’s own limits and tokens, with one warning', async () => {
    const port = await new Promise<number>((resolve) => {
      const server = createServer().listen(0, '127.0.0.1', () => {
        const { port } = server.address() as { port: number }
        server.close(() => resolve(port))
      })
    })
    const down = new PostgresLimitStore({
      connectionString: `postgres://postgres@127.0.0.1:${port}/none`,
    })
    stores.push(down)
    const store = new FailoverLimitStore(down, new MemoryLimitStore())
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const results = []
    for (let i = 0; i < 3; i++) results.push(await store.hit('client', 'contacts|x', 2, 60_000))
    expect(results.map((r) => r.ok)).toEqual([true, true, false])
    expect(await store.claimNonce('nonce-d', 'client-1', ttl)).toBe(true)
    expect(await store.claimNonce('nonce-d', 'client-2', ttl)).toBe(false)
    expect(warn).toHaveBeenCalledTimes(1)
    warn.mockRestore()
  })
})

describe('the lead forms on PostgreSQL', () => {
  it('keep their limits and used tokens in the database', async () => {
    vi.resetModules()
    vi.stubEnv('DATABASE_URI', uri)
    vi.stubEnv('RATE_LIMIT_MAX', '3')
    const { FailoverLimitStore: Failover, limitStore } = await import('./limit-store')
    const { enforceRateLimit } = await import('./rate-limit')
    const { claimNonce } = await import('./spam')
    const { HttpError } = await import('./http')
    const store = limitStore()
    expect(store.kind).toBe('postgres')
    if (store instanceof Failover) stores.push(store.shared)
    try {
      const ip = `198.51.100.${Date.now() % 250}`
      for (const left of [2, 1, 0]) {
        expect(await enforceRateLimit('contacts', ip, true)).toEqual({
          'RateLimit-Limit': '3',
          'RateLimit-Remaining': String(left),
        })
      }
      const refusal = await enforceRateLimit('contacts', ip, true).catch((e: unknown) => e)
      expect(refusal).toBeInstanceOf(HttpError)
      expect(refusal).toMatchObject({
        status: 429,
        headers: { 'Retry-After': '600', 'RateLimit-Limit': '3', 'RateLimit-Remaining': '0' },
      })
      const [row] = await rows<{ n: number }>(
        `SELECT count(*)::int AS n FROM ${RATE_LIMIT_TABLE} WHERE key = $1`,
        [`client|contacts|${ip}`],
      )
      expect(row!.n).toBe(3)

      expect(await claimNonce('nonce-e', 'client-1')).toBe(true)
      expect(await claimNonce('nonce-e', 'client-2')).toBe(false)
      const [token] = await rows<{ client_id: string }>(
        `SELECT client_id FROM ${NONCE_TABLE} WHERE nonce = 'nonce-e'`,
      )
      expect(token!.client_id).toBe('client-1')
    } finally {
      vi.unstubAllEnvs()
    }
  })
})

describe('a database that lost the tables under a running instance', () => {
  it('fails that hit (the caller falls back) and makes them again for the next', async () => {
    const a = instance()
    expect(await a.hit('client|contacts|192.0.2.9', 2, 60_000)).toMatchObject({ ok: true })
    await rows(`DROP TABLE ${RATE_LIMIT_TABLE}, ${NONCE_TABLE}`)
    await expect(a.hit('client|contacts|192.0.2.9', 2, 60_000)).rejects.toThrow(/does not exist/)
    expect(await a.hit('client|contacts|192.0.2.9', 2, 60_000)).toMatchObject({
      ok: true,
      remaining: 1,
    })
    expect(await a.claimNonce('nonce-f', 'client-1', ttl)).toBe(true)
  })
})
