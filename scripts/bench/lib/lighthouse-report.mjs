// Reads the figures the benchmark prints out of a Lighthouse JSON report (LHR).

const score = (category) => (category?.score == null ? null : Math.round(category.score * 100))

export function summarize(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN
  // resource-summary lists what the page loaded by type; transferSize is the bytes on the wire.
  const scripts = lhr.audits['resource-summary']?.details?.items?.find(
    (item) => item.resourceType === 'script',
  )
  // Scripts fetched without running (a prefetch) are listed under other types; counted apart.
  const prefetched = (lhr.audits['network-requests']?.details?.items ?? []).filter(
    (item) => /\.js(?:\?|$)/.test(item.url) && item.resourceType !== 'Script',
  )
  return {
    performance: score(lhr.categories.performance),
    accessibility: score(lhr.categories.accessibility),
    bestPractices: score(lhr.categories['best-practices']),
    seo: score(lhr.categories.seo),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    scriptBytes: scripts?.transferSize ?? 0,
    prefetchedScriptBytes: prefetched.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    cpuIndex: lhr.environment?.benchmarkIndex ?? NaN,
    ...observedPaint(lhr),
  }
}

/**
 * When the run's browser presented its first frame, against when the page had loaded. In
 * headless Chromium the compositor sometimes withholds frames from a page it judges slow to
 * answer, for up to a second at a time (GoogleChrome/lighthouse#17148), so a page loaded at
 * 0.3 s is first painted at 1.2 or 2.2 s. Lighthouse's simulation then counts every request
 * made before that paint into its FCP and LCP estimates. Flagged, not discounted: the budgets
 * are judged on every run as measured.
 */
export const LATE_FIRST_PAINT_MS = 500

function observedPaint(lhr) {
  const metrics = lhr.audits.metrics?.details?.items?.[0] ?? {}
  const firstPaintMs = metrics.observedFirstContentfulPaint ?? NaN
  const loadMs = metrics.observedLoad ?? NaN
  return {
    observedFcpMs: firstPaintMs,
    lateFirstPaint: firstPaintMs - loadMs > LATE_FIRST_PAINT_MS,
  }
}

/** The throttling the reports were taken with, as Lighthouse recorded it. */
export function throttlingLine(lhr) {
  const { formFactor, throttlingMethod, throttling: t } = lhr.configSettings
  return `${formFactor}, ${throttlingMethod}d throttling: ${t.rttMs} ms RTT, ${(t.throughputKbps / 1000).toFixed(2)} Mbps down, ${t.cpuSlowdownMultiplier}x CPU slowdown`
}

// Audits that cannot fail: they carry no pass/fail score.
const UNSCORED = new Set(['notApplicable', 'manual', 'informative', 'error'])

/**
 * The audits that pull a category below 100: weighted, scored and not passed, in any of the runs.
 * Returns one entry per category and audit with the number of runs it failed in.
 */
export function failingAudits(reports, categoryIds) {
  const found = new Map()
  for (const lhr of reports) {
    for (const categoryId of categoryIds) {
      const category = lhr.categories[categoryId]
      if (!category || category.score === 1) continue
      for (const ref of category.auditRefs) {
        const a = lhr.audits[ref.id]
        if (
          !ref.weight ||
          !a ||
          UNSCORED.has(a.scoreDisplayMode) ||
          a.score === null ||
          a.score >= 1
        )
          continue
        const key = `${categoryId}/${ref.id}`
        const entry = found.get(key) ?? {
          category: categoryId,
          id: ref.id,
          title: a.title,
          detail: firstItem(a),
          runs: 0,
        }
        entry.runs++
        found.set(key, entry)
      }
    }
  }
  return [...found.values()]
}

/** A short pointer to the first offending element or resource, so the fix can start there. */
function firstItem(a) {
  const item = a.details?.items?.[0]
  if (!item) return a.displayValue ?? ''
  let where
  if (item.node) where = item.node.selector ?? item.node.snippet
  else if (item.sourceLocation?.url)
    where = `${item.description ?? ''} (${item.sourceLocation.url})`
  else if (item.href) where = `"${item.text}" -> ${item.href}`
  else where = item.url ?? item.source?.url ?? item.description ?? ''
  const count = a.details.items.length
  return `${String(where).slice(0, 160)}${count > 1 ? ` (+${count - 1} more)` : ''}`
}
