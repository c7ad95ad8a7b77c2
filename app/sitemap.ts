import type { MetadataRoute } from 'next'
import { env } from '@/lib/env'
import { readSitemapEntries } from '@/lib/server/sitemap'
import { absoluteUrl, SITEMAP_CHUNK_SIZE, sitemapChunk, sitemapChunkCount } from '@/lib/sitemap'

// Listings and articles change all day; the reads behind this are cached and tagged anyway.
export const dynamic = 'force-dynamic'

/**
 * The sitemap in chunks of SITEMAP_CHUNK_SIZE, served as /sitemap/{n}.xml; /sitemap.xml
 * (app/sitemap.xml/route.ts) lists them, or is the whole list while one chunk holds it all.
 */
export async function generateSitemaps(): Promise<{ id: number }[]> {
  // The build asks for the ids of this (request-time) route too: it must not open the database.
  if (process.env.NEXT_PHASE === 'phase-production-build') return [{ id: 0 }]
  const count = sitemapChunkCount((await readSitemapEntries()).length)
  return Array.from({ length: count }, (_, id) => ({ id }))
}

export default async function sitemap({ id }: { id: Promise<string> }): Promise<MetadataRoute.Sitemap> {
  const entries = sitemapChunk(await readSitemapEntries(), Number(await id), SITEMAP_CHUNK_SIZE)
  return entries.map((entry) => ({
    url: absoluteUrl(entry.path, env.SITE_URL),
    ...(entry.lastModified ? { lastModified: entry.lastModified } : {}),
  }))
}
