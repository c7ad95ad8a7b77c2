// node scripts/reliability/s3-storage.mjs [--port 3130] [--s3-port 4569]
//
// The site on S3-compatible storage, end to end: a local S3 server (s3rver) and the production
// server on a fresh copy of the seeded SQLite data, with S3_* set. Checks, in order:
// 1. an image staff upload to media through Payload's REST lands in the bucket (not on disk),
//    is served by the app at its usual /cms-api/media/file/ URL with the same bytes, and the
//    image optimiser (/_next/image) answers it;
// 2. a brochure staff upload, and a résumé sent with a job application, land in the bucket
//    and stay private: the app answers their URLs to staff only, and no document hands out a
//    bucket URL (s3rver enforces no ACLs, so the bucket's own refusal cannot be checked here);
// 3. /api/health says storage up; with the S3 server stopped it says storage down (503)
//    within seconds, while a public page viewed before still answers 200 from the page cache
//    and an image URL answers 503, never 500; with the S3 server back, all is up again and the
//    image serves again.
// Prints each check; exits 1 if any failed. Stops both servers at the end, pass or fail.
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { freshSqliteData } from '../test/data.mjs'
import { s3SiteEnv, startS3Server } from '../test/s3-server.mjs'
import { startServer } from '../test/server.mjs'
import { staffToken } from '../test/staff.mjs'
import { newSubmission, resumePdf, send, sha256 } from './lead-traffic.mjs'
import { sleep, stopAndWait } from './server-process.mjs'

const { values: args } = parseArgs({
  options: {
    port: { type: 'string', default: '3130' },
    's3-port': { type: 'string', default: '4569' },
  },
})
const port = Number(args.port)
const s3Port = Number(args['s3-port'])
const bucket = 'crescent-test'
const base = `http://127.0.0.1:${port}`

const root = path.resolve('.test-data')
fs.mkdirSync(root, { recursive: true })
const logFile = path.join(root, `s3-storage-${port}.log`)
const log = fs.openSync(logFile, 'w')
const s3Dir = path.join(root, `s3-storage-${port}-bucket`)
fs.rmSync(s3Dir, { recursive: true, force: true })

/** Each storage check answers within 1.5 s; the S3 client may retry once or twice on top. */
const HEALTH_WAIT_MS = 10_000

let failures = 0
function check(label, ok, detail = '') {
  if (!ok) failures += 1
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${label}${detail ? ` (${detail})` : ''}`)
  return ok
}

/** The object's bytes as s3rver keeps them on its disk, or null when the bucket has no such key. */
function bucketObject(key) {
  const file = path.join(s3Dir, bucket, `${key}._S3rver_object`)
  return fs.existsSync(file) ? fs.readFileSync(file) : null
}

async function get(url, headers = {}) {
  const res = await fetch(url.startsWith('http') ? url : base + url, {
    headers,
    redirect: 'manual',
  })
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) }
}

async function health() {
  const res = await fetch(`${base}/api/health`)
  return { status: res.status, body: await res.json() }
}

/** Polls /api/health until `want` says it is as expected; the last answer either way. */
async function healthUntil(want, timeoutMs = HEALTH_WAIT_MS) {
  const started = Date.now()
  let answer
  while (Date.now() - started < timeoutMs) {
    answer = await health().catch((error) => ({ status: 0, body: { error: error.message } }))
    if (want(answer)) return { ...answer, ms: Date.now() - started }
    await sleep(250)
  }
  return { ...answer, ms: Date.now() - started }
}

/** Creates an upload document as staff through Payload's REST, as the admin's upload form does. */
async function staffUpload(token, collection, data, file) {
  const form = new FormData()
  form.set('_payload', JSON.stringify(data))
  form.set('file', new Blob([file.bytes], { type: file.type }), file.name)
  const res = await fetch(`${base}/cms-api/${collection}`, {
    method: 'POST',
    headers: { Authorization: `JWT ${token}` },
    body: form,
  })
  const text = await res.text()
  if (!res.ok)
    throw new Error(`upload to ${collection} failed: ${res.status} ${text.slice(0, 300)}`)
  return JSON.parse(text).doc
}

/** A seeded photo (an original, not a resized variant) to upload again under a new name. */
function samplePhoto(dataDir) {
  const dir = path.join(dataDir, 'media')
  const name = fs
    .readdirSync(dir)
    .find((file) => /\.jpe?g$/.test(file) && !/-\d+x\d+\.jpe?g$/.test(file))
  if (!name) throw new Error(`no seeded photo in ${dir}`)
  return fs.readFileSync(path.join(dir, name))
}

/** What a URL a document hands out must look like: the app's own file route, never the bucket. */
function servedByApp(url, collection, filename) {
  return (
    typeof url === 'string' &&
    url.startsWith(`${base}/cms-api/${collection}/file/`) &&
    url.includes(encodeURIComponent(filename)) &&
    !url.includes(`:${s3Port}`) &&
    !url.includes(bucket)
  )
}

/** A private file: refused to a visitor, served to staff as a download with the stored bytes. */
async function checkPrivate(label, collection, doc, bytes, token) {
  const key = `${collection}/${doc.filename}`
  const stored = bucketObject(key)
  check(
    `${label}: stored in the bucket as ${key}`,
    stored !== null && sha256(stored) === sha256(bytes),
  )
  const anonymousFromBucket = await get(`http://127.0.0.1:${s3Port}/${bucket}/${key}`)
  console.log(
    `     (anonymous GET straight from s3rver: ${anonymousFromBucket.status}; s3rver does not enforce ACLs,` +
      ' a real bucket must stay private by its own settings)',
  )
  check(
    `${label}: its document's url is the app's, not the bucket's`,
    servedByApp(doc.url, collection, doc.filename),
    doc.url,
  )
  const visitor = await get(`/cms-api/${collection}/file/${encodeURIComponent(doc.filename)}`)
  check(
    `${label}: refused to a visitor`,
    visitor.status === 401 || visitor.status === 403,
    `got ${visitor.status}`,
  )
  const staff = await get(`/cms-api/${collection}/file/${encodeURIComponent(doc.filename)}`, {
    Authorization: `JWT ${token}`,
  })
  check(
    `${label}: served to staff with the same bytes, as a download kept by no shared cache`,
    staff.status === 200 &&
      sha256(staff.bytes) === sha256(bytes) &&
      staff.headers.get('content-disposition') === 'attachment' &&
      /private/.test(staff.headers.get('cache-control') ?? ''),
    `got ${staff.status}, ${staff.headers.get('content-disposition')}, ${staff.headers.get('cache-control')}`,
  )
}

/** Sends a job application with a résumé, as the careers form does; returns its résumé bytes. */
async function applyForJob() {
  const submission = newSubmission(`s3-${Date.now().toString(36)}`, 1)
  const tokenAnswer = await fetch(`${base}/api/v1/form-token`).then((res) => res.json())
  // lib/server/spam.ts drops a form sent sooner than 3 s after its token was issued.
  await sleep(3_300)
  const answer = await send(() => base, submission, tokenAnswer.data.token)
  return { submission, answer }
}

let s3 = null
let server = null
try {
  const dataDir = freshSqliteData({ root, log, name: `s3-storage-${port}` })
  s3 = await startS3Server({ port: s3Port, dir: s3Dir, bucket })
  console.log(
    `s3rver on ${s3.endpoint} (bucket ${bucket}, data in ${s3Dir}); server log ${logFile}`,
  )
  server = await startServer({
    port,
    log,
    env: {
      DATA_DIR: dataDir,
      SITE_URL: base,
      ...s3SiteEnv({ endpoint: s3.endpoint, bucket }),
    },
  })
  const token = await staffToken(base)

  // 1. A public image.
  const photo = samplePhoto(dataDir)
  const media = await staffUpload(
    token,
    'media',
    { alt: 'Storage check' },
    { bytes: photo, type: 'image/jpeg', name: `s3-check-${Date.now()}.jpg` },
  )
  const mediaKey = `media/${media.filename}`
  const storedPhoto = bucketObject(mediaKey)
  check(
    `image: stored in the bucket as ${mediaKey}`,
    storedPhoto !== null && sha256(storedPhoto) === sha256(photo),
  )
  const variants = Object.values(media.sizes ?? {}).filter((size) => size?.filename)
  check(
    `image: its ${variants.length} resized variants are in the bucket too`,
    variants.length > 0 &&
      variants.every((size) => bucketObject(`media/${size.filename}`) !== null),
  )
  check(
    'image: nothing written to the disk',
    !fs.existsSync(path.join(dataDir, 'media', media.filename)),
  )
  check(
    'image: its document url is the app’s',
    servedByApp(media.url, 'media', media.filename),
    media.url,
  )
  const fileUrl = `/cms-api/media/file/${encodeURIComponent(media.filename)}`
  const served = await get(fileUrl)
  check(
    `image: ${fileUrl} answers a visitor 200 with the same bytes`,
    served.status === 200 && sha256(served.bytes) === sha256(photo),
    `got ${served.status}`,
  )
  const optimised = await get(`/_next/image?url=${encodeURIComponent(fileUrl)}&w=640&q=75`, {
    Accept: 'image/avif,image/webp,*/*',
  })
  check(
    'image: /_next/image optimises it (w=640, q=75)',
    optimised.status === 200 &&
      /^image\//.test(optimised.headers.get('content-type') ?? '') &&
      optimised.bytes.length > 0,
    `got ${optimised.status} ${optimised.headers.get('content-type')}`,
  )
  const missing = await get('/cms-api/media/file/no-such-file.jpg')
  check('image: a made-up file name answers 404', missing.status === 404, `got ${missing.status}`)

  // 2. Private files.
  const brochureBytes = resumePdf(`Brochure storage check ${Date.now()}`)
  const brochure = await staffUpload(
    token,
    'brochures',
    { title: 'Storage check brochure' },
    { bytes: brochureBytes, type: 'application/pdf', name: 'storage-check.pdf' },
  )
  await checkPrivate('brochure', 'brochures', brochure, brochureBytes, token)

  const { submission, answer } = await applyForJob()
  if (
    check(
      'résumé: a job application with a CV is accepted',
      answer?.status >= 200 && answer?.status < 300,
      `got ${answer?.status} ${answer?.body?.slice(0, 200)}`,
    )
  ) {
    const found = await fetch(
      `${base}/cms-api/applications?where[email][equals]=${encodeURIComponent(submission.fields.email)}&depth=1`,
      { headers: { Authorization: `JWT ${token}` } },
    ).then((res) => res.json())
    const resume = found.docs?.[0]?.resume
    if (check('résumé: staff find the application and its résumé', Boolean(resume?.filename))) {
      await checkPrivate('résumé', 'resumes', resume, submission.resume, token)
    }
  }

  // 3. Health, and an outage of the storage server.
  const up = await health()
  check(
    '/api/health: 200, database and storage up',
    up.status === 200 &&
      up.body.status === 'up' &&
      up.body.database === 'up' &&
      up.body.storage === 'up',
    JSON.stringify(up.body),
  )
  // The uploads above emptied the page cache, once at once and once 2 s later (scripts/serve.mjs).
  await sleep(2_500)
  // Viewed twice: the second answer comes from the page cache.
  await get('/')
  const viewed = await get('/')
  check(
    'home page: served from the page cache',
    viewed.status === 200 && viewed.headers.get('x-page-cache') === 'HIT',
    viewed.headers.get('x-page-cache') ?? 'no cache header',
  )

  await s3.stop()
  const down = await healthUntil((a) => a.body?.storage === 'down')
  check(
    `/api/health with the S3 server stopped: 503, storage down, database up (after ${down.ms} ms)`,
    down.status === 503 &&
      down.body.status === 'down' &&
      down.body.storage === 'down' &&
      down.body.database === 'up',
    JSON.stringify(down.body),
  )
  const started = Date.now()
  await health()
  check(
    '/api/health answers within 2 s while storage is down',
    Date.now() - started < 2_000,
    `${Date.now() - started} ms`,
  )
  const cached = await get('/')
  check(
    'home page: still 200 while storage is down',
    cached.status === 200,
    `got ${cached.status}, ${cached.headers.get('x-page-cache')}`,
  )
  const outage = await get(fileUrl)
  check(
    'image URL while storage is down: 503, not cached',
    outage.status === 503 && outage.headers.get('cache-control') === 'no-store',
    `got ${outage.status}`,
  )

  s3 = await startS3Server({ port: s3Port, dir: s3Dir, bucket })
  const back = await healthUntil((a) => a.status === 200)
  check(
    `/api/health with the S3 server back: 200, all up (after ${back.ms} ms)`,
    back.status === 200 && back.body.storage === 'up' && back.body.database === 'up',
    JSON.stringify(back.body),
  )
  const again = await get(fileUrl)
  check(
    'image: served again with the same bytes',
    again.status === 200 && sha256(again.bytes) === sha256(photo),
    `got ${again.status}`,
  )
} catch (error) {
  failures += 1
  console.log(`FAIL ${error.stack ?? error}`)
} finally {
  if (server)
    await stopAndWait(server, port).catch((error) =>
      console.log(`could not stop the server: ${error.message}`),
    )
  if (s3) await s3.stop().catch(() => {})
  fs.closeSync(log)
}

console.log(
  failures === 0
    ? 's3-storage passed'
    : `s3-storage FAILED: ${failures} check(s) (server log: ${logFile})`,
)
process.exit(failures === 0 ? 0 : 1)
