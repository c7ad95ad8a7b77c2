// PostgreSQL for the reliability scripts: a local server (scripts/postgres-local.sh) and
// throwaway databases on it. `pg` is the driver Payload's PostgreSQL adapter already installs.
import { spawnSync } from 'node:child_process'
import pg from 'pg'

/**
 * Starts (or finds running) the local server on `port` with its files in `dir`; returns its
 * admin URI. Without a port/dir the script's defaults apply (the shared test server).
 */
export function startLocalPostgres({ port, dir } = {}) {
  const env = { ...process.env }
  if (port) env.PGPORT = String(port)
  if (dir) env.PGDIR = dir
  const result = spawnSync('bash', ['scripts/postgres-local.sh'], {
    env,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const uri = result.stdout?.trim()
  if (result.status !== 0 || !uri) throw new Error('could not start the local PostgreSQL server')
  return uri
}

export function stopLocalPostgres({ port, dir }) {
  const env = { ...process.env, PGPORT: String(port), PGDIR: dir }
  const result = spawnSync('bash', ['scripts/postgres-local.sh', 'stop'], { env, stdio: 'inherit' })
  if (result.status !== 0) throw new Error('could not stop the local PostgreSQL server')
}

async function withClient(uri, work) {
  const client = new pg.Client({ connectionString: uri })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

export const query = (uri, sql, params = []) => withClient(uri, (c) => c.query(sql, params))

/** A fresh, empty database on the server; returns its URI. Names are [a-z0-9_] only. */
export async function createDatabase(adminUri, name) {
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`unsafe database name ${name}`)
  await query(adminUri, `CREATE DATABASE ${name}`)
  const uri = new URL(adminUri)
  uri.pathname = `/${name}`
  return uri.toString()
}

export async function dropDatabase(adminUri, name) {
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`unsafe database name ${name}`)
  await query(adminUri, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
}

/**
 * Copies a database into another (empty) one, on the same server or another: pg_dump | psql.
 * For a server of its own a test cannot use CREATE DATABASE … TEMPLATE, which copies on one server.
 */
export function copyDatabase(fromUri, toUri) {
  const dump = spawnSync('pg_dump', ['--no-owner', '--no-privileges', fromUri], { maxBuffer: 1 << 30 })
  if (dump.status !== 0) throw new Error(`pg_dump failed: ${dump.stderr}`)
  const restore = spawnSync('psql', ['-q', '-v', 'ON_ERROR_STOP=1', toUri], {
    input: dump.stdout,
    stdio: ['pipe', 'ignore', 'inherit'],
  })
  if (restore.status !== 0) throw new Error('restoring the copy failed')
}
