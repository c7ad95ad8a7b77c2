import { NextResponse, type NextRequest } from 'next/server'
import { decideRoute, hasMalformedEscape } from '@/lib/routes'

/**
 * Unknown paths go home (SPEC: "redirects to the home page, replacing the history entry").
 * The target is built from SITE_URL, never from the request's Host header, so a forged host
 * or a '//evil.com' path cannot turn the redirect into an open redirect.
 */
export function middleware(request: NextRequest) {
  const { pathname } = request.nextUrl
  const decision = decideRoute(pathname)
  // Next cannot decode a broken escape into route params and would answer a bare 500: in an API
  // or file path it is the caller's error (400), on a page it is an unknown page (home).
  const malformed = hasMalformedEscape(pathname)
  if (decision === 'pass') {
    return malformed ? NextResponse.json({ message: 'Malformed URL' }, { status: 400 }) : NextResponse.next()
  }
  if (decision === 'page' && !malformed) return NextResponse.next()
  const home = new URL('/', process.env.SITE_URL ?? request.nextUrl.origin)
  return NextResponse.redirect(home, { status: 307, headers: { 'Cache-Control': 'no-store' } })
}

export const config = {
  // Every request, so the decision lives in one tested function rather than in a matcher regex.
  matcher: '/:path*',
}
