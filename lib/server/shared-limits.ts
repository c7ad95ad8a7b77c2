import 'server-only'
import pg from 'pg'
import { type LimitResult, refusalAt } from './memory-limits'

/**
 * Rate-limit windows and used form-token nonces kept in PostgreSQL, so that every instance of
 * the site behind a load balancer counts against the same limits and refuses the same replayed
 * tokens. The rules are those of the in-memory versions (memory-limits.ts), exactly:
 *
 * - `rate_limit_hits`: one row per accepted hit (limiter key, time in ms). Each hit is one
 *   transaction that first takes a transaction-scoped advisory lock on its key, so the hits on
 *   one key are serialised across every instance and the last slot goes to one of them only;
 *   then one statement deletes the key's expired hits, counts the rest and adds the new hit
 *   if fewer than `limit` remain (it reads after the lock, so it sees every earlier hit).
 * - `used_form_tokens`: one row per nonce with the client id that used it and its expiry. The
 *   upsert takes over an expired row, lets the same client id through (a retry), and leaves
 *   anything else untouched: it returns no row, i.e. refused.
 *
 * Times come from the database clock (one clock for all instances, whatever theirs say),
 * unless a clock is injected (tests). A key's expired hits are deleted on each of its hits;
 * those of keys no longer seen, and expired nonces, by an occasional sweep (at most every few
 * minutes per process, off the request's path).
 *
 * The tables are operational state, not content: nothing in them is worth a backup, a
 * migration or the admin, and losing them only resets counters. So they are created here with
 * CREATE TABLE IF NOT EXISTS on first use rather than through the Payload migrations, which
 * stay a description of the CMS content alone.
 */

export const RATE_LIMIT_TABLE = 'rate_limit_hits'
export const NONCE_TABLE = 'used_form_tokens'

const SCHEMA_LOCK = 'crescent-key/shared-limits/schema'

const SCHEMA = [
  `CREATE TABLE IF NOT EXISTS ${RATE_LIMIT_TABLE} (
    key text NOT NULL,
    hit_at bigint NOT NULL,
    expires_at bigint NOT NULL
  )`,
  `CREATE INDEX IF NOT EXISTS ${RATE_LIMIT_TABLE}_key_idx ON ${RATE_LIMIT_TABLE} (key, hit_at)`,
  `CREATE INDEX IF NOT EXISTS ${RATE_LIMIT_TABLE}_expires_at_idx ON ${RATE_LIMIT_TABLE} (expires_at)`,
  `CREATE TABLE IF NOT EXISTS ${NONCE_TABLE} (
    nonce text PRIMARY KEY,
    client_id text,
    claimed_at bigint NOT NULL,
    expires_at bigint NOT NULL
  )`,
  `CREATE INDEX IF NOT EXISTS ${NONCE_TABLE}_expires_at_idx ON ${NONCE_TABLE} (expires_at)`,
]

/** The time in ms: injected ($n), or the database's own. */
const clock = (n: number) =>
  `(SELECT COALESCE($${n}::bigint, (extract(epoch FROM clock_timestamp()) * 1000)::bigint) AS now)`

/**
 * One round trip (no parameters, so several statements may go together). The hits on a key
 * are serialised, each holding the key's lock until its commit: not waiting there for the
 * disk makes the wait of the next one short, and a crash losing the last instants of counts
 * is no harm. The statement timeout bounds the server's side of a wait the client gave up.
 */
const BEGIN = 'BEGIN; SET LOCAL synchronous_commit TO off; SET LOCAL statement_timeout TO 3000'

// The two-key form keeps these locks apart from any other advisory lock on the database.
const LOCK_KEY = `SELECT pg_advisory_xact_lock(hashtext('crescent-key/rate-limit'), hashtext($1))`

// $1 key, $2 limit, $3 window (ms), $4 injected time or null. Runs holding the key's lock.
// `freeing` (the hit whose expiry frees a slot) is only looked up for a refusal.
const HIT = `
  WITH clock AS ${clock(4)},
  expired AS (
    DELETE FROM ${RATE_LIMIT_TABLE}
    WHERE key = $1 AND hit_at <= (SELECT now FROM clock) - $3::bigint
  ),
  live AS (
    SELECT hit_at FROM ${RATE_LIMIT_TABLE}
    WHERE key = $1 AND hit_at > (SELECT now FROM clock) - $3::bigint
  ),
  held AS (SELECT count(*)::int AS n FROM live),
  added AS (
    INSERT INTO ${RATE_LIMIT_TABLE} (key, hit_at, expires_at)
    SELECT $1, clock.now, clock.now + $3::bigint FROM clock, held WHERE held.n < $2::int
  )
  SELECT clock.now, held.n,
    CASE WHEN held.n >= $2::int THEN
      (SELECT hit_at FROM live ORDER BY hit_at OFFSET held.n - $2::int LIMIT 1)
    END AS freeing
  FROM clock, held`

// HIT's count without the insert (or the lock: a count that is a moment old is good enough).
const PEEK = `
  WITH clock AS ${clock(4)},
  live AS (
    SELECT hit_at FROM ${RATE_LIMIT_TABLE}
    WHERE key = $1 AND hit_at > (SELECT now FROM clock) - $3::bigint
  ),
  held AS (SELECT count(*)::int AS n FROM live)
  SELECT clock.now, held.n,
    CASE WHEN held.n >= $2::int THEN
      (SELECT hit_at FROM live ORDER BY hit_at OFFSET held.n - $2::int LIMIT 1)
    END AS freeing
  FROM clock, held`

// $1 nonce, $2 client id or null, $3 time to live (ms), $4 injected time or null.
const expired = 'u.expires_at <= EXCLUDED.claimed_at'
const CLAIM = `
  INSERT INTO ${NONCE_TABLE} AS u (nonce, client_id, claimed_at, expires_at)
  SELECT $1, $2, clock.now, clock.now + $3::bigint FROM ${clock(4)} AS clock
  ON CONFLICT (nonce) DO UPDATE SET
    client_id = CASE WHEN ${expired} THEN EXCLUDED.client_id ELSE u.client_id END,
    claimed_at = CASE WHEN ${expired} THEN EXCLUDED.claimed_at ELSE u.claimed_at END,
    expires_at = CASE WHEN ${expired} THEN EXCLUDED.expires_at ELSE u.expires_at END
  WHERE ${expired} OR (EXCLUDED.client_id IS NOT NULL AND u.client_id = EXCLUDED.client_id)
  RETURNING 1`

const SWEEP = [RATE_LIMIT_TABLE, NONCE_TABLE].map(
  (table) => `DELETE FROM ${table} WHERE expires_at <= (SELECT now FROM ${clock(1)} AS clock)`,
)

export interface PostgresLimitOptions {
  connectionString: string
  /** Connections of this store's own pool: each hit is one short transaction. */
  max?: number
  /** Injected clock (ms), for tests; by default the database's. */
  now?: () => number
  /** Least time between two sweeps of expired rows by this process. */
  sweepEveryMs?: number
}

export class PostgresLimitStore {
  private pool: pg.Pool | null = null
  private schema: Promise<void> | null = null
  private lastSweep = Date.now()

  constructor(private readonly options: PostgresLimitOptions) {}

  /** Counts one hit on `key` against `limit` hits per `windowMs` (SlidingWindowLimiter's rules). */
  async hit(key: string, limit: number, windowMs: number): Promise<LimitResult> {
    const row = await this.transaction(async (client) => {
      await client.query(LOCK_KEY, [key])
      const { rows } = await client.query<{ now: string; n: number; freeing: string | null }>(HIT, [
        key,
        limit,
        windowMs,
        this.options.now?.() ?? null,
      ])
      return rows[0]!
    })
    if (row.n < limit) return { ok: true, limit, remaining: limit - row.n - 1, retryAfter: 0 }
    return refusalAt(Number(row.freeing), limit, windowMs, Number(row.now))
  }

  /** What `hit` would answer now, adding no hit. */
  async peek(key: string, limit: number, windowMs: number): Promise<LimitResult> {
    const { rows } = await this.query<{ now: string; n: number; freeing: string | null }>(PEEK, [
      key,
      limit,
      windowMs,
      this.options.now?.() ?? null,
    ])
    const row = rows[0]!
    if (row.n < limit) return { ok: true, limit, remaining: limit - row.n, retryAfter: 0 }
    return refusalAt(Number(row.freeing), limit, windowMs, Number(row.now))
  }

  /**
   * Marks `nonce` used by `clientId` for `ttlMs`: false when it is held by another submission
   * (another client id, or none).
   */
  async claimNonce(nonce: string, clientId: string | undefined, ttlMs: number): Promise<boolean> {
    const { rowCount } = await this.query(CLAIM, [
      nonce,
      clientId ?? null,
      ttlMs,
      this.options.now?.() ?? null,
    ])
    return rowCount === 1
  }

  /** Deletes every expired row: the rows of keys and nonces no longer seen. */
  async sweep(): Promise<void> {
    const now = this.options.now?.() ?? null
    for (const sql of SWEEP) await this.query(sql, [now])
  }

  async close(): Promise<void> {
    const pool = this.pool
    this.pool = null
    this.schema = null
    await pool?.end()
  }

  private async query<R extends pg.QueryResultRow>(sql: string, params: unknown[]) {
    const pool = await this.ready()
    const result = await pool.query<R>(sql, params).catch(this.forgetTables)
    this.sweepSometimes()
    return result
  }

  /** A database restored or replaced under a running process may lack the tables: remake them. */
  private forgetTables = (error: unknown): never => {
    if ((error as { code?: string }).code === '42P01') this.schema = null // undefined_table
    throw error
  }

  private async transaction<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const pool = await this.ready()
    const client = await pool.connect()
    try {
      await client.query(BEGIN)
      const result = await work(client)
      await client.query('COMMIT')
      client.release()
      this.sweepSometimes()
      return result
    } catch (error) {
      // Closing the connection rolls the transaction back on the server, without waiting for a
      // statement the client has given up on; the next hit gets a fresh connection.
      client.release(true)
      return this.forgetTables(error)
    }
  }

  private async ready(): Promise<pg.Pool> {
    const pool = this.connect()
    await (this.schema ??= this.createTables(pool).catch((error: unknown) => {
      this.schema = null // the next hit tries again
      throw error
    }))
    return pool
  }

  private connect(): pg.Pool {
    if (this.pool) return this.pool
    const pool = new pg.Pool({
      connectionString: this.options.connectionString,
      max: this.options.max ?? 3,
      // A database that does not answer must not hold a visitor's submission for long: the
      // caller falls back to this process's own limits (limit-store.ts).
      connectionTimeoutMillis: 2_000,
      query_timeout: 3_000,
      idleTimeoutMillis: 30_000,
      allowExitOnIdle: true,
      application_name: 'crescent-key-limits',
    })
    // An idle connection that dies (restart, failover) is reported here; with no listener it
    // would be an uncaught exception. The next query opens a fresh connection anyway.
    pool.on('error', (error) => console.warn(`[limits] database connection lost: ${error.message}`))
    // One lost while checked out between two statements of a hit would be unhandled too; the
    // hit's next statement fails with it, which is how it is reported.
    pool.on('connect', (client) => client.on('error', () => undefined))
    this.pool = pool
    return pool
  }

  /** Once per process; serialised across instances, as concurrent CREATEs of one table can fail. */
  private async createTables(pool: pg.Pool): Promise<void> {
    const client = await pool.connect()
    try {
      await client.query('BEGIN')
      await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [SCHEMA_LOCK])
      for (const sql of SCHEMA) await client.query(sql)
      await client.query('COMMIT')
      client.release()
    } catch (error) {
      client.release(true)
      throw error
    }
  }

  private sweepSometimes() {
    const every = this.options.sweepEveryMs ?? 5 * 60_000
    if (Date.now() - this.lastSweep < every) return
    this.lastSweep = Date.now()
    this.sweep().catch((error: unknown) =>
      console.warn(`[limits] could not delete expired rows: ${(error as Error).message}`),
    )
  }
}
