// Brotli for the build's stylesheets and scripts. Next.js compresses what it serves with gzip
// only; at the strongest setting Brotli makes the site's stylesheet a quarter smaller (15.5 to
// 11.9 kB), and the stylesheet holds up every first view. These files never change once built
// (their names carry their content hash), so each is compressed once, in the background after
// its first request (which Next answers as usual), and kept in memory for the process's life.
import fs from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'

const brotli = promisify(zlib.brotliCompress)
const STATIC_PREFIX = '/_next/static/'
const COMPRESSIBLE = /\.(?:css|js)$/
const NOT_KEPT_HEADERS = new Set([
  'content-length', 'content-encoding', 'transfer-encoding', 'connection', 'keep-alive', 'date', 'accept-ranges',
])

/** @typedef {{ headers: Record<string, string | string[]>, br: Buffer }} CompressedFile */

export class StaticBrotli {
  /** @type {Map<string, CompressedFile>} */
  #files = new Map()
  /** @type {Set<string>} */
  #pending = new Set()

  /** @param {string} staticDir the build's static folder (.next/static) */
  constructor(staticDir) {
    this.staticDir = path.resolve(staticDir)
  }

  /**
   * The file a request asks for, if it is one of the build's stylesheets or scripts.
   * @param {string} url @returns {string | null} its path under the static folder
   */
  fileOf(url) {
    const pathname = url.split('?', 1)[0] ?? ''
    if (!pathname.startsWith(STATIC_PREFIX) || !COMPRESSIBLE.test(pathname)) return null
    let relative
    try {
      relative = decodeURIComponent(pathname.slice(STATIC_PREFIX.length))
    } catch {
      return null
    }
    const file = path.resolve(this.staticDir, relative)
    return file.startsWith(this.staticDir + path.sep) ? file : null
  }

  /** @param {string} file @returns {CompressedFile | undefined} */
  get(file) {
    return this.#files.get(file)
  }

  /**
   * Compresses a file Next has just served (200), with the headers it sent, unless it is done
   * or under way. Never throws: a file that cannot be read stays with gzip.
   * @param {string} file @param {import('node:http').OutgoingHttpHeaders} sentHeaders
   */
  async compress(file, sentHeaders) {
    if (this.#files.has(file) || this.#pending.has(file)) return
    this.#pending.add(file)
    try {
      const body = await fs.readFile(file)
      const br = await brotli(body, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      })
      /** @type {Record<string, string | string[]>} */
      const headers = {}
      for (const [name, value] of Object.entries(sentHeaders)) {
        if (value === undefined || NOT_KEPT_HEADERS.has(name)) continue
        headers[name] = typeof value === 'number' ? String(value) : value
      }
      this.#files.set(file, { headers, br })
    } catch {
      // Left to Next's gzip.
    } finally {
      this.#pending.delete(file)
    }
  }
}
