// npm run test:cluster — the site as a brokerage runs it once it outgrows one machine: two
// instances of the built app behind a round-robin load balancer, on a PostgreSQL server and an
// S3-compatible bucket of the test's own. Checks what must hold across instances:
//   1. an upload through the admin lands in the bucket and shows on a public page through both;
//   2. a staff edit through instance A shows through instance B within 2 s;
//   3. with both instances running the jobs queue, a matching listing sends one alert e-mail, not two;
//   4. the per-client rate limit and the form-token replay check hold across the two;
//   5. kill -9 of one instance during a burst of enquiries cuts requests in flight; resent, none is
//      lost, stored twice or stored other than sent, and the load balancer keeps serving from the other;
//   6. health says storage "down" when the bucket's server stops, while cached pages still serve.
// With --from <a seeded PostgreSQL database's URI> --data <its data folder> the cluster starts from
// a copy of that database, its files copied into the bucket folder by folder (as a site moving to
// a bucket does); without, it seeds its own (minutes: hundreds of images).
// Needs a production build (next build). Every server it starts is stopped when it ends, pass or
// fail. Prints one line per check and "cluster: N passed, N failed"; exits 1 on any failure.
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3'
import { newSubmission, TokenPool } from '../reliability/lead-traffic.mjs'
import { copyDatabase, createDatabase, dropDatabase, query, startLocalPostgres, stopLocalPostgres } from '../reliability/postgres.mjs'
import { sleep, waitGone } from '../reliability/server-process.mjs'
import { verifyStored } from '../reliability/stored-leads.mjs'
import { seedInto } from './data.mjs'
import { startRoundRobinProxy } from './round-robin-proxy.mjs'
import { s3Client as bucketClient, s3SiteEnv, startS3Server } from './s3-server.mjs'
import { startServer } from './server.mjs'
import { staffToken } from './staff.mjs'

const { values: args } = parseArgs({ options: { from: { type: 'string' }, data: { type: 'string' } } })
if (Boolean(args.from) !== Boolean(args.data)) throw new Error('--from and --data go together')

const root = path.resolve('.test-data', 'cluster')
fs.rmSync(root, { recursive: true, force: true })
fs.mkdirSync(root, { recursive: true })
const logFile = path.join(root, 'servers.log')
const log = fs.openSync(logFile, 'w')
const runId = `c${Date.now().toString(36)}`
const ports = { proxy: 3140, a: 3141, b: 3142, s3: 4590, postgres: 55452 }
const postgresDir = '/tmp/crescent-pg-cluster'
const bucket = 'crescent-key-media'

const cleanups = []
let results = { passed: 0, failed: 0 }
async function cleanup() {
  for (const step of cleanups.reverse()) await Promise.resolve().then(step).catch(() => {})
  cleanups.length = 0
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void cleanup().then(() => process.exit(1)))

async function check(name, body) {
  const started = Date.now()
  try {
    const detail = await body()
    results.passed += 1
    console.log(`  ✓ ${name}${detail ? ` — ${detail}` : ''} (${((Date.now() - started) / 1000).toFixed(1)} s)`)
  } catch (error) {
    results.failed += 1
    console.log(`  ✗ ${name}: ${error.message}`)
  }
}

function assert(condition, message) {
  if (!condition) throw new Error(message)
}

/** An enquiry as the site's form sends it, from its own client address (rate limits are per address). */
async function sendEnquiry(base, submission, token, address) {
  try {
    const res = await fetch(`${base}/api/v1/contacts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-form-token': token, 'x-forwarded-for': address },
      body: JSON.stringify({ ...submission.fields, website: '' }),
      signal: AbortSignal.timeout(30_000),
    })
    return { status: res.status, body: await res.text() }
  } catch {
    return null
  }
}

const contentTypes = { '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.png': 'image/png', '.webp': 'image/webp', '.avif': 'image/avif', '.pdf': 'application/pdf' }

/** Each upload folder of a data folder (media, brochures, …) into the bucket under its own prefix. */
async function copyFoldersToBucket(dataDir, client) {
  const objects = fs
    .readdirSync(dataDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((folder) => fs.readdirSync(path.join(dataDir, folder.name)).map((name) => `${folder.name}/${name}`))
  let next = 0
  const copyNext = async () => {
    while (next < objects.length) {
      const key = objects[next++]
      await client.send(new PutObjectCommand({
        Bucket: bucket,
        Key: key,
        Body: fs.readFileSync(path.join(dataDir, key)),
        ContentType: contentTypes[path.extname(key).toLowerCase()] ?? 'application/octet-stream',
      }))
    }
  }
  await Promise.all(Array.from({ length: 8 }, copyNext))
  return objects.length
}

async function main() {
  // --- PostgreSQL, the bucket, the data ------------------------------------------------------
  console.log(`cluster: PostgreSQL on ${ports.postgres}, S3 on ${ports.s3}, instances on ${ports.a} and ${ports.b} behind ${ports.proxy}; log ${logFile}`)
  const adminUri = startLocalPostgres({ port: ports.postgres, dir: postgresDir })
  cleanups.push(() => stopLocalPostgres({ port: ports.postgres, dir: postgresDir }))
  const dbName = `crescent_cluster_${runId}`
  const databaseUri = await createDatabase(adminUri, dbName)
  cleanups.push(() => dropDatabase(adminUri, dbName))

  const s3Dir = path.join(root, 's3')
  let s3 = await startS3Server({ port: ports.s3, dir: s3Dir, bucket })
  cleanups.push(() => s3.stop())
  const s3Env = s3SiteEnv({ endpoint: s3.endpoint, bucket })
  const s3Client = await bucketClient(s3.endpoint)
  const inBucket = async (key) => {
    try {
      await s3Client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }))
      return true
    } catch {
      return false
    }
  }

  const shared = { DATABASE_URI: databaseUri, PAYLOAD_SECRET: `cluster-secret-${runId}-0123456789abcdef`, ...s3Env }
  if (args.from) {
    const copyStarted = Date.now()
    copyDatabase(args.from, databaseUri)
    const files = await copyFoldersToBucket(args.data, s3Client)
    console.log(`copied ${new URL(args.from).pathname.slice(1)} and ${files} files into the bucket (${((Date.now() - copyStarted) / 1000).toFixed(1)} s)`)
  } else {
    seedInto({ dataDir: path.join(root, 'seed'), env: shared, log })
  }

  // --- two instances and the load balancer ---------------------------------------------------
  const proxyBase = `http://127.0.0.1:${ports.proxy}`
  const instanceEnv = (name) => ({
    ...shared,
    // Each instance has a disk of its own; nothing the site keeps may depend on it.
    DATA_DIR: path.join(root, `instance-${name}`),
    SITE_URL: proxyBase,
    TRUSTED_PROXIES: '127.0.0.1',
    RATE_LIMIT_MAX: '5',
    RATE_LIMIT_GLOBAL_MAX: '100000',
    // Both instances run the jobs queue, every 2 s and at the same moments: check 3 needs them to race.
    JOBS_EVERY_SECONDS: '2',
  })
  const instances = {}
  const start = async (name) => {
    instances[name] = await startServer({ port: ports[name], env: instanceEnv(name), log })
    return instances[name]
  }
  await start('a')
  await start('b')
  cleanups.push(() => Object.values(instances).forEach((server) => server.stop('SIGKILL')))
  const proxy = await startRoundRobinProxy({ port: ports.proxy, upstreams: [instances.a.base, instances.b.base] })
  cleanups.push(() => proxy.stop())
  const A = instances.a.base
  const B = instances.b.base

  const staff = { Authorization: `JWT ${await staffToken(proxyBase)}` }
  const staffJson = async (base, method, url, body) => {
    const res = await fetch(`${base}/cms-api/${url}`, {
      method,
      headers: { ...staff, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    })
    const answer = await res.text()
    assert(res.ok, `${method} /cms-api/${url} answered ${res.status}: ${answer.slice(0, 200)}`)
    return JSON.parse(answer)
  }
  const { docs: [property] } = await staffJson(A, 'GET', 'properties?limit=1&sort=-createdAt&depth=0')
  const propertyPath = `/property/${property.publicId}`

  // --- 1. an upload lands in the bucket and shows through both instances ----------------------
  await check('an upload through the admin lands in the bucket and shows through both instances', async () => {
    const { docs: [seededMedia] } = await staffJson(A, 'GET', 'media?limit=1&depth=0')
    assert(await inBucket(`media/${seededMedia.filename}`), 'the seed stored no media in the bucket')
    const photo = fs.readFileSync(path.join('public', 'images', 'hero.jpg'))
    const form = new FormData()
    form.set('file', new Blob([photo], { type: 'image/jpeg' }), `cluster-${runId}.jpg`)
    form.set('_payload', JSON.stringify({ alt: `Terrace at dusk (${runId})` }))
    const res = await fetch(`${proxyBase}/cms-api/media`, { method: 'POST', headers: staff, body: form })
    const answer = await res.text()
    assert(res.status === 201, `upload answered ${res.status}: ${answer.slice(0, 200)}`)
    const { doc: media } = JSON.parse(answer)
    assert(await inBucket(`media/${media.filename}`), `${media.filename} is not in the bucket`)
    assert(!fs.existsSync(path.join(root, 'instance-a', 'media', media.filename)), 'the upload was written to the instance disk')
    await staffJson(A, 'PATCH', `properties/${property.id}`, { banner: media.id })
    // The page shows one of the upload's resized copies: `<name>-<width>x<height>.jpg`.
    const stem = media.filename.replace(/\.[^.]+$/, '')
    for (const base of [A, B]) {
      const deadline = Date.now() + 5_000
      let html = ''
      while (Date.now() < deadline && !html.includes(stem)) {
        html = await (await fetch(base + propertyPath)).text()
        if (!html.includes(stem)) await sleep(200)
      }
      assert(html.includes(stem), `${base}${propertyPath} does not show the new banner`)
      const file = await fetch(`${base}/cms-api/media/file/${encodeURIComponent(media.filename)}`)
      assert(file.ok && Buffer.from(await file.arrayBuffer()).equals(photo), `${base} does not serve the file from the bucket`)
      const optimized = await fetch(`${base}/_next/image?url=${encodeURIComponent(`/cms-api/media/file/${media.filename}`)}&w=640&q=75`)
      assert(optimized.ok && /^image\//.test(optimized.headers.get('content-type') ?? ''), `next/image on ${base} answered ${optimized.status}`)
    }
    return `${media.filename} in the bucket, on both instances' pages`
  })

  // --- 2. a staff edit through A shows through B within 2 s -----------------------------------
  await check('a staff edit through instance A shows through instance B within 2 s', async () => {
    const page = `${B}${propertyPath}`
    // A view after a first one must come from B's page cache: the edit below has to empty it.
    // The upload just before empties every instance's cache again up to 3 s after it is saved
    // (the trailing clears of scripts/serve.mjs), so a clear can fall between two views: view again
    // until the page is kept, for up to 6 s.
    let warm
    let cached = null
    const warming = Date.now()
    while (cached !== 'HIT' && Date.now() - warming < 6_000) {
      await fetch(page)
      warm = await fetch(page)
      cached = warm.headers.get('x-page-cache')
      if (cached !== 'HIT') await sleep(500)
    }
    assert(warm.ok && cached === 'HIT', `B's second view answered ${warm.status}, page cache ${cached}: not a cached page`)
    const name = `Cluster check ${runId} residence`
    const edited = Date.now()
    await staffJson(A, 'PATCH', `properties/${property.id}`, { name })
    let seenAfter = null
    while (Date.now() - edited < 5_000) {
      if ((await (await fetch(page)).text()).includes(name)) {
        seenAfter = Date.now() - edited
        break
      }
      await sleep(50)
    }
    if (seenAfter === null) {
      const listeners = await query(databaseUri, "SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = 'crescent-key-invalidation'")
      const api = await (await fetch(`${B}/api/v1/properties/${property.publicId}`)).text()
      throw new Error(`B still shows the old name after 5 s (listeners: ${listeners.rows[0].n}; B's API ${api.includes(name) ? 'has' : 'lacks'} it)`)
    }
    assert(seenAfter <= 2_000, `B showed the new name only after ${seenAfter} ms`)
    return `seen through B after ${seenAfter} ms`
  })

  // --- 3. one alert e-mail from two instances running the jobs queue -------------------------
  await check('with both instances running the jobs queue, a matching listing sends one alert e-mail', async () => {
    const email = `cluster-alert-${runId}@buyers.test`
    const community = `Cluster Bay ${runId}`
    const mails = async () =>
      (await staffJson(A, 'GET', `outbox?where[to][equals]=${encodeURIComponent(email)}&sort=createdAt&depth=0&limit=20`)).docs
    const asked = await fetch(`${proxyBase}/api/v1/alerts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.200.0.1' },
      body: JSON.stringify({ email, kind: 'listings', status: 'sell', location: community, frequency: 'instant' }),
    })
    assert(asked.status === 201, `subscribing answered ${asked.status}`)
    let confirmation
    for (const until = Date.now() + 15_000; !confirmation && Date.now() < until; await sleep(500)) [confirmation] = await mails()
    assert(confirmation, 'no confirmation e-mail')
    const link = /https?:\/\/\S+\/alerts\/confirm\?t=[\w.-]+/.exec(confirmation.text)?.[0]
    assert(link, 'no confirm link in the confirmation e-mail')
    const confirmed = await fetch(`${B}${new URL(link).pathname}${new URL(link).search}`)
    assert(confirmed.ok, `the confirm link answered ${confirmed.status}`)
    // Published through A: the match job is queued once; both instances' runners reach for it.
    const { docs: [template] } = await staffJson(A, 'GET', 'properties?where[status][equals]=sell&limit=1&depth=0')
    const { id: _id, publicId: _p, createdAt: _c, updatedAt: _u, reference: _r, ...fields } = template
    // Publishing needs a broker with a BRN, whatever the copied database did to this listing's.
    const { docs: team } = await staffJson(A, 'GET', 'team?limit=100&depth=0')
    const broker = team.find((member) => /^\d{3,8}$/.test(String(member.brn ?? '')))
    const { doc: listing } = await staffJson(A, 'POST', 'properties', {
      ...JSON.parse(JSON.stringify(fields, (key, value) => (key === 'id' ? undefined : value))),
      agent: broker.id,
      permitNumber: '7140052233',
      reference: `CK-CLUSTER-${runId}`.toUpperCase(),
      city: community,
      publication: 'published',
      permitExpiresAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    })
    let alerts = []
    for (const until = Date.now() + 20_000; alerts.length === 0 && Date.now() < until; await sleep(500)) alerts = (await mails()).slice(1)
    assert(alerts.length === 1, `expected one alert e-mail, found ${alerts.length}`)
    // Several more runs of both queues: still one.
    await sleep(8_000)
    alerts = (await mails()).slice(1)
    assert(alerts.length === 1, `expected one alert e-mail after more runs, found ${alerts.length}`)
    assert(alerts[0].text.includes(`/property/${listing.publicId}`), 'the alert does not link the listing')
    await staffJson(A, 'PATCH', `properties/${listing.id}`, { publication: 'withdrawn' })
    return 'one e-mail, two runners'
  })

  // --- 4. rate limit and token replay across the instances ------------------------------------
  const tokens = new TokenPool(() => proxyBase, 12)
  cleanups.push(() => tokens.stop())
  await check('a client alternating between the instances gets 429 at the same count as with one', async () => {
    const client = { 'x-forwarded-for': `203.0.113.${Math.floor(Math.random() * 200) + 20}` }
    const statuses = []
    for (let i = 0; i < 7; i += 1) {
      const submission = newSubmission(runId, 1000 + i * 2)
      const res = await fetch(`${i % 2 ? B : A}/api/v1/contacts`, {
        method: 'POST',
        headers: { ...client, 'content-type': 'application/json', 'x-form-token': await tokens.take() },
        body: JSON.stringify({ ...submission.fields, website: '' }),
      })
      statuses.push(res.status)
    }
    // RATE_LIMIT_MAX=5: one instance accepts five and refuses the sixth (lib/server/rate-limit.ts).
    const firstRefusal = statuses.indexOf(429)
    assert(firstRefusal === 5, `answers were ${statuses.join(', ')}; the 6th should be the first 429`)
    return statuses.join(' ')
  })
  await check('a form token used on one instance is refused on the other', async () => {
    const token = await tokens.take()
    const first = newSubmission(runId, 2000)
    const second = newSubmission(runId, 2002)
    const post = (base, submission) =>
      fetch(`${base}/api/v1/contacts`, {
        method: 'POST',
        headers: { 'x-forwarded-for': '198.51.100.23', 'content-type': 'application/json', 'x-form-token': token },
        body: JSON.stringify({ ...submission.fields, website: '' }),
      })
    const onA = await post(A, first)
    assert(onA.status === 201, `the first use on A answered ${onA.status}`)
    await post(B, second)
    const stored = async (email) => (await query(databaseUri, 'SELECT count(*)::int AS n FROM enquiries WHERE email = $1', [email])).rows[0].n
    assert((await stored(first.fields.email)) === 1, 'the first submission was not stored once')
    assert((await stored(second.fields.email)) === 0, 'the replayed token was accepted on B')
    return 'second use dropped'
  })

  // --- 5. kill -9 of one instance during a burst ----------------------------------------------
  await check('kill -9 of one instance during a burst loses, doubles and alters no acknowledged enquiry', async () => {
    const submissions = []
    let producing = true
    let servedAfterKill = 0
    let killedAt = null
    // Requests sent and not yet answered, as the senders see them.
    let inFlight = 0
    // Enough senders that instance A always has requests in flight when it dies, and enough aged
    // form tokens to keep them busy (each becomes usable 3.3 s after it is fetched).
    const workerCount = 16
    const burstTokens = new TokenPool(() => proxyBase, 200)
    cleanups.push(() => burstTokens.stop())
    await sleep(3_500)
    const worker = async (w) => {
      for (let n = 0; producing; n += 1) {
        const submission = newSubmission(runId, 3000 + w * 1000 + n * 2)
        // Distinct clients, so the per-client limit is not what this measures.
        submission.fields.clientId = `${submission.fields.clientId}-w${w}`
        submissions.push(submission)
        const token = await burstTokens.take()
        for (let attempt = 0; attempt < 8; attempt += 1) {
          inFlight += 1
          const answer = await sendEnquiry(proxyBase, submission, token, `10.${w}.${(n >> 8) & 255}.${n & 255}`).finally(
            () => (inFlight -= 1),
          )
          if (answer && answer.status >= 200 && answer.status < 300) {
            submission.answered = true
            submission.answeredStatus = answer.status
            if (killedAt) servedAfterKill += 1
            break
          }
          // No answer, or the proxy's 502 for a request the dead instance had taken: cut in flight.
          // The form resends it, same client id and token, as the site's form does.
          if (!answer || answer.status === 502) submission.firstCutAt ??= Date.now()
          else if (answer.status < 500) {
            submission.refused = `${answer.status} ${answer.body.slice(0, 120)}`
            break
          }
          submission.resent = (submission.resent ?? 0) + 1
          await sleep(300)
        }
      }
    }
    const workers = Array.from({ length: workerCount }, (_, w) => worker(w))
    try {
      // The kill waits for the burst to be flowing (on a busy machine the senders' tokens can be
      // slow to come), so it lands while requests are in flight rather than before they start.
      const flowingBy = Date.now() + 30_000
      await sleep(2_000)
      while (submissions.filter((s) => s.answered).length < 4 * workerCount && Date.now() < flowingBy) await sleep(100)
      // ...and strikes while half the senders are waiting on an answer: with the proxy taking
      // turns, some of those requests are then inside instance A. (Between bursts the senders can
      // all be waiting for their next aged token, with nothing in flight at all.)
      while (inFlight < workerCount / 2 && Date.now() < flowingBy) await sleep(1)
      killedAt = Date.now()
      instances.a.stop('SIGKILL')
      await waitGone(instances.a, ports.a)
      await sleep(5_000)
    } finally {
      producing = false
      await Promise.all(workers)
      burstTokens.stop()
      await start('a')
    }
    const figures = await verifyStored({ submissions, runId, dataDir: root, databaseUri })
    const cut = submissions.filter((s) => s.firstCutAt)
    const cutAndAnswered = cut.filter((s) => s.answered).length
    const refused = submissions.filter((s) => s.refused)
    const answered = submissions.filter((s) => s.answered).length
    console.log(
      `    ${submissions.length} sent by ${workerCount} senders, ${answered} answered (${servedAfterKill} after the kill); ` +
        `${cut.length} cut in flight by the kill and resent, ${cutAndAnswered} of them answered on a resend, ` +
        `${figures.storedBeforeCut} already stored when cut (the resend found the row); ` +
        `${figures.duplicates} doubled, ${figures.wrongContent} with other content, ${figures.lost} lost`,
    )
    assert(refused.length === 0, `${refused.length} enquiries were refused: ${refused.slice(0, 3).map((s) => s.refused).join('; ')}`)
    assert(figures.lost === 0, `${figures.lost} acknowledged enquiries were lost: ${figures.problems?.slice(0, 3).join('; ')}`)
    assert(figures.duplicates === 0, `${figures.duplicates} enquiries were stored twice: ${figures.problems?.slice(0, 3).join('; ')}`)
    assert(figures.wrongContent === 0, `${figures.wrongContent} stored enquiries differ from what was sent: ${figures.problems?.slice(0, 3).join('; ')}`)
    assert(cut.length > 0, 'the kill cut no request in flight: the burst did not reach instance A as it died')
    assert(cutAndAnswered === cut.length, `${cut.length - cutAndAnswered} enquiries cut by the kill were never answered on a resend`)
    assert(servedAfterKill > 0, 'nothing was answered after the kill')
    return `${answered} of ${submissions.length} answered, ${cut.length} cut and resent, none lost, doubled or altered`
  })

  // --- 6. health when the bucket's server stops ------------------------------------------------
  await check('health says storage down when S3 stops, while cached pages still serve', async () => {
    await fetch(`${A}/`)
    await fetch(`${B}/`)
    await s3.stop()
    for (const base of [A, B]) {
      const res = await fetch(`${base}/api/health`)
      const health = await res.json()
      assert(res.status === 503, `${base}/api/health answered ${res.status} with storage stopped`)
      assert(health.storage === 'down' && health.database === 'up', `${base}/api/health said ${JSON.stringify(health)}`)
      const page = await fetch(`${base}/`)
      assert(page.ok, `${base}/ answered ${page.status} with storage stopped`)
    }
    s3 = await startS3Server({ port: ports.s3, dir: s3Dir, bucket })
    const back = await (await fetch(`${proxyBase}/api/health`)).json()
    assert(back.storage === 'up', `health after S3 restarted: ${JSON.stringify(back)}`)
    return 'down while stopped, up again after'
  })
}

try {
  await main()
} catch (error) {
  results.failed += 1
  console.log(`  ✗ cluster setup: ${error.message} (log: ${logFile})`)
} finally {
  await cleanup()
}
console.log(`cluster: ${results.passed} passed, ${results.failed} failed`)
process.exit(results.failed === 0 ? 0 : 1)
