// @ts-check
// A quick loop while working on one feature: the chosen API tests (e2e/api/*.test.ts) and browser
// specs (e2e/*.spec.ts) against a production server on a fresh copy of the seeded SQLite data.
//   npm run test:focus -- [--build] [--postgres] [--port 3200] e2e/api/leads.test.ts e2e/forms.spec.ts
// Builds first with --build or when there is no build yet. With --postgres the server runs on a
// PostgreSQL database made from the seeded SQLite data (as `npm test`'s PostgreSQL lane does).
// `npm test` stays the whole check.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { freshSqliteData, seedIntoAsync } from './data.mjs'
import { copySqliteIntoPostgres } from './postgres-from-sqlite.mjs'
import { startServer, testServerEnv } from './server.mjs'

const args = process.argv.slice(2)
const portAt = args.indexOf('--port')
const port = portAt >= 0 ? Number(args[portAt + 1]) : 3200
// Every argument but the flags and the port's value (without --port, the first file is a file).
const files = args.filter((arg, i) => !arg.startsWith('--') && !(portAt >= 0 && i === portAt + 1))
const apiFiles = files.filter((f) => f.endsWith('.test.ts'))
const specs = files.filter((f) => f.endsWith('.spec.ts'))

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }
const run = (/** @type {string} */ command, /** @type {string[]} */ list, extra = {}) =>
  spawnSync(command, list, { stdio: 'inherit', env: { ...env, ...extra } }).status === 0

if (args.includes('--build') || !fs.existsSync('.next/BUILD_ID')) {
  if (!run('node_modules/.bin/next', ['build'], { NODE_ENV: 'production' })) process.exit(1)
}

const root = path.resolve('.test-data')
fs.mkdirSync(root, { recursive: true })
const logFile = path.join(root, 'focus.log')
const log = fs.openSync(logFile, 'w')
const dataDir = freshSqliteData({ root, log, name: 'run-focus' })
const databaseUri = args.includes('--postgres') ? await postgresCopyOf(dataDir) : undefined
const base = `http://127.0.0.1:${port}`
// An SMTP sink port of its own, so focused runs on other ports never meet.
const smtpPort = String(port + 1000)
const databaseEnv = databaseUri ? { DATABASE_URI: databaseUri } : {}
const server = await startServer({ port, env: { ...testServerEnv, ...databaseEnv, SMTP_PORT: smtpPort, DATA_DIR: dataDir, SITE_URL: base }, log })
let ok = true
try {
  const testEnv = { TEST_BASE_URL: base, TEST_DATA_DIR: dataDir, TEST_SMTP_PORT: smtpPort, TEST_SERVER_LOG: logFile, ...(databaseUri ? { TEST_DATABASE_URI: databaseUri } : {}) }
  if (apiFiles.length) ok = run('node_modules/.bin/vitest', ['run', ...apiFiles], testEnv) && ok
  if (specs.length) ok = run('node_modules/.bin/playwright', ['test', ...specs], testEnv) && ok
} finally {
  server.stop()
}

/**
 * A new PostgreSQL database (on scripts/postgres-local.sh's server) made by the migrations and
 * filled with the rows of the fresh SQLite copy in `data`; the copy's files stay where they are.
 */
async function postgresCopyOf(/** @type {string} */ data) {
  const started = spawnSync('bash', ['scripts/postgres-local.sh'], { encoding: 'utf8' })
  if (started.status !== 0) throw new Error(`PostgreSQL did not start: ${started.stderr}`)
  const adminUri = started.stdout.trim()
  const name = `crescent_focus_${Date.now()}`
  if (spawnSync('psql', [adminUri, '-qc', `CREATE DATABASE ${name}`], { stdio: 'inherit' }).status !== 0) throw new Error(`could not create ${name}`)
  const uri = adminUri.replace(/\/postgres$/, `/${name}`)
  const migrated = path.join(root, 'run-focus-migrate')
  await seedIntoAsync({ dataDir: migrated, env: { DATABASE_URI: uri }, log, args: ['--migrate-only'] })
  await copySqliteIntoPostgres(path.join(data, 'site.db'), uri)
  return uri
}

console.log(ok ? 'focus: all passed' : `focus: failures (server log: ${logFile})`)
process.exit(ok ? 0 : 1)
