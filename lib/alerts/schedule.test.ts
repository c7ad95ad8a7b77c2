import { describe, expect, it } from 'vitest'
import { confirmationExpired, nextSendAt } from './schedule'

const at = (time: string) => new Date(`2026-11-29T${time}Z`)

describe('one e-mail an hour at most', () => {
  it('sends the first one at once', () => {
    expect(nextSendAt(null, at('10:00:00'))).toEqual(at('10:00:00'))
  })

  it('holds the next until an hour after the last, and not longer', () => {
    expect(nextSendAt(at('10:00:00'), at('10:01:00'))).toEqual(at('11:00:00'))
    expect(nextSendAt(at('10:00:00'), at('10:59:59'))).toEqual(at('11:00:00'))
    expect(nextSendAt(at('10:00:00'), at('11:00:00'))).toEqual(at('11:00:00'))
    expect(nextSendAt(at('10:00:00'), at('13:30:00'))).toEqual(at('13:30:00'))
  })
})

describe('an unconfirmed subscription', () => {
  it('lives seven days', () => {
    const made = new Date('2026-11-22T10:00:00Z')
    expect(confirmationExpired(made, new Date('2026-11-29T09:59:59Z'))).toBe(false)
    expect(confirmationExpired(made, new Date('2026-11-29T10:00:00Z'))).toBe(true)
  })
})
