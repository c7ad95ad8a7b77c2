import { NextResponse, type NextRequest } from 'next/server'
import { defaultLocale, LOCALE_COOKIE } from '@/lib/i18n/locales'
import { localizePath, splitLocale } from '@/lib/i18n/paths'
import { PAGE_PATH_HEADER } from '@/lib/i18n/page-path'
import { hasMalformedEscape, namesUploadPrefix, routeRequest } from '@/lib/routes'

/**
 * Unknown paths go home (docs/requirements.md §2: "redirects to the home page, replacing the
 * history entry"), to the home of their edition; English pages are served from the [locale] route
 * tree under their unprefixed addresses. Redirect targets are built from SITE_URL, never from the
 * request's Host header, so a forged host or a '//evil.com' path cannot turn a redirect into an
 * open redirect.
 */
export function middleware(request: NextRequest) {
  const { pathname, search } = request.nextUrl
  const fromThisSite = request.headers.get('sec-fetch-site') === 'same-origin'
  const route = routeRequest(pathname, request.cookies.get(LOCALE_COOKIE)?.value, fromThisSite)
  // Next cannot decode a broken escape into route params and would answer a bare 500: in an API
  // or file path it is the caller's error (400), on a page it is an unknown page (home).
  if (hasMalformedEscape(pathname)) {
    const { locale } = splitLocale(pathname)
    if (route.action === 'next' && locale === defaultLocale)
      return NextResponse.json({ message: 'Malformed URL' }, { status: 400 })
    return redirect(request, localizePath(locale, '/'))
  }
  if (namesUploadPrefix(pathname, request.nextUrl.searchParams)) {
    return NextResponse.json({ message: 'Unknown query parameter: prefix' }, { status: 400 })
  }
  // The address the visitor asked for, for what renders without params (lib/i18n/page-path.ts).
  // Always set here, so a header sent by the client never gets through.
  const headers = new Headers(request.headers)
  headers.set(PAGE_PATH_HEADER, pathname)
  if (route.action === 'next') return NextResponse.next({ request: { headers } })
  if (route.action === 'rewrite') {
    // The request's own URL object, so the rewrite stays inside this server (a URL built from
    // request.url can name another host, which Next would fetch as an external rewrite).
    const target = request.nextUrl.clone()
    target.pathname = route.to
    return NextResponse.rewrite(target, { request: { headers } })
  }
  // A page moved to its address keeps its query; an unknown path just goes home.
  const isHome = splitLocale(route.to).path === '/'
  return redirect(request, isHome ? route.to : `${route.to}${search}`)
}

function redirect(request: NextRequest, to: string) {
  const target = new URL(to, process.env.SITE_URL ?? request.nextUrl.origin)
  // The home's redirect depends on the visitor's remembered edition: never cache it for others.
  return NextResponse.redirect(target, {
    status: 307,
    headers: { 'Cache-Control': 'no-store', Vary: 'Cookie' },
  })
}

export const config = {
  // Every request, so the decision lives in one tested function rather than in a matcher regex.
  matcher: '/:path*',
}
