// npm test: type-check, lint, build, unit tests, then API integration and browser tests
// against a production server on a fresh seeded SQLite database, then the API integration
// tests again on PostgreSQL, and (CI, or --reliability) the kill/restart, load, outage, backup,
// object-storage and cluster runs. Ends with a table of each stage's seconds and one line:
// "N passed, N failed".
//
// The machine it runs on has two cores, so stages that do not depend on each other run side by
// side, in lanes:
//   start:    seed the SQLite template ‖ type-check ‖ lint ‖ dependency audit; then the build.
//             PostgreSQL is seeded once the SQLite seed is done: its rows and files copied in.
//   browser:  the browser tests, on a copy of the SQLite template (port 3102): the longest stage;
//             then the durability, S3 and backup runs on SQLite.
//   beside:   the API tests on another copy (port 3100); the API tests on a copy of the seeded
//             PostgreSQL database (port 3101, CREATE DATABASE … TEMPLATE); the outage and
//             cluster runs on copies of that seeded database; durability on PostgreSQL, with
//             the unit tests beside it.
//   last:     the load run, alone (it measures, so it has the machine).
// A stage's output goes to .test-data/logs/<stage>.log and is printed in one piece when the
// stage ends, so stages that run at the same time never interleave their lines.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { seedIntoAsync, sqliteTemplate } from './test/data.mjs'
import { copySqliteIntoPostgres } from './test/postgres-from-sqlite.mjs'
import { emptyCacheFolder, SMTP_PORT, startServer, testServerEnv as serverEnv } from './test/server.mjs'

const startedAt = Date.now()
const root = path.resolve('.test-data')
fs.mkdirSync(root, { recursive: true })
const logsDir = path.join(root, 'logs')
fs.rmSync(logsDir, { recursive: true, force: true })
fs.mkdirSync(logsDir, { recursive: true })
// Every server of this run serves copies of the same seeded files, so an optimised picture is the
// same for all of them: the image cache is emptied once, here, not at each server's start.
emptyCacheFolder('.next/cache/images')
process.env.TEST_IMAGE_CACHE_SHARED = '1'
const skipPostgres = process.argv.includes('--no-postgres')
// Kill/restart, load and database-outage runs take minutes: CI always, locally on request.
const reliability = Boolean(process.env.CI) || process.argv.includes('--reliability')
// The PostgreSQL server's API tests run beside the browser tests: their mail goes to a sink of
// their own, and their server writes a log of its own (server-hardening reads it).
const POSTGRES_SMTP_PORT = String(Number(SMTP_PORT) + 1)
// The browser tests' server mails a port no sink listens on (as before, when they ran after the
// API tests): the API tests' sink must receive only their own server's mail.
const BROWSER_SMTP_PORT = String(Number(SMTP_PORT) + 2)

let passed = 0
let failed = 0
const failures = []
/** Browser tests that passed only on their retry (CI): counted as passed, named at the end. */
const flaky = []
/** Browser tests that failed on the retry too, named at the end so the summary alone says what broke. */
const failedTests = []
const skipped = []
/** Each stage's name, when it started and how long it took (seconds since the start), for the table at the end. */
const stages = []
// The local PostgreSQL (scripts/postgres-local.sh: unit tests of the shared limits, the API and
// reliability runs) is stopped at the end unless it was already running: a run leaves no server.
const postgresWasRunning = spawnSync('bash', ['scripts/postgres-local.sh', 'status']).status === 0

const seconds = (from, to = Date.now()) => (to - from) / 1000

/** The machine's busy and total CPU time so far (/proc/stat), to say how loaded a stage kept it. */
function cpuTimes() {
  try {
    const [, ...fields] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/)
    const [user, nice, system, idle, iowait = 0, irq = 0, softirq = 0, steal = 0] = fields.map(Number)
    const total = user + nice + system + idle + iowait + irq + softirq + steal
    return { busy: total - idle - iowait, total }
  } catch {
    return null
  }
}
const cpuBusy = (from, to = cpuTimes()) =>
  from && to && to.total > from.total ? Math.round((100 * (to.busy - from.busy)) / (to.total - from.total)) : null
const cpuAtStart = cpuTimes()

/** A progress line with the time of day and the seconds since the run started. */
function say(line) {
  const clock = new Date().toISOString().slice(11, 19)
  console.log(`[${clock} +${Math.round(seconds(startedAt))} s] ${line}`)
}

function record(name, ok, count = 1) {
  if (ok) passed += count
  else {
    failed += count
    failures.push(name)
  }
}

const slug = (name) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')

/** Times `body` as the stage `name`; resolves to what body resolves to. */
async function stage(name, body) {
  const started = Date.now()
  const cpu = cpuTimes()
  say(`▶ ${name}`)
  let ok = false
  try {
    const result = await body()
    ok = result !== false
    return result
  } finally {
    stages.push({ name, start: seconds(startedAt, started), seconds: seconds(started), cpu: cpuBusy(cpu), ok })
    say(`${ok ? '✓' : '✗'} ${name} (${seconds(started).toFixed(0)} s)`)
  }
}

/**
 * Runs a command as the stage `name`, its output in a log of its own, printed when it ends.
 * Resolves true when it exits 0.
 */
function run(name, command, args, env = {}) {
  return stage(name, () => {
    const logFile = path.join(logsDir, `${slug(name)}.log`)
    const out = fs.openSync(logFile, 'w')
    return new Promise((resolve) => {
      const child = spawn(command, args, { stdio: ['ignore', out, out], env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env } })
      child.once('error', (error) => fs.writeSync(out, `\n${error.message}\n`))
      child.once('close', (code) => {
        fs.closeSync(out)
        console.log(`\n──── ${name} (${path.relative(process.cwd(), logFile)}) ────`)
        process.stdout.write(fs.readFileSync(logFile))
        console.log(`──── end of ${name} ────\n`)
        resolve(code === 0)
      })
    })
  })
}

/** Vitest and Playwright write JSON reports; their own counts go into the summary. */
async function vitest(name, files, env) {
  const report = path.join(root, `${name}.json`)
  fs.rmSync(report, { force: true })
  const ok = await run(name, 'node_modules/.bin/vitest', ['run', ...files, '--reporter=default', '--reporter=json', `--outputFile=${report}`], env)
  if (!fs.existsSync(report)) return record(name, false)
  const { numPassedTests, numFailedTests, testResults } = JSON.parse(fs.readFileSync(report, 'utf8'))
  passed += numPassedTests
  failed += numFailedTests
  // Named again at the end of the output, which is the part of a long run's log that is read.
  for (const file of testResults ?? []) {
    // A file can fail with no test failing: a hook that timed out, an error outside any test.
    if (file.status === 'failed' && !(file.assertionResults ?? []).some((test) => test.status === 'failed')) {
      const reason = String(file.message ?? '').split('\n')[0].slice(0, 200)
      failedTests.push(`${name}: ${path.relative(process.cwd(), file.name)}${reason ? `\n      ${reason}` : ''}`)
    }
    for (const test of file.assertionResults ?? []) {
      if (test.status !== 'failed') continue
      const reason = String(test.failureMessages?.[0] ?? '').split('\n')[0].slice(0, 200)
      failedTests.push(`${name}: ${path.relative(process.cwd(), file.name)} › ${test.fullName}${reason ? `\n      ${reason}` : ''}`)
    }
  }
  if (!ok && numFailedTests === 0) {
    // Failed with no test failing (an error outside the tests): its log's error lines, here at the end.
    const lines = fs.readFileSync(path.join(logsDir, `${slug(name)}.log`), 'utf8').replace(/\x1b\[[0-9;]*m/g, '').split('\n')
    const errors = lines.filter((line) => /Unhandled|timed out|[A-Za-z]Error:|\bFAIL\b/.test(line)).slice(0, 5)
    failedTests.push(`${name}: ended in failure with no test failed${errors.map((line) => `\n      ${line.trim().slice(0, 200)}`).join('')}`)
    record(name, false)
  }
  else if (numFailedTests > 0) failures.push(name)
}

async function playwright(env) {
  const report = path.resolve('test-results/playwright.json')
  fs.rmSync(report, { force: true })
  const ok = await run('browser tests (Playwright, Chromium)', 'node_modules/.bin/playwright', ['test'], env)
  if (!fs.existsSync(report)) return record('playwright', false)
  const results = JSON.parse(fs.readFileSync(report, 'utf8'))
  const { stats } = results
  passed += stats.expected + stats.flaky
  flaky.push(...testTitles(results, 'flaky'))
  failedTests.push(...testTitles(results, 'unexpected'))
  failed += stats.unexpected
  if (!ok && stats.unexpected === 0) record('playwright', false)
  else if (stats.unexpected > 0) failures.push('playwright')
}

/**
 * The tests a Playwright JSON report gives a status: 'flaky' (failed, then passed on the retry) or
 * 'unexpected' (failed twice), each with the first lines of each failed try's error: CI keeps only
 * the end of a run's output, where this summary is printed.
 */
function testTitles(results, status) {
  const titles = []
  const visit = (suite, path) => {
    for (const spec of suite.specs ?? []) {
      const tests = spec.tests.filter((t) => t.status === status)
      if (!tests.length) continue
      const errors = tests.flatMap((t) => t.results.map((r) => r.error?.message).filter(Boolean)).map(firstLinesOf)
      titles.push([[...path, spec.title].join(' › '), ...errors.map((e, i) => `      try ${i + 1}: ${e}`)].join('\n'))
    }
    for (const child of suite.suites ?? []) visit(child, [...path, child.title])
  }
  for (const suite of results.suites ?? []) visit(suite, [suite.title])
  return titles
}

/** An error message's first three lines, without terminal colours, folded onto one line. */
function firstLinesOf(message) {
  const lines = message.replace(/\u001b\[[0-9;]*m/g, '').split('\n').map((line) => line.trim()).filter(Boolean)
  return lines.slice(0, 3).join(' | ').slice(0, 800)
}

async function withServer(options, body) {
  let server
  try {
    server = await startServer(options)
  } catch (error) {
    console.error(`✗ ${error.message} — server log: ${options.logFile}`)
    record(`server ${options.port}`, false)
    return
  }
  try {
    await body(server.base)
  } finally {
    server.stop()
  }
}

/** A command's standard output (trimmed), or null when it fails. */
function output(command, args, env = process.env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'inherit'] })
    let text = ''
    child.stdout.on('data', (chunk) => (text += chunk))
    child.once('error', () => resolve(null))
    child.once('close', (code) => resolve(code === 0 ? text.trim() : null))
  })
}

const psql = (uri, sql) => output('psql', [uri, '-qc', sql]).then((out) => out !== null)
const openLog = (name) => {
  const file = path.join(root, name)
  return { file, fd: fs.openSync(file, 'w') }
}

async function startPostgres() {
  const adminUri = await output('bash', ['scripts/postgres-local.sh'])
  if (!adminUri) record('postgres server', false)
  return adminUri
}

// --- start: the SQLite seed beside the checks and the build ---------------------------------
// PostgreSQL first: the unit tests of the shared limits use the same local server, and two
// first starts of it at once would both initialise its folder.
const adminUri = skipPostgres ? null : await startPostgres()
const seedLog = openLog('seed-sqlite.log')
const sqliteSeeded = stage('seed SQLite template', () => sqliteTemplate({ root, log: seedLog.fd })).catch((error) => {
  console.error(`✗ ${error.message} — log: ${seedLog.file}`)
  record('seed sqlite', false)
  return null
})
// The PostgreSQL seed is a copy of the SQLite one, so it follows it, while the lanes start.
const postgresSeeded = adminUri ? sqliteSeeded.then((template) => seedPostgres(adminUri, template)) : Promise.resolve(null)

async function checksAndBuild() {
  // Dependency floor + npm audit (exit codes in scripts/check-dependencies.mjs). An audit the
  // registry would not answer is counted as skipped and named in the summary, never as passed.
  const deps = (async () => {
    const status = await new Promise((resolve) => {
      const logFile = path.join(logsDir, 'dependency-floor-and-npm-audit.log')
      const out = fs.openSync(logFile, 'w')
      const started = Date.now()
      const cpu = cpuTimes()
      say('▶ dependency floor and npm audit')
      spawn(process.execPath, ['scripts/check-dependencies.mjs'], { stdio: ['ignore', out, out] }).once('close', (code) => {
        fs.closeSync(out)
        stages.push({ name: 'dependency floor and npm audit', start: seconds(startedAt, started), seconds: seconds(started), cpu: cpuBusy(cpu), ok: code === 0 || code === 2 })
        console.log(`\n──── dependency floor and npm audit ────`)
        process.stdout.write(fs.readFileSync(logFile))
        say(`${code === 0 ? '✓' : code === 2 ? '–' : '✗'} dependency floor and npm audit (${seconds(started).toFixed(0)} s)`)
        resolve(code)
      })
    })
    record('dependency floor', status !== 1)
    if (status === 2) skipped.push('npm audit (advisory endpoint unreachable)')
    else if (status !== 1) record('npm audit', status === 0)
  })()
  const [typesOk, lintOk] = await Promise.all([
    run('type-check', 'node_modules/.bin/tsc', ['--noEmit']),
    run('lint', 'node_modules/.bin/eslint', ['.', '--max-warnings=0']),
  ])
  record('type-check', typesOk)
  record('lint', lintOk)
  const built = await run('production build', 'node_modules/.bin/next', ['build'], { NODE_ENV: 'production' })
  record('build', built)
  await deps
  return built
}

/**
 * The unit tests need neither the build nor a server. They run late, beside the durability
 * runs, which spend most of their time waiting on restarts: at the start, the seed and the
 * build already keep both cores busy.
 */
let unitRun
const unitTests = () => (unitRun ??= vitest('unit', ['lib/', 'components/', 'content/', 'scripts/'], {}))
const checked = checksAndBuild()

/** A fresh copy of the seeded SQLite template, as root/name. */
function sqliteCopy(template, name) {
  const data = path.join(root, name)
  fs.rmSync(data, { recursive: true, force: true })
  fs.cpSync(template, data, { recursive: true })
  return data
}

// --- the browser lane ------------------------------------------------------------------------
async function browserLane(built, template) {
  if (!built || !template) return
  const data = sqliteCopy(template, 'run-sqlite-browser')
  const log = openLog('servers-browser.log')
  await withServer({ port: 3102, log: log.fd, logFile: log.file, env: { ...serverEnv, SMTP_PORT: BROWSER_SMTP_PORT, DATA_DIR: data, SITE_URL: 'http://127.0.0.1:3102' } }, (base) =>
    playwright({ TEST_BASE_URL: base, TEST_DATA_DIR: data }),
  )
}

// --- beside it: the API tests on SQLite, then on PostgreSQL, then the reliability runs --------
async function sqliteApiTests(built, template) {
  if (!built || !template) return
  const data = sqliteCopy(template, 'run-sqlite')
  const log = openLog('servers.log')
  await withServer({ port: 3100, log: log.fd, logFile: log.file, env: { ...serverEnv, DATA_DIR: data, SITE_URL: 'http://127.0.0.1:3100' } }, (base) =>
    vitest('api-sqlite', ['e2e/api/'], { TEST_BASE_URL: base, TEST_DATA_DIR: data, TEST_SMTP_PORT: SMTP_PORT, TEST_SERVER_LOG: log.file }),
  )
}

/**
 * Seeds PostgreSQL once, from the seeded SQLite template: the migrations make its tables, the
 * template's rows are copied in, and its files (photos, brochures) copied beside. Seeding it
 * again through the CMS took about 5 minutes of CPU while the other lanes needed it. Resolves
 * to the seeded database's URI and data folder, or null.
 */
async function seedPostgres(adminUri, template) {
  const seedDb = `crescent_seeded_${Date.now()}`
  const seedUri = adminUri.replace(/\/postgres$/, `/${seedDb}`)
  const seedData = path.join(root, 'seeded-postgres')
  fs.rmSync(seedData, { recursive: true, force: true })
  const log = openLog('seed-postgres.log')
  try {
    await stage('seed PostgreSQL (migrations, then the SQLite seed copied in)', async () => {
      if (!template) throw new Error('no seeded SQLite template to copy')
      if (!(await psql(adminUri, `CREATE DATABASE ${seedDb}`))) throw new Error(`could not create ${seedDb}`)
      await seedIntoAsync({ dataDir: seedData, env: { DATABASE_URI: seedUri }, log: log.fd, args: ['--migrate-only'] })
      const rows = await copySqliteIntoPostgres(path.join(template, 'site.db'), seedUri)
      fs.cpSync(template, seedData, { recursive: true, filter: (source) => !/[/\\]site\.db(-wal|-shm)?$/.test(source) })
      fs.writeSync(log.fd, `${rows} rows copied from ${template}/site.db\n`)
    })
    return { seedDb, seedUri, seedData }
  } catch (error) {
    console.error(`✗ ${error.message} — log: ${log.file}`)
    record('seed postgres', false)
    return null
  }
}

/**
 * API suites whose subject does not touch the database: the HTTP server in front of Next
 * (methods, slow clients, its log), response headers, the proxy's routing, the image optimiser,
 * and the tags of every page's head (the pages' data is read on PostgreSQL by the JSON-LD,
 * sitemap and edition suites). They run once, on SQLite; every suite whose subject is data
 * read or written runs on both databases.
 */
const SQLITE_ONLY_SUITES = [
  'e2e/api/server-hardening.test.ts',
  'e2e/api/headers.test.ts',
  'e2e/api/middleware.test.ts',
  'e2e/api/image-proxy.test.ts',
  'e2e/api/seo-head.test.ts',
]

async function postgresLane(built, seeded) {
  if (!seeded || !built) return seeded
  const { seedDb, seedUri, seedData } = seeded

  // The API tests write: they get a copy of the seeded database, and the later runs the original.
  const testDb = `crescent_test_${Date.now()}`
  const databaseUri = adminUri.replace(/\/postgres$/, `/${testDb}`)
  const data = path.join(root, 'run-postgres')
  fs.rmSync(data, { recursive: true, force: true })
  fs.cpSync(seedData, data, { recursive: true })
  if (!(await psql(adminUri, `CREATE DATABASE ${testDb} TEMPLATE ${seedDb}`))) record('copy of the seeded PostgreSQL database', false)
  else {
    const log = openLog('servers-postgres.log')
    await withServer(
      { port: 3101, log: log.fd, logFile: log.file, env: { ...serverEnv, SMTP_PORT: POSTGRES_SMTP_PORT, DATA_DIR: data, DATABASE_URI: databaseUri, SITE_URL: 'http://127.0.0.1:3101' } },
      (base) =>
        vitest('api-postgres', ['e2e/api/', ...SQLITE_ONLY_SUITES.flatMap((suite) => ['--exclude', suite])], {
          TEST_BASE_URL: base, TEST_DATA_DIR: data, TEST_DATABASE_URI: databaseUri, TEST_SMTP_PORT: POSTGRES_SMTP_PORT, TEST_SERVER_LOG: log.file,
        }),
    )
    await psql(adminUri, `DROP DATABASE IF EXISTS ${testDb} WITH (FORCE)`)
  }
  if (reliability) await postgresReliability(seedUri, seedData)
  return seeded
}

async function postgresReliability(seedUri, seedData) {
  const node = process.execPath
  // A copy of the seeded database on a PostgreSQL server of its own, which it stops mid-test.
  record('degrade (database stopped)', await run('degrade: database stopped mid-test', node, ['scripts/reliability/degrade.mjs', '--from', seedUri, '--data', seedData]))
  // On the shared PostgreSQL server, in a database and on a port of its own. It spends much of
  // its time waiting on restarts, so the unit tests go beside it (the runs on SQLite go in the
  // browser lane, once the browser tests are done).
  await Promise.all([
    run('durability: SIGKILL × 20 on PostgreSQL', node, ['scripts/reliability/durability.mjs', '--postgres', '--port', '3113']).then((ok) => record('durability (PostgreSQL)', ok)),
    unitTests(),
  ])
  // Two instances behind a load balancer on a copy of the seeded database and a bucket holding its files.
  // Not beside the browser tests: it times how soon an edit on one instance shows on the other,
  // which took 2 to 3 s instead of well under 2 while the browser suite kept both cores busy.
  await browserTestsDone
  record('cluster (two instances, PostgreSQL, S3)', await run('cluster: two instances, PostgreSQL, S3', node, ['scripts/test/cluster.mjs', '--from', seedUri, '--data', seedData]))
}

/** The runs on their own servers that need no PostgreSQL of the suite's. */
async function sqliteReliability(built) {
  if (!built || !reliability) return
  const node = process.execPath
  record('durability (SQLite)', await run('durability: SIGKILL × 20 on SQLite', node, ['scripts/reliability/durability.mjs']))
  record('uploads on S3-compatible storage', await run('S3 storage: uploads in a bucket, private files, health', node, ['scripts/reliability/s3-storage.mjs']))
  record('backup during a burst (SQLite)', await run('backup: npm run backup during a burst, restored into a fresh folder', node, ['scripts/reliability/backup.mjs']))
}

/** Resolves when the browser lane's tests are over (or never ran): the cluster's timing waits for it. */
let browserTestsOver
const browserTestsDone = new Promise((resolve) => (browserTestsOver = resolve))

const [built, template] = await Promise.all([checked, sqliteSeeded])
const [, seeded] = await Promise.all([
  (async () => {
    await browserLane(built, template).finally(() => browserTestsOver())
    await sqliteReliability(built)
  })(),
  (async () => {
    await sqliteApiTests(built, template)
    const seeded = await postgresLane(built, await postgresSeeded)
    await unitTests() // when the durability run on PostgreSQL has not had them beside it
    return seeded
  })(),
])
if (seeded) await psql(adminUri, `DROP DATABASE IF EXISTS ${seeded.seedDb} WITH (FORCE)`)

// --- last, alone: the load run -----------------------------------------------------------------
if (built && reliability) record('load', await run('load: 60 s at 50 connections', process.execPath, ['scripts/reliability/load.mjs']))

if (!postgresWasRunning) spawnSync('bash', ['scripts/postgres-local.sh', 'stop'], { stdio: 'inherit' })

if (flaky.length) console.log(`\nFlaky (failed once, passed on the retry):\n${flaky.map((t) => `  - ${t}`).join('\n')}`)
if (failedTests.length) console.log(`\nFailed tests (a browser test only once its retry failed too):\n${failedTests.map((t) => `  - ${t}`).join('\n')}`)
if (failures.length) console.log(`\nFailed: ${failures.join(', ')}`)
if (skipped.length) console.log(`\nSkipped: ${skipped.join(', ')}`)

// Each stage's seconds, in the order they started (stages side by side overlap in time).
const width = Math.max(...stages.map((s) => s.name.length), 5)
// cpu % is the whole machine's (both cores, anything else running on it too) while the stage ran.
console.log(`\n${'stage'.padEnd(width)}  start s  seconds  cpu %  result`)
for (const s of [...stages].sort((a, b) => a.start - b.start)) {
  console.log(`${s.name.padEnd(width)}  ${s.start.toFixed(0).padStart(7)}  ${s.seconds.toFixed(0).padStart(7)}  ${String(s.cpu ?? '?').padStart(5)}  ${s.ok ? 'ok' : 'FAILED'}`)
}
console.log(`${'npm test, in all'.padEnd(width)}  ${'0'.padStart(7)}  ${seconds(startedAt).toFixed(0).padStart(7)}  ${String(cpuBusy(cpuAtStart) ?? '?').padStart(5)}`)
// .ci/run passes on how long its install took, so the table ends with the whole run's time.
const installSeconds = Number(process.env.CI_INSTALL_SECONDS)
if (installSeconds >= 0 && process.env.CI_INSTALL_SECONDS) {
  console.log(`${'npm install (.ci/run, before npm test)'.padEnd(width)}  ${'—'.padStart(7)}  ${String(installSeconds).padStart(7)}`)
  console.log(`${'CI, in all'.padEnd(width)}  ${'—'.padStart(7)}  ${(installSeconds + seconds(startedAt)).toFixed(0).padStart(7)}`)
}
// CI reads this last line as it is: nothing may follow the two counts.
console.log(`\n${passed} passed, ${failed} failed`)
process.exit(failed === 0 ? 0 : 1)
