import type { MetadataRoute } from 'next'
import { serviceSlugs } from '@/content/services'
import { env } from '@/lib/env'
import { listArticleStamps } from '@/lib/server/articles'
import { listPropertyStamps } from '@/lib/server/properties'

// Listings and articles change all day; the reads behind this are cached and tagged anyway.
export const dynamic = 'force-dynamic'

const staticPaths = [
  '/',
  '/about',
  '/team',
  '/services',
  '/property',
  '/communities',
  '/news',
  '/careers',
  '/contact',
  '/complaint',
  '/privacy-policy',
  '/terms-and-conditions',
]

/**
 * Every public page: the fixed ones, each service under its public slug, each listing, and each
 * article under its canonical address (news by id, community guides by slug). If a data read
 * fails, the sitemap still lists what it can rather than failing whole.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const url = (path: string) => `${env.SITE_URL}${path === '/' ? '' : path}`
  const [properties, articles] = await Promise.all([
    listPropertyStamps().catch((error: unknown) => {
      console.error('sitemap: property stamps failed', error)
      return []
    }),
    listArticleStamps().catch((error: unknown) => {
      console.error('sitemap: article stamps failed', error)
      return []
    }),
  ])
  return [
    ...staticPaths.map((path) => ({ url: url(path) })),
    ...serviceSlugs.map((slug) => ({ url: url(`/services/${slug}`) })),
    ...properties.map((p) => ({ url: url(`/property/${p._id}`), lastModified: p.updatedAt })),
    ...articles.map((a) => ({
      url: url(a.kind === 'guide' ? `/communities/${a.slug}` : `/news/${a._id}`),
      lastModified: a.updatedAt,
    })),
  ]
}
