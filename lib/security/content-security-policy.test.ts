import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy, newNonce } from './content-security-policy.mjs'

const directives = (policy: string) =>
  new Map(policy.split(';').map((d) => d.trim().split(/\s+/)).map(([name = '', ...values]) => [name, values]))

describe('content security policy', () => {
  it('lets an HTML document run only its own files and the scripts carrying its nonce', () => {
    const policy = directives(contentSecurityPolicy({ nonce: 'abc123' }))
    expect(policy.get('script-src')).toEqual(["'self'", "'nonce-abc123'"])
    expect(policy.get('script-src')).not.toContain("'unsafe-inline'")
    expect(policy.get('script-src')).not.toContain("'unsafe-eval'")
    expect(policy.get('object-src')).toEqual(["'none'"])
    expect(policy.get('base-uri')).toEqual(["'none'"])
    expect(policy.get('frame-ancestors')).toEqual(["'none'"])
    expect(policy.get('form-action')).toEqual(["'self'"])
    expect(policy.has('upgrade-insecure-requests')).toBe(false)
  })

  it('upgrades insecure requests only for a site served over https', () => {
    expect(directives(contentSecurityPolicy({ nonce: 'n', https: true })).has('upgrade-insecure-requests')).toBe(true)
  })

  it('locks everything down for responses that are not documents', () => {
    const policy = directives(contentSecurityPolicy())
    expect(policy.get('default-src')).toEqual(["'none'"])
    expect(policy.get('frame-ancestors')).toEqual(["'none'"])
    expect(policy.has('script-src')).toBe(false)
  })

  it('makes a new unguessable nonce each time', () => {
    const nonces = new Set(Array.from({ length: 50 }, newNonce))
    expect(nonces.size).toBe(50)
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16)
  })
})
