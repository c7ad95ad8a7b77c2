import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Paginated, Property } from '@/lib/api/types'
import { call } from './client'

/**
 * /_next/image optimises the site's own images only (next.config.ts: localPatterns, no remote
 * patterns). It must not fetch other hosts for a caller, nor turn the site's own JSON or
 * private files into "images". A listener on this machine counts any fetch that gets out.
 */

let hits = 0
let listener: http.Server
let port = 0

beforeAll(async () => {
  listener = http.createServer((_req, res) => {
    hits++
    res.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.alloc(8))
  })
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve))
  port = (listener.address() as AddressInfo).port
})

afterAll(() => new Promise<void>((resolve) => listener.close(() => resolve())))

const image = (url: string, w = 640, q = 75) => call(`/_next/image?url=${encodeURIComponent(url)}&w=${w}&q=${q}`, { headers: { accept: 'image/avif,image/webp,*/*' } })

describe('/_next/image', () => {
  it('refuses other hosts, the site’s own non-image routes and private files, and fetches nothing', async () => {
    const refused = [
      'https://example.com/a.jpg',
      'http://example.com/a.jpg',
      '//evil.com/a.png',
      '\\\\evil.com/a.png',
      '/\\evil.com/a.png',
      `http://127.0.0.1:${port}/a.png`,
      `http://localhost:${port}/a.png`,
      `//127.0.0.1:${port}/a.png`,
      'http://[::1]/a.png',
      'file:///etc/passwd',
      'javascript:alert(1)',
      'data:image/png;base64,iVBORw0KGgo=',
      '/api/v1/properties',
      '/api/health',
      '/cms-api/users',
      '/cms-api/users/me',
      '/cms-api/resumes/file/cv.pdf',
      '/cms-api/media/file/../../users',
      '/cms-api/media/file/..%2F..%2Fusers',
      '/images/../api/v1/properties',
      '/images/%2e%2e/api/v1/properties',
      '/admin',
      '/_next/image?url=/images/hero.jpg&w=640&q=75',
      '/brand/logo.svg',
      '',
    ]
    for (const url of refused) {
      const answer = await image(url)
      expect(answer.status, url).toBeGreaterThanOrEqual(400)
      expect(answer.status, url).toBeLessThan(500)
      expect(answer.headers.get('content-type') ?? '', url).not.toMatch(/^image\//)
    }
    expect(hits).toBe(0)
  })

  it('optimises a seeded media image and a public image', async () => {
    const list = await call<{ data: Paginated<Property> }>('/api/v1/properties?limit=1')
    const banner = list.body.data.docs[0]!.banner.s3Url
    expect(banner).toMatch(/^\/cms-api\/media\/file\//)
    for (const url of [banner, '/images/hero.jpg']) {
      const answer = await image(url)
      expect(answer.status, url).toBe(200)
      expect(answer.headers.get('content-type'), url).toMatch(/^image\/(avif|webp)$/)
    }
  })

  it("serves a banner's photo at the banners' quality, smaller than at the default", async () => {
    const [banner, standard] = await Promise.all([image('/images/hero.jpg', 828, 60), image('/images/hero.jpg', 828, 75)])
    expect(banner.status).toBe(200)
    expect(standard.status).toBe(200)
    expect(banner.headers.get('content-type')).toBe(standard.headers.get('content-type'))
    const bytes = (answer: typeof banner) => Number(answer.headers.get('content-length'))
    expect(bytes(standard)).toBeGreaterThan(0)
    expect(bytes(banner)).toBeLessThan(bytes(standard) * 0.85)
  })

  it('refuses sizes and qualities outside the configured sets', async () => {
    for (const [w, q] of [[100_000, 75], [641, 75], [0, 75], [640, 101], [640, 0], [640, 70]] as const) {
      const answer = await image('/images/hero.jpg', w, q)
      expect(answer.status, `w=${w} q=${q}`).toBe(400)
    }
  })

  it('answers 404, not a server error, for a missing file in an allowed folder', async () => {
    for (const url of ['/images/no-such-image.jpg', '/cms-api/media/file/no-such-image.jpg']) {
      expect((await image(url)).status, url).toBe(404)
    }
    expect((await call('/cms-api/media/file/no-such-image.jpg')).status).toBe(404)
  })
})
