import { NextResponse, type NextRequest } from 'next/server'
import { decideRoute } from '@/lib/routes'

/**
 * Unknown paths go home (SPEC: "redirects to the home page, replacing the history entry").
 * The target is built from SITE_URL, never from the request's Host header, so a forged host
 * or a '//evil.com' path cannot turn the redirect into an open redirect.
 */
export function middleware(request: NextRequest) {
  if (decideRoute(request.nextUrl.pathname) !== 'redirect') return NextResponse.next()
  const home = new URL('/', process.env.SITE_URL ?? request.nextUrl.origin)
  return NextResponse.redirect(home, { status: 307, headers: { 'Cache-Control': 'no-store' } })
}

export const config = {
  // Every request, so the decision lives in one tested function rather than in a matcher regex.
  matcher: '/:path*',
}
