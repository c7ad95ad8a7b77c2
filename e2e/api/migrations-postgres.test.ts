import type { MigrateUpArgs } from '@payloadcms/db-postgres'
import { drizzle } from '@payloadcms/db-postgres/drizzle/node-postgres'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { movedToLocales } from '@/lib/cms/migrations/english-into-locales'
import { migrations } from '@/lib/cms/migrations/postgres'

/*
 * The PostgreSQL twin of lib/cms/migrations/sqlite-migrations.test.ts: each migration after the
 * first meets a database with data in every column of every table and must add to it without
 * changing a value. Runs in a throwaway database beside the suite's (TEST_DATABASE_URI).
 */

const testUri = process.env.TEST_DATABASE_URI
type Row = Record<string, unknown>

function uriFor(database: string): string {
  const url = new URL(testUri!)
  url.pathname = `/${database}`
  return url.toString()
}

async function tablesOf(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ table_name: string }>(
    "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name",
  )
  return rows.map((row) => row.table_name)
}

interface Column {
  name: string
  dataType: string
  udtName: string
  generated: boolean
}

async function columnsOf(client: pg.Client, table: string): Promise<Column[]> {
  const { rows } = await client.query<{
    column_name: string
    data_type: string
    udt_name: string
    column_default: string | null
  }>(
    "SELECT column_name, data_type, udt_name, column_default FROM information_schema.columns WHERE table_schema = 'public' AND table_name = $1 ORDER BY ordinal_position",
    [table],
  )
  return rows.map((row) => ({
    name: row.column_name,
    dataType: row.data_type,
    udtName: row.udt_name,
    generated: row.column_default?.startsWith('nextval(') ?? false,
  }))
}

async function valueFor(
  client: pg.Client,
  column: Column,
  table: string,
  n: number,
): Promise<unknown> {
  switch (column.dataType) {
    case 'integer':
    case 'bigint':
    case 'smallint':
      return n
    case 'numeric':
    case 'double precision':
      return n + 0.5
    case 'boolean':
      return n % 2 === 0
    case 'timestamp with time zone':
    case 'timestamp without time zone':
      return new Date(Date.UTC(2026, 0, n)).toISOString()
    case 'jsonb':
    case 'json':
      return JSON.stringify({ table, n })
    case 'USER-DEFINED': {
      const { rows } = await client.query<{ label: string }>(
        'SELECT enumlabel AS label FROM pg_enum e JOIN pg_type t ON t.oid = e.enumtypid WHERE t.typname = $1 ORDER BY enumsortorder',
        [column.udtName],
      )
      return rows[(n - 1) % rows.length]!.label
    }
    default:
      return `${table}.${column.name}.${n}`
  }
}

async function fillEveryTable(client: pg.Client) {
  // The rows stand for data, not a coherent site: foreign keys are not checked while filling.
  await client.query("SET session_replication_role = 'replica'")
  for (const table of await tablesOf(client)) {
    const columns = await columnsOf(client, table)
    for (const n of [1, 2]) {
      const names = columns.map((c) => `"${c.name}"`).join(', ')
      const marks = columns.map((_, i) => `$${i + 1}`).join(', ')
      const values: unknown[] = []
      for (const column of columns) values.push(await valueFor(client, column, table, n))
      await client.query(`INSERT INTO "${table}" (${names}) VALUES (${marks})`, values)
    }
  }
  await client.query("SET session_replication_role = 'origin'")
}

async function indexCount(client: pg.Client): Promise<number> {
  const { rows } = await client.query("SELECT count(*)::int AS n FROM pg_indexes WHERE schemaname = 'public'")
  return Number(rows[0].n)
}

/** How many values the database's enums hold (a migration may only add one, e.g. a job's name). */
async function enumValueCount(client: pg.Client): Promise<number> {
  const { rows } = await client.query('SELECT count(*)::int AS n FROM pg_enum')
  return Number(rows[0].n)
}

async function snapshot(client: pg.Client) {
  const result = new Map<string, { columns: string[]; rows: Row[] }>()
  for (const table of await tablesOf(client)) {
    const columns = (await columnsOf(client, table)).map((c) => c.name)
    const { rows } = await client.query<Row>(`SELECT * FROM "${table}" ORDER BY 1`)
    result.set(table, { columns, rows })
  }
  return result
}

async function runUp(client: pg.Client, index: number) {
  await migrations[index]!.up({
    db: drizzle({ client }),
    payload: null,
    req: null,
  } as unknown as MigrateUpArgs)
}

describe.skipIf(!testUri)('PostgreSQL migrations keep an existing database’s data', () => {
  const admin = () => new pg.Client({ connectionString: testUri })
  const databases: string[] = []

  async function freshDatabase(label: string): Promise<pg.Client> {
    const name = `ck_migrate_${label}_${process.pid}_${Date.now()}`
    const client = admin()
    await client.connect()
    await client.query(`CREATE DATABASE ${name}`)
    await client.end()
    databases.push(name)
    const db = new pg.Client({ connectionString: uriFor(name) })
    await db.connect()
    return db
  }

  beforeAll(() => expect(migrations.length).toBeGreaterThan(1))
  afterAll(async () => {
    const client = admin()
    await client.connect()
    for (const name of databases) await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    await client.end()
  })

  it.each(migrations.slice(1).map((migration, index) => [migration.name, index + 1] as const))(
    '%s adds to a filled database and changes nothing in it',
    async (_name, step) => {
      const client = await freshDatabase(`s${step}`)
      try {
        for (let i = 0; i < step; i++) await runUp(client, i)
        await fillEveryTable(client)
        const before = await snapshot(client)
        const indexesBefore = await indexCount(client)
        const enumValuesBefore = await enumValueCount(client)
        await runUp(client, step)
        const after = await snapshot(client)
        for (const [table, old] of before) {
          expect(old.rows, `${table} was filled`).toHaveLength(2)
          const now = after.get(table)
          expect(now, `table ${table} is kept`).toBeDefined()
          // A column that becomes translatable moves to the `_locales` table as English rows.
          const moved = old.columns.filter((c) => !now!.columns.includes(c))
          const movable = movedToLocales.find((entry) => entry.table === table)?.columns ?? []
          expect(moved, `columns of ${table} are kept or moved to its locales`).toEqual(
            moved.filter((c) => movable.includes(c)),
          )
          const stayed = old.columns.filter((c) => !moved.includes(c))
          const pick = (row: Row, columns: string[]) => Object.fromEntries(columns.map((c) => [c, row[c]]))
          expect(
            now!.rows.map((row) => pick(row, stayed)),
            `rows of ${table} are unchanged`,
          ).toEqual(old.rows.map((row) => pick(row, stayed)))
          if (moved.length) {
            const english = after
              .get(`${table}_locales`)!
              .rows.filter((row) => row._locale === 'en')
              .map((row) => pick(row, [...moved, '_parent_id']))
            expect(english, `every ${table} text is its English row`).toEqual(
              old.rows.map((row) => ({ ...pick(row, moved), _parent_id: row.id })),
            )
          }
        }
        // A migration adds a table, a column, only indexes (a faster read of the same rows), or
        // only values to an enum.
        expect(
          [...after.keys()].some((t) => !before.has(t)) ||
            [...before.keys()].some(
              (t) => after.get(t)!.columns.length > before.get(t)!.columns.length,
            ) ||
            (await indexCount(client)) > indexesBefore ||
            (await enumValueCount(client)) > enumValuesBefore,
        ).toBe(true)
      } finally {
        await client.end()
      }
    },
    60_000,
  )
})
