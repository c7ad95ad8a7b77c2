import { afterEach, describe, expect, it, vi } from 'vitest'

vi.mock('server-only', () => ({}))

const { LOGIN_LIMITS, loginPausedMessage, loginRefusal, recordFailedLogin } = await import('./login-limits')

const admin = 'admin@crescentkey.ae'
let n = 0
/** An address no other test has used: the counts live in this process's store. */
const address = () => `198.51.100.${++n}`

afterEach(() => vi.restoreAllMocks())

describe('sign-in limits', () => {
  it('stop an address after five failures for one account, and only that address', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const attacker = address()
    for (let i = 0; i < LOGIN_LIMITS.perAccount; i++) {
      expect(await loginRefusal(attacker, admin), `attempt ${i + 1}`).toBeNull()
      await recordFailedLogin(attacker, admin)
    }
    const refused = await loginRefusal(attacker, admin)
    expect(refused).toMatchObject({ ok: false })
    expect(refused!.retryAfter).toBeGreaterThan(14 * 60)
    expect(refused!.retryAfter).toBeLessThanOrEqual(15 * 60)
    // The member of staff, anywhere else, is not locked out; the attacker may try other accounts.
    expect(await loginRefusal(address(), admin)).toBeNull()
    expect(await loginRefusal(attacker, 'editor@crescentkey.ae')).toBeNull()
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining(`${admin} from ${attacker}`))
  })

  it('stop an address that fails twenty times across accounts', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const sprayer = address()
    for (let i = 0; i < LOGIN_LIMITS.perAddress; i++) await recordFailedLogin(sprayer, `user${i}@example.com`)
    expect(await loginRefusal(sprayer, 'someone-new@example.com')).toMatchObject({ ok: false })
    expect(await loginRefusal(address(), 'someone-new@example.com')).toBeNull()
  })

  it('count nothing when only checked', async () => {
    const visitor = address()
    for (let i = 0; i < 10; i++) expect(await loginRefusal(visitor, admin)).toBeNull()
  })

  it('tell staff how long to wait, in whole minutes', () => {
    expect(loginPausedMessage(900)).toBe('Too many failed sign-ins from your network. Please wait 15 minutes and try again.')
    expect(loginPausedMessage(30)).toBe('Too many failed sign-ins from your network. Please wait 1 minute and try again.')
    expect(loginPausedMessage(61)).toContain('wait 2 minutes')
  })
})
