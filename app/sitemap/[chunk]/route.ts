import { env } from '@/lib/env'
import { readSitemapEntries } from '@/lib/server/sitemap'
import { sitemapChunk, sitemapChunkCount, urlsetXml } from '@/lib/sitemap'

// Listings and articles change all day; the reads behind this are cached and tagged anyway.
export const dynamic = 'force-dynamic'

/**
 * /sitemap/{n}.xml: the n-th chunk of the sitemap (lib/sitemap.ts), listed by /sitemap.xml
 * once the site outgrows one. Written by hand rather than with generateSitemaps, whose route
 * would claim /sitemap.xml too and which the build calls to list the chunks (a database read
 * at build time).
 */
export async function GET(_request: Request, { params }: { params: Promise<{ chunk: string }> }) {
  const match = /^(\d{1,6})\.xml$/.exec((await params).chunk)
  const entries = await readSitemapEntries()
  const index = match ? Number(match[1]) : -1
  if (index < 0 || index >= sitemapChunkCount(entries.length)) {
    return new Response('Not found', { status: 404 })
  }
  return new Response(urlsetXml(sitemapChunk(entries, index), env.SITE_URL), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=0, must-revalidate' },
  })
}
