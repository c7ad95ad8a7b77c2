// npm run test:degrade [-- --from postgres://…/seeded_db --data <its DATA_DIR>]
//                        [--port 3112] [--pg-port 55433] [--pg-dir /tmp/crescent-pg-degrade]
//
// Runs e2e/api/degrade.test.ts against a production server on a PostgreSQL server of its own,
// which the test stops and starts again. The database is a copy of a seeded one (--from, with
// its data folder for the media: what scripts/test.mjs already seeded), or, without --from,
// seeded here (minutes: hundreds of images). Everything it starts, it stops.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { seedInto } from '../test/data.mjs'
import { startServer } from '../test/server.mjs'
import { copyDatabase, createDatabase, dropDatabase, startLocalPostgres, stopLocalPostgres } from './postgres.mjs'
import { stopAndWait } from './server-process.mjs'

const { values: args } = parseArgs({
  options: {
    from: { type: 'string' },
    data: { type: 'string' },
    port: { type: 'string', default: '3112' },
    'pg-port': { type: 'string', default: '55433' },
    'pg-dir': { type: 'string', default: '/tmp/crescent-pg-degrade' },
  },
})
const port = Number(args.port)
const pgServer = { port: Number(args['pg-port']), dir: args['pg-dir'] }
if (args.from && !args.data)
  throw new Error('--from needs --data (the seeded database’s data folder)')

const root = path.resolve('.test-data')
fs.mkdirSync(root, { recursive: true })
const logFile = path.join(root, `degrade-${port}.log`)
const log = fs.openSync(logFile, 'w')
const dataDir = path.join(root, `degrade-${port}`)
fs.rmSync(dataDir, { recursive: true, force: true })

const adminUri = startLocalPostgres(pgServer)
const name = `crescent_degrade_${Date.now().toString(36)}`
const databaseUri = await createDatabase(adminUri, name)
let status = 1
let server
try {
  if (args.from) {
    console.log(`copying ${new URL(args.from).pathname.slice(1)} and its data folder`)
    copyDatabase(args.from, databaseUri)
    fs.cpSync(args.data, dataDir, { recursive: true })
  } else {
    console.log(`seeding ${name} (see ${logFile})`)
    seedInto({ dataDir, env: { DATABASE_URI: databaseUri }, log })
  }
  server = await startServer({
    port,
    log,
    env: { DATA_DIR: dataDir, DATABASE_URI: databaseUri, SITE_URL: `http://127.0.0.1:${port}` },
  })
  const test = spawnSync('node_modules/.bin/vitest', ['run', 'e2e/api/degrade.test.ts'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      TEST_BASE_URL: server.base,
      TEST_DEGRADE_PGPORT: String(pgServer.port),
      TEST_DEGRADE_PGDIR: pgServer.dir,
    },
  })
  status = test.status ?? 1
  // Surviving only because the server logs and swallows uncaught exceptions is not degrading
  // well: another server would die of them. None may reach the log.
  const uncaught =
    fs.readFileSync(logFile, 'utf8').match(/uncaughtException|unhandledRejection/g) ?? []
  if (uncaught.length) {
    console.log(`✗ the server logged ${uncaught.length} uncaught exceptions (see ${logFile})`)
    status = 1
  }
} finally {
  if (server) await stopAndWait(server, port)
  startLocalPostgres(pgServer) // the test may have left it stopped
  await dropDatabase(adminUri, name)
  stopLocalPostgres(pgServer)
}
if (status === 0) {
  console.log('degrade passed')
  fs.rmSync(dataDir, { recursive: true, force: true })
} else console.log(`degrade FAILED (server log: ${logFile})`)
process.exit(status)
