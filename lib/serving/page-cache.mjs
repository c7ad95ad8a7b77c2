// The rendered-page cache of the production server (scripts/serve.mjs). Public pages are the
// same for every visitor, so one render serves everyone until content changes (the CMS hooks
// raise `contentChanged`, which empties it) or the entry ages out (a safety net for changes
// made outside this process, e.g. by a second instance). Views then touch neither React nor
// the database; a cold page renders once however many visitors ask for it at the same moment.
import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import { defaultCurrencyOf } from '../edition-currency.mjs'

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

export const CACHE_STATUS_HEADER = 'x-page-cache'
/** Browsers may keep a copy but must ask (cheaply, by ETag) whether it is still current. */
export const PAGE_CACHE_CONTROL = 'public, max-age=0, must-revalidate'

const NOT_DOCUMENTS = /^\/(?:_next|api|cms-api)(?:\/|$)/
const CHOSEN_OTHER_EDITION = /(?:^|;\s*)locale=(?!en(?:;|$))[^;]+/
// A visitor's alert pages read a signed link and show (or change) that visitor's alerts.
const ALERT_PAGES = /^(?:\/[a-z]{2})?\/alerts(?:\/|$)/
const STAFF_OR_TEST_COOKIE = /(?:^|;\s*)(?:payload-token|test-fault|__prerender_bypass)=/
const NOT_STORED_HEADERS = new Set([
  'content-length', 'content-encoding', 'transfer-encoding', 'connection', 'keep-alive', 'date', 'set-cookie',
])

/**
 * 'other': not an HTML document (files, API, framework data for client-side navigation).
 * 'document': an HTML page that must render for this request (the admin, a signed-in member of
 * staff or a test fault; HEAD is passed through too).
 * 'cacheable': a public page every visitor sees the same.
 * @param {{ method?: string, url?: string, headers: import('node:http').IncomingHttpHeaders }} req
 * @returns {'other' | 'document' | 'cacheable'}
 */
export function classifyRequest({ method = 'GET', url = '/', headers }) {
  const [pathname = '/', query = ''] = url.split('?', 2)
  if (method !== 'GET' && method !== 'HEAD') return 'other'
  // Framework files, the API, the CMS's REST and media, and files such as /robots.txt.
  if (NOT_DOCUMENTS.test(pathname) || /\.[a-z0-9]+$/i.test(pathname)) return 'other'
  if (headers.rsc || headers['next-router-prefetch'] || headers['next-action'] || /(?:^|&)_rsc=/.test(query)) return 'other'
  if (method === 'HEAD' || /^\/admin(?:\/|$)/.test(pathname) || ALERT_PAGES.test(pathname)) return 'document'
  if (STAFF_OR_TEST_COOKIE.test(headers.cookie ?? '')) return 'document'
  // The bare home sends a visitor who chose another edition there (middleware.ts): that answer
  // depends on their cookie, so it is never served from, or stored in, the shared cache.
  if (pathname === '/' && CHOSEN_OTHER_EDITION.test(headers.cookie ?? '')) return 'document'
  return 'cacheable'
}

// The visitor's display preferences (lib/display-prefs.ts): pages render prices and sizes in
// them, so they are part of a page's identity. Only known values count, so a made-up cookie
// cannot fill the cache with copies of the default page.
export const PREFERENCE_VALUES = {
  currency: ['AED', 'USD', 'EUR', 'GBP', 'INR', 'RUB', 'CNY'],
  area: ['sqft', 'sqm'],
}

/**
 * The cache key of a public page: its address plus any display preference that changes it.
 * @param {{ url?: string, headers: import('node:http').IncomingHttpHeaders }} req
 */
export function cacheKeyOf({ url = '/', headers }) {
  const cookie = headers.cookie ?? ''
  // What the page shows without a cookie: AED, or its edition's currency (RUB on /ru pages).
  const defaults = { currency: defaultCurrencyOf(url.split('?', 1)[0] ?? '/'), area: PREFERENCE_VALUES.area[0] }
  const chosen = []
  for (const [name, allowed] of Object.entries(PREFERENCE_VALUES)) {
    const match = new RegExp(`(?:^|;\\s*)${name}=([^;]*)`).exec(cookie)
    const value = match?.[1]?.trim()
    if (value && value !== defaults[name] && allowed.includes(value)) chosen.push(`${name}=${value}`)
  }
  return chosen.length ? `${url}#${chosen.join('&')}` : url
}

/**
 * @typedef {{ headers: Record<string, string | string[]>, body: Buffer, br: Buffer, gzip: Buffer,
 *   etag: string, size: number, storedAt: number }} PageEntry
 */

/** Only a complete, successful HTML page that sets no cookie may be shown to someone else. */
export function isStorable(/** @type {number} */ status, /** @type {import('node:http').OutgoingHttpHeaders} */ headers) {
  const type = String(headers['content-type'] ?? '')
  return status === 200 && type.startsWith('text/html') && headers['set-cookie'] === undefined
}

/** @returns {Promise<PageEntry>} */
export async function buildEntry(/** @type {import('node:http').OutgoingHttpHeaders} */ headers, /** @type {Buffer} */ body, now = Date.now()) {
  /** @type {Record<string, string | string[]>} */
  const kept = {}
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || NOT_STORED_HEADERS.has(name)) continue
    kept[name] = typeof value === 'number' ? String(value) : value
  }
  kept['cache-control'] = PAGE_CACHE_CONTROL
  const [br, gz] = await Promise.all([
    brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    gzip(body, { level: 9 }),
  ])
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`
  return { headers: kept, body, br, gzip: gz, etag, size: body.length + br.length + gz.length, storedAt: now }
}

/** @returns {'br' | 'gzip' | null} the best encoding the client accepts. */
export function pickEncoding(/** @type {string | undefined} */ acceptEncoding = '') {
  const accepted = new Map(
    acceptEncoding.split(',').map((part) => {
      const [name = '', ...params] = part.trim().toLowerCase().split(';')
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
      return [name, q ? Number(q.slice(2)) : 1]
    }),
  )
  const ok = (/** @type {string} */ name) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0
  return ok('br') ? 'br' : ok('gzip') ? 'gzip' : null
}

export class PageCache {
  /** @type {Map<string, PageEntry>} insertion order doubles as recency order */
  #entries = new Map()
  #bytes = 0
  #generation = 0

  /** @param {{ maxBytes?: number, ttlMs?: number, now?: () => number }} [options] */
  constructor({ maxBytes = 64 * 1024 * 1024, ttlMs = 5 * 60_000, now = Date.now } = {}) {
    this.maxBytes = maxBytes
    this.ttlMs = ttlMs
    this.now = now
  }

  /** Bumped by every clear: a render that began before a change must not be stored after it. */
  get generation() {
    return this.#generation
  }

  get stats() {
    return { entries: this.#entries.size, bytes: this.#bytes, generation: this.#generation }
  }

  /** @param {string} key @returns {PageEntry | undefined} */
  get(key) {
    const entry = this.#entries.get(key)
    if (!entry) return undefined
    this.#entries.delete(key)
    if (this.now() - entry.storedAt > this.ttlMs) {
      this.#bytes -= entry.size
      return undefined
    }
    this.#entries.set(key, entry)
    return entry
  }

  /** @param {string} key @param {PageEntry} entry @param {number} generation when the render began */
  set(key, entry, generation) {
    if (generation !== this.#generation || entry.size > this.maxBytes / 4) return false
    const previous = this.#entries.get(key)
    if (previous) {
      this.#entries.delete(key)
      this.#bytes -= previous.size
    }
    this.#entries.set(key, entry)
    this.#bytes += entry.size
    for (const [oldest, old] of this.#entries) {
      if (this.#bytes <= this.maxBytes) break
      this.#entries.delete(oldest)
      this.#bytes -= old.size
    }
    return true
  }

  clear() {
    this.#generation += 1
    this.#entries.clear()
    this.#bytes = 0
  }
}
