import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { signToken, verifyToken } from './tokens'

const key = randomBytes(32)
const subject = 'a'.repeat(32)
const now = new Date('2026-11-29T10:00:00Z')
const inAWeek = new Date('2026-12-06T10:00:00Z')

describe('the signed links of an alert', () => {
  it('reads back the record a link names', () => {
    expect(verifyToken(key, 'confirm', signToken(key, 'confirm', subject, inAWeek), now)).toEqual({
      ok: true,
      subject,
    })
    expect(verifyToken(key, 'unsubscribe', signToken(key, 'unsubscribe', subject), now)).toEqual({
      ok: true,
      subject,
    })
  })

  it('refuses a link signed for another purpose or with another key', () => {
    const manage = signToken(key, 'manage', subject)
    expect(verifyToken(key, 'unsubscribe', manage, now)).toEqual({ ok: false, reason: 'invalid' })
    expect(verifyToken(randomBytes(32), 'manage', manage, now)).toEqual({
      ok: false,
      reason: 'invalid',
    })
  })

  it('refuses a link whose record, expiry or signature was changed', () => {
    const token = signToken(key, 'confirm', subject, inAWeek)
    const [, expires, signature] = token.split('.')
    expect(verifyToken(key, 'confirm', `${'b'.repeat(32)}.${expires}.${signature}`, now).ok).toBe(
      false,
    )
    // A later expiry written into the link does not make it last longer: it is tampered.
    expect(
      verifyToken(key, 'confirm', `${subject}.${Number(expires) + 86_400}.${signature}`, now),
    ).toEqual({ ok: false, reason: 'invalid' })
    expect(verifyToken(key, 'confirm', `${subject}.0.${signature}`, now)).toEqual({
      ok: false,
      reason: 'invalid',
    })
    expect(verifyToken(key, 'confirm', `${token}x`, now).ok).toBe(false)
    for (const junk of [
      '',
      'abc',
      '..',
      null,
      undefined,
      `${subject}.${expires}`,
      `${subject.toUpperCase()}.${expires}.${signature}`,
    ]) {
      expect(verifyToken(key, 'confirm', junk, now)).toEqual({ ok: false, reason: 'invalid' })
    }
  })

  it('tells an expired confirm link from a broken one', () => {
    const token = signToken(key, 'confirm', subject, inAWeek)
    expect(verifyToken(key, 'confirm', token, new Date('2026-12-06T09:59:59Z')).ok).toBe(true)
    expect(verifyToken(key, 'confirm', token, new Date('2026-12-06T10:00:00Z'))).toEqual({
      ok: false,
      reason: 'expired',
    })
  })
})
