import { describe, expect, it } from 'vitest'
import { base, call } from './client'

/** Where the site's own home page is: SITE_URL of the server under test. */
const home = new URL('/', process.env.TEST_SITE_URL ?? base).href

async function raw(path: string, headers: Record<string, string> = {}) {
  const res = await fetch(base + path, { redirect: 'manual', headers })
  const location = res.headers.get('location')
  return { status: res.status, location: location === null ? null : new URL(location, base).href }
}

/** Follows redirects by hand (at most 5 hops) and says where the chain ends. */
async function landing(path: string) {
  let url = base + path
  for (let hop = 0; hop < 5; hop++) {
    const res = await fetch(url, { redirect: 'manual' })
    const location = res.headers.get('location')
    if (res.status < 300 || res.status >= 400 || !location) return url
    url = new URL(location, url).href
  }
  return url
}

describe('middleware', () => {
  it.each([
    '/no-such-page',
    '/property/a/b',
    '/wp-login.php',
    '/%2F%2Fevil.com',
    '/.env',
    '/admin.php',
  ])('redirects %s to the home page with 307', async (path) => {
    const answer = await raw(path)
    expect(answer.status).toBe(307)
    expect(answer.location).toBe(home)
  })

  it.each(['//evil.com', '/\\evil.com', '//evil.com/%2e%2e', '/%5Cevil.com'])(
    'sends %s to the site, never off it',
    async (path) => {
      expect(await landing(path)).toBe(home)
    },
  )

  it('ignores a forged Host and the x-middleware-subrequest header', async () => {
    const forged = await raw('/no-such-page', { host: 'evil.com', 'x-forwarded-host': 'evil.com' })
    expect(forged.location).toBe(home)
    const bypass = await raw('/no-such-page', {
      'x-middleware-subrequest': 'middleware:middleware:middleware:middleware:middleware',
    })
    expect(bypass.status).toBe(307)
    expect(bypass.location).toBe(home)
  })

  it('serves known pages and lets the APIs and admin through', async () => {
    expect((await call('/')).status).toBe(200)
    expect((await call('/api/v1/properties?limit=1')).status).toBe(200)
    expect((await raw('/admin/login')).status).toBe(200)
    expect((await raw('/api/v1/nothing-here')).status).toBe(404)
  })

  it('answers 400, not 500, to a request for an upload that names a storage prefix', async () => {
    const listed = await call<{ docs: { filename: string }[] }>('/cms-api/media?limit=1&depth=0')
    const file = `/cms-api/media/file/${encodeURIComponent(listed.body.docs[0]!.filename)}`
    expect((await raw(file)).status).toBe(200)
    const answer = await call<{ message: string }>(`${file}?prefix=media`)
    expect(answer.status).toBe(400)
    expect(answer.body.message).toBe('Unknown query parameter: prefix')
  })
})
