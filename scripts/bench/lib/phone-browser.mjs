// @ts-check
// Debian's Chromium as a phone on slow 4G: DevTools network and CPU throttling over CDP, a fresh
// context (empty cache) per page load, and the figures the browser's own observers report.
import { setTimeout as sleep } from 'node:timers/promises'
import { chromium } from 'playwright-core'
import { THROTTLING, throttleLikeAPhone } from './throttling.mjs'

export const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium'
const CHROME_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

export { THROTTLING }
export const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
}

const NAVIGATION_TIMEOUT_MS = 90_000
// LCP and CLS are read once the network has been quiet this long after the load event (capped:
// a page that keeps a request open must not hang the bench).
const QUIET_MS = 3500
const QUIET_CAP_MS = 20_000
// Time after a tap for its next paint and its Event Timing entries to arrive; a page still busy
// then is given up to the longer time before the tap counts as having no entry.
const AFTER_TAP_MS = 1000
const AFTER_TAP_MAX_MS = 5000

/**
 * @typedef {{ name: string, interactionId: number, startTime: number, duration: number,
 *   processingStart: number, processingEnd: number, target: string | null, onTarget: boolean }} EventEntry
 * @typedef {{ lcpMs: number | null, lcpElement: string | null, cls: number, clsSum: number,
 *   fcpMs: number | null, loadMs: number, events: EventEntry[], firstInput: EventEntry | null }} Vitals
 * @typedef {{ selector: string, shows?: string }} TapTarget
 * @typedef {{ x: number, y: number, covered: boolean, msSinceLoad: number }} TapSpot
 */

export const launchPhoneBrowser = () =>
  chromium.launch({ executablePath: CHROME_PATH, args: CHROME_ARGS })

/**
 * Runs in the page before any of its scripts and keeps what the observers report in
 * window.__phoneVitals. CLS is counted as web-vitals does: the largest session window (shifts
 * under 1 s apart, window under 5 s) of shifts without recent input; clsSum is the plain sum.
 */
function recordVitals() {
  /** @type {any} */
  const vitals = { lcpMs: null, lcpElement: null, cls: 0, clsSum: 0, events: [], firstInput: null }
  Object.defineProperty(window, '__phoneVitals', { value: vitals })
  const tapSelector = () => /** @type {any} */ (window).__phoneTapSelector
  /** @param {Element | null} el */
  const describe = (el) =>
    el
      ? `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.getAttribute('data-testid') ? `[data-testid=${el.getAttribute('data-testid')}]` : ''}`
      : null
  /** @type {(() => void)[]} */
  const flushes = []
  // Observer callbacks wait for a free moment of the page; the reader takes pending entries itself.
  Object.defineProperty(window, '__phoneFlush', { value: () => flushes.forEach((f) => f()) })
  /** @param {string} type @param {object} options @param {(entry: any) => void} onEntry */
  const observe = (type, options, onEntry) => {
    const observer = new PerformanceObserver((list) => list.getEntries().forEach(onEntry))
    observer.observe({ type, buffered: true, ...options })
    flushes.push(() => observer.takeRecords().forEach(onEntry))
  }
  observe('largest-contentful-paint', {}, (e) => {
    vitals.lcpMs = e.startTime
    vitals.lcpElement = describe(e.element) ?? e.url
  })
  let session = 0
  let sessionStart = 0
  let previousShift = 0
  observe('layout-shift', {}, (e) => {
    if (e.hadRecentInput) return
    vitals.clsSum += e.value
    const sameSession =
      session && e.startTime - previousShift < 1000 && e.startTime - sessionStart < 5000
    session = sameSession ? session + e.value : e.value
    if (!sameSession) sessionStart = e.startTime
    previousShift = e.startTime
    vitals.cls = Math.max(vitals.cls, session)
  })
  /** @param {any} e */
  const eventTiming = (e) => ({
    name: e.name,
    interactionId: e.interactionId ?? 0,
    startTime: e.startTime,
    duration: e.duration,
    processingStart: e.processingStart,
    processingEnd: e.processingEnd,
    target: describe(e.target),
    // Whether the input landed on what the bench aimed at (a match of its selector, or inside one).
    onTarget: Boolean(tapSelector() && e.target?.closest?.(tapSelector())),
  })
  observe('event', { durationThreshold: 16 }, (e) => vitals.events.push(eventTiming(e)))
  observe('first-input', {}, (e) => (vitals.firstInput = eventTiming(e)))
}

/** @param {import('playwright-core').Page} page @returns {Promise<Vitals>} */
const readVitals = (page) =>
  page.evaluate(() => {
    const phoneWindow = /** @type {any} */ (window)
    phoneWindow.__phoneFlush()
    const [nav] = /** @type {PerformanceNavigationTiming[]} */ (
      performance.getEntriesByType('navigation')
    )
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]
    const vitals = phoneWindow.__phoneVitals
    return { ...vitals, fcpMs: fcp?.startTime ?? null, loadMs: nav.loadEventStart }
  })

/** A throttled page in a fresh context; close the context when done. @param {import('playwright-core').Browser} browser */
async function openPhonePage(browser) {
  const context = await browser.newContext(PHONE)
  const page = await context.newPage()
  await page.addInitScript(recordVitals)
  await throttleLikeAPhone(await context.newCDPSession(page))
  return { context, page }
}

/** @param {import('playwright-core').Page} page @param {string} url */
async function navigate(
  page,
  url,
  waitUntil = /** @type {'load' | 'domcontentloaded'} */ ('load'),
) {
  const response = await page.goto(url, { waitUntil, timeout: NAVIGATION_TIMEOUT_MS })
  if (!response?.ok()) throw new Error(`${url} answered ${response?.status() ?? 'nothing'}`)
}

/** Resolves once no request has started or ended for quietMs (or after capMs). @param {import('playwright-core').Page} page */
function networkQuiet(page) {
  let inFlight = 0
  let lastActivity = Date.now()
  const started = () => (inFlight++, (lastActivity = Date.now()))
  const ended = () => (inFlight--, (lastActivity = Date.now()))
  page.on('request', started)
  page.on('requestfinished', ended)
  page.on('requestfailed', ended)
  return async () => {
    const cap = Date.now() + QUIET_CAP_MS
    while (Date.now() < cap && (inFlight > 0 || Date.now() - lastActivity < QUIET_MS))
      await sleep(100)
  }
}

/** One cold load left alone: LCP and CLS as the browser reports them. @param {import('playwright-core').Browser} browser @param {string} url */
export async function measureLoad(browser, url) {
  const { context, page } = await openPhonePage(browser)
  try {
    const untilQuiet = networkQuiet(page)
    await navigate(page, url)
    await untilQuiet()
    const v = await readVitals(page)
    // The font files this first view fetched, as transferred (inline faces are in the page's bytes).
    const fontBytes = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => /\.woff2?(\?|$)/.test(entry.name))
        .reduce((sum, entry) => sum + /** @type {PerformanceResourceTiming} */ (entry).encodedBodySize, 0),
    )
    return {
      fontBytes,
      lcpS: v.lcpMs === null ? null : v.lcpMs / 1000,
      cls: v.cls,
      clsSum: v.clsSum,
      lcpElement: v.lcpElement,
      fcpS: v.fcpMs === null ? null : v.fcpMs / 1000,
      loadS: v.loadMs / 1000,
    }
  } finally {
    await context.close()
  }
}

/**
 * One cold load and a single tap at the target's centre delayMs after the load event. Latency is
 * the tap's interaction as INP counts it (the longest entry sharing its interactionId, input to
 * next paint); without such an entry (lost, or under 16 ms) the 'first-input' entry's duration.
 * The target's position is read before waiting, so the tap itself never waits for the page; a
 * page too busy to answer that read in time is tapped late (tappedMsAfterLoad shows it).
 * @param {import('playwright-core').Browser} browser @param {string} url
 * @param {TapTarget} target @param {number} delayMs
 */
export async function measureTap(browser, url, target, delayMs) {
  const { context, page } = await openPhonePage(browser)
  try {
    await navigate(page, url)
    let spot = await locateForTap(page, target.selector)
    if (!spot) {
      await page
        .waitForFunction(isRendered, target.selector, { timeout: 10_000 })
        .catch(() => Promise.reject(new Error(`no rendered ${target.selector} 10 s after load`)))
      spot = /** @type {TapSpot} */ (await locateForTap(page, target.selector))
    }
    const { x, y, covered, msSinceLoad } = spot
    if (target.shows) await page.evaluate(watchFor, target.shows)
    await sleep(Math.max(0, delayMs - msSinceLoad))
    await page.touchscreen.tap(x, y)
    const tappedAt = Date.now()
    await sleep(AFTER_TAP_MS)
    let v = await readVitals(page)
    const shown = () =>
      target.shows ? page.evaluate(() => /** @type {any} */ (window).__phoneShownMs ?? null) : null
    while (
      (tapLatency(v).ms === null || (target.shows && (await shown()) === null)) &&
      Date.now() - tappedAt < AFTER_TAP_MAX_MS
    ) {
      await sleep(250)
      v = await readVitals(page)
    }
    return {
      ...tapLatency(v),
      ...(target.shows ? { shownMs: await shown() } : {}),
      readMsAfterTap: Date.now() - tappedAt,
      aimedMsAfterLoad: delayMs,
      coveredAtTap: covered,
      loadS: v.loadMs / 1000,
      // Shifts on this load, scroll included: content moving under the finger shows up here.
      cls: v.cls,
    }
  } finally {
    await context.close()
  }
}

/**
 * In the page: from the first finger down to the first frame in which `selector` is on screen
 * (checked every frame, so a busy main thread delays it as it delays the paint).
 * @param {string} selector
 */
const watchFor = (selector) => {
  const w = /** @type {any} */ (window)
  w.__phoneShownMs = null
  addEventListener(
    'pointerdown',
    (event) => {
      const downAt = event.timeStamp
      const check = () => {
        const el = document.querySelector(selector)
        if (el && el.getClientRects().length > 0)
          w.__phoneShownMs = Math.round(performance.now() - downAt)
        else requestAnimationFrame(check)
      }
      requestAnimationFrame(check)
    },
    { capture: true, once: true },
  )
}

/** @param {string} selector */
const isRendered = (selector) =>
  [...document.querySelectorAll(selector)].some((el) => el.getClientRects().length > 0)

/**
 * Scrolls the selector's first rendered match to the middle of the screen if it is not in view,
 * as a visitor would before tapping it, and returns its centre, whether something else covers
 * that point, and the time since the load event. One task in the page: on a busy main thread
 * each round trip would push the tap later.
 * @param {import('playwright-core').Page} page @param {string} selector
 * @returns {Promise<TapSpot | null>}
 */
const locateForTap = (page, selector) =>
  page.evaluate((selector) => {
    const el = [...document.querySelectorAll(selector)].find((e) => e.getClientRects().length > 0)
    if (!el) return null
    const before = el.getBoundingClientRect()
    if (before.top < 0 || before.bottom > innerHeight)
      el.scrollIntoView({ block: 'center', behavior: 'instant' })
    Object.assign(window, { __phoneTapSelector: selector })
    const rect = el.getBoundingClientRect()
    const x = rect.left + rect.width / 2
    const y = rect.top + rect.height / 2
    const hit = document.elementFromPoint(x, y)
    const [nav] = /** @type {PerformanceNavigationTiming[]} */ (
      performance.getEntriesByType('navigation')
    )
    return {
      x,
      y,
      covered: !hit || !el.contains(hit),
      msSinceLoad: performance.now() - nav.loadEventStart,
    }
  }, selector)

/** @param {Vitals} v */
function tapLatency(v) {
  /** @type {Map<number, EventEntry[]>} */
  const byInteraction = new Map()
  for (const e of v.events)
    if (e.interactionId)
      byInteraction.set(e.interactionId, [...(byInteraction.get(e.interactionId) ?? []), e])
  const start = (/** @type {EventEntry[]} */ list) => Math.min(...list.map((e) => e.startTime))
  // The page sees no input but the bench's single tap, so its first interaction is that tap.
  const [entries] = [...byInteraction.values()].sort((a, b) => start(a) - start(b))
  const tappedAt = (/** @type {number} */ t) => Math.round(t - v.loadMs)
  if (entries)
    return {
      ms: Math.max(...entries.map((e) => e.duration)),
      source: 'event',
      onTarget: entries.some((e) => e.onTarget),
      tappedMsAfterLoad: tappedAt(start(entries)),
      entries,
    }
  if (v.firstInput)
    return {
      ms: v.firstInput.duration,
      source: 'first-input',
      onTarget: v.firstInput.onTarget,
      tappedMsAfterLoad: tappedAt(v.firstInput.startTime),
      entries: [v.firstInput],
    }
  return { ms: null, source: 'no entry', onTarget: null, tappedMsAfterLoad: null, entries: [] }
}

/**
 * One unthrottled load left uncounted, in the phone's viewport, so the runs meet the server's
 * caches (rendered pages, images optimised for this width) as a visitor normally does.
 * @param {import('playwright-core').Browser} browser @param {string} url
 */
export async function warmUp(browser, url) {
  const context = await browser.newContext(PHONE)
  try {
    await navigate(await context.newPage(), url)
  } finally {
    await context.close()
  }
}

/**
 * The first same-site link on a page whose path matches, as a visitor would follow it.
 * @param {import('playwright-core').Browser} browser @param {string} url @param {RegExp} pathPattern
 */
export async function firstLinkOn(browser, url, pathPattern) {
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    await navigate(page, url, 'domcontentloaded')
    const hrefs = await page
      .locator('a[href]')
      .evaluateAll((links) => links.map((a) => /** @type {HTMLAnchorElement} */ (a).href))
    const origin = new URL(url).origin
    const found = hrefs
      .map((href) => new URL(href))
      .find((u) => u.origin === origin && pathPattern.test(u.pathname))
    if (!found) throw new Error(`no link matching ${pathPattern} on ${url}`)
    return found.pathname
  } finally {
    await context.close()
  }
}
