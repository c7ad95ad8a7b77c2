import { beforeAll, describe, expect, it } from 'vitest'
import type { Paginated, Property } from '@/lib/api/types'
import { base, cacheClearsOver, call } from './client'
import { staffFind, staffToken } from './staff'

const page = (path: string, headers: Record<string, string> = {}) => fetch(base + path, { headers, redirect: 'manual' })

/** The page's preload of its first-view photo in a Link value, and that photo's <img> srcset in its HTML. */
const FIRST_VIEW_PRELOAD = /<([^>]+)>; rel=preload; as=image; imagesrcset="([^"]+)"; imagesizes="([^"]+)"; fetchpriority=high/
const srcSetsIn = (html: string) => [...html.matchAll(/<img[^>]*?srcSet="([^"]+)"/g)].map((m) => m[1]!.replaceAll('&amp;', '&'))

// After any save by the suite run just before this one.
beforeAll(cacheClearsOver)

describe('rendered-page cache', () => {
  it('serves a public page rendered once to every visitor, compressed, with a validator', async () => {
    const rendered = await page('/about')
    const res = await page('/about', { 'accept-encoding': 'br, gzip' })
    expect(res.status).toBe(200)
    expect(res.headers.get('x-page-cache')).toBe('HIT')
    expect(res.headers.get('content-encoding')).toBe('br')
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate')
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i)
    // Next sends hints in a Link header (preloads React knew of in time, a preconnect): the copy keeps it.
    expect(rendered.headers.get('link')).toBeTruthy()
    expect(res.headers.get('link')).toBe(rendered.headers.get('link'))
    expect(await res.text()).toContain('</html>')

    const etag = res.headers.get('etag')!
    expect(etag).toMatch(/^".+"$/)
    const revalidated = await page('/about', { 'if-none-match': etag })
    expect(revalidated.status).toBe(304)
    expect(await revalidated.text()).toBe('')
  })

  it('sends the same page uncompressed to a client that asks for no encoding', async () => {
    await page('/services')
    const res = await page('/services', { 'accept-encoding': 'identity' })
    expect(res.headers.get('content-encoding')).toBeNull()
    expect(Number(res.headers.get('content-length'))).toBe((await res.arrayBuffer()).byteLength)
  })

  it('never answers staff, the admin or a test fault from the shared copy', async () => {
    await page('/team')
    for (const cookie of ['payload-token=not-a-real-session', 'test-fault=nothing']) {
      const res = await page('/team', { cookie })
      expect(res.status).toBe(200)
      expect(res.headers.get('x-page-cache')).toBeNull()
    }
  })

  it('does not keep pages that are not found', async () => {
    await page('/property/999999999')
    const res = await page('/property/999999999')
    expect(res.status).toBe(404)
    expect(res.headers.get('x-page-cache')).toBe('BYPASS')
  })

  it('drops every cached page when staff change content', async () => {
    const { body } = await call<{ data: Paginated<Property> }>('/api/v1/properties?limit=1')
    const listing = body.data.docs[0]!
    const path = `/property/${listing._id}`
    await page(path)
    await page('/')
    expect((await page(path)).headers.get('x-page-cache')).toBe('HIT')

    const [doc] = await staffFind('properties', 'publicId', listing._id)
    const renamed = `${listing.name} — reduced`
    const edit = async (name: string) => {
      const res = await fetch(`${base}/cms-api/properties/${doc!.id}`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', Authorization: `JWT ${await staffToken()}` },
        body: JSON.stringify({ name }),
      })
      expect(res.status).toBe(200)
    }
    await edit(renamed)
    try {
      const after = await page(path)
      expect(after.headers.get('x-page-cache')).toBe('MISS')
      expect(await after.text()).toContain(renamed)
      // Rendered anew, the home page names its photo again.
      const home = await page('/')
      expect(home.headers.get('x-page-cache')).toBe('MISS')
      expect(home.headers.get('link')).toMatch(FIRST_VIEW_PRELOAD)
    } finally {
      await edit(listing.name)
      for (let attempt = 0; attempt < 50; attempt++) {
        const one = await call<{ data: Property }>(`/api/v1/properties/${listing._id}`)
        if (one.body.data.name === listing.name) break
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
      // The tests after this one expect a page viewed twice to be kept.
      await cacheClearsOver()
    }
  })
})

describe("a page's first-view photo", () => {
  it('is named in the Link header with the srcset and sizes its <img> has, the home hero and a listing\'s first photo', async () => {
    const { body } = await call<{ data: Paginated<Property> }>('/api/v1/properties?limit=1')
    for (const path of ['/', `/property/${body.data.docs[0]!._id}`, '/ar/about']) {
      for (const attempt of ['rendered', 'stored']) {
        const res = await page(path)
        expect(res.status, `${path} ${attempt}`).toBe(200)
        const link = FIRST_VIEW_PRELOAD.exec(res.headers.get('link') ?? '')
        expect(link, `${path} ${attempt}: ${res.headers.get('link')}`).not.toBeNull()
        // The same candidates as the page's own <img>, so the browser fetches the file it shows, once.
        expect(srcSetsIn(await res.text())).toContain(link![2])
        expect(link![1]).toMatch(/^\/_next\/image\?url=/)
      }
    }
  })

  it('is not named by a page without one', async () => {
    const res = await page('/favourites')
    expect(res.status).toBe(200)
    expect(res.headers.get('link') ?? '').not.toMatch(/as=image/)
  })
})

describe('a stored page', () => {
  it("is the HTML Next.js emits: its framework scripts and React's data in place, nothing held back", async () => {
    const first = await page('/about')
    const html = await first.text()
    // The framework's own scripts, loaded as Next.js loads them, each with the render's nonce.
    const nonce = /script-src[^;]*'nonce-([^']+)'/.exec(first.headers.get('content-security-policy') ?? '')?.[1]
    expect(nonce).toBeDefined()
    const scripts = [...html.matchAll(/<script\b[^>]*\bsrc="\/_next\/static\/chunks\/[^"]+"[^>]*>/g)].map((m) => m[0])
    expect(scripts.length).toBeGreaterThan(0)
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`)
    // React's data for hydration is inline, where React put it.
    expect(html).toContain('self.__next_f.push')
    expect(html).not.toContain('/_app-data/')
    expect(html).not.toMatch(/<noscript[^>]*data-held/)
    // A second view is the same bytes, from the cache.
    const again = await page('/about')
    expect(again.headers.get('x-page-cache')).toBe('HIT')
    expect(await again.text()).toBe(html)
  })
})

describe("the build's stylesheets and scripts", () => {
  it('are served with Brotli once compressed, the same bytes and headers as before', async () => {
    const html = await (await page('/')).text()
    // The page carries its styles inline (next.config.ts); the file they come from is still served.
    const stylesheet = /<style [^>]*data-href="(\/_next\/static\/[^"]+\.css)"/.exec(html)?.[1]
    expect(stylesheet).toBeDefined()
    const gzipped = await page(stylesheet!, { 'accept-encoding': 'gzip' })
    expect(gzipped.headers.get('content-encoding')).toBe('gzip')
    const css = await gzipped.text()

    // The first request compresses it in the background.
    let compressed = await page(stylesheet!, { 'accept-encoding': 'br, gzip' })
    for (let attempt = 0; attempt < 50 && compressed.headers.get('content-encoding') !== 'br'; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      compressed = await page(stylesheet!, { 'accept-encoding': 'br, gzip' })
    }
    expect(compressed.headers.get('content-encoding')).toBe('br')
    expect(Number(compressed.headers.get('content-length'))).toBeLessThan(Number(gzipped.headers.get('content-length') ?? css.length))
    expect(await compressed.text()).toBe(css)
    for (const name of ['content-type', 'cache-control', 'etag', 'strict-transport-security', 'content-security-policy'])
      expect(compressed.headers.get(name), name).toBe(gzipped.headers.get(name))
    expect(compressed.headers.get('vary')).toMatch(/accept-encoding/i)
    const again = await page(stylesheet!, { 'accept-encoding': 'br', 'if-none-match': compressed.headers.get('etag')! })
    expect(again.status).toBe(304)
  })
})
