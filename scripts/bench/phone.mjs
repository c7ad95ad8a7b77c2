// @ts-check
// npm run bench:phone [-- --runs N] [--base URL] [--port P] [--pages /,/property/{id}] [--cold]
//   [--taps none|gallery,menu,…] (the tap targets to measure; all by default)
// Speed as a phone feels it (docs/performance.md): Debian's Chromium emulating a phone (390x844 at
// 3x, touch) with DevTools throttling (slow 4G: 562.5 ms latency, 1.47 Mbps down; 4x CPU), a cold
// cache on every load. Per page and run: one load left alone for the browser's own LCP and CLS
// (read once the network has been quiet 3.5 s after the load event), then one load per tap target
// and moment, tapped once 1 s or 3 s after the load event, timed with the Event Timing API.
// Each page first gets one unthrottled load that is not counted, so the runs meet the server's
// caches as a visitor normally does (--cold: no such load).
// Prints the medians against the budgets and writes every run to .bench/phone-<time>.json.
// A measurement, not a test: exits 0 whatever it measures, 1 only when the bench itself fails.
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import {
  benchDir,
  loadBudgets,
  machineLine,
  median,
  printTable,
  withBenchServer,
} from './lib/common.mjs'
import {
  CHROME_PATH,
  PHONE,
  THROTTLING,
  firstLinkOn,
  launchPhoneBrowser,
  measureLoad,
  measureTap,
  warmUp,
} from './lib/phone-browser.mjs'

// What a visitor taps first, as CSS selectors for the components' markup (the first match that is
// rendered is tapped): update a selector here when the markup changes.
const TAP_TARGETS = {
  location: { selector: 'input[role="combobox"]' },
  // On a phone the listing's search waits behind the 'Filters' button (components/filters/filter-sheet.tsx).
  filters: { selector: '.filter-sheet > summary' },
  // `shows`: what the tap opens; the time from the finger down to it on screen is printed too.
  gallery: { selector: '[data-testid="gallery-tile"]', shows: '.yarl__root' },
  // The menu button is named in the page's language.
  menu: { selector: 'button[aria-label="Open menu"], button[aria-label="فتح القائمة"]' },
  form: { selector: 'form input[name="firstName"]' },
}
/** @typedef {keyof typeof TAP_TARGETS} TargetName */
/** @type {Record<string, TargetName[]>} */
const TARGETS_BY_KIND = {
  home: ['location', 'menu'],
  listing: ['filters', 'menu'],
  property: ['gallery', 'menu', 'form'],
  article: ['menu'],
  project: ['gallery', 'menu', 'form'],
  other: ['menu'],
}
const TAP_DELAYS_MS = [1000, 3000]
// The budget is for the tap 3 s after load (scripts/bench/budgets.json); the 1 s tap (hydration may
// still be running) is shown.
const JUDGED_DELAY_MS = 3000
// A tap this much later than aimed means the page was too busy to be located in time: shown.
const LATE_TAP_MS = 250
// {id} stands for the first matching link on the listing page, as a visitor would reach it.
// The other editions are measured too: the same pages under /ar, /ru and /zh, with their own
// faces and texts (the Chinese one fetches slices of its face: see the font column).
const ENGLISH_PAGES = ['/', '/property', '/property/{id}', '/news/{id}', '/projects/{slug}']
const OTHER_EDITIONS = ['ar', 'ru', 'zh']
const inEdition = (/** @type {string} */ edition, /** @type {string} */ page) =>
  page === '/' ? `/${edition}` : `/${edition}${page}`
const DEFAULT_PAGES = [
  ...ENGLISH_PAGES,
  ...OTHER_EDITIONS.flatMap((edition) => ENGLISH_PAGES.map((page) => inEdition(edition, page))),
]
/** @type {Record<string, { from: string, path: RegExp }>} */
const SAMPLED = {}
for (const edition of ['', ...OTHER_EDITIONS]) {
  const prefix = edition ? `/${edition}` : ''
  for (const [sample, from] of [['/property/{id}', '/property'], ['/news/{id}', '/news'], ['/projects/{slug}', '/projects']]) {
    const item = sample.split('/')[1]
    SAMPLED[`${prefix}${sample}`] = { from: `${prefix}${from}`, path: new RegExp(`^${prefix}/${item}/[^/]+$`) }
  }
}

const { values: args } = parseArgs({
  options: {
    base: { type: 'string' },
    port: { type: 'string', default: '3602' },
    runs: { type: 'string', default: '5' },
    pages: { type: 'string' },
    cold: { type: 'boolean', default: false },
    // Which tap targets to measure (comma-separated names of TAP_TARGETS), or 'none' for loads only.
    taps: { type: 'string' },
  },
})
const budgets = loadBudgets().phone
const runs = Number(args.runs)
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a positive integer')
const requestedPages = args.pages ? args.pages.split(',').map((p) => p.trim()) : DEFAULT_PAGES

/** @param {string} page @returns {string} */
function kindOf(edition) {
  const page = edition.replace(/^\/(ar|ru|zh)(?=\/|$)/, '') || '/'
  if (page === '/') return 'home'
  if (page === '/property') return 'listing'
  if (/^\/property\/[^/]+$/.test(page)) return 'property'
  if (/^\/news\/[^/]+$/.test(page)) return 'article'
  if (/^\/projects\/[^/]+$/.test(page)) return 'project'
  return 'other'
}

const chosenTargets = args.taps?.split(',').map((name) => name.trim())
/** The page's tap targets, narrowed by --taps. @param {string} page @returns {TargetName[]} */
const targetsOf = (page) =>
  TARGETS_BY_KIND[kindOf(page)].filter((target) => !chosenTargets || chosenTargets.includes(target))

const tapKey = (/** @type {string} */ target, /** @type {number} */ delayMs) =>
  `${target} @${delayMs / 1000}s`

/** @param {number[]} values */
const medianOf = (values) => (values.length ? median(values) : null)

/** @param {import('playwright-core').Browser} browser @param {string} base */
async function resolvePages(browser, base) {
  const pages = []
  for (const page of requestedPages) {
    const sample = SAMPLED[/** @type {keyof typeof SAMPLED} */ (page)]
    pages.push(sample ? await firstLinkOn(browser, `${base}${sample.from}`, sample.path) : page)
  }
  return pages
}

/**
 * Runs a measurement, keeping a failure as the run's result so one bad load does not end the bench.
 * @template T @param {() => Promise<T>} measure @returns {Promise<T | { error: string }>}
 */
async function attempt(measure) {
  try {
    return await measure()
  } catch (error) {
    return { error: String(/** @type {Error} */ (error).message ?? error).split('\n')[0] }
  }
}

/** @param {{ ms?: number | null, error?: string, onTarget?: boolean | null }} tap */
const showTap = (tap) =>
  tap.error
    ? 'error'
    : tap.ms == null
      ? 'no entry'
      : `${tap.ms} ms${tap.onTarget === false ? ' (landed elsewhere)' : ''}`

/** @typedef {{ loads: any[], taps: Record<string, any[]> }} PageResults (taps keyed by tapKey) */

/** @param {import('playwright-core').Browser} browser @param {string} base */
async function measureAll(browser, base) {
  const pages = await resolvePages(browser, base)
  if (!args.cold) for (const page of pages) await warmUp(browser, `${base}${page}`)
  /** @type {Map<string, PageResults>} */
  const results = new Map(pages.map((page) => [page, { loads: [], taps: {} }]))
  // Run-major order, so a slow spell of the machine spreads over all pages instead of one.
  for (let run = 1; run <= runs; run++) {
    for (const page of pages) {
      const url = `${base}${page}`
      const result = /** @type {PageResults} */ (results.get(page))
      const load = await attempt(() => measureLoad(browser, url))
      result.loads.push(load)
      const line = [
        'error' in load
          ? `load failed: ${load.error}`
          : `LCP ${load.lcpS?.toFixed(2)} s, CLS ${load.cls.toFixed(3)}, fonts ${(load.fontBytes / 1024).toFixed(0)} kB`,
      ]
      for (const target of targetsOf(page))
        for (const delayMs of TAP_DELAYS_MS) {
          const tap = await attempt(() => measureTap(browser, url, TAP_TARGETS[target], delayMs))
          ;(result.taps[tapKey(target, delayMs)] ??= []).push(tap)
          line.push(`${tapKey(target, delayMs)} ${showTap(tap)}`)
        }
      console.log(`  ${page} run ${run}/${runs}: ${line.join('; ')}`)
    }
  }
  return results
}

/** Medians per page and the budgets each misses. @param {Map<string, PageResults>} results */
function summarize(results) {
  return [...results].map(([page, { loads, taps }]) => {
    const done = loads.filter((l) => !l.error && l.lcpS !== null)
    const lcpS = medianOf(done.map((l) => l.lcpS))
    const cls = medianOf(done.map((l) => l.cls))
    const fontKb = medianOf(done.map((l) => l.fontBytes / 1024))
    /** @type {Record<string, number | null>} */
    const tapMs = {}
    for (const [key, list] of Object.entries(taps))
      tapMs[key] = medianOf(list.filter((t) => t.ms != null).map((t) => t.ms))
    /** @type {Record<string, number | null>} */
    const shownMs = {}
    for (const [key, list] of Object.entries(taps))
      if (list.some((t) => 'shownMs' in t))
        shownMs[key] = medianOf(list.filter((t) => t.shownMs != null).map((t) => t.shownMs))
    const misses = []
    if (lcpS === null) misses.push('no LCP measured')
    else if (lcpS > budgets.lcpSeconds) misses.push('LCP')
    if (cls !== null && cls > budgets.cls) misses.push('CLS')
    for (const target of targetsOf(page)) {
      const ms = tapMs[tapKey(target, JUDGED_DELAY_MS)]
      if (ms === null) misses.push(`no ${target} tap measured`)
      else if (ms > budgets.firstTapMs) misses.push(`${target} tap`)
    }
    const allTaps = Object.entries(taps).flatMap(([key, list]) => list.map((t) => ({ key, ...t })))
    // The target and moment (tap key) of each tap that passes the test.
    const keysOf = (/** @type {(t: any) => boolean} */ test) =>
      allTaps.filter(test).map((t) => t.key)
    return {
      page,
      lcpS,
      cls,
      fontKb,
      tapMs,
      shownMs,
      verdict: misses.length ? `FAIL: ${misses.join(', ')}` : 'PASS',
      lcpOverGoal: lcpS !== null && lcpS > budgets.lcpGoalSeconds,
      loadsDone: done.length,
      taps: allTaps.length,
      noEntry: keysOf((t) => !t.error && t.ms == null),
      firstInputOnly: keysOf((t) => t.source === 'first-input'),
      offTarget: keysOf((t) => t.onTarget === false),
      late: keysOf((t) => t.tappedMsAfterLoad - t.aimedMsAfterLoad > LATE_TAP_MS),
      tapErrors: keysOf((t) => t.error),
      firstTapError: allTaps.find((t) => t.error)?.error,
      loadErrors: loads.filter((l) => l.error).map((l) => l.error),
    }
  })
}

// Counts tap keys for a line: ['menu @1s', 'menu @1s'] gives "2 (menu @1s x2)".
/** @param {string[]} keys */
function tally(keys) {
  const counts = new Map()
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1)
  const detail = [...counts].map(([key, n]) => `${key} x${n}`).join(', ')
  return keys.length ? `${keys.length} (${detail})` : '0'
}

/** @param {ReturnType<typeof summarize>} summary */
function printSummary(summary) {
  const columns = Object.keys(TAP_TARGETS).flatMap((target) =>
    TAP_DELAYS_MS.map((delayMs) => tapKey(target, delayMs)),
  )
  const used = columns.filter((key) => summary.some((s) => key in s.tapMs))
  const cell = (/** @type {number | null | undefined} */ ms) =>
    ms === undefined ? '-' : ms === null ? 'none' : `${Math.round(ms)} ms`
  console.log(
    `\nMedian per page (${runs} run(s); a tap column is the median over taps with a figure):`,
  )
  printTable(
    ['page', 'LCP s', 'CLS', 'font kB', ...used, 'verdict'],
    summary.map((s) => [
      s.page,
      s.lcpS === null ? '-' : s.lcpS.toFixed(2),
      s.cls === null ? '-' : s.cls.toFixed(3),
      s.fontKb === null ? '-' : s.fontKb.toFixed(0),
      ...used.map((key) => cell(s.tapMs[key])),
      s.verdict,
    ]),
  )
  const opened = summary.filter((s) => Object.keys(s.shownMs).length)
  if (opened.length) {
    console.log('\nTap to what it opens on screen (finger down to the lightbox painted), median:')
    for (const s of opened)
      console.log(
        `  ${s.page}: ${Object.entries(s.shownMs)
          .map(([key, ms]) => `${key} ${cell(ms)}`)
          .join(', ')}`,
      )
  }
  console.log('\nTaps without an Event Timing entry per page:')
  for (const s of summary) {
    const parts = [`${tally(s.noEntry)} of ${s.taps} taps had no entry`]
    if (s.firstInputOnly.length)
      parts.push(`${tally(s.firstInputOnly)} timed by 'first-input' only (under 16 ms)`)
    if (s.offTarget.length)
      parts.push(`${tally(s.offTarget)} landed on something else (content moved; see the JSON)`)
    if (s.late.length)
      parts.push(`${tally(s.late)} tapped over ${LATE_TAP_MS} ms later than aimed (page busy)`)
    if (s.tapErrors.length)
      parts.push(`${tally(s.tapErrors)} taps failed (first: ${s.firstTapError})`)
    if (s.loadErrors.length) parts.push(`${s.loadErrors.length} loads failed (${s.loadErrors[0]})`)
    console.log(`  ${s.page}: ${parts.join('; ')}`)
  }
  const overGoal = summary.filter((s) => s.lcpOverGoal).map((s) => s.page)
  console.log(
    `\nBudgets (scripts/bench/budgets.json "phone"): median LCP <= ${budgets.lcpSeconds} s (goal ${budgets.lcpGoalSeconds} s${overGoal.length ? `, missed by ${overGoal.join(', ')}` : ', met'}), median CLS <= ${budgets.cls}, first tap ${JUDGED_DELAY_MS / 1000} s after load <= ${budgets.firstTapMs} ms median per target; taps at 1 s are shown, not judged`,
  )
}

// DevTools counts 1 kbps as 1024 bits per second.
const kbps = (/** @type {number} */ bytesPerSecond) => (bytesPerSecond * 8) / 1024

/** @param {string} base */
async function main(base) {
  const browser = await launchPhoneBrowser()
  try {
    console.log(
      `Chromium ${browser.version()} at ${CHROME_PATH}; ${PHONE.viewport.width}x${PHONE.viewport.height} at ${PHONE.deviceScaleFactor}x, touch; DevTools throttling ${THROTTLING.latencyMs} ms latency, ${kbps(THROTTLING.downloadBytesPerSecond)} kbps down, ${kbps(THROTTLING.uploadBytesPerSecond)} kbps up, ${THROTTLING.cpuSlowdown}x CPU; fresh context per load`,
    )
    console.log(
      `Target: ${base}; ${args.cold ? 'no warm-up' : 'one uncounted unthrottled warm-up load'} and ${runs} run(s) per page. CLS = largest session window (web-vitals); tap = longest Event Timing entry of the tap's interaction (input to next paint)\n`,
    )
    const results = await measureAll(browser, base)
    const summary = summarize(results)
    printSummary(summary)
    const file = path.join(benchDir, `phone-${new Date().toISOString().replace(/[:.]/g, '-')}.json`)
    fs.mkdirSync(benchDir, { recursive: true })
    const raw = {
      date: new Date().toISOString(),
      base,
      machine: machineLine(),
      chromium: browser.version(),
      phone: PHONE,
      throttling: THROTTLING,
      budgets,
      tapTargets: TAP_TARGETS,
      tapDelaysMs: TAP_DELAYS_MS,
      summary,
      pages: Object.fromEntries(results),
    }
    fs.writeFileSync(file, `${JSON.stringify(raw, null, 2)}\n`)
    console.log(`Every run: ${path.relative('.', file)}`)
  } finally {
    await browser.close()
  }
}

console.log(machineLine())
await withBenchServer({ base: args.base, port: Number(args.port) }, main)
