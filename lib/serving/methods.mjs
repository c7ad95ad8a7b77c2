// @ts-check
// Which request methods the production server (scripts/serve.mjs) refuses before Next.js sees
// the request. Pages and files are read-only: GET and HEAD, and 405 with an Allow header for
// anything else (Next would render the page for a PUT or DELETE and answer an OPTIONS with a
// bare 400). The APIs, the CMS's REST and the admin keep their own methods. TRACE, TRACK and
// CONNECT are refused everywhere: the fetch standard forbids them, so Next cannot even build
// its Request object for one and would answer 500.

/** Methods a fetch Request cannot carry (https://fetch.spec.whatwg.org/#forbidden-method). */
const UNREPRESENTABLE = new Set(['CONNECT', 'TRACE', 'TRACK'])

/** What pages and files allow. */
export const PAGE_METHODS = 'GET, HEAD'

/**
 * What the site's HTTP interfaces serve between them. Each API route answers its own 405 for a
 * method it lacks; this list is only for the three methods refused before a route is chosen.
 */
const API_METHODS = 'DELETE, GET, HEAD, OPTIONS, PATCH, POST, PUT'

/**
 * Paths whose handlers choose their own methods: the APIs and the CMS. Framework files
 * (/_next: scripts, styles, optimised images) are read-only like pages: Next answers a PUT on
 * one with a 500.
 */
const OWN_METHODS = /^\/(?:api|cms-api)(?:\/|$)/

/** The admin's pages are read, and post to themselves (the CMS's server functions). */
const ADMIN = /^\/admin(?:\/|$)/
export const ADMIN_METHODS = 'GET, HEAD, POST'

/**
 * Null when the request may go on; else the 405 to answer, with its Allow header.
 * @param {string | undefined} method @param {string | undefined} url
 * @returns {{ allow: string } | null}
 */
export function refusedMethod(method = 'GET', url = '/') {
  const verb = method.toUpperCase()
  const pathname = url.split('?', 1)[0] ?? '/'
  const ownMethods = OWN_METHODS.test(pathname)
  const admin = ADMIN.test(pathname)
  if (UNREPRESENTABLE.has(verb)) return { allow: ownMethods ? API_METHODS : admin ? ADMIN_METHODS : PAGE_METHODS }
  if (ownMethods || verb === 'GET' || verb === 'HEAD') return null
  if (admin) return verb === 'POST' ? null : { allow: ADMIN_METHODS }
  return { allow: PAGE_METHODS }
}

/**
 * Answers 405 on the connection and closes it: a refused request's body is never read.
 * @param {import('node:http').ServerResponse} res @param {string} allow @param {string} policy
 */
export function answerMethodNotAllowed(res, allow, policy) {
  const body = 'Method Not Allowed\n'
  res.writeHead(405, {
    Allow: allow,
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
    'Content-Security-Policy': policy,
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    Connection: 'close',
  })
  res.end(res.req?.method === 'HEAD' ? undefined : body)
}
