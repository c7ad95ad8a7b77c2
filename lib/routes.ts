import { defaultLocale, isLocale, type Locale } from './i18n/locales'

/**
 * Every public route of the site (docs/requirements.md §2). The middleware sends anything else to
 * the home page, so this list is the one place a new page must be registered.
 */
export const publicRoutes: readonly RegExp[] = [
  /^\/$/,
  /^\/about$/,
  /^\/team$/,
  // A broker's page, with their listings.
  /^\/team\/[^/]+$/,
  /^\/property$/,
  /^\/property\/[^/]+$/,
  /^\/contact$/,
  /^\/complaint$/,
  /^\/communities$/,
  /^\/communities\/[^/]+$/,
  /^\/careers$/,
  /^\/news$/,
  /^\/news\/[^/]+$/,
  /^\/services$/,
  /^\/services\/[^/]+$/,
  /^\/privacy-policy$/,
  /^\/terms-and-conditions$/,
  /^\/mortgage-calculator$/,
  // The visitor's saved homes and their side-by-side comparison (kept out of search engines).
  /^\/favourites$/,
  /^\/compare$/,
  // A visitor's e-mail alerts: asked for, confirmed, stopped and managed by signed links.
  /^\/alerts\/(?:sent|confirm|unsubscribe|manage)$/,
  // Off-plan projects: the list and each project's page.
  /^\/projects$/,
  /^\/projects\/[^/]+$/,
  // Generated share images beside the pages they describe.
  /^\/(?:property|news|communities|projects)\/[^/]+\/(?:opengraph|twitter)-image(?:-[\w-]+)?$/,
  /^\/(?:opengraph|twitter)-image(?:-[\w-]+)?$/,
]

/** Not pages: the APIs, the admin, framework assets and public files pass through untouched. */
export const passThroughPrefixes: readonly string[] = [
  '/api/',
  '/cms-api/',
  '/admin',
  '/_next/',
  '/images/',
  '/brand/',
  '/fonts/',
]

export const passThroughFiles: readonly string[] = [
  '/robots.txt',
  '/sitemap.xml',
  '/favicon.ico',
  '/icon.svg',
  '/apple-icon.png',
  '/manifest.webmanifest',
  // The listing feeds the portals pull (lib/server/feeds.ts); they answer 403 without the token.
  '/feeds/property-finder.xml',
  '/feeds/bayut.xml',
]

export type RouteDecision = 'page' | 'pass' | 'redirect'

export function decideRoute(pathname: string): RouteDecision {
  if (passThroughFiles.includes(pathname)) return 'pass'
  if (/^\/sitemap(?:\/[\w-]+)?\.xml$/.test(pathname)) return 'pass'
  if (pathname === '/api' || pathname === '/cms-api') return 'pass'
  if (passThroughPrefixes.some((prefix) => pathname.startsWith(prefix))) {
    // '/admin' must not swallow '/administrator' or '/admin.php'.
    return pathname === '/admin' || !pathname.startsWith('/admin') || pathname.startsWith('/admin/')
      ? 'pass'
      : 'redirect'
  }
  const normalised =
    pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname
  return publicRoutes.some((route) => route.test(normalised)) ? 'page' : 'redirect'
}

/**
 * The edition an address's prefix names, and the address within that edition:
 * '/ar/news/x' → ar, '/news/x'; '/ar' → ar, '/'. An address without another edition's prefix
 * is English ('/en/…' included: the middleware sends it to its unprefixed address).
 */
export function editionOfPath(pathname: string): { locale: Locale; path: string } {
  const match = /^\/([a-z]{2})(?=\/|$|\?|#)(.*)$/.exec(pathname)
  const prefix = match?.[1]
  if (prefix && prefix !== defaultLocale && isLocale(prefix)) {
    const path = match[2] ?? ''
    return { locale: prefix, path: path === '' || /^[?#]/.test(path) ? `/${path}` : path }
  }
  return { locale: defaultLocale, path: pathname }
}

/**
 * What the middleware does with a request before next-intl's routing sees it:
 * - 'pass': let it through untouched (the API, files, the admin);
 * - 'page': a page of an edition, for next-intl's middleware to serve: it rewrites an English
 *   page to the [locale] route tree ('/property' is rendered as '/en/property' while its address
 *   stays unprefixed), passes a prefixed edition's page on, and sends '/en/…' to its unprefixed
 *   address;
 * - 'redirect': an unknown path goes to its edition's home ('/' or '/ar'), and so does a page
 *   address with a broken escape; the bare home goes to the edition the visitor chose before;
 * - 'malformed': a broken escape in an API or file path, the caller's error (400). Next cannot
 *   decode such a path into route params and would answer a bare 500.
 */
export type RouteAction =
  | { action: 'pass' }
  | { action: 'page' }
  | { action: 'malformed' }
  | { action: 'redirect'; to: string }

export function routeRequest(
  pathname: string,
  chosenLocale?: string,
  fromThisSite = false,
): RouteAction {
  const { locale, path } = editionOfPath(pathname)
  const home: RouteAction = { action: 'redirect', to: homeOf(locale) }
  const malformed = hasMalformedEscape(pathname)
  if (locale !== defaultLocale) {
    // Under an edition's prefix there are only pages: '/ar/api/…' or '/ar/robots.txt' is unknown.
    return isPage(path) && !malformed ? { action: 'page' } : home
  }
  const english = /^\/en(?=\/|$)/.exec(pathname) ? pathname.slice(3) || '/' : null
  if (english !== null) return isPage(english) && !malformed ? { action: 'page' } : home
  const decision = decideRoute(pathname)
  if (malformed) return decision === 'pass' ? { action: 'malformed' } : home
  if (decision === 'pass') return { action: 'pass' }
  if (decision === 'redirect') return home
  // Only the bare home, reached from outside the site (typed, bookmarked, a search result),
  // follows a remembered choice: a deep link names its edition, a click on 'English' inside the
  // site means English, and a search engine, which keeps no cookie, is never redirected.
  if (
    pathname === '/' &&
    !fromThisSite &&
    isLocale(chosenLocale) &&
    chosenLocale !== defaultLocale
  ) {
    return { action: 'redirect', to: homeOf(chosenLocale) }
  }
  return { action: 'page' }
}

/** An edition's home: '/' in English, '/ar' in Arabic (next-intl's 'as-needed' prefix). */
function homeOf(locale: Locale): string {
  return locale === defaultLocale ? '/' : `/${locale}`
}

function isPage(path: string): boolean {
  return !path.startsWith('//') && decideRoute(path) === 'page'
}

/**
 * A request for an uploaded file that names a storage prefix (`?prefix=`). The CMS looks files
 * up by prefix when uploads are spread over several in a bucket; this site keeps each collection
 * under one prefix and stores none per file (lib/cms/storage.ts), so the lookup would query a
 * column that does not exist and answer 500. It is the caller's error: the middleware says 400.
 */
export function namesUploadPrefix(pathname: string, search: URLSearchParams): boolean {
  return /^\/cms-api\/[^/]+\/file\//.test(pathname) && search.has('prefix')
}

/**
 * A path with a broken percent-escape ('/news/%E0%A4%A', '/property/%'). Next cannot decode
 * such a path into route params and would answer a bare 500, so the middleware answers first.
 */
export function hasMalformedEscape(pathname: string): boolean {
  try {
    decodeURIComponent(pathname)
    return false
  } catch {
    return true
  }
}
