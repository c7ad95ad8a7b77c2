import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import type { Pool } from 'pg'
import type { DatabaseAdapterObj, Payload } from 'payload'
import { env, sqliteFile, usesPostgres } from '@/lib/env'
import { migrations as postgresMigrations } from './migrations/postgres'
import { migrations as sqliteMigrations } from './migrations/sqlite'

/**
 * SQLite file by default (nothing to install); PostgreSQL when DATABASE_URI says so.
 * Schema changes only ever arrive through the committed migrations of each adapter:
 * push is off so no environment silently diverges, and production applies them on start.
 */
export function database(): DatabaseAdapterObj {
  if (usesPostgres) {
    return postgresAdapter({
      pool: { connectionString: env.DATABASE_URI, max: 10 },
      push: false,
      migrationDir: 'lib/cms/migrations/postgres',
      prodMigrations: postgresMigrations,
    })
  }
  return sqliteAdapter({
    client: { url: `file:${sqliteFile}` },
    // WAL lets readers run beside the writer; FULL sync makes every answered write durable.
    wal: { synchronous: 'FULL' },
    busyTimeout: 5000,
    push: false,
    migrationDir: 'lib/cms/migrations/sqlite',
    prodMigrations: sqliteMigrations,
  })
}

/** The PostgreSQL adapter's connection pool (pg's); SQLite has none. */
export function postgresPool(payload: Payload): Pool | null {
  const pool = (payload.db as { pool?: Pool }).pool
  return pool && typeof pool.query === 'function' ? pool : null
}

const watchedPools = new WeakSet<Pool>()

/**
 * pg emits 'error' on the pool when an idle connection dies (the database restarts or fails
 * over). With no listener, each one is an uncaught exception, which kills a plain Node server;
 * the next query opens a fresh connection anyway, so a log line is all it deserves.
 * Runs as Payload's onInit, once the adapter has made its pool.
 */
export function watchConnectionPool(payload: Payload) {
  const pool = postgresPool(payload)
  // A dev reload runs onInit again on the same pool: one listener is enough.
  if (!pool || watchedPools.has(pool)) return
  watchedPools.add(pool)
  pool.on('error', (error: Error) => {
    payload.logger.warn(`database connection lost: ${error.message}`)
  })
}
