import { postgresAdapter } from '@payloadcms/db-postgres'
import { index as postgresIndex } from '@payloadcms/db-postgres/drizzle/pg-core'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { index as sqliteIndex } from '@payloadcms/db-sqlite/drizzle/sqlite-core'
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
      afterSchemaInit: [indexTranslationsByParent(postgresIndex)],
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
    afterSchemaInit: [indexTranslationsByParent(sqliteIndex)],
  })
}

type ExtendTable = Parameters<NonNullable<Parameters<typeof sqliteAdapter>[0]['afterSchemaInit']>[number]>[0]['extendTable']
type IndexBuilder = (name: string) => { on: (column: never) => unknown }

/**
 * Payload keys each table of translated fields (`*_locales`) by (locale, parent) only. Reading
 * a document's rows, or an array's, looks them up by parent alone, which that index cannot
 * serve: SQLite scanned the whole table once per row read, so a page of 100 listings took
 * 95 s at 5,000 listings. An index on the parent makes it 0.2 s.
 */
function indexTranslationsByParent(index: IndexBuilder) {
  return <Schema extends { tables: Record<string, Parameters<ExtendTable>[0]['table']> }>({
    schema,
    extendTable,
  }: {
    schema: Schema
    extendTable: ExtendTable
  }): Schema => {
    for (const [name, table] of Object.entries(schema.tables)) {
      if (!name.endsWith('_locales')) continue
      extendTable({
        table,
        extraConfig: (columns) => ({ [`${name}_parent_idx`]: index(`${name}_parent_idx`).on(columns._parentID as never) }),
      })
    }
    return schema
  }
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
