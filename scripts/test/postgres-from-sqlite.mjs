// A seeded PostgreSQL database made from the seeded SQLite one, row by row, instead of seeding it
// again through the CMS (which renders every photo's sizes anew: about 5 minutes on 2 cores).
// Both databases are made by the project's own migrations, for the same collections, so their
// tables and columns carry the same names; the copy refuses to run if they differ, so a drift
// between the two adapters' schemas fails here rather than in a test that reads the data.
import { DatabaseSync } from 'node:sqlite'
import pg from 'pg'

const quote = (name) => `"${name.replaceAll('"', '""')}"`

/**
 * Copies every table of `sqliteFile` into the migrated, empty PostgreSQL database at `uri`
 * (its migrations' own records excepted), in one transaction, then moves each id sequence past
 * the copied rows. Returns the number of rows copied.
 */
export async function copySqliteIntoPostgres(sqliteFile, uri) {
  const lite = new DatabaseSync(sqliteFile, { readOnly: true })
  const client = new pg.Client({ connectionString: uri })
  await client.connect()
  let copied = 0
  try {
    const liteTables = new Set(
      lite.prepare(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`).all().map((row) => row.name),
    )
    const { rows: tables } = await client.query(
      `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`,
    )
    const missing = [...liteTables].filter((name) => !tables.some((table) => table.name === name))
    if (missing.length) throw new Error(`tables in SQLite but not in PostgreSQL: ${missing.join(', ')}`)
    await client.query('BEGIN')
    // Rows go in table by table, parents not always first: the foreign keys are checked by the
    // source database already, so their triggers are off for this transaction only.
    await client.query(`SET LOCAL session_replication_role = replica`)
    for (const { name } of tables) {
      if (name === 'payload_migrations' || !liteTables.has(name)) continue
      const { rows: columns } = await client.query(
        `SELECT column_name AS name, data_type AS type FROM information_schema.columns WHERE table_schema = 'public' AND table_name = $1 ORDER BY ordinal_position`,
        [name],
      )
      const liteColumns = lite.prepare(`PRAGMA table_info(${quote(name)})`).all().map((column) => column.name)
      const onlyInSqlite = liteColumns.filter((column) => !columns.some((c) => c.name === column))
      if (onlyInSqlite.length) throw new Error(`${name}: columns in SQLite but not in PostgreSQL: ${onlyInSqlite.join(', ')}`)
      const shared = columns.filter((column) => liteColumns.includes(column.name))
      const rows = lite.prepare(`SELECT ${shared.map((c) => quote(c.name)).join(', ')} FROM ${quote(name)}`).all()
      // PostgreSQL takes at most 65,535 parameters in one statement.
      const perStatement = Math.max(1, Math.floor(60_000 / shared.length))
      for (let start = 0; start < rows.length; start += perStatement) {
        const batch = rows.slice(start, start + perStatement)
        const values = []
        const tuples = batch.map((row) => {
          const marks = shared.map((column) => {
            values.push(toPostgres(row[column.name], column.type))
            return `$${values.length}`
          })
          return `(${marks.join(', ')})`
        })
        await client.query(`INSERT INTO ${quote(name)} (${shared.map((c) => quote(c.name)).join(', ')}) VALUES ${tuples.join(', ')}`, values)
      }
      copied += rows.length
      if (shared.some((column) => column.name === 'id' && ['integer', 'bigint', 'smallint'].includes(column.type))) {
        await client.query(
          `SELECT setval(s, (SELECT COALESCE(MAX(id), 0) + 1 FROM ${quote(name)}), false) FROM pg_get_serial_sequence($1, 'id') AS s WHERE s IS NOT NULL`,
          [quote(name)],
        )
      }
    }
    await client.query('COMMIT')
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined)
    throw error
  } finally {
    await client.end()
    lite.close()
  }
  return copied
}

/** SQLite keeps booleans as 0/1; everything else (ISO dates, JSON text, numbers) PostgreSQL reads as is. */
function toPostgres(value, type) {
  if (value == null) return null
  if (type === 'boolean') return Boolean(value)
  return value
}
