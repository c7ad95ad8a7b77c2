// What the three benchmark scripts share: the budgets, the machine line, table printing,
// and the server they measure (one given with --base, or a production server of their own).
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { freshSqliteData } from '../../test/data.mjs'
import { startServer } from '../../test/server.mjs'

export const benchDir = path.resolve('.bench')

export function loadBudgets() {
  return JSON.parse(fs.readFileSync(new URL('../budgets.json', import.meta.url), 'utf8'))
}

export function machineLine() {
  const cpus = os.cpus()
  const model = cpus[0]?.model.trim() ?? 'unknown CPU'
  return `Machine: ${model}, ${cpus.length} cores (load average ${os.loadavg()[0].toFixed(2)}), ${Math.round(os.totalmem() / 2 ** 30)} GB RAM, Node ${process.version}, ${os.platform()} ${os.release()}`
}

/** Prints rows (arrays of cells) as an aligned table; figures ("12", "+3.4", "85 ms") align right. */
const FIGURE = /^[+-]?\d[\d.,]*( ms| kB)?$/

export function printTable(header, rows) {
  const widths = header.map((h, i) =>
    Math.max(String(h).length, ...rows.map((r) => String(r[i] ?? '').length)),
  )
  const line = (cells) =>
    cells
      .map((c, i) =>
        FIGURE.test(String(c)) ? String(c).padStart(widths[i]) : String(c).padEnd(widths[i]),
      )
      .join('  ')
      .trimEnd()
  console.log(line(header))
  console.log(widths.map((w) => '-'.repeat(w)).join('  '))
  for (const row of rows) console.log(line(row))
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/**
 * Runs body(base) against --base when given; otherwise starts the production build on a fresh
 * copy of the seeded SQLite data (the build must exist: nothing is built here) and stops it after.
 */
export async function withBenchServer({ base, port }, body) {
  if (base) return body(base.replace(/\/$/, ''))
  if (!fs.existsSync('.next/BUILD_ID'))
    throw new Error(
      'no production build in .next: run `NODE_ENV=production npx next build` first, or pass --base <url>',
    )
  fs.mkdirSync(benchDir, { recursive: true })
  const logFile = path.join(benchDir, 'server.log')
  const log = fs.openSync(logFile, 'w')
  // Copies the seeded template of the current seed code (seeding it first if none exists yet).
  const dataDir = freshSqliteData({ root: path.resolve('.test-data'), log, name: 'run-bench' })
  const env = {
    DATA_DIR: dataDir,
    SITE_URL: `http://127.0.0.1:${port}`,
    // Benchmarks only read, but a limiter tuned for visitors must not throttle the load generator.
    RATE_LIMIT_MAX: '1000000',
  }
  console.log(
    `Starting the production server on port ${port} (data: ${path.relative('.', dataDir)}, log: ${path.relative('.', logFile)})`,
  )
  const server = await startServer({ port, env, log })
  const stopOnSignal = () => (server.stop(), process.exit(130))
  process.once('SIGINT', stopOnSignal)
  process.once('SIGTERM', stopOnSignal)
  try {
    return await body(server.base)
  } finally {
    server.stop()
    process.off('SIGINT', stopOnSignal)
    process.off('SIGTERM', stopOnSignal)
  }
}

async function listDocs(base, apiPath) {
  const res = await fetch(`${base}${apiPath}`)
  if (!res.ok) throw new Error(`GET ${apiPath} answered ${res.status}`)
  return (await res.json())?.data?.docs ?? []
}

/** A property page and an article page, taken from the site's own API (as the site links them). */
export async function samplePages(base) {
  const [property] = await listDocs(base, '/api/v1/properties?limit=1')
  if (!property) throw new Error('/api/v1/properties lists no property: is the database seeded?')
  // Guides live under /communities; only news articles are served by /news/{id}.
  const article = (await listDocs(base, '/api/v1/news?limit=20')).find((a) => a.kind !== 'guide')
  if (!article) throw new Error('/api/v1/news lists no news article: is the database seeded?')
  const [project] = await listDocs(base, '/api/v1/projects?limit=1')
  if (!project) throw new Error('/api/v1/projects lists no project: is the database seeded?')
  return {
    propertyPath: `/property/${property._id}`,
    articlePath: `/news/${article._id}`,
    projectPath: `/projects/${project.slug}`,
  }
}
