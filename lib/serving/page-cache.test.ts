import { CURRENCIES } from '@/lib/buyer-tools/market-settings'
import { AREA_UNITS } from '@/lib/display-prefs'
import { gunzipSync, brotliDecompressSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { cacheKeyOf, PREFERENCE_VALUES, buildEntry, classifyRequest, isStorable, PageCache, pickEncoding } from './page-cache.mjs'

const request = (url: string, headers: Record<string, string> = {}, method = 'GET') => ({ url, method, headers })

describe('which requests the page cache may answer', () => {
  it.each(['/', '/property?status=rent&page=2', '/news/dubai-marina', '/property/12'])('a public page: %s', (url) => {
    expect(classifyRequest(request(url))).toBe('cacheable')
  })

  it.each([
    '/_next/static/chunks/app.js', '/api/v1/properties', '/cms-api/media/file/a.jpg', '/cms-api',
    '/robots.txt', '/sitemap.xml', '/images/hero.jpg',
  ])('not a document: %s', (url) => {
    expect(classifyRequest(request(url))).toBe('other')
  })

  it('leaves client-side navigation data, posts and server actions to the framework', () => {
    expect(classifyRequest(request('/property', { rsc: '1' }))).toBe('other')
    expect(classifyRequest(request('/property?_rsc=abc'))).toBe('other')
    expect(classifyRequest(request('/', { 'next-router-prefetch': '1' }))).toBe('other')
    expect(classifyRequest(request('/', {}, 'POST'))).toBe('other')
  })

  it('renders for staff, the admin and test faults, never from the shared copy', () => {
    expect(classifyRequest(request('/admin'))).toBe('document')
    expect(classifyRequest(request('/admin/collections/properties'))).toBe('document')
    expect(classifyRequest(request('/', { cookie: 'theme=dark; payload-token=abc' }))).toBe('document')
    expect(classifyRequest(request('/', { cookie: 'test-fault=properties' }))).toBe('document')
    expect(classifyRequest(request('/', { cookie: 'theme=dark' }))).toBe('cacheable')
    expect(classifyRequest(request('/administrators'))).toBe('cacheable')
  })

  it('renders a visitor’s alert pages for them alone: their signed link shows their alerts', () => {
    expect(classifyRequest(request('/alerts/manage?t=abc'))).toBe('document')
    expect(classifyRequest(request('/ru/alerts/confirm?t=abc'))).toBe('document')
    expect(classifyRequest(request('/ar/alerts/sent'))).toBe('document')
    expect(classifyRequest(request('/alertsmith'))).toBe('cacheable')
  })

  it('lets the home reach the middleware for a visitor who chose another edition', () => {
    expect(classifyRequest(request('/', { cookie: 'currency=USD; locale=ar' }))).toBe('document')
    expect(classifyRequest(request('/', { cookie: 'locale=en' }))).toBe('cacheable')
    expect(classifyRequest(request('/property', { cookie: 'locale=ar' }))).toBe('cacheable')
    expect(classifyRequest(request('/ar', { cookie: 'locale=ar' }))).toBe('cacheable')
  })
})

describe('what may be stored', () => {
  it('only successful HTML that sets no cookie', () => {
    expect(isStorable(200, { 'content-type': 'text/html; charset=utf-8' })).toBe(true)
    expect(isStorable(404, { 'content-type': 'text/html; charset=utf-8' })).toBe(false)
    expect(isStorable(200, { 'content-type': 'image/jpeg' })).toBe(false)
    expect(isStorable(200, { 'content-type': 'text/html', 'set-cookie': ['a=b'] })).toBe(false)
  })

  it('keeps the page compressed both ways, with a strong ETag, and drops per-response headers', async () => {
    const body = Buffer.from('<!DOCTYPE html><p>' + 'Dubai Marina '.repeat(500))
    const entry = await buildEntry(
      {
        'content-type': 'text/html',
        'content-length': '9',
        date: 'x',
        'cache-control': 'private, no-store',
        'x-frame-options': 'DENY',
        // The fonts' preloads: Next sends them in this header only.
        link: '</_next/static/media/a.woff2>; rel=preload; as="font"',
      },
      body,
    )
    expect(gunzipSync(entry.gzip).equals(body)).toBe(true)
    expect(brotliDecompressSync(entry.br).equals(body)).toBe(true)
    expect(entry.etag).toMatch(/^"[\w-]{27}"$/)
    expect(entry.headers).toEqual({
      'content-type': 'text/html',
      'cache-control': 'public, max-age=0, must-revalidate',
      'x-frame-options': 'DENY',
      link: '</_next/static/media/a.woff2>; rel=preload; as="font"',
    })
  })
})

describe('encoding negotiation', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.8', 'gzip'],
    ['identity', null],
    ['', null],
    ['*', 'br'],
  ])('%s → %s', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected)
  })
})

describe('PageCache', () => {
  const entry = async (text: string, now = Date.now()) => buildEntry({ 'content-type': 'text/html' }, Buffer.from(text), now)

  it('answers until content changes, and never stores a render that began before the change', async () => {
    const cache = new PageCache()
    const started = cache.generation
    expect(cache.set('/', await entry('home'), started)).toBe(true)
    expect(cache.get('/')?.body.toString()).toBe('home')
    cache.clear()
    expect(cache.get('/')).toBeUndefined()
    expect(cache.set('/', await entry('old home'), started)).toBe(false)
    expect(cache.get('/')).toBeUndefined()
  })

  it('lets entries age out', async () => {
    let now = 0
    const cache = new PageCache({ ttlMs: 1000, now: () => now })
    cache.set('/', await entry('home', 0), cache.generation)
    now = 999
    expect(cache.get('/')).toBeDefined()
    now = 1001
    expect(cache.get('/')).toBeUndefined()
    expect(cache.stats.entries).toBe(0)
  })

  it('stays within its byte budget by dropping the least recently used pages', async () => {
    const one = await entry('a'.repeat(2000))
    const cache = new PageCache({ maxBytes: one.size * 4.5 })
    for (const key of ['/a', '/b', '/c', '/d']) cache.set(key, await entry('a'.repeat(2000)), cache.generation)
    cache.get('/a')
    cache.set('/e', await entry('a'.repeat(2000)), cache.generation)
    expect(cache.get('/b')).toBeUndefined()
    expect(cache.get('/a')).toBeDefined()
    expect(cache.get('/e')).toBeDefined()
    expect(cache.stats.bytes).toBeLessThanOrEqual(cache.maxBytes)
  })
})

describe('cacheKeyOf', () => {
  const key = (cookie?: string, url = '/property') => cacheKeyOf({ url, headers: cookie ? { cookie } : {} })

  it('keeps one entry per display preference, and the plain address for the defaults', () => {
    expect(key()).toBe('/property')
    expect(key('currency=AED; area=sqft')).toBe('/property')
    expect(key('currency=USD')).toBe('/property#currency=USD')
    expect(key('a=1; area=sqm; currency=EUR')).toBe('/property#currency=EUR&area=sqm')
  })

  it('keys an edition by its own default currency, so a chosen AED on a Russian page is its own entry', () => {
    expect(key(undefined, '/ru/property')).toBe('/ru/property')
    expect(key('currency=RUB', '/ru/property')).toBe('/ru/property')
    expect(key('currency=AED', '/ru/property')).toBe('/ru/property#currency=AED')
    expect(key('currency=CNY', '/zh')).toBe('/zh')
    expect(key('currency=CNY', '/property')).toBe('/property#currency=CNY')
  })

  it('ignores values the site does not know, so made-up cookies cannot multiply entries', () => {
    expect(key('currency=XYZ; area=acres')).toBe('/property')
    expect(key('mycurrency=USD')).toBe('/property')
  })

  it('knows exactly the currencies and units the site offers', () => {
    expect(PREFERENCE_VALUES.currency).toEqual([...CURRENCIES])
    expect(PREFERENCE_VALUES.area).toEqual([...AREA_UNITS])
  })
})
