import { describe, expect, it, vi } from 'vitest'

vi.mock('server-only', () => ({}))

const { inRange, normalizeIp, resolveClientIp } = await import('./client-ip')

describe('resolveClientIp', () => {
  it('uses the socket peer and ignores X-Forwarded-For when no proxy is trusted', () => {
    expect(resolveClientIp('203.0.113.7', '1.2.3.4', [])).toBe('203.0.113.7')
    expect(resolveClientIp('::ffff:203.0.113.7', null, [])).toBe('203.0.113.7')
    expect(resolveClientIp(null, '1.2.3.4', [])).toBe('unknown')
  })

  it('behind trusted proxies takes the right-most hop that is not one of them', () => {
    const trusted = ['10.0.0.0/8', '127.0.0.1']
    // The client forged "6.6.6.6"; the proxy appended the real address it saw.
    expect(resolveClientIp('10.1.2.3', '6.6.6.6, 198.51.100.20', trusted)).toBe('198.51.100.20')
    expect(resolveClientIp('127.0.0.1', '6.6.6.6, 198.51.100.20, 10.9.9.9', trusted)).toBe(
      '198.51.100.20',
    )
    // A request that reached us directly, not through the proxy, is its own address.
    expect(resolveClientIp('198.51.100.99', '6.6.6.6', trusted)).toBe('198.51.100.99')
    // Garbage hops are skipped rather than trusted.
    expect(resolveClientIp('10.1.2.3', 'not-an-ip, 198.51.100.20', trusted)).toBe('198.51.100.20')
  })
})

describe('inRange', () => {
  it('matches IPv4 and IPv6 addresses and CIDR blocks', () => {
    expect(inRange('10.20.30.40', '10.0.0.0/8')).toBe(true)
    expect(inRange('11.0.0.1', '10.0.0.0/8')).toBe(false)
    expect(inRange('192.168.1.1', '192.168.1.1')).toBe(true)
    expect(inRange('2001:db8::1', '2001:db8::/32')).toBe(true)
    expect(inRange('2001:db9::1', '2001:db8::/32')).toBe(false)
    expect(inRange('10.0.0.1', '2001:db8::/32')).toBe(false)
    expect(inRange('10.0.0.1', '10.0.0.0/99')).toBe(false)
  })

  it('normalizes mapped and bracketed addresses', () => {
    expect(normalizeIp('::FFFF:10.0.0.1')).toBe('10.0.0.1')
    expect(normalizeIp('[2001:DB8::1]')).toBe('2001:db8::1')
  })
})
