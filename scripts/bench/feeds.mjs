// npm run bench:feeds [-- --listings 5000] [--port 3600] [--warm 5]
// Seeds a scratch copy of the demo data (.test-data, never ./data) up to --listings published
// listings by cloning the demo's (each with media rows of its own), starts the production server on it, and prints for each
// portal feed the time to produce it cold (the first pull after the server starts: everything
// read and written) and after a change (median of 3 pulls, each after staff change one listing's
// price through the CMS's API), as the server reports it (Server-Timing) and as the pull takes
// it to the last byte; the pull of an unchanged feed (median of --warm); its size, and the
// server's resident memory before and after. Exits 1 when a production takes 2 s or more.
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { execFileSync } from 'node:child_process'
import { DatabaseSync } from 'node:sqlite'
import { parseArgs } from 'node:util'
import { freshSqliteData } from '../test/data.mjs'
import { startServer } from '../test/server.mjs'
import { staffToken } from '../test/staff.mjs'
import { benchDir, machineLine, median, printTable } from './lib/common.mjs'

const { values: args } = parseArgs({
  options: {
    listings: { type: 'string', default: '5000' },
    port: { type: 'string', default: '3600' },
    warm: { type: 'string', default: '5' },
  },
})
const target = Number(args.listings)
const port = Number(args.port)
const BUDGET_MS = 2000
const token = crypto.randomBytes(24).toString('base64url')

if (!fs.existsSync('.next/BUILD_ID'))
  throw new Error('no production build in .next: run `NODE_ENV=production npx next build` first')
fs.mkdirSync(benchDir, { recursive: true })
const logFile = path.join(benchDir, 'feeds-server.log')
const log = fs.openSync(logFile, 'w')
const dataDir = freshSqliteData({ root: path.resolve('.test-data'), log, name: 'run-bench-feeds' })
const added = cloneListings(path.join(dataDir, 'site.db'), target)
console.log(`Scratch database ${path.relative('.', dataDir)}: ${added} listings added, ${target} published in all`)

const server = await startServer({
  port,
  env: { DATA_DIR: dataDir, SITE_URL: `http://127.0.0.1:${port}`, FEEDS_TOKEN: token, RATE_LIMIT_MAX: '1000000' },
  log,
})
let failed = false
try {
  const rows = []
  const rssBefore = rssOf(server.pid)
  const staff = await staffToken(server.base)
  for (const portal of ['property-finder', 'bayut']) {
    const cold = await pull(server.base, portal)
    const changed = []
    for (let i = 0; i < 3; i++) {
      await changeOneListing(server.base, staff, i)
      changed.push(await pull(server.base, portal))
    }
    if (![cold, ...changed].every((p) => p.produced)) throw new Error(`${portal}: a pull after a change was given the kept copy`)
    const warm = []
    for (let i = 0; i < Number(args.warm); i++) warm.push((await pull(server.base, portal)).ms)
    const changedMs = median(changed.map((p) => p.ms))
    const changedProduction = median(changed.map((p) => p.productionMs))
    const warmMs = median(warm)
    // The goal is the production's (the server's own figure); the pull adds compression and transfer.
    if (cold.productionMs >= BUDGET_MS || changedProduction >= BUDGET_MS) failed = true
    rows.push([
      portal,
      String(cold.count),
      `${(cold.bytes / 1e6).toFixed(1)} MB`,
      `${cold.productionMs.toFixed(0)} / ${cold.ms.toFixed(0)} ms`,
      `${changedProduction.toFixed(0)} / ${changedMs.toFixed(0)} ms`,
      `${warmMs.toFixed(0)} ms`,
      `${rssOf(server.pid)} MB`,
    ])
  }
  console.log(machineLine())
  console.log(`Server RSS before the first pull: ${rssBefore} MB`)
  printTable(['feed', 'listings', 'size', 'cold: produced / pull', 'after a change: produced / pull', 'unchanged pull', 'RSS after'], rows)
  console.log('produced: the server\'s time to produce the feed (its Server-Timing); pull: to the last byte, gzip and transfer included.')
  console.log(failed ? `A feed took ${BUDGET_MS} ms or more to produce.` : `Each feed produced in under ${BUDGET_MS} ms.`)
} finally {
  server.stop()
}
process.exit(failed ? 1 : 0)

/** One pull of a feed, timed to its last byte. */
async function pull(base, portal) {
  const started = performance.now()
  const res = await fetch(`${base}/feeds/${portal}.xml?token=${token}`)
  const body = await res.text()
  const ms = performance.now() - started
  if (!res.ok) throw new Error(`${portal} answered ${res.status}: ${body.slice(0, 200)}`)
  const count = Number(/listing_count="(\d+)"/.exec(body)?.[1] ?? 0)
  const timing = /feed;desc="(\w+)";dur=(\d+)/.exec(res.headers.get('server-timing') ?? '')
  if (!timing) throw new Error(`${portal} answered without its Server-Timing`)
  return { ms, bytes: Buffer.byteLength(body), count, produced: timing[1] === 'produced', productionMs: Number(timing[2]) }
}

/** Staff raise the price of one published listing by 1,000 through the CMS, as the admin saves it. */
async function changeOneListing(base, token, round) {
  const headers = { authorization: `JWT ${token}`, 'content-type': 'application/json' }
  const found = await fetch(`${base}/cms-api/properties?where[publication][equals]=published&limit=1&page=${round + 1}&depth=0`, { headers })
  const listing = (await found.json()).docs?.[0]
  if (!listing) throw new Error('no published listing to change')
  const res = await fetch(`${base}/cms-api/properties/${listing.id}`, { method: 'PATCH', headers, body: JSON.stringify({ price: listing.price + 1000 }) })
  if (!res.ok) throw new Error(`changing listing ${listing.id} answered ${res.status}: ${await res.text()}`)
}

/** Resident memory of the server's whole process group, in MB. */
function rssOf(pgid) {
  const out = execFileSync('ps', ['-eo', 'pgid=,rss='], { encoding: 'utf8' })
  const kb = out
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number))
    .filter(([group]) => group === pgid)
    .reduce((sum, [, rss]) => sum + rss, 0)
  return Math.round(kb / 1024)
}

/**
 * Copies the demo's published listings, with their translations, photos, amenities, building
 * facts and portals, until `total` listings are published with a valid permit. Straight SQL on
 * the scratch copy: the CMS would take minutes to save 5,000 documents one by one.
 */
function cloneListings(file, total) {
  const db = new DatabaseSync(file)
  const memo = new Map()
  const once = (key, make) => (memo.has(key) ? memo.get(key) : (memo.set(key, make()), memo.get(key)))
  const columns = (table) => once(`columns:${table}`, () => db.prepare(`PRAGMA table_info(\`${table}\`)`).all().map((c) => c.name))
  const statement = (text) => once(text, () => db.prepare(text))
  const insert = (table, row) => {
    const keys = Object.keys(row)
    statement(`INSERT INTO \`${table}\` (${keys.map((k) => `\`${k}\``).join(',')}) VALUES (${keys.map(() => '?').join(',')})`).run(
      ...keys.map((k) => row[k]),
    )
  }
  const future = new Date(Date.now() + 90 * 86_400_000).toISOString()
  const sources = db
    .prepare(`SELECT * FROM properties WHERE publication = 'published' AND permit_expires_at > ? ORDER BY id`)
    .all(new Date().toISOString())
  if (sources.length === 0) throw new Error('the demo data has no published listing to copy')
  let next = db.prepare('SELECT MAX(id) AS id FROM properties').get().id + 1
  const childTables = ['properties_locales', 'properties_rels', 'properties_portals']
  const arrays = ['properties_amenities', 'properties_building_info']
  const withoutId = (row) => Object.fromEntries(Object.entries(row).filter(([key]) => key !== 'id'))
  // The row only (the feeds link the file, the bench never fetches it); file names are unique.
  const copyMedia = (mediaId, listingId) => {
    const row = statement('SELECT * FROM media WHERE id = ?').get(mediaId)
    const copy = Object.fromEntries(Object.entries(withoutId(row)).map(([key, value]) => [key, /^sizes_.*_filename$/.test(key) ? null : value]))
    copy.filename = `bench-${listingId}-${row.filename}`
    insert('media', copy)
    return db.prepare('SELECT last_insert_rowid() AS id').get().id
  }
  const propertyColumns = new Set(columns('properties'))
  let added = 0
  db.exec('BEGIN')
  try {
    for (let n = sources.length; n < total; n++, next++, added++) {
      const source = sources[n % sources.length]
      const copy = { ...source, id: next, reference: `BENCH-${next}`, public_id: crypto.randomBytes(12).toString('hex'), permit_expires_at: future }
      if (propertyColumns.has('is_featured')) copy.is_featured = 0
      insert('properties', copy)
      for (const table of childTables) {
        const parent = columns(table).includes('_parent_id') ? '_parent_id' : 'parent_id'
        for (const row of statement(`SELECT * FROM ${table} WHERE ${parent} = ?`).all(source.id)) {
          const copy = { ...withoutId(row), [parent]: next }
          // A firm's listings each have photos of their own: a media row per photo per copy.
          if (table === 'properties_rels' && row.media_id != null) copy.media_id = copyMedia(row.media_id, next)
          insert(table, copy)
        }
      }
      for (const table of arrays) {
        for (const row of statement(`SELECT * FROM ${table} WHERE _parent_id = ?`).all(source.id)) {
          const id = `${row.id}-${next}`
          insert(table, { ...row, id, _parent_id: next })
          for (const local of statement(`SELECT * FROM ${table}_locales WHERE _parent_id = ?`).all(row.id))
            insert(`${table}_locales`, { ...withoutId(local), _parent_id: id })
        }
      }
    }
    db.exec('COMMIT')
  } catch (error) {
    db.exec('ROLLBACK')
    throw error
  }
  db.close()
  return added
}
