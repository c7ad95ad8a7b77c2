import { describe, expect, it } from 'vitest'
import { call } from './client'

describe('security headers', () => {
  it.each(['/', '/api/v1/properties?limit=1', '/api/v1/nothing-here', '/images/hero.jpg', '/property'])(
    'are sent with %s, and nothing says which framework runs the site',
    async (path) => {
      const { headers } = await call(path)
      expect(headers.get('x-content-type-options')).toBe('nosniff')
      expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
      expect(headers.get('strict-transport-security')).toMatch(/max-age=\d+/)
      expect(headers.get('permissions-policy')).toContain('camera=()')
      expect(headers.get('permissions-policy')).toContain('geolocation=()')
      expect(headers.get('x-frame-options')).toBe('DENY')
      expect(headers.get('x-powered-by')).toBeNull()
    },
  )

  // Chrome on Android starts a process of its own for a site that sends COOP: public pages,
  // which hold nothing another window could reach, do not; the admin, with the staff's session, does.
  it.each(['/', '/property', '/news'])('%s lets the visitor’s browser keep its process (no COOP)', async (path) => {
    const { headers } = await call(path)
    expect(headers.get('cross-origin-opener-policy')).toBeNull()
  })

  it.each(['/admin', '/admin/login'])('%s keeps other sites’ windows away from it (COOP same-origin)', async (path) => {
    const { headers } = await call(path)
    expect(headers.get('cross-origin-opener-policy')).toBe('same-origin')
    expect(headers.get('x-frame-options')).toBe('DENY')
  })
})

describe('client hints', () => {
  // A Critical-CH the browser did not send makes it repeat the request: a first visit to a public
  // page would wait one more round trip. Only the admin asks for the colour scheme.
  it.each(['/', '/property', '/about'])('%s asks for none, critically or not', async (path) => {
    const { headers } = await call(path)
    expect(headers.get('critical-ch')).toBeNull()
    expect(headers.get('accept-ch')).toBeNull()
  })

  it('the admin asks for the colour scheme to follow it', async () => {
    const { headers } = await call('/admin/login')
    expect(headers.get('accept-ch')).toBe('Sec-CH-Prefers-Color-Scheme')
  })
})

const policyOf = (headers: Headers) =>
  new Map(
    (headers.get('content-security-policy') ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name = '', ...values]) => [name, values]),
  )

describe('content security policy', () => {
  it.each(['/', '/property', '/about', '/property/999999999', '/admin/login'])(
    '%s: scripts run only with the nonce the page was rendered with',
    async (path) => {
      const { headers, text } = await call(path)
      const policy = policyOf(headers)
      const scriptSrc = policy.get('script-src') ?? []
      expect(scriptSrc).not.toContain("'unsafe-inline'")
      expect(scriptSrc).not.toContain("'unsafe-eval'")
      const nonce = scriptSrc.find((s) => s.startsWith("'nonce-"))?.slice(7, -1)
      expect(nonce).toBeTruthy()
      for (const directive of ['object-src', 'base-uri', 'frame-ancestors']) expect(policy.get(directive)).toEqual(["'none'"])
      expect(policy.get('form-action')).toEqual(["'self'"])

      // Every script the browser would run carries that nonce; data blocks (JSON-LD) need none.
      const scripts = [...text.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]!)
      const runnable = scripts.filter((attrs) => !/type="application\/(ld\+)?json"/.test(attrs))
      expect(runnable.length).toBeGreaterThan(0)
      for (const attrs of runnable) expect(attrs).toContain(`nonce="${nonce}"`)
    },
  )

  it('gives a fresh nonce to each render', async () => {
    const nonces = new Set<string>()
    for (const cookie of ['test-fault=none-1', 'test-fault=none-2']) {
      const { headers } = await call('/contact', { headers: { cookie } })
      nonces.add(headers.get('content-security-policy')!.match(/'nonce-([^']+)'/)![1]!)
    }
    expect(nonces.size).toBe(2)
  })

  it.each(['/api/v1/properties?limit=1', '/api/v1/nothing-here', '/images/hero.jpg', '/robots.txt', '/brand/logo.svg'])(
    '%s: not a document, so nothing may run or load in it',
    async (path) => {
      const policy = policyOf((await call(path)).headers)
      expect(policy.get('default-src')).toEqual(["'none'"])
      expect(policy.get('frame-ancestors')).toEqual(["'none'"])
    },
  )

  it('covers the framework files too', async () => {
    const { text } = await call('/')
    const chunk = text.match(/src="(\/_next\/static\/[^"]+\.js)"/)![1]!
    const { status, headers } = await call(chunk)
    expect(status).toBe(200)
    expect(policyOf(headers).get('default-src')).toEqual(["'none'"])
  })
})
