import type { MetadataRoute } from 'next'
import { env } from '@/lib/env'

/** Everything public is crawlable; the CMS admin and its API are not. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/admin', '/cms-api'] },
    sitemap: `${env.SITE_URL}/sitemap.xml`,
    host: env.SITE_URL,
  }
}
