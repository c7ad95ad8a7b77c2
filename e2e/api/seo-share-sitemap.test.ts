import { JSDOM } from 'jsdom'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { serviceSlugs } from '@/content/services'
import type { Article, Paginated, Project, Property } from '@/lib/api/types'
import { call } from './client'
import { crawl, samplePaths, siteUrl } from './pages'

// Link previews (the generated share cards WhatsApp, Facebook, X and LinkedIn fetch) and what
// crawlers are pointed to: robots.txt and the sitemap built from the data.

let sample: Awaited<ReturnType<typeof samplePaths>>

beforeAll(async () => {
  sample = await samplePaths()
})

/** A share card as a preview fetcher receives it. */
async function shareCard(url: string) {
  const res = await fetch(url)
  const bytes = Buffer.from(await res.arrayBuffer())
  return { status: res.status, type: res.headers.get('content-type'), bytes, meta: res.ok ? await sharp(bytes).metadata() : null }
}

describe('article share cards', () => {
  it('news and guide pages name a 1200 × 630 JPEG under 300 KB as og:image and twitter:image', async () => {
    for (const path of [sample.articlePath, sample.guidePath]) {
      const page = await crawl(path)
      const image = page.meta('og:image')!
      expect(image).toBe(`${siteUrl}${path}/opengraph-image`)
      expect(page.meta('twitter:image')).toBe(image)
      expect(page.meta('og:image:width')).toBe('1200')
      expect(page.meta('og:image:height')).toBe('630')
      expect(page.meta('og:image:type')).toBe('image/jpeg')
      expect(page.meta('og:image:alt')).toMatch(/\S/)
      const card = await shareCard(image)
      expect(card.status, image).toBe(200)
      expect(card.type).toBe('image/jpeg')
      expect(card.meta?.format).toBe('jpeg')
      expect([card.meta?.width, card.meta?.height]).toEqual([1200, 630])
      expect(card.bytes.byteLength).toBeGreaterThan(10 * 1024)
      expect(card.bytes.byteLength).toBeLessThan(300 * 1024)
    }
  })

  it('draws the title on the photo: cards of different articles differ', async () => {
    const a = await shareCard(`${siteUrl}${sample.articlePath}/opengraph-image`)
    const b = await shareCard(`${siteUrl}${sample.guidePath}/opengraph-image`)
    expect(a.bytes.equals(b.bytes)).toBe(false)
    // The lower band is darkened for the words: darker on average than the top of the photo.
    const brightness = async (top: number) => {
      const strip = await sharp(a.bytes).extract({ left: 0, top, width: 1200, height: 160 }).toBuffer()
      const { channels } = await sharp(strip).stats()
      return channels.slice(0, 3).reduce((sum, c) => sum + c.mean, 0) / 3
    }
    expect(await brightness(470)).toBeLessThan(await brightness(160))
  })

  it('answers 404 for an unknown article', async () => {
    expect((await shareCard(`${siteUrl}/news/aaaaaaaaaaaaaaaaaaaaaaaa/opengraph-image`)).status).toBe(404)
    expect((await shareCard(`${siteUrl}/communities/no-such-place/opengraph-image`)).status).toBe(404)
  })
})

describe('robots.txt', () => {
  it('allows the site, keeps crawlers out of the admin and the CMS API, and names the sitemap', async () => {
    const answer = await call('/robots.txt')
    expect(answer.status).toBe(200)
    const lines = answer.text.split('\n').map((l) => l.trim())
    expect(lines).toContain('User-Agent: *')
    expect(lines).toContain('Allow: /')
    expect(lines).toContain('Disallow: /admin')
    expect(lines).toContain('Disallow: /cms-api')
    // The address the site runs at (SITE_URL), not the one it was built with.
    expect(lines).toContain(`Sitemap: ${siteUrl}/sitemap.xml`)
  })
})

async function allDocs<T>(path: string): Promise<T[]> {
  const docs: T[] = []
  for (let page = 1; ; page++) {
    const answer = await call<{ data: Paginated<T> }>(`${path}${path.includes('?') ? '&' : '?'}limit=50&page=${page}`)
    docs.push(...answer.body.data.docs)
    if (!answer.body.data.hasNextPage) return docs
  }
}

function parseXml(text: string) {
  return new JSDOM(text, { contentType: 'application/xml' }).window.document
}

describe('sitemap', () => {
  let urls: Map<string, string | null>

  beforeAll(async () => {
    const answer = await call('/sitemap.xml')
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toMatch(/xml/)
    const doc = parseXml(answer.text)
    // The demo data fits one file, so /sitemap.xml is the list itself rather than an index.
    expect(doc.documentElement.localName).toBe('urlset')
    urls = new Map(
      [...doc.getElementsByTagName('url')].map((u) => [
        u.getElementsByTagName('loc')[0]!.textContent!,
        u.getElementsByTagName('lastmod')[0]?.textContent ?? null,
      ]),
    )
  })

  it('lists every fixed page and service at the site’s own address', () => {
    for (const path of ['/about', '/team', '/property', '/communities', '/news', '/careers', '/contact', '/complaint', '/services', '/privacy-policy', '/terms-and-conditions'])
      expect(urls.has(`${siteUrl}${path}`), path).toBe(true)
    expect(urls.has(siteUrl)).toBe(true)
    for (const slug of serviceSlugs) expect(urls.has(`${siteUrl}/services/${slug}`), slug).toBe(true)
  })

  it('lists every listing, dated by its last change', async () => {
    const properties = await allDocs<Property>('/api/v1/properties?status=sell')
    properties.push(...(await allDocs<Property>('/api/v1/properties?status=rent')))
    expect(properties.length).toBeGreaterThan(50)
    for (const p of properties) {
      const lastmod = urls.get(`${siteUrl}/property/${p._id}`)
      expect(lastmod, p._id).toBeDefined()
      expect(Date.parse(lastmod!)).toBe(Date.parse(p.updatedAt))
    }
    // The listing page is as new as its newest listing.
    const newest = Math.max(...properties.map((p) => Date.parse(p.updatedAt)))
    expect(Date.parse(urls.get(`${siteUrl}/property`)!)).toBe(newest)
  })

  it('lists every published project under its slug, dated by its last change', async () => {
    const projects = await allDocs<Project>('/api/v1/projects')
    expect(projects.length).toBeGreaterThan(0)
    for (const p of projects) {
      const lastmod = urls.get(`${siteUrl}/projects/${p.slug}`)
      expect(lastmod, p.slug).toBeDefined()
      expect(Date.parse(lastmod!)).toBe(Date.parse(p.updatedAt))
    }
    const newest = Math.max(...projects.map((p) => Date.parse(p.updatedAt)))
    expect(Date.parse(urls.get(`${siteUrl}/projects`)!)).toBe(newest)
  })

  it('lists every article under its canonical address, dated by its last change', async () => {
    const news = await allDocs<Article>('/api/v1/news')
    const guides = await allDocs<Article>('/api/v1/news?kind=guide')
    for (const a of news) expect(Date.parse(urls.get(`${siteUrl}/news/${a._id}`)!), a._id).toBe(Date.parse(a.updatedAt))
    for (const g of guides) expect(Date.parse(urls.get(`${siteUrl}/communities/${g.slug}`)!), g.slug).toBe(Date.parse(g.updatedAt))
  })

  it('serves the same list as its first chunk, and no chunk past the last', async () => {
    const chunk = await call('/sitemap/0.xml')
    expect(chunk.status).toBe(200)
    const locs = [...parseXml(chunk.text).getElementsByTagName('loc')].map((l) => l.textContent)
    expect(new Set(locs)).toEqual(new Set(urls.keys()))
    expect((await call('/sitemap/1.xml')).status).toBe(404)
  })
})
