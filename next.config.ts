import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import createNextIntlPlugin from 'next-intl/plugin'
import { deviceSizes, imageQualities, imageSizes } from './lib/image-sizes'

/** Sent with every response: pages, API, files and the admin. */
const securityHeaders = [
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=()' },
  { key: 'X-Frame-Options', value: 'DENY' },
]

/**
 * The admin holds staff sessions and the leads: no window of another site may keep a reference
 * to it. Public pages do without: they hold nothing another window could reach, and Chrome on
 * Android gives every site that sends this header a process of its own (Site Isolation for COOP
 * sites, Chrome 92), so a visitor's phone would start a new renderer for each arrival.
 */
const adminHeaders = [{ key: 'Cross-Origin-Opener-Policy', value: 'same-origin' }]

const nextConfig: NextConfig = {
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders },
      { source: '/admin/:path*', headers: adminHeaders },
      // Font files carry their version in their name (public/fonts): kept for a year.
      { source: '/fonts/:file*', headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }] },
    ]
  },
  poweredByHeader: false,
  experimental: {
    // Each page carries its styles in its HTML. Our visitors mostly arrive once, from a search
    // or a shared link, on a phone: a stylesheet there is one more round trip before the first
    // paint (on slow 4G, LCP 1.9 s with it, 1.5 s without). The core fonts travel inside the
    // same styles (scripts/fonts/subset.mjs), so that paint is already in the site's faces.
    // Navigations within the site fetch no styles again.
    inlineCss: true,
    // The build's cache on disk makes a rebuild take seconds. CI builds a clean clone once and
    // never again: writing the cache there only cost the build some 15 s.
    turbopackFileSystemCacheForBuild: !process.env.CI,
  },
  // `npm test` type-checks the whole project as its own step (tsc --noEmit); the build need not repeat it.
  typescript: { ignoreBuildErrors: true },
  images: {
    formats: ['image/avif', 'image/webp'],
    // Only the site's own files are optimised: the image endpoint is not an open proxy.
    localPatterns: [
      { pathname: '/cms-api/media/file/**' },
      { pathname: '/images/**' },
      { pathname: '/brand/**' },
    ],
    remotePatterns: [],
    // lib/image-sizes.ts says why these; any other width or quality is refused, so the cache
    // holds at most two files per picture and width.
    deviceSizes,
    imageSizes,
    qualities: imageQualities,
    minimumCacheTTL: 60 * 60 * 24 * 30,
  },
  serverExternalPackages: ['sharp', 'jsdom'],
}

// next-intl reads each render's edition and texts from lib/i18n/request.ts.
const withIntl = createNextIntlPlugin('./lib/i18n/request.ts')

const withCms = withPayload(withIntl(nextConfig), { devBundleServerPackages: false })

/**
 * Payload asks every response for the visitor's colour scheme (Accept-CH, Critical-CH) so that
 * its admin can follow it. Critical-CH makes a browser that did not send the hint repeat the
 * request: on the public site that is every first visit paying one more round trip before the
 * page starts. Those headers go with the admin only.
 */
async function headersWithColourSchemeForAdminOnly() {
  const rules = (await withCms.headers?.()) ?? []
  return rules.map((rule) =>
    rule.headers.some(({ key }) => key.toLowerCase() === 'critical-ch') ? { ...rule, source: '/admin/:path*' } : rule,
  )
}

export default { ...withCms, headers: headersWithColourSchemeForAdminOnly } satisfies NextConfig
