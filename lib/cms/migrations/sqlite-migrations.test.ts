import { createClient, type Client } from '@libsql/client'
import { drizzle } from '@payloadcms/db-sqlite/drizzle/libsql'
import type { MigrateUpArgs } from '@payloadcms/db-sqlite'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { movedToLocales } from './english-into-locales'
import { migrations } from './sqlite'

/*
 * Every migration after the first is applied to a database that already holds data in every
 * table and column, as a live site's database does: nothing that was there may change or go,
 * and the new collections' tables must be there afterwards. Real SQLite files, the committed
 * migrations as they run on start. A column that becomes translatable moves to its table's
 * `_locales` table: its every value must be there, as the English row of the same document.
 */

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ck-migrations-'))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

type Row = Record<string, unknown>

/**
 * A database file for one check. Nothing here must survive a power cut: without waiting for the
 * disk after each write (`synchronous = OFF`) the checks take seconds instead of minutes on CI's
 * shared disk; the files and the migrations' SQL are the same.
 */
async function databaseFile(name: string): Promise<Client> {
  const client = createClient({ url: `file:${path.join(dir, name)}` })
  await client.execute('PRAGMA synchronous = OFF')
  return client
}

async function apply(client: Client, upTo: number) {
  const db = drizzle({ client })
  for (const migration of migrations.slice(0, upTo)) {
    // The generated migrations only use `db`; payload and req are there for hand-written ones.
    await migration.up({ db, payload: null, req: null } as unknown as MigrateUpArgs)
  }
}

async function tablesOf(client: Client): Promise<string[]> {
  const { rows } = await client.execute(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
  )
  return rows.map((row) => String(row.name))
}

async function columnsOf(client: Client, table: string) {
  const { rows } = await client.execute(`PRAGMA table_info(\`${table}\`)`)
  return rows.map((row) => ({
    name: String(row.name),
    type: String(row.type).toLowerCase(),
    pk: Number(row.pk) > 0,
  }))
}

/** A value for every column (ids included, so parent/child links line up), distinct per row. */
function valueFor(
  column: { name: string; type: string },
  table: string,
  n: number,
): string | number {
  if (column.type.startsWith('int')) return n
  if (column.type === 'numeric' || column.type === 'real') return n + 0.5
  return `${table}.${column.name}.${n}`
}

async function fillEveryTable(client: Client) {
  // The rows stand for data, not a coherent site: links point at ids 1 and 2 in every table.
  await client.execute('PRAGMA foreign_keys = OFF')
  for (const table of await tablesOf(client)) {
    const columns = await columnsOf(client, table)
    for (const n of [1, 2]) {
      const names = columns.map((c) => `\`${c.name}\``).join(', ')
      const marks = columns.map(() => '?').join(', ')
      await client.execute({
        sql: `INSERT INTO \`${table}\` (${names}) VALUES (${marks})`,
        args: columns.map((c) => valueFor(c, table, n)),
      })
    }
  }
}

async function snapshot(client: Client): Promise<Map<string, { columns: string[]; rows: Row[] }>> {
  const result = new Map<string, { columns: string[]; rows: Row[] }>()
  for (const table of await tablesOf(client)) {
    const columns = (await columnsOf(client, table)).map((c) => c.name)
    const { rows } = await client.execute(`SELECT * FROM \`${table}\` ORDER BY rowid`)
    result.set(table, { columns, rows: rows.map((row) => ({ ...row })) })
  }
  return result
}

async function indexCount(client: Client): Promise<number> {
  const { rows } = await client.execute(`SELECT count(*) AS n FROM sqlite_master WHERE type = 'index'`)
  return Number(rows[0]!.n)
}

/** The columns of a table that a migration may move to its `_locales` table (none elsewhere). */
function movedColumns(table: string, moved: string[]): string[] {
  const movable = movedToLocales.find((entry) => entry.table === table)?.columns ?? []
  return moved.filter((c) => movable.includes(c))
}

describe('SQLite migrations keep an existing database’s data', () => {
  it.each(migrations.slice(1).map((migration, index) => [migration.name, index + 1] as const))(
    '%s adds to a filled database and changes nothing in it',
    async (_name, step) => {
      const client = await databaseFile(`step-${step}.db`)
      try {
        await apply(client, step)
        await fillEveryTable(client)
        const before = await snapshot(client)
        const indexesBefore = await indexCount(client)
        await migrations[step]!.up({
          db: drizzle({ client }),
          payload: null,
          req: null,
        } as unknown as MigrateUpArgs)
        const after = await snapshot(client)

        for (const [table, old] of before) {
          expect(old.rows, `${table} was filled`).toHaveLength(2)
          const now = after.get(table)
          expect(now, `table ${table} is kept`).toBeDefined()
          const moved = old.columns.filter((c) => !now!.columns.includes(c))
          expect(moved, `columns of ${table} are kept or moved to its locales`).toEqual(
            movedColumns(table, moved),
          )
          const stayed = old.columns.filter((c) => !moved.includes(c))
          const kept = now!.rows.map((row) => Object.fromEntries(stayed.map((c) => [c, row[c]])))
          expect(kept, `rows of ${table} are unchanged`).toEqual(
            old.rows.map((row) => Object.fromEntries(stayed.map((c) => [c, row[c]]))),
          )
          if (moved.length) {
            const english = after
              .get(`${table}_locales`)!
              .rows.filter((row) => row._locale === 'en')
              .map((row) => Object.fromEntries([...moved, '_parent_id'].map((c) => [c, row[c]])))
            expect(english, `every ${table} text is its English row`).toEqual(
              old.rows.map((row) =>
                Object.fromEntries([...moved.map((c) => [c, row[c]]), ['_parent_id', row.id]]),
              ),
            )
          }
        }
        const added = [...after.keys()].filter((table) => !before.has(table))
        const widened = [...before.keys()].filter(
          (t) => after.get(t)!.columns.length > before.get(t)!.columns.length,
        )
        // A migration may add only indexes (a faster read of the same rows).
        const indexed = (await indexCount(client)) > indexesBefore
        expect(added.length + widened.length + Number(indexed), 'the migration adds something').toBeGreaterThan(0)
      } finally {
        client.close()
      }
    },
  )

  it('leaves the off-plan collections in place after every migration', async () => {
    const client = await databaseFile('all.db')
    try {
      await apply(client, migrations.length)
      const tables = await tablesOf(client)
      expect(tables).toEqual(
        expect.arrayContaining([
          'projects',
          'projects_payment_plan',
          'projects_unit_types',
          'developers',
          'brochures',
          'interests',
        ]),
      )
      expect((await columnsOf(client, 'properties')).map((c) => c.name)).toContain('project_id')
    } finally {
      client.close()
    }
  })
})
