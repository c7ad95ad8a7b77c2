import { describe, expect, it } from 'vitest'
import { base, call } from './client'

async function raw(path: string, headers: Record<string, string> = {}) {
  // fetch() normalises some paths; the redirect must hold for what a browser can really send.
  const res = await fetch(base + path, { redirect: 'manual', headers })
  return { status: res.status, location: res.headers.get('location') }
}

describe('middleware', () => {
  it.each(['/no-such-page', '/property/a/b', '/wp-login.php', '/%2F%2Fevil.com', '/.env'])(
    'redirects %s to / with 307',
    async (path) => {
      const answer = await raw(path)
      expect(answer.status).toBe(307)
      expect(answer.location).toBe('/')
    },
  )

  it('ignores a forged Host and the x-middleware-subrequest header', async () => {
    const forged = await raw('/no-such-page', { host: 'evil.com', 'x-forwarded-host': 'evil.com' })
    expect(forged.location).toBe('/')
    const bypass = await raw('/no-such-page', {
      'x-middleware-subrequest': 'middleware:middleware:middleware:middleware:middleware',
    })
    expect(bypass.status).toBe(307)
    expect(bypass.location).toBe('/')
  })

  it('serves known pages and lets the APIs and admin through', async () => {
    expect((await call('/')).status).toBe(200)
    expect((await call('/api/v1/properties?limit=1')).status).toBe(200)
    expect((await raw('/admin/login')).status).toBe(200)
    expect((await raw('/api/v1/nothing-here')).status).toBe(404)
  })
})
