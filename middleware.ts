import createMiddleware from 'next-intl/middleware'
import { NextRequest, NextResponse } from 'next/server'
import { LOCALE_COOKIE } from '@/lib/i18n/locales'
import { PAGE_PATH_HEADER } from '@/lib/i18n/page-path'
import { routing } from '@/lib/i18n/routing'
import { namesUploadPrefix, routeRequest } from '@/lib/routes'

/**
 * next-intl's routing for the editions' pages: an English page is rendered from the [locale]
 * route tree under its unprefixed address (a rewrite to '/en/…'), another edition's page is
 * passed on as it is, '/en/…' is sent to its unprefixed address, and each rendered page is told
 * its edition (the header next-intl's server functions read). It neither guesses an edition
 * (no Accept-Language, no cookie of its own: the bare home follows ours, below) nor adds Link
 * headers (each page names its alternates in its head).
 */
const handleEditions = createMiddleware({
  ...routing,
  localeDetection: false,
  localeCookie: false,
  alternateLinks: false,
})

/**
 * Our rules come first (lib/routes.ts): the APIs, files and the admin pass through; unknown
 * paths go home (docs/requirements.md §2: "redirects to the home page, replacing the history
 * entry"), to the home of their edition; the bare home follows the visitor's remembered edition;
 * broken escapes and upload prefixes are refused. Only a known page reaches next-intl.
 * Redirect targets are built from SITE_URL, never from the request's Host header, so a forged
 * host or a '//evil.com' path cannot turn a redirect into an open redirect.
 */
export function middleware(request: NextRequest) {
  const { pathname } = request.nextUrl
  const fromThisSite = request.headers.get('sec-fetch-site') === 'same-origin'
  const route = routeRequest(pathname, request.cookies.get(LOCALE_COOKIE)?.value, fromThisSite)
  if (route.action === 'malformed') {
    return NextResponse.json({ message: 'Malformed URL' }, { status: 400 })
  }
  if (route.action === 'redirect') return redirect(request, route.to)
  if (namesUploadPrefix(pathname, request.nextUrl.searchParams)) {
    return NextResponse.json({ message: 'Unknown query parameter: prefix' }, { status: 400 })
  }
  // The address the visitor asked for, for what renders without params (lib/i18n/page-path.ts).
  // Always set here, so a header sent by the client never gets through.
  const headers = new Headers(request.headers)
  headers.set(PAGE_PATH_HEADER, pathname)
  if (route.action === 'pass') return NextResponse.next({ request: { headers } })

  // next-intl passes on the headers of the request it is given: a copy of this one (address and
  // headers, not the body, which stays with the request Next forwards) carrying ours.
  const response = handleEditions(new NextRequest(request.url, { headers }))
  const location = response.headers.get('location')
  if (location === null) return response
  // Its redirect ('/en/property?x' → '/property?x') names the request's host: only its path and
  // query are kept, on the site's own address.
  const { pathname: to, search } = new URL(location, request.url)
  return redirect(request, to, search)
}

/** A 307 to a path of the site (and a query), at SITE_URL. */
function redirect(request: NextRequest, path: string, search = '') {
  // The path is set, not resolved against the site's address, so it can never name a host.
  const target = new URL(process.env.SITE_URL ?? request.nextUrl.origin)
  target.pathname = path
  target.search = search
  // The home's redirect depends on the visitor's remembered edition: never cache it for others.
  return NextResponse.redirect(target, {
    status: 307,
    headers: { 'Cache-Control': 'no-store', Vary: 'Cookie' },
  })
}

export const config = {
  // Every request, so each meets the rules of lib/routes.ts (tested) rather than a matcher regex.
  matcher: '/:path*',
}
