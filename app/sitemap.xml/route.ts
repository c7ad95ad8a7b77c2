import { env } from '@/lib/env'
import { readSitemapEntries } from '@/lib/server/sitemap'
import { absoluteUrl, latest, sitemapChunk, sitemapChunkCount, sitemapIndexXml, urlsetXml } from '@/lib/sitemap'

export const dynamic = 'force-dynamic'

/**
 * The address robots.txt gives crawlers. While the site fits one chunk it is the sitemap
 * itself; past that, an index of the chunks served at /sitemap/{n}.xml.
 */
export async function GET() {
  const entries = await readSitemapEntries()
  const count = sitemapChunkCount(entries.length)
  const xml =
    count === 1
      ? urlsetXml(entries, env.SITE_URL)
      : sitemapIndexXml(
          Array.from({ length: count }, (_, id) => ({
            url: absoluteUrl(`/sitemap/${id}.xml`, env.SITE_URL),
            lastModified: latest(sitemapChunk(entries, id).map((e) => e.lastModified)),
          })),
        )
  return new Response(xml, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=0, must-revalidate' },
  })
}
