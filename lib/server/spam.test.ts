import { describe, expect, it, vi } from 'vitest'

vi.mock('server-only', () => ({}))
vi.hoisted(() => {
  process.env.PAYLOAD_SECRET = 'unit-test-secret-for-form-tokens'
})

const {
  claimNonce,
  honeypotIn,
  issueFormToken,
  MIN_AGE_MS,
  recordSpam,
  spamStats,
  TOKEN_TTL_MS,
  verifyFormToken,
} = await import('./spam')

describe('form tokens', () => {
  const t0 = 1_700_000_000_000

  it('accepts a token between 3 s and 2 h old', () => {
    const { token, expiresIn } = issueFormToken(t0)
    expect(expiresIn).toBe(TOKEN_TTL_MS / 1000)
    expect(verifyFormToken(token, t0 + MIN_AGE_MS)).toMatchObject({ ok: true })
    expect(verifyFormToken(token, t0 + TOKEN_TTL_MS)).toMatchObject({ ok: true })
  })

  it('calls a younger one too fast and an older one expired', () => {
    const { token } = issueFormToken(t0)
    expect(verifyFormToken(token, t0 + 500)).toEqual({ ok: false, reason: 'too-fast' })
    expect(verifyFormToken(token, t0 + TOKEN_TTL_MS + 1)).toEqual({
      ok: false,
      reason: 'expired-token',
    })
  })

  it('refuses a forged or altered token', () => {
    const { token } = issueFormToken(t0)
    const [issued, nonce, sig] = token.split('.')
    const older = (t0 - 60_000).toString(36)
    expect(verifyFormToken(`${older}.${nonce}.${sig}`, t0 + 10_000)).toEqual({
      ok: false,
      reason: 'forged-token',
    })
    expect(verifyFormToken(`${issued}.${nonce}.${'A'.repeat(sig!.length)}`, t0 + 10_000)).toEqual({
      ok: false,
      reason: 'forged-token',
    })
    expect(verifyFormToken('garbage', t0)).toEqual({ ok: false, reason: 'forged-token' })
    expect(verifyFormToken('a.b.c.d', t0)).toEqual({ ok: false, reason: 'forged-token' })
  })

  it('refuses a token issued in the future', () => {
    const { token } = issueFormToken(t0 + 60_000)
    expect(verifyFormToken(token, t0)).toEqual({ ok: false, reason: 'forged-token' })
  })
})

describe('claimNonce', () => {
  it('lets a nonce be used once, or again only by the same submission (a retry)', async () => {
    const now = Date.now()
    expect(await claimNonce('nonce-1', 'client-a', now)).toBe(true)
    expect(await claimNonce('nonce-1', 'client-a', now + 1)).toBe(true)
    expect(await claimNonce('nonce-1', 'client-b', now + 2)).toBe(false)
    expect(await claimNonce('nonce-2', undefined, now)).toBe(true)
    expect(await claimNonce('nonce-2', undefined, now + 1)).toBe(false)
  })

  it('forgets a nonce once its token could no longer be accepted', async () => {
    const now = Date.now()
    expect(await claimNonce('nonce-3', 'client-a', now)).toBe(true)
    expect(await claimNonce('nonce-3', 'client-b', now + TOKEN_TTL_MS)).toBe(false)
    expect(await claimNonce('nonce-3', 'client-b', now + TOKEN_TTL_MS + 5_000)).toBe(true)
    expect(await claimNonce('nonce-3', 'client-a', now + TOKEN_TTL_MS + 5_001)).toBe(false)
  })
})

describe('honeypotIn', () => {
  it('reads the honeypot from JSON and from multipart', () => {
    expect(honeypotIn({ website: 'http://spam.example' })).toBe('http://spam.example')
    expect(honeypotIn({})).toBeUndefined()
    const form = new FormData()
    expect(honeypotIn(form)).toBeUndefined()
    form.append('website', '')
    expect(honeypotIn(form)).toBe('')
  })
})

describe('the spam counter', () => {
  it('counts each drop by reason and endpoint, and logs it', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const before = spamStats()
    recordSpam('contacts', 'honeypot')
    recordSpam('careers', 'too-fast')
    const after = spamStats()
    expect(after.counts.honeypot).toBe(before.counts.honeypot + 1)
    expect(after.counts['too-fast']).toBe(before.counts['too-fast'] + 1)
    expect(after.byEndpoint.contacts).toBe((before.byEndpoint.contacts ?? 0) + 1)
    expect(warn).toHaveBeenCalledTimes(2)
    warn.mockRestore()
  })
})
