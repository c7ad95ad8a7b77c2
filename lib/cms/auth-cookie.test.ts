import { describe, expect, it } from 'vitest'
import { authCookieSecure } from './auth-cookie'

describe('authCookieSecure', () => {
  it.each(['https://crescentkey.ae', 'https://www.crescentkey.ae/', 'HTTPS://crescentkey.ae', 'https://127.0.0.1:3000'])(
    'is on for %s',
    (url) => expect(authCookieSecure(url)).toBe(true),
  )

  it.each(['http://localhost:3000', 'http://127.0.0.1:3100', 'http://crescentkey.ae', 'not a url', '', 'ftp://crescentkey.ae'])(
    'is off for %j',
    (url) => expect(authCookieSecure(url)).toBe(false),
  )
})
