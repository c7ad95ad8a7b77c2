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
      expect(headers.get('cross-origin-opener-policy')).toBe('same-origin')
      expect(headers.get('x-frame-options')).toBe('DENY')
      expect(headers.get('x-powered-by')).toBeNull()
    },
  )
})
