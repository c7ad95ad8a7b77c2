// The production server: Next.js's request handler with what `next start` cannot do.
// 1. Content-Security-Policy on every response, with a script nonce for HTML documents
//    (lib/security/content-security-policy.mjs explains the nonce-per-render choice).
// 2. A cache of rendered public pages (lib/serving/page-cache.mjs), emptied whenever content
//    changes, so a page view normally costs neither a render nor a database read.
// 3. Brotli for the build's stylesheets and scripts (lib/serving/static-brotli.mjs).
// 4. A request it cannot read answered with its 4xx before the connection closes
//    (lib/serving/client-errors.mjs).
// 5. On PostgreSQL, the other instances' edits: it listens for them and empties its caches
//    (lib/serving/cluster-events.mjs).
// 6. Pages and files answer GET and HEAD only, and no method can reach Next as a 500
//    (lib/serving/methods.mjs); a request body must keep a phone's pace (lib/serving/slow-body.mjs).
// 7. A page's first-view photo named in its `Link` header (lib/serving/first-view-hints.mjs).
// A stored page is the HTML Next.js produced, byte for byte: this layer never rewrites it.
// Usage: node scripts/serve.mjs [-p 3000] [-H 0.0.0.0]; PAGE_CACHE=off renders every view.
import { AsyncLocalStorage } from 'node:async_hooks'
import http from 'node:http'
import path from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import { contentSecurityPolicy, newNonce } from '../lib/security/content-security-policy.mjs'
import { captureResponse } from '../lib/serving/capture-response.mjs'
import { answerClientError } from '../lib/serving/client-errors.mjs'
import { answerMethodNotAllowed, refusedMethod } from '../lib/serving/methods.mjs'
import { SERVER_TIMEOUTS, watchBody } from '../lib/serving/slow-body.mjs'
import { StaticBrotli } from '../lib/serving/static-brotli.mjs'
import { isPostgresUri } from '../lib/serving/database-kind.mjs'
import {
  createInternalToken, INTERNAL_TOKEN_HEADER, listenForInvalidations,
} from '../lib/serving/cluster-events.mjs'
import { contentChanged, readFailed } from '../lib/serving/signals.mjs'
import {
  collectFirstViewImages, installHintStore, preloadLinkOf, withLink,
} from '../lib/serving/first-view-hints.mjs'
import {
  buildEntry, CACHE_STATUS_HEADER, classifyRequest, isStorable, PageCache, pickEncoding,
  cacheKeyOf,
} from '../lib/serving/page-cache.mjs'

process.env.NODE_ENV ??= 'production'
process.env.NEXT_TELEMETRY_DISABLED ??= '1'
const { default: next } = await import('next')

function option(short, long, fallback) {
  const args = process.argv.slice(2)
  const at = args.findIndex((arg) => arg === short || arg === long)
  return at >= 0 && args[at + 1] ? args[at + 1] : fallback
}
const port = Number(option('-p', '--port', process.env.PORT ?? '3000'))
const hostname = option('-H', '--hostname', process.env.HOSTNAME ?? '0.0.0.0')
const https = (process.env.SITE_URL ?? '').startsWith('https:')
const cacheEnabled = process.env.PAGE_CACHE !== 'off'

// Next's own idea of its address, apart from the interface the socket listens on. Next compares
// a middleware rewrite's URL with the address it was given, but hands the middleware a URL in
// which a loopback or wildcard host reads 'localhost': given '127.0.0.1' or '0.0.0.0', the two
// differ and every rewrite (each English page, middleware.ts) would be fetched as an external URL.
const loopbackOrAny = ['0.0.0.0', '127.0.0.1', '::', '::1'].includes(hostname)
const app = next({ dev: false, dir: process.cwd(), hostname: loopbackOrAny ? 'localhost' : hostname, port })
const handle = app.getRequestHandler()
await app.prepare()

const pages = new PageCache()
// Each render collects the first-view picture its page announces, for the response's headers.
installHintStore(new AsyncLocalStorage())
const staticFiles = new StaticBrotli(path.join(process.cwd(), '.next', 'static'))
// The hooks fire inside the staff's write, before its transaction commits and before Next has
// dropped the data-cache tags; a page rendered in that window would be stored with old data.
// So the cache is emptied at once and once more when the write has surely landed.
let trailingClear = null
contentChanged.listen(() => {
  pages.clear()
  clearTimeout(trailingClear)
  trailingClear = setTimeout(() => pages.clear(), 2000)
})
// Another instance's edit: its tags are dropped from this instance's data cache (only a request
// Next.js handles can do that, hence the call to this server's own internal route) and the page
// cache is emptied, both at once and again once the edit's transaction has committed.
const internalToken = createInternalToken()
const ownAddress = `http://${loopbackOrAny ? '127.0.0.1' : hostname}:${port}`
async function dropTagsHere(tags) {
  try {
    const response = await fetch(`${ownAddress}/api/internal/revalidate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [INTERNAL_TOKEN_HEADER]: internalToken },
      body: JSON.stringify({ tags }),
    })
    if (response.status !== 204) console.error(`invalidation: dropping ${tags} answered ${response.status}`)
  } catch (error) {
    console.error(`invalidation: could not drop ${tags}: ${error.message}`)
  }
}
if (isPostgresUri(process.env.DATABASE_URI)) {
  listenForInvalidations({
    connectionString: process.env.DATABASE_URI,
    onInvalidate: (tags) => {
      const dropAll = () => dropTagsHere(tags).finally(() => pages.clear())
      void dropAll()
      // The notification is sent before the edit commits (the hooks run inside its transaction);
      // a second pass a second later drops anything rendered from the old rows meanwhile.
      setTimeout(dropAll, 1000).unref()
    },
  })
}
// A page rendered while a read failed shows an error state; it is sent but never kept. Reads
// are not tied to requests, so any failure during a render disqualifies it.
let readFailures = 0
readFailed.listen(() => (readFailures += 1))
/** Renders in progress, so visitors arriving together share one render. */
const rendering = new Map()
const gzip = promisify(zlib.gzip)
const brotli = promisify(zlib.brotliCompress)

/** Next reads the nonce from the request's policy and puts it on every script it emits. */
function withNonce(req, res) {
  const nonce = newNonce()
  req.headers['content-security-policy'] = `script-src 'nonce-${nonce}'`
  res.setHeader('Content-Security-Policy', contentSecurityPolicy({ nonce, https }))
}

function sendEntry(req, res, entry, state, acceptEncoding) {
  for (const name of ['content-length', 'content-encoding', 'transfer-encoding']) res.removeHeader(name)
  for (const [name, value] of Object.entries(entry.headers)) res.setHeader(name, value)
  const vary = String(res.getHeader('vary') ?? '')
  if (!/accept-encoding/i.test(vary)) res.setHeader('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')
  res.setHeader('ETag', entry.etag)
  res.setHeader(CACHE_STATUS_HEADER, state)
  if ((req.headers['if-none-match'] ?? '').split(/\s*,\s*/).some((tag) => tag.replace(/^W\//, '') === entry.etag)) {
    res.statusCode = 304
    return res.end()
  }
  const encoding = pickEncoding(acceptEncoding)
  const body = encoding ? entry[encoding] : entry.body
  if (encoding) res.setHeader('Content-Encoding', encoding)
  res.setHeader('Content-Length', body.length)
  res.statusCode = 200
  res.end(req.method === 'HEAD' ? undefined : body)
}

/** @param {import('../lib/serving/static-brotli.mjs').CompressedFile} file */
function sendCompressedStatic(req, res, file) {
  for (const [name, value] of Object.entries(file.headers)) res.setHeader(name, value)
  res.setHeader('Vary', 'Accept-Encoding')
  const etag = String(file.headers.etag ?? '')
  if (etag && (req.headers['if-none-match'] ?? '').split(/\s*,\s*/).includes(etag)) {
    res.statusCode = 304
    return res.end()
  }
  res.setHeader('Content-Encoding', 'br')
  res.setHeader('Content-Length', file.br.length)
  res.end(file.br)
}

function failed(res) {
  if (res.headersSent) return res.destroy()
  res.statusCode = 500
  res.end()
}

/** A held-back answer that may not be cached (a 404, an error page) still goes out compressed. */
async function sendUncached(res, body, acceptEncoding) {
  res.removeHeader('content-length')
  res.setHeader(CACHE_STATUS_HEADER, 'BYPASS')
  const encoding = pickEncoding(acceptEncoding)
  if (encoding && body.length > 1024 && /^text\//.test(String(res.getHeader('content-type')))) {
    // Sent once, so a quick setting: the stored pages are the ones worth compressing hard.
    body = await (encoding === 'br' ? brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }) : gzip(body))
    res.setHeader('Content-Encoding', encoding)
  }
  res.setHeader('Content-Length', body.length)
  res.end(body)
}

async function renderAndStore(req, res, key, store = true) {
  const generation = pages.generation
  const failuresBefore = readFailures
  let share
  const shared = new Promise((resolve) => (share = resolve))
  rendering.set(key, shared)
  const finish = (entry) => {
    share(entry)
    if (rendering.get(key) === shared) rendering.delete(key)
  }
  res.once('close', () => finish(null))

  const acceptEncoding = req.headers['accept-encoding']
  // Compression happens here, once per stored page, not in Next for every view.
  delete req.headers['accept-encoding']
  withNonce(req, res)
  const capture = captureResponse(res)
  const { result: handled, images } = collectFirstViewImages(() => handle(req, res))
  const outcome = await Promise.race([capture.ended, handled.then(() => capture.ended, () => null)])
  if (!outcome) {
    capture.release()
    finish(null)
    failed(res)
    return
  }
  const preload = preloadLinkOf(images)
  if (preload) res.setHeader('Link', withLink(res.getHeader('link'), preload))
  const headers = res.getHeaders()
  const body = outcome.body
  if (!store || !isStorable(outcome.status, headers) || readFailures !== failuresBefore) {
    finish(null)
    return sendUncached(res, body, acceptEncoding)
  }
  const entry = await buildEntry(headers, body)
  pages.set(key, entry, generation)
  finish(entry)
  sendEntry(req, res, entry, 'MISS', acceptEncoding)
}

/**
 * Answers that are not pages (the API, files) get the locked-down policy as their headers go
 * out, unless the app gave the answer a policy of its own: the brochure link's small HTML page
 * needs its stylesheet and its form. Set late because Next keeps a header the server set first.
 * @param {import('node:http').ServerResponse} res
 */
function lockDownUnlessOwnPolicy(res) {
  const writeHead = res.writeHead
  res.writeHead = /** @type {any} */ (
    function (/** @type {any[]} */ ...args) {
      if (!res.hasHeader('content-security-policy')) res.setHeader('Content-Security-Policy', contentSecurityPolicy())
      return writeHead.apply(res, /** @type {any} */ (args))
    }
  )
}

async function serveRequest(req, res) {
  const kind = classifyRequest(req)
  if (kind === 'other') {
    lockDownUnlessOwnPolicy(res)
    const file = req.method === 'GET' ? staticFiles.fileOf(req.url ?? '') : null
    if (file) {
      const compressed = staticFiles.get(file)
      if (compressed && pickEncoding(req.headers['accept-encoding']) === 'br') return sendCompressedStatic(req, res, compressed)
      if (!compressed) res.once('finish', () => res.statusCode === 200 && void staticFiles.compress(file, res.getHeaders()))
    }
    return handle(req, res)
  }
  if (kind === 'cacheable') {
    const key = cacheKeyOf(req)
    if (!cacheEnabled) return renderAndStore(req, res, key, false)
    const cached = pages.get(key) ?? (await rendering.get(key))
    if (cached) return sendEntry(req, res, cached, 'HIT', req.headers['accept-encoding'])
    return renderAndStore(req, res, key)
  }
  withNonce(req, res)
  return handle(req, res)
}

const server = http.createServer(SERVER_TIMEOUTS, (req, res) => {
  const refused = refusedMethod(req.method, req.url)
  if (refused) return answerMethodNotAllowed(res, refused.allow, contentSecurityPolicy())
  // A body too slow gets the answer Node gives its own request timeout.
  watchBody(req, (error) => answerClientError(error, req.socket))
  serveRequest(req, res).catch((error) => {
    console.error(error)
    failed(res)
  })
})
// A request that cannot be read gets its 4xx before the connection closes, not a reset.
server.on('clientError', answerClientError)
server.listen(port, hostname, () => {
  console.log(`▲ Ready on http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port} (page cache ${cacheEnabled ? 'on' : 'off'})`)
})

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close(() => process.exit(0))
    // Open keep-alive connections must not hold a shutdown hostage.
    setTimeout(() => process.exit(0), 3000).unref()
    server.closeIdleConnections()
  })
}
