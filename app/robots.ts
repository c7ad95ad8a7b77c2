import type { MetadataRoute } from 'next'
import { env } from '@/lib/env'

// SITE_URL is read when the site runs: a robots.txt baked at build time would name the build's host.
export const dynamic = 'force-dynamic'

/** Everything public is crawlable; the CMS admin and its API are not. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/admin', '/cms-api'] },
    sitemap: new URL('/sitemap.xml', env.SITE_URL).toString(),
  }
}
