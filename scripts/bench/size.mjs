// npm run bench:size [-- --no-fail]
// First-load JavaScript per public route of the current build, gzipped, against the budgets.
// Next 16 prints no route sizes after a build; it writes .next/diagnostics/route-bundle-stats.json:
//   [{ route, firstLoadUncompressedJsBytes, firstLoadChunkPaths: ['.next/static/chunks/x.js', …] }]
// Those sizes are uncompressed only, so each listed chunk is gzipped here (zlib's default level,
// the one Next's own response compression uses) and the route's figure is the sum over its chunks.
// Exits 1 when a budget is missed, unless --no-fail.
import fs from 'node:fs'
import { parseArgs } from 'node:util'
import zlib from 'node:zlib'
import { loadBudgets, printTable } from './lib/common.mjs'

const { values: args } = parseArgs({ options: { 'no-fail': { type: 'boolean', default: false } } })
const budgets = loadBudgets().size
const STATS = '.next/diagnostics/route-bundle-stats.json'
// The admin and the CMS API are not public pages; API routes ship no client JavaScript.
const NOT_PUBLIC = /^\/(admin|cms-api|api)(\/|$)/
// Next's built-in not-found page: rendered without any of the site's layouts (the site's root
// layouts live in route groups), so its first-load JS is the framework and React alone: the
// floor any page of this build starts from. If a build has none, the smallest route stands in.
const FLOOR_ROUTE = '/_not-found'

if (!fs.existsSync(STATS)) {
  console.error(
    `${STATS} not found: run a production build first (NODE_ENV=production npx next build)`,
  )
  process.exit(1)
}
const stats = JSON.parse(fs.readFileSync(STATS, 'utf8'))
const buildId = fs.readFileSync('.next/BUILD_ID', 'utf8').trim()

const gzipCache = new Map()
function gzipBytes(chunk) {
  if (!gzipCache.has(chunk)) gzipCache.set(chunk, zlib.gzipSync(fs.readFileSync(chunk)).length)
  return gzipCache.get(chunk)
}

const routes = stats.map((r) => ({
  route: r.route,
  chunks: r.firstLoadChunkPaths,
  raw: r.firstLoadUncompressedJsBytes,
  gz: r.firstLoadChunkPaths.reduce((sum, chunk) => sum + gzipBytes(chunk), 0),
}))

let floor = routes.find((r) => r.route === FLOOR_ROUTE)
let floorWhy = `${FLOOR_ROUTE}: Next's built-in not-found page, no site layout or component, i.e. the framework and React alone`
if (!floor) {
  floor = routes.filter((r) => !NOT_PUBLIC.test(r.route)).sort((a, b) => a.gz - b.gz)[0]
  floorWhy = `${floor.route}: the smallest route of this build (it has no ${FLOOR_ROUTE})`
}
const floorChunks = new Set(floor.chunks)

const kb = (bytes) => (bytes / 1000).toFixed(1)
const publicRoutes = routes
  .filter((r) => !NOT_PUBLIC.test(r.route) && r !== floor && !r.route.startsWith('/_'))
  .sort((a, b) => b.gz - a.gz)
const misses = []
const notOnFloor = []
const rows = publicRoutes.map((r) => {
  const over = r.gz - floor.gz
  const problems = []
  if (r.gz > budgets.firstLoadJsMaxKbGzip * 1000)
    problems.push(`> ${budgets.firstLoadJsMaxKbGzip} kB`)
  if (over > budgets.firstLoadJsMaxKbOverFloor * 1000)
    problems.push(`> floor + ${budgets.firstLoadJsMaxKbOverFloor} kB`)
  // "Over floor" assumes every page loads the floor's chunks too; say so when one does not.
  if (![...floorChunks].every((c) => r.chunks.includes(c))) notOnFloor.push(r.route)
  if (problems.length)
    misses.push(
      `${r.route}: ${kb(r.gz)} kB gz, ${kb(over)} kB over the floor (${problems.join(', ')})`,
    )
  return [
    r.route,
    kb(r.gz),
    `+${kb(over)}`,
    kb(r.raw),
    r.chunks.length,
    problems.length ? `MISS ${problems.join(', ')}` : 'ok',
  ]
})

console.log(`First-load JS per public route, build ${buildId} (from ${STATS}; kB = 1000 bytes)`)
console.log(
  'The stats list raw sizes only: "kB gz" is the sum of each chunk gzipped here at the default level.',
)
console.log(
  `Floor: ${kb(floor.gz)} kB gz (${kb(floor.raw)} kB raw, ${floor.chunks.length} chunks) — ${floorWhy}`,
)
console.log(
  `Not counted: ${
    routes
      .filter((r) => NOT_PUBLIC.test(r.route))
      .map((r) => r.route)
      .join(', ') || 'none'
  } (not public)\n`,
)
printTable(['route', 'kB gz', 'over floor', 'kB raw', 'chunks', 'verdict'], rows)
if (notOnFloor.length)
  console.log(
    `Note: ${notOnFloor.join(', ')} do not load all of the floor's chunks; their "over floor" understates what they add.`,
  )
console.log(
  `\nBudgets (scripts/bench/budgets.json): <= ${budgets.firstLoadJsMaxKbGzip} kB gz per route and <= ${budgets.firstLoadJsMaxKbOverFloor} kB over the floor`,
)
if (misses.length) {
  console.log(`Missed by ${misses.length} of ${publicRoutes.length} routes:`)
  for (const m of misses) console.log(`  ✗ ${m}`)
  if (!args['no-fail']) process.exitCode = 1
} else console.log(`All ${publicRoutes.length} public routes within budget.`)
