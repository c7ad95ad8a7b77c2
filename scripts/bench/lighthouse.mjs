// npm run bench:lighthouse [-- --runs N] [--base URL] [--port P] [--cold] [--no-fail]
// Lighthouse (mobile form factor, its default simulated slow 4G and 4x CPU slowdown) in Debian's
// Chromium on /, /property, a property page and an article page, and on a plain HTML page as the
// machine's floor (lib/plain-page.mjs); prints each run, the median per page and the budgets
// missed (the floor has none); the full JSON reports go to .bench/lighthouse/. Each page first gets
// one pass that is not counted, so the runs see the server's caches (data, optimised images) as
// a visitor normally does, not the first request after a start (--cold counts that one too).
// Exits 1 when a budget is missed, unless --no-fail.
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import {
  benchDir,
  loadBudgets,
  machineLine,
  median,
  printTable,
  samplePages,
  withBenchServer,
} from './lib/common.mjs'
import {
  failingAudits,
  LATE_FIRST_PAINT_MS,
  summarize,
  throttlingLine,
} from './lib/lighthouse-report.mjs'
import { CHROME_PATH, lighthouse } from './lib/lighthouse-run.mjs'
import { withPlainPage } from './lib/plain-page.mjs'

const { values: args } = parseArgs({
  options: {
    base: { type: 'string' },
    port: { type: 'string', default: '3601' },
    runs: { type: 'string' },
    cold: { type: 'boolean', default: false },
    'no-fail': { type: 'boolean', default: false },
  },
})
const budgets = loadBudgets().lighthouse
const runs = Number(args.runs ?? budgets.runs)
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a positive integer')

const reportDir = path.join(benchDir, 'lighthouse')
// Lighthouse's own threshold (core/gather/driver/environment.js) for its slow-CPU warning.
const SLOW_CPU_INDEX = 1000
const FIGURES = ['performance', 'accessibility', 'bestPractices', 'seo', 'lcpMs', 'tbtMs', 'cls']
const HEADER = [
  'page / run',
  'perf',
  'a11y',
  'best-pr',
  'seo',
  'LCP',
  'TBT',
  'CLS',
  'JS run',
  'JS fetched only',
  'seen FCP',
  'CPU idx',
]

// The plain page measured as the floor, as the tables name it.
const FLOOR = 'floor: plain page'

const fmtMs = (ms) => `${Math.round(ms)} ms`

function row(label, s) {
  if (s.error) return [label, ...HEADER.slice(1, -1).map(() => '-'), `run failed: ${s.error}`]
  return [
    label,
    String(s.performance),
    String(s.accessibility),
    String(s.bestPractices),
    String(s.seo),
    fmtMs(s.lcpMs),
    fmtMs(s.tbtMs),
    s.cls.toFixed(3),
    `${(s.scriptBytes / 1000).toFixed(1)} kB`,
    `${(s.prefetchedScriptBytes / 1000).toFixed(1)} kB`,
    `${fmtMs(s.observedFcpMs)}${s.lateFirstPaint ? ' *' : ''}`,
    String(Math.round(s.cpuIndex)),
  ]
}

/** The budgets a page misses: scores on every run, LCP, TBT and CLS on the page's median. */
function missesFor(page, results, med) {
  const misses = []
  const failed = results.filter((r) => r.error)
  if (failed.length)
    misses.push(
      `${page}: ${failed.length} of ${results.length} runs failed (${failed.map((r) => r.error).join(', ')})`,
    )
  const done = results.filter((r) => !r.error)
  const everyRun = (key, min, label) => {
    const low = done.filter((r) => r[key] < min).map((r) => r[key])
    if (low.length)
      misses.push(
        `${page}: ${label} ${low.join(', ')} in ${low.length} of ${done.length} runs (budget >= ${min} every run)`,
      )
  }
  if (med.performance < budgets.performanceMedianMin)
    misses.push(
      `${page}: median performance ${med.performance} (budget >= ${budgets.performanceMedianMin})`,
    )
  everyRun('accessibility', budgets.accessibilityMin, 'accessibility')
  everyRun('bestPractices', budgets.bestPracticesMin, 'best practices')
  everyRun('seo', budgets.seoMin, 'SEO')
  if (med.cls > budgets.clsMax)
    misses.push(`${page}: median CLS ${med.cls.toFixed(3)} (budget <= ${budgets.clsMax})`)
  return misses
}

/** Each figure's median over completed runs. */
function medianRun(done) {
  const keys = [...FIGURES, 'scriptBytes', 'prefetchedScriptBytes', 'observedFcpMs', 'cpuIndex']
  return Object.fromEntries(keys.map((k) => [k, median(done.map((r) => r[k]))]))
}

/** Lighthouse on `url`: one uncounted warm-up (unless --cold), then the counted runs. */
async function measure(url, label, name) {
  if (!args.cold)
    await lighthouse(url, path.join(reportDir, `${name}-warmup.json`), `${label} warm-up`)
  const results = []
  for (let run = 1; run <= runs; run++) {
    const report = await lighthouse(
      url,
      path.join(reportDir, `${name}-run${run}.json`),
      `${label} run ${run}`,
    )
    if (report.runtimeError) results.push({ error: report.runtimeError.code })
    else results.push({ ...summarize(report), report })
    // The slow-CPU warning comes on most runs of a busy machine: the CPU idx column shows it.
    for (const warning of report.runtimeError ? [] : (report.runWarnings ?? []))
      if (!/slower CPU/.test(warning)) console.log(`  ${label} run ${run}: warning: ${warning}`)
    console.log(`  measured ${label} run ${run}/${runs}`)
  }
  return results
}

const measurePage = (base, page) =>
  measure(`${base}${page}`, page, page === '/' ? 'home' : page.slice(1).replaceAll('/', '_'))

async function main(base) {
  const { propertyPath, articlePath, projectPath } = await samplePages(base)
  const english = ['/', '/property', propertyPath, articlePath, projectPath]
  // The Arabic edition too: the same pages under /ar, with their own font and texts.
  const pages = [...english, ...english.map((page) => (page === '/' ? '/ar' : `/ar${page}`))]
  const version = JSON.parse(
    fs.readFileSync('node_modules/lighthouse/package.json', 'utf8'),
  ).version
  console.log(
    `Lighthouse ${version} (default mobile settings: simulated slow 4G), Chromium at ${CHROME_PATH}`,
  )
  console.log(
    `Target: ${base}; ${args.cold ? 'no warm-up' : 'one uncounted warm-up pass'} and ${runs} run(s) per page; scores are 0-100; JS run = bytes of script the page ran during the load, JS fetched only = script fetched but not run (a prefetch) (kB = 1000 bytes)\n`,
  )
  fs.rmSync(reportDir, { recursive: true, force: true })
  fs.mkdirSync(reportDir, { recursive: true })

  const byPage = new Map()
  for (const page of pages) byPage.set(page, await measurePage(base, page))
  const floor = await withPlainPage((url) => measure(url, FLOOR, 'plain-page'))
  const reports = [...byPage.values()].flat().filter((r) => r.report)

  if (reports.length)
    console.log(`\nSettings recorded in the reports: ${throttlingLine(reports[0].report)}`)
  console.log(
    `CPU idx: Lighthouse's benchmark of this machine during the run (below ${SLOW_CPU_INDEX} it calls the CPU slower than it expects; its 4x slowdown then overstates TBT and LCP)`,
  )
  console.log(
    `seen FCP: when the browser presented its first frame during the run; * = more than ${LATE_FIRST_PAINT_MS} ms after the page had loaded (headless Chromium withholding frames, GoogleChrome/lighthouse#17148: Lighthouse then counts every request before that paint into FCP and LCP; such runs are counted like any other)`,
  )
  console.log('Each run:')
  printTable(
    HEADER,
    [...byPage, [FLOOR, floor]].flatMap(([page, results]) =>
      results.map((r, i) => row(`${page} #${i + 1}`, r)),
    ),
  )

  const misses = []
  const medians = []
  for (const [page, results] of byPage) {
    const done = results.filter((r) => !r.error)
    if (!done.length) {
      medians.push([page, 'no completed run'])
      misses.push(...missesFor(page, results, {}))
      continue
    }
    const med = medianRun(done)
    medians.push(row(page, med))
    misses.push(...missesFor(page, results, med))
  }
  const floorDone = floor.filter((r) => !r.error)
  if (floorDone.length) medians.push(row(FLOOR, medianRun(floorDone)))
  console.log(`\nMedian of the completed runs per page:`)
  printTable(['page', ...HEADER.slice(1)], medians)
  console.log(
    `(${FLOOR}: no budget; what Lighthouse measures on this machine for a page that does nothing, ${floorDone.length} runs)`,
  )

  console.log(
    '\nAudits failing where accessibility, best practices or SEO is below 100 (runs failing / runs):',
  )
  let anyFailing = false
  for (const [page, results] of byPage) {
    const done = results.filter((r) => r.report)
    const failing = failingAudits(
      done.map((r) => r.report),
      ['accessibility', 'best-practices', 'seo'],
    )
    if (!failing.length) continue
    anyFailing = true
    console.log(`  ${page}`)
    for (const a of failing)
      console.log(
        `    [${a.category}] ${a.id} (${a.runs}/${done.length}): ${a.title}${a.detail ? ` — ${a.detail}` : ''}`,
      )
  }
  if (!anyFailing) console.log('  none')

  console.log(
    `\nBudgets (scripts/bench/budgets.json): median performance >= ${budgets.performanceMedianMin}; accessibility, best practices, SEO >= ${budgets.accessibilityMin} every run; median CLS <= ${budgets.clsMax} (a second opinion: npm run bench:phone measures what a phone feels)`,
  )
  if (misses.length) {
    console.log(`Missed (${misses.length}):`)
    for (const m of misses) console.log(`  ✗ ${m}`)
  } else console.log('All Lighthouse budgets met.')
  console.log(`Full reports: ${path.relative('.', reportDir)}/`)
  return misses.length
}

console.log(machineLine())
const missed = await withBenchServer({ base: args.base, port: Number(args.port) }, main)
if (missed && !args['no-fail']) process.exitCode = 1
