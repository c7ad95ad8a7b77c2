// npm run test:durability [-- --postgres] [--kills 20] [--workers 6] [--port 3110]
//
// Sends a steady stream of enquiries and job applications to the production server and kills
// it (SIGKILL, whole process group) at random moments, restarting it each time. A request the
// kill left unanswered is sent again after the restart with the same client id and form
// token, as the site's forms do. At the end, straight from the database: every submission
// answered 2xx is stored exactly once, with what was sent; every stored resume matches its
// checksum; SQLite passes PRAGMA integrity_check. Prints the counts; exits 1 on any failure.
//
// Database: a fresh copy of the seeded SQLite template; DATABASE_URI=postgres://… to use that
// database; --postgres to create (and drop) a database on the local PostgreSQL server
// (scripts/postgres-local.sh, PGPORT/PGDIR as that script reads them).
//
// The submissions carry real form tokens (fetched ahead, used once 3 s old), so the spam checks
// run as for a visitor, and a submission they silently dropped would show up as lost. The
// rate limits are raised: every request comes from one address, and the limiter is not what
// this run is about.
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { isPostgresUri } from '../../lib/serving/database-kind.mjs'
import { freshSqliteData } from '../test/data.mjs'
import { startServer } from '../test/server.mjs'
import { newSubmission, send, TokenPool } from './lead-traffic.mjs'
import { createDatabase, dropDatabase, startLocalPostgres } from './postgres.mjs'
import { sleep, stopAndWait, waitGone } from './server-process.mjs'
import { verifyStored } from './stored-leads.mjs'

const { values: args } = parseArgs({
  options: {
    postgres: { type: 'boolean', default: false },
    kills: { type: 'string', default: '20' },
    workers: { type: 'string', default: '6' },
    port: { type: 'string', default: '3110' },
    // How long the server runs between its start and the next kill: uniform in [min, max] ms.
    'min-up': { type: 'string', default: '300' },
    'max-up': { type: 'string', default: '3000' },
  },
})
const kills = Number(args.kills)
const workers = Number(args.workers)
const port = Number(args.port)
const [minUp, maxUp] = [Number(args['min-up']), Number(args['max-up'])]

const root = path.resolve('.test-data')
fs.mkdirSync(root, { recursive: true })
const logFile = path.join(root, `durability-${port}.log`)
const log = fs.openSync(logFile, 'w')
const runId = Date.now().toString(36)
const started = Date.now()

// --- the database ---------------------------------------------------------------------------
let databaseUri = isPostgresUri(process.env.DATABASE_URI) ? process.env.DATABASE_URI : undefined
let dropAfter = null
let dataDir
if (databaseUri || args.postgres) {
  dataDir = path.join(root, `durability-pg-${port}`)
  fs.rmSync(dataDir, { recursive: true, force: true })
  fs.mkdirSync(dataDir, { recursive: true })
  if (!databaseUri) {
    const adminUri = startLocalPostgres()
    const name = `crescent_durability_${runId}`
    databaseUri = await createDatabase(adminUri, name)
    dropAfter = () => dropDatabase(adminUri, name)
  }
} else {
  dataDir = freshSqliteData({ root, log, name: `durability-sqlite-${port}` })
}
const backend = databaseUri ? `PostgreSQL ${new URL(databaseUri).pathname.slice(1)}` : 'SQLite'
console.log(
  `durability on ${backend}: ${kills} kills, ${workers} clients, data in ${dataDir}, server log ${logFile}`,
)

const serverEnv = {
  DATA_DIR: dataDir,
  SITE_URL: `http://127.0.0.1:${port}`,
  RATE_LIMIT_MAX: '1000000',
  RATE_LIMIT_GLOBAL_MAX: '1000000',
  ...(databaseUri ? { DATABASE_URI: databaseUri } : {}),
}

// --- the server and its restarts ------------------------------------------------------------
let server = await startServer({ port, env: serverEnv, log })
/** Bumped on every (re)start: a client whose request died waits for the next generation. */
let generation = 1
let onRestart = []
const nextStart = (after) =>
  generation > after ? Promise.resolve() : new Promise((resolve) => onRestart.push(resolve))
const base = () => server.base

const figures = { attempts: 0, retries: 0, noAnswer: 0, serverErrors: 0, refused: 0, kills: 0 }
const refusals = []
const submissions = []
const retryQueue = []
let producing = true
const tokens = new TokenPool(base)

async function client() {
  while (producing || retryQueue.length > 0) {
    let submission = retryQueue.shift()
    if (!submission) {
      if (!producing) break
      submission = newSubmission(runId, submissions.length)
      submissions.push(submission)
      submission.token = await tokens.take()
    } else figures.retries += 1
    const sentIn = generation
    figures.attempts += 1
    const answer = await send(base, submission, submission.token)
    if (answer && answer.status >= 200 && answer.status < 300) {
      submission.answered = true
      submission.answeredStatus = answer.status
    } else if (answer && answer.status < 500) {
      // A 4xx is a refusal of a valid submission: a real failure, never retried.
      figures.refused += 1
      refusals.push(`${submission.key}: ${answer.status} ${answer.body.slice(0, 200)}`)
    } else {
      if (answer) figures.serverErrors += 1
      else {
        figures.noAnswer += 1
        submission.firstCutAt ??= Date.now()
      }
      retryQueue.push(submission)
      // No answer: the server died under it; wait for the restart. A 5xx: try again shortly.
      await (answer ? sleep(200) : Promise.race([nextStart(sentIn), sleep(5_000)]))
    }
  }
}

async function killer() {
  for (let i = 0; i < kills; i += 1) {
    await sleep(minUp + Math.random() * (maxUp - minUp))
    server.stop('SIGKILL')
    figures.kills += 1
    await waitGone(server, port)
    server = await startServer({ port, env: serverEnv, log })
    generation += 1
    const waiting = onRestart
    onRestart = []
    for (const resolve of waiting) resolve()
  }
  // A last stretch of undisturbed traffic, then the clients drain their retries and stop.
  await sleep(2_000)
  producing = false
}

let verdict
try {
  await Promise.all([killer(), ...Array.from({ length: workers }, client)])
  tokens.stop()
  await stopAndWait(server, port)
  verdict = await verifyStored({
    submissions,
    runId,
    dataDir,
    databaseUri,
    sqliteFile: path.join(dataDir, 'site.db'),
  })
} finally {
  tokens.stop()
  await stopAndWait(server, port).catch(() => undefined)
  await dropAfter?.()
}

const answered = submissions.filter((s) => s.answered).length
const rows = [
  ['database', backend],
  [
    'sent (submissions)',
    `${submissions.length} (${submissions.filter((s) => s.kind === 'enquiry').length} enquiries, ${submissions.filter((s) => s.kind === 'application').length} applications)`,
  ],
  ['requests (with retries)', `${figures.attempts} (${figures.retries} retries)`],
  ['answered 2xx', answered],
  ['unanswered at the end', submissions.length - answered],
  ['requests cut off by a kill', figures.noAnswer],
  ['5xx answers (retried)', figures.serverErrors],
  ['4xx refusals', figures.refused],
  ['kills (SIGKILL)', figures.kills],
  ['cut off after being stored (retry deduplicated)', verdict.storedBeforeCut],
  [
    'stored',
    `${verdict.stored} (${verdict.storedEnquiries} enquiries, ${verdict.storedApplications} applications)`,
  ],
  ['duplicates', verdict.duplicates],
  ['lost', verdict.lost],
  ['stored with different content', verdict.wrongContent],
  ['resumes checked', verdict.resumesChecked],
  ['checksum mismatches', verdict.checksumMismatches],
  [
    'orphan resume rows / files (no application)',
    `${verdict.orphanResumeRows} / ${verdict.orphanResumeFiles}`,
  ],
  ['integrity', verdict.integrity],
  ['foreign key errors', verdict.foreignKeyErrors],
  ['form tokens fetched', tokens.fetched],
  ['time', `${((Date.now() - started) / 1000).toFixed(0)} s`],
]
console.log('')
for (const [label, value] of rows) console.log(`  ${label.padEnd(50)} ${value}`)
for (const line of [...refusals, ...verdict.problems].slice(0, 20)) console.log(`  ✗ ${line}`)

const failures = [
  figures.kills < kills && 'fewer kills than asked',
  answered !== submissions.length && 'submissions left unanswered',
  figures.refused > 0 && 'valid submissions refused',
  verdict.lost > 0 && 'lost submissions',
  verdict.duplicates > 0 && 'duplicates',
  verdict.wrongContent > 0 && 'stored content differs',
  verdict.checksumMismatches > 0 && 'resume checksum mismatches',
  !databaseUri && verdict.integrity !== 'ok' && 'integrity check failed',
  verdict.foreignKeyErrors > 0 && 'foreign key errors',
].filter(Boolean)
if (failures.length)
  console.log(`\ndurability FAILED: ${failures.join(', ')} (data kept in ${dataDir})`)
else {
  console.log('\ndurability passed')
  fs.rmSync(dataDir, { recursive: true, force: true })
}
process.exit(failures.length ? 1 : 0)
