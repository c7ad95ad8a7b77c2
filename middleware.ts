import { NextResponse, type NextRequest } from 'next/server'
import { decideRoute } from '@/lib/routes'

/**
 * Unknown paths go home (SPEC: "redirects to the home page, replacing the history entry").
 * The Location is the relative '/', never built from the Host header, so a forged host or a
 * '//evil.com' path cannot turn the redirect into an open redirect.
 */
export function middleware(request: NextRequest) {
  if (decideRoute(request.nextUrl.pathname) !== 'redirect') return NextResponse.next()
  return new NextResponse(null, { status: 307, headers: { Location: '/', 'Cache-Control': 'no-store' } })
}

export const config = {
  // Every request, so the decision lives in one tested function rather than in a matcher regex.
  matcher: '/:path*',
}
