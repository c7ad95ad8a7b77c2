// npm run bench:load [-- --base URL] [--port P] [--duration S] [--warmup S] [--identity] [--no-fail]
// autocannon at 10 connections, 10 s per URL, against /, /property, a property page,
// /api/v1/properties and a static route Next serves from its build output (the floor);
// prints req/s, p50, p99 and non-2xx per URL and each page's throughput as a ratio of the floor.
// Requests ask for gzip like a browser does (--identity: uncompressed), so compressing each
// response is part of what is measured. Exits 1 when a budget is missed, unless --no-fail.
import fs from 'node:fs'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import {
  loadBudgets,
  machineLine,
  printTable,
  samplePages,
  withBenchServer,
} from './lib/common.mjs'

const budgets = loadBudgets().load
const { values: args } = parseArgs({
  options: {
    base: { type: 'string' },
    port: { type: 'string', default: '3600' },
    duration: { type: 'string', default: String(budgets.durationSeconds) },
    warmup: { type: 'string', default: '3' },
    identity: { type: 'boolean', default: false },
    'no-fail': { type: 'boolean', default: false },
  },
})
const connections = budgets.connections
const duration = Number(args.duration)
const warmup = Number(args.warmup)
const headers = args.identity ? {} : { 'accept-encoding': 'gzip, deflate, br' }

/**
 * The floor: the cheapest route the framework serves, through the same server and middleware as
 * every page, with no rendering — /robots.txt when the build prerendered it, else the favicon.
 */
function floorRoute() {
  const manifest = '.next/prerender-manifest.json'
  if (!fs.existsSync(manifest))
    return { path: '/robots.txt', why: 'not checked: no local .next/prerender-manifest.json' }
  const routes = JSON.parse(fs.readFileSync(manifest, 'utf8')).routes
  if (routes['/robots.txt'])
    return {
      path: '/robots.txt',
      why: 'prerendered at build time (listed in .next/prerender-manifest.json)',
    }
  // The site's robots.txt names the running host, so it renders per request; the favicon is a
  // static file (public/favicon.ico).
  return {
    path: '/favicon.ico',
    why: 'a static file (/robots.txt renders per request in this build)',
  }
}

function cannon(url, seconds) {
  return autocannon({ url, connections, duration: seconds, headers })
}

async function main(base) {
  const { propertyPath } = await samplePages(base)
  const floor = floorRoute()
  const targets = [
    { path: '/', page: true },
    { path: '/property', page: true },
    { path: propertyPath, page: true },
    { path: '/api/v1/properties', page: false },
    { path: floor.path, floor: true },
  ]
  console.log(
    `autocannon ${JSON.parse(fs.readFileSync('node_modules/autocannon/package.json', 'utf8')).version}: ${connections} connections, ${duration} s per URL after a ${warmup} s warm-up pass per URL`,
  )
  console.log(
    `Target: ${base}; request headers: ${JSON.stringify(headers)}; the load generator runs on the same machine as the server`,
  )
  console.log(`Floor: ${floor.path} — ${floor.why}`)
  console.log(
    'req/s = completed requests / run time; kB/resp = bytes read per response, headers included (kB = 1000 bytes)\n',
  )

  for (const t of targets) {
    // One request first: a redirect or an error page must show up, not pass for a fast page.
    const res = await fetch(`${base}${t.path}`, { headers, redirect: 'manual' })
    await res.arrayBuffer()
    t.probe = `${res.status} ${res.headers.get('content-encoding') ?? 'identity'}`
  }
  for (const t of targets) await cannon(`${base}${t.path}`, warmup)
  for (const t of targets) {
    t.result = await cannon(`${base}${t.path}`, duration)
    console.log(`  measured ${t.path}`)
  }

  const floorRps = rps(targets.find((t) => t.floor).result)
  const misses = []
  const rows = targets.map((t) => {
    const r = t.result
    const ratio = rps(r) / floorRps
    const bad = r.non2xx + r.errors + r.timeouts
    const verdict = []
    if (bad) verdict.push(`${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts`)
    if (t.page && ratio < budgets.cachedPageMinRatioOfFloor)
      verdict.push(`ratio < ${budgets.cachedPageMinRatioOfFloor}`)
    if (t.page && r.latency.p99 > budgets.p99MaxMs) verdict.push(`p99 > ${budgets.p99MaxMs} ms`)
    if (verdict.length && (t.page || bad)) misses.push(`${t.path}: ${verdict.join(', ')}`)
    const judged = t.floor ? 'floor' : t.page ? 'page' : 'API (not budgeted)'
    return [
      t.path,
      Math.round(rps(r)),
      `${r.latency.p50} ms`,
      `${r.latency.p99} ms`,
      r.non2xx,
      t.floor ? '1.00' : ratio.toFixed(2),
      t.probe,
      // Bytes autocannon read per response (headers included), i.e. after compression.
      (r.throughput.total / r.requests.total / 1000).toFixed(1),
      verdict.length ? `MISS ${verdict.join(', ')}` : judged === 'page' ? 'ok' : judged,
    ]
  })
  console.log('')
  printTable(
    ['URL', 'req/s', 'p50', 'p99', 'non-2xx', 'x floor', 'status enc', 'kB/resp', 'verdict'],
    rows,
  )
  console.log(
    `\nBudgets (scripts/bench/budgets.json): each page >= ${budgets.cachedPageMinRatioOfFloor} x the floor's req/s, p99 <= ${budgets.p99MaxMs} ms at ${connections} connections; no non-2xx anywhere`,
  )
  if (misses.length) {
    console.log(`Missed (${misses.length}):`)
    for (const m of misses) console.log(`  ✗ ${m}`)
  } else console.log('All load budgets met.')
  return misses.length
}

/** Completed requests per second over the whole measured run. */
function rps(result) {
  return result.requests.total / result.duration
}

console.log(machineLine())
const missed = await withBenchServer({ base: args.base, port: Number(args.port) }, main)
if (missed && !args['no-fail']) process.exitCode = 1
