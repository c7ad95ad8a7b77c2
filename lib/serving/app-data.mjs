// React's data for hydrating a public page, served apart from the page. Next puts it inline,
// as scripts that repeat the page's markup in React's own form: on the home page that is 40% of
// the compressed HTML. The app only needs it when it starts, which on a public page is the
// visitor's first use (deferred-scripts.mjs), so the server takes it out of the HTML and the
// early script loads it just before the framework. The first view then fits in fewer round trips.
import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import zlib from 'node:zlib'

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

export const APP_DATA_PREFIX = '/_app-data/'
const APP_DATA_PATH = /^\/_app-data\/([A-Za-z0-9_-]{20,64})\.js$/
/** The page's own security headers go with its data too. */
const KEPT_HEADERS = [
  'strict-transport-security',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
  'x-frame-options',
]

/**
 * @typedef {{ hash: string, body: Buffer, br: Promise<Buffer>, gzip: Promise<Buffer>,
 *   headers: Record<string, string>, size: number }} AppDataEntry
 */

/**
 * Where a page's data is served: named by its content (so a browser may keep it for good) and
 * carrying the page's address, so a server that no longer holds it can render the page again.
 * @param {string} hash @param {string} page the page's path and query
 */
export function appDataAddress(hash, page) {
  return `${APP_DATA_PREFIX}${hash}.js?page=${encodeURIComponent(page)}`
}

/**
 * @param {string} url a request's path and query
 * @returns {{ hash: string, page: string } | null} null unless it asks for a page's data
 */
export function parseAppDataRequest(url) {
  let parsed
  try {
    parsed = new URL(url, 'http://localhost')
  } catch {
    return null
  }
  const match = APP_DATA_PATH.exec(parsed.pathname)
  const page = parsed.searchParams.get('page') ?? ''
  // A path on this site and nothing else: the server may fetch it from itself.
  if (!match?.[1] || !/^\/(?![/\\])/.test(page) || /[\0-\x1f]/.test(page)) return null
  return { hash: match[1], page }
}

/** Pages' data by content hash, least recently used dropped first beyond `maxBytes`. */
export class AppDataStore {
  /** @type {Map<string, AppDataEntry>} insertion order doubles as recency order */
  #entries = new Map()
  #bytes = 0

  constructor({ maxBytes = 32 * 1024 * 1024 } = {}) {
    this.maxBytes = maxBytes
  }

  /**
   * Keeps a page's data (compressing it in the background) and returns its entry.
   * @param {string} script @param {import('node:http').OutgoingHttpHeaders} pageHeaders
   * @returns {AppDataEntry}
   */
  put(script, pageHeaders) {
    const body = Buffer.from(script)
    const hash = createHash('sha256').update(body).digest('base64url').slice(0, 27)
    const existing = this.get(hash)
    if (existing) return existing
    /** @type {Record<string, string>} */
    const headers = {}
    for (const name of KEPT_HEADERS) {
      const value = pageHeaders[name]
      if (value !== undefined) headers[name] = String(value)
    }
    const params = { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length }
    /** @type {AppDataEntry} */
    const entry = {
      hash,
      body,
      br: brotli(body, { params }),
      gzip: gzip(body, { level: 9 }),
      headers,
      // Compressed copies are a fraction of the script; counted as half its size together.
      size: Math.ceil(body.length * 1.5),
    }
    this.keep(entry)
    return entry
  }

  /** Puts an entry back (a cached page whose data was dropped) or marks it recently used. */
  keep(/** @type {AppDataEntry} */ entry) {
    if (this.#entries.delete(entry.hash)) this.#bytes -= entry.size
    if (entry.size > this.maxBytes / 4) return
    this.#entries.set(entry.hash, entry)
    this.#bytes += entry.size
    for (const [oldest, old] of this.#entries) {
      if (this.#bytes <= this.maxBytes) break
      this.#entries.delete(oldest)
      this.#bytes -= old.size
    }
  }

  /** @param {string} hash @returns {AppDataEntry | undefined} */
  get(hash) {
    const entry = this.#entries.get(hash)
    if (entry) this.keep(entry)
    return entry
  }
}
