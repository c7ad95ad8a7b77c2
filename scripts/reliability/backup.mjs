// node scripts/reliability/backup.mjs [--workers 4] [--port 3120] [--lead-in 8000] [--tail 3000]
//
// Backs the site up while it takes enquiries, restores the backup into a fresh data dir, and
// checks that nothing answered before the backup began was lost. On a fresh copy of the seeded
// SQLite data, the production server takes a steady stream of enquiries and job applications
// (with their CVs) from several clients, with real form tokens as the site's forms send them,
// and a new image uploaded through the admin API first. In the middle of the stream,
// `node scripts/backup.mjs` runs as its own process; the stream keeps going until after it ends.
// Then, with the server stopped, `node scripts/restore.mjs` puts the backup into an empty folder,
// and straight from the restored files:
//   - every submission answered 2xx before the backup started is there, exactly once, as sent;
//   - every stored CV is on disk with the bytes of its checksum;
//   - the database passes PRAGMA integrity_check and foreign_key_check;
//   - the media, brochures and secret are the server's, file for file (sha256), the new image too.
// Along the way: restore refuses a data dir whose server is running, and a target that already
// holds a database. Prints the counts; exits 1 on any failure.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { parseArgs } from 'node:util'
import sharp from 'sharp'
import { listFiles, sha256File } from '../backup-shared.mjs'
import { freshSqliteData } from '../test/data.mjs'
import { startServer } from '../test/server.mjs'
import { staffToken } from '../test/staff.mjs'
import { newSubmission, send, TokenPool } from './lead-traffic.mjs'
import { sleep, stopAndWait } from './server-process.mjs'
import { verifyStored } from './stored-leads.mjs'

const { values: args } = parseArgs({
  options: {
    workers: { type: 'string', default: '4' },
    port: { type: 'string', default: '3120' },
    // Traffic before the backup starts (ms, once the first answer is in), and after it ends.
    'lead-in': { type: 'string', default: '8000' },
    tail: { type: 'string', default: '3000' },
  },
})
const workers = Number(args.workers)
const port = Number(args.port)
const leadIn = Number(args['lead-in'])
const tail = Number(args.tail)

const root = path.resolve('.test-data')
fs.mkdirSync(root, { recursive: true })
const logFile = path.join(root, `backup-${port}.log`)
const log = fs.openSync(logFile, 'w')
const runId = `bk${Date.now().toString(36)}`
const started = Date.now()
const now = () => performance.now()

const dataDir = freshSqliteData({ root, log, name: `backup-sqlite-${port}` })
const outRoot = path.join(root, `backup-out-${port}`)
const restoredDir = path.join(root, `backup-restored-${port}`)
for (const dir of [outRoot, restoredDir]) fs.rmSync(dir, { recursive: true, force: true })
console.log(`backup test: ${workers} clients, data in ${dataDir}, server log ${logFile}`)

// The scripts run as an operator runs them: plain node, DATA_DIR naming the site's folder.
const { DATABASE_URI: _ignored, ...baseEnv } = process.env
const serverEnv = {
  DATA_DIR: dataDir,
  SITE_URL: `http://127.0.0.1:${port}`,
  // Every request comes from one address; the limiter is not what this run is about.
  RATE_LIMIT_MAX: '1000000',
  RATE_LIMIT_GLOBAL_MAX: '1000000',
}

const children = new Set()
/** Runs a script to its end; resolves to { code, output }. */
function runScript(script, scriptArgs, env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, ...scriptArgs], {
      env: { ...baseEnv, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    children.add(child)
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('error', reject)
    child.on('close', (code) => (children.delete(child), resolve({ code, output })))
  })
}

let server = null
/**
 * Form tokens, fetched ahead. A pool fetches one at a time and each is usable 3.3 s after it came:
 * a pool of 40 would pace the stream in bursts, 40 at a time, that a short backup could fall
 * between. Two large pools keep it steady.
 */
let tokenPools = []
async function stopEverything() {
  for (const pool of tokenPools) pool.stop()
  for (const child of children) child.kill('SIGKILL')
  if (server) await stopAndWait(server, port).catch(() => undefined)
  server = null
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    void stopEverything().finally(() => process.exit(130))
  })
}

/** A new image through the admin API, as an editor uploads one: its bytes are unique to this run. */
async function uploadImage(base) {
  const token = await staffToken(base)
  const seed = Number.parseInt(runId.slice(-6), 36)
  const bytes = await sharp({
    create: {
      width: 96,
      height: 64,
      channels: 3,
      background: { r: seed % 256, g: (seed >> 8) % 256, b: 77 },
    },
  })
    .png()
    .toBuffer()
  const form = new FormData()
  form.set('file', new Blob([bytes], { type: 'image/png' }), `backup-${runId}.png`)
  form.set('_payload', JSON.stringify({ alt: `Backup check ${runId}` }))
  const res = await fetch(`${base}/cms-api/media`, {
    method: 'POST',
    headers: { authorization: `JWT ${token}` },
    body: form,
  })
  if (!res.ok) throw new Error(`media upload: ${res.status} ${await res.text()}`)
  const { doc } = await res.json()
  return { id: doc.id, filename: doc.filename, alt: doc.alt }
}

// --- the stream of submissions and the backup in its middle ---------------------------------
const submissions = []
const failures = []
const figures = { attempts: 0, refused: 0, serverErrors: 0, noAnswer: 0 }
let producing = true
let firstAnswerAt = null

async function client(base, n) {
  const tokens = tokenPools[n % tokenPools.length]
  while (producing) {
    const submission = newSubmission(runId, submissions.length)
    submissions.push(submission)
    submission.token = await tokens.take()
    if (!producing) {
      submission.unsent = true
      break
    }
    submission.sentAt = now()
    figures.attempts += 1
    const answer = await send(() => base, submission, submission.token)
    if (answer && answer.status >= 200 && answer.status < 300) {
      submission.answeredAt = now()
      submission.answeredStatus = answer.status
      firstAnswerAt ??= submission.answeredAt
    } else {
      // No kills here: any other answer is a failure of the site under a backup, not retried.
      if (!answer) figures.noAnswer += 1
      else if (answer.status >= 500) figures.serverErrors += 1
      else figures.refused += 1
      failures.push(
        `${submission.key}: ${answer ? `${answer.status} ${answer.body.slice(0, 160)}` : 'no answer'}`,
      )
    }
  }
}

const backupRun = {}
async function scheduleBackup() {
  while (firstAnswerAt === null) await sleep(100)
  await sleep(leadIn)
  backupRun.startedAt = now()
  backupRun.result = await runScript('scripts/backup.mjs', ['--out', outRoot], {
    DATA_DIR: dataDir,
  })
  backupRun.endedAt = now()
  await sleep(tail)
  producing = false
}

const checks = []
const check = (ok, label) => checks.push({ ok: Boolean(ok), label })
let summary = []

try {
  server = await startServer({ port, env: serverEnv, log })
  const base = server.base
  // Payload REST API lives under /cms-api (payload.config.ts routes.api).
  const image = await uploadImage(base)
  tokenPools = [new TokenPool(() => base, 400), new TokenPool(() => base, 400)]
  await Promise.all([
    scheduleBackup(),
    ...Array.from({ length: workers }, (_, n) => client(base, n)),
  ])
  for (const pool of tokenPools) pool.stop()

  const { code: backupCode, output: backupOutput } = backupRun.result
  console.log(backupOutput.trimEnd().replace(/^/gm, '  | '))
  check(backupCode === 0, `backup exited ${backupCode}`)
  const folders = fs.existsSync(outRoot) ? fs.readdirSync(outRoot) : []
  check(
    folders.length === 1 && /^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ$/.test(folders[0]),
    `one dated backup folder (${folders})`,
  )
  const backupFolder = path.join(outRoot, folders[0] ?? 'missing')

  // The server is still running on dataDir: restoring over it must be refused, whatever --force.
  const live = await runScript('scripts/restore.mjs', [backupFolder, '--data', dataDir, '--force'])
  check(
    live.code === 1 && /in use/.test(live.output),
    `restore over the running site refused (exit ${live.code})`,
  )

  await stopAndWait(server, port)
  server = null

  const restore = await runScript('scripts/restore.mjs', [backupFolder, '--data', restoredDir])
  console.log(restore.output.trimEnd().replace(/^/gm, '  | '))
  check(restore.code === 0, `restore exited ${restore.code}`)
  const again = await runScript('scripts/restore.mjs', [backupFolder, '--data', restoredDir])
  check(
    again.code === 1 && /--force/.test(again.output),
    `restore over an existing database refused (exit ${again.code})`,
  )

  // --- what came back ----------------------------------------------------------------------
  const before = (s) => s.answeredAt !== undefined && s.answeredAt < backupRun.startedAt
  const verdict = await verifyStored({
    submissions: submissions.map((s) => ({ ...s, answered: before(s) })),
    runId,
    dataDir: restoredDir,
    sqliteFile: path.join(restoredDir, 'site.db'),
  })
  const answeredBefore = submissions.filter(before)
  const byKind = (list, kind) => list.filter((s) => s.kind === kind).length
  const missing = new Set(
    verdict.problems.filter((p) => /not stored/.test(p)).map((p) => p.split(':')[0]),
  )
  const foundBefore = answeredBefore.filter((s) => !missing.has(s.key))
  // Writes the site was making while the backup ran: sent before it ended, answered after it began.
  const inFlight = submissions.filter(
    (s) =>
      s.sentAt !== undefined &&
      s.sentAt < backupRun.endedAt &&
      (s.answeredAt ?? Infinity) > backupRun.startedAt,
  ).length

  // Media, brochures, secret: the restored files are the server's, byte for byte.
  const sameFiles = (top) => {
    const source = listFiles(path.join(dataDir, top))
    const restored = listFiles(path.join(restoredDir, top))
    const differing = source.filter(
      (f) =>
        !fs.existsSync(path.join(restoredDir, top, f)) ||
        sha256File(path.join(dataDir, top, f)) !== sha256File(path.join(restoredDir, top, f)),
    )
    return { source: source.length, restored: restored.length, differing: differing.length }
  }
  const media = sameFiles('media')
  const brochures = sameFiles('brochures')
  const secretSame =
    sha256File(path.join(dataDir, '.payload-secret')) ===
    sha256File(path.join(restoredDir, '.payload-secret'))
  // CVs: every restored file is the server's (those written after the snapshot may be missing).
  const resumes = listFiles(path.join(restoredDir, 'resumes'))
  const resumesDiffering = resumes.filter(
    (f) =>
      sha256File(path.join(restoredDir, 'resumes', f)) !==
      sha256File(path.join(dataDir, 'resumes', f)),
  ).length

  const db = new DatabaseSync(path.join(restoredDir, 'site.db'), { readOnly: true })
  const imageRow = db.prepare('SELECT id, filename, alt FROM media WHERE id = ?').get(image.id)
  db.close()
  const imageFile = path.join(restoredDir, 'media', image.filename)
  const imageBack =
    imageRow?.filename === image.filename &&
    imageRow?.alt === image.alt &&
    fs.existsSync(imageFile) &&
    sha256File(imageFile) === sha256File(path.join(dataDir, 'media', image.filename))

  check(failures.length === 0, 'every submission answered 2xx')
  check(answeredBefore.length > 0, 'submissions answered before the backup')
  check(inFlight > 0, 'submissions in flight while the backup ran')
  check(verdict.lost === 0, 'nothing answered before the backup is missing')
  check(verdict.duplicates === 0, 'no duplicates')
  check(verdict.wrongContent === 0, 'restored rows hold what was sent')
  check(verdict.checksumMismatches === 0, 'every restored CV matches its checksum')
  check(resumesDiffering === 0, 'restored CV files are the server’s')
  check(verdict.integrity === 'ok', `integrity_check: ${verdict.integrity}`)
  check(verdict.foreignKeyErrors === 0, 'foreign_key_check')
  check(media.differing === 0 && media.source === media.restored, 'media restored file for file')
  check(
    brochures.differing === 0 && brochures.source === brochures.restored,
    'brochures restored file for file',
  )
  check(secretSame, 'Payload secret restored')
  check(imageBack, 'the image uploaded before the backup is restored (row and file)')

  summary = [
    [
      'submissions sent',
      `${submissions.filter((s) => !s.unsent).length} (${figures.attempts} requests)`,
    ],
    ['answered 2xx', submissions.filter((s) => s.answeredAt !== undefined).length],
    ['in flight while the backup ran', inFlight],
    ['backup took', `${((backupRun.endedAt - backupRun.startedAt) / 1000).toFixed(1)} s`],
    [
      'answered before the backup started',
      `${byKind(answeredBefore, 'enquiry')} enquiries, ${byKind(answeredBefore, 'application')} applications`,
    ],
    [
      'found after restore',
      `${byKind(foundBefore, 'enquiry')} enquiries, ${byKind(foundBefore, 'application')} applications`,
    ],
    [
      'restored in all (incl. answered later)',
      `${verdict.storedEnquiries} enquiries, ${verdict.storedApplications} applications`,
    ],
    ['duplicates / wrong content', `${verdict.duplicates} / ${verdict.wrongContent}`],
    [
      'CVs checked (restored)',
      `${verdict.resumesChecked}, ${verdict.checksumMismatches} mismatches`,
    ],
    // Written after the database snapshot, before the file copy reached them: harmless leftovers.
    ['CV files with no row (stored after the snapshot)', verdict.orphanResumeFiles],
    [
      'media files (server / restored / differing)',
      `${media.source} / ${media.restored} / ${media.differing}`,
    ],
    [
      'brochures (server / restored / differing)',
      `${brochures.source} / ${brochures.restored} / ${brochures.differing}`,
    ],
    ['integrity', verdict.integrity],
    ['time', `${((Date.now() - started) / 1000).toFixed(0)} s`],
  ]
  console.log('')
  for (const [label, value] of summary) console.log(`  ${label.padEnd(50)} ${value}`)
  for (const line of [...failures, ...verdict.problems].slice(0, 20)) console.log(`  ✗ ${line}`)
  const enquiriesBefore = byKind(answeredBefore, 'enquiry')
  const enquiriesFound = byKind(foundBefore, 'enquiry')
  console.log(
    `\nbackup: ${enquiriesBefore} enquiries answered before the backup, ${enquiriesFound} found after restore; ${enquiriesBefore - enquiriesFound} missing` +
      ` (applications: ${byKind(answeredBefore, 'application')} / ${byKind(foundBefore, 'application')})`,
  )
} catch (error) {
  check(false, `run failed: ${error.stack ?? error}`)
} finally {
  await stopEverything()
}

const failed = checks.filter((c) => !c.ok)
for (const c of failed) console.log(`  ✗ ${c.label}`)
if (failed.length)
  console.log(`\nbackup test FAILED (data kept in ${dataDir}, ${outRoot}, ${restoredDir})`)
else {
  console.log(`backup test passed (${checks.length} checks)`)
  for (const dir of [dataDir, outRoot, restoredDir])
    fs.rmSync(dir, { recursive: true, force: true })
}
process.exit(failed.length ? 1 : 0)
