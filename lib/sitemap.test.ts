import { JSDOM } from 'jsdom'
import { describe, expect, it } from 'vitest'
import {
  absoluteUrl,
  fromDayMonthYear,
  latest,
  SITEMAP_CHUNK_SIZE,
  sitemapChunk,
  sitemapChunkCount,
  sitemapEntries,
  sitemapIndexXml,
  urlsetXml,
  type SitemapSources,
} from './sitemap'

const sources = (over: Partial<SitemapSources> = {}): SitemapSources => ({
  properties: [
    { _id: 'p1', updatedAt: '2026-03-01T10:00:00.000Z' },
    { _id: 'p2', updatedAt: '2026-05-02T10:00:00.000Z' },
    // Translated into Arabic only: no Russian or Chinese address for it.
    { _id: 'p3', updatedAt: '2026-03-02T10:00:00.000Z', editions: ['en', 'ar'] },
  ],
  projects: [{ slug: 'creek-vista', updatedAt: '2026-02-01T10:00:00.000Z' }],
  articles: [
    { _id: 'n1', slug: 'rates-fall', kind: 'news', updatedAt: '2026-04-01T08:00:00.000Z' },
    { _id: 'g1', slug: 'palm-jumeirah', kind: 'guide', updatedAt: '2026-06-01T08:00:00.000Z' },
  ],
  teamUpdatedAt: '2026-01-15T09:00:00.000Z',
  brokers: [{ slug: 'amira-haddad', updatedAt: '2026-01-10T09:00:00.000Z' }],
  serviceSlugs: ['buy-property', 'mortgage'],
  legalEffective: { privacy: '01/04/2024', terms: '01/04/2024' },
  ...over,
})

const xml = (text: string) => new JSDOM(text, { contentType: 'application/xml' }).window.document

describe('sitemapEntries', () => {
  const entries = sitemapEntries(sources())
  const byPath = new Map(entries.map((e) => [e.path, e]))

  it('lists fixed pages, services, listings and articles under their canonical addresses', () => {
    for (const path of ['/', '/about', '/team', '/property', '/communities', '/news', '/careers', '/contact', '/complaint', '/privacy-policy', '/terms-and-conditions', '/services'])
      expect(byPath.has(path), path).toBe(true)
    expect(byPath.has('/services/buy-property')).toBe(true)
    expect(byPath.get('/property/p2')?.lastModified).toBe('2026-05-02T10:00:00.000Z')
    expect(byPath.get('/projects/creek-vista')?.lastModified).toBe('2026-02-01T10:00:00.000Z')
    expect(byPath.get('/projects')?.lastModified).toBe('2026-02-01T10:00:00.000Z')
    expect(byPath.get('/news/n1')?.lastModified).toBe('2026-04-01T08:00:00.000Z')
    expect(byPath.get('/communities/palm-jumeirah')?.lastModified).toBe('2026-06-01T08:00:00.000Z')
    expect(byPath.has('/news/g1')).toBe(false)
    expect(byPath.get('/team/amira-haddad')?.lastModified).toBe('2026-01-10T09:00:00.000Z')
    expect(byPath.has('/ar/team/amira-haddad')).toBe(true)
    expect(new Set(entries.map((e) => e.path)).size).toBe(entries.length)
  })

  it('dates listing pages by their newest item and leaves fixed copy undated', () => {
    expect(byPath.get('/property')?.lastModified).toBe('2026-05-02T10:00:00.000Z')
    expect(byPath.get('/news')?.lastModified).toBe('2026-04-01T08:00:00.000Z')
    expect(byPath.get('/communities')?.lastModified).toBe('2026-06-01T08:00:00.000Z')
    expect(byPath.get('/')?.lastModified).toBe('2026-06-01T08:00:00.000Z')
    expect(byPath.get('/team')?.lastModified).toBe('2026-01-15T09:00:00.000Z')
    expect(byPath.get('/privacy-policy')?.lastModified).toBe('2024-04-01')
    expect(byPath.get('/about')?.lastModified).toBeUndefined()
  })

  it('lists every page in each edition, each naming all editions as alternates', () => {
    const english = entries.filter((e) => !/^\/(ar|ru|zh)(\/|$)/.test(e.path)).length
    expect(entries.filter((e) => e.path.startsWith('/ar')).length).toBe(english)
    expect(entries.filter((e) => e.path.startsWith('/ru')).length).toBe(english - 1)
    expect(byPath.get('/ar/property/p2')?.lastModified).toBe('2026-05-02T10:00:00.000Z')
    const about = { en: '/about', ar: '/ar/about', ru: '/ru/about', zh: '/zh/about', 'x-default': '/about' }
    for (const path of ['/about', '/ar/about', '/ru/about', '/zh/about']) expect(byPath.get(path)?.alternates).toEqual(about)
    expect(byPath.get('/ar')?.alternates).toEqual({ en: '/', ar: '/ar', ru: '/ru', zh: '/zh', 'x-default': '/' })
  })

  it('names a stored page only in the editions it is translated into', () => {
    const alternates = { en: '/property/p3', ar: '/ar/property/p3', 'x-default': '/property/p3' }
    expect(byPath.get('/property/p3')?.alternates).toEqual(alternates)
    expect(byPath.get('/ar/property/p3')?.alternates).toEqual(alternates)
    expect(byPath.has('/ru/property/p3')).toBe(false)
    expect(byPath.has('/zh/property/p3')).toBe(false)
  })

  it('still lists the fixed pages when the data reads came back empty', () => {
    const bare = sitemapEntries(sources({ properties: [], projects: [], articles: [], teamUpdatedAt: null }))
    expect(bare.map((e) => e.path)).toContain('/property')
    expect(bare.find((e) => e.path === '/property')?.lastModified).toBeUndefined()
  })
})

describe('splitting', () => {
  it('needs one file up to the chunk size and one more per chunk after it', () => {
    expect(sitemapChunkCount(0)).toBe(1)
    expect(sitemapChunkCount(SITEMAP_CHUNK_SIZE)).toBe(1)
    expect(sitemapChunkCount(SITEMAP_CHUNK_SIZE + 1)).toBe(2)
    expect(sitemapChunkCount(10, 3)).toBe(4)
  })

  it('puts every entry in exactly one chunk, in order', () => {
    const items = Array.from({ length: 10 }, (_, i) => i)
    const chunks = Array.from({ length: sitemapChunkCount(10, 3) }, (_, i) => sitemapChunk(items, i, 3))
    expect(chunks).toEqual([[0, 1, 2], [3, 4, 5], [6, 7, 8], [9]])
  })

  it('keeps each file far under the protocol limit of 50,000 URLs', () => {
    expect(SITEMAP_CHUNK_SIZE).toBeLessThanOrEqual(50_000)
  })
})

describe('XML', () => {
  it('writes a urlset with absolute, escaped locations and dates', () => {
    const doc = xml(urlsetXml([{ path: '/' }, { path: '/news/a&b', lastModified: '2026-01-01' }], 'https://example.ae/'))
    const locs = [...doc.getElementsByTagName('loc')].map((n) => n.textContent)
    expect(locs).toEqual(['https://example.ae', 'https://example.ae/news/a&b'])
    expect(doc.getElementsByTagName('lastmod')[0]?.textContent).toBe('2026-01-01')
    expect(doc.documentElement.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9')
  })

  it('writes each page’s editions as xhtml:link alternates', () => {
    const doc = xml(urlsetXml([{ path: '/ar/about', alternates: { en: '/about', ar: '/ar/about', 'x-default': '/about' } }], 'https://example.ae'))
    const links = [...doc.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link')].map((n) => [n.getAttribute('hreflang'), n.getAttribute('href'), n.getAttribute('rel')])
    expect(links).toEqual([
      ['en', 'https://example.ae/about', 'alternate'],
      ['ar', 'https://example.ae/ar/about', 'alternate'],
      ['x-default', 'https://example.ae/about', 'alternate'],
    ])
  })

  it('writes an index naming each chunk', () => {
    const doc = xml(sitemapIndexXml([{ url: 'https://example.ae/sitemap/0.xml', lastModified: '2026-02-02' }, { url: 'https://example.ae/sitemap/1.xml' }]))
    expect(doc.documentElement.localName).toBe('sitemapindex')
    expect([...doc.getElementsByTagName('loc')].map((n) => n.textContent)).toEqual([
      'https://example.ae/sitemap/0.xml',
      'https://example.ae/sitemap/1.xml',
    ])
  })
})

describe('helpers', () => {
  it('picks the newest date and ignores missing or broken ones', () => {
    expect(latest(['2026-01-01T00:00:00Z', null, 'not a date', '2026-03-01T00:00:00Z', undefined])).toBe('2026-03-01T00:00:00.000Z')
    expect(latest([])).toBeUndefined()
  })
  it('reads the legal pages’ dd/mm/yyyy dates', () => {
    expect(fromDayMonthYear('01/04/2024')).toBe('2024-04-01')
    expect(fromDayMonthYear('April 2024')).toBeUndefined()
  })
  it('writes the home page as the bare origin', () => {
    expect(absoluteUrl('/', 'https://example.ae')).toBe('https://example.ae')
    expect(absoluteUrl('/about', 'https://example.ae/')).toBe('https://example.ae/about')
  })
})
