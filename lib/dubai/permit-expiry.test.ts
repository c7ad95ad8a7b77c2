import { describe, expect, it } from 'vitest'
import { endOfDubaiDay, permitExpiryFor } from './permit-expiry'

describe('permitExpiryFor', () => {
  it('stores a day picked in the admin (noon UTC) as the end of that day in Dubai', () => {
    expect(permitExpiryFor('2026-12-31T12:00:00.000Z')).toBe('2026-12-31T19:59:59.999Z')
    expect(permitExpiryFor(new Date('2027-03-01T12:00:00.000Z'))).toBe('2027-03-01T19:59:59.999Z')
    // 23:59:59.999 in Dubai is still the picked day there.
    expect(new Date('2026-12-31T19:59:59.999Z').toLocaleString('en-GB', { timeZone: 'Asia/Dubai' })).toBe(
      '31/12/2026, 23:59:59',
    )
  })

  it('stores a bare day sent by an import or the API as the end of that day in Dubai', () => {
    expect(permitExpiryFor('2026-11-29')).toBe('2026-11-29T19:59:59.999Z')
    expect(permitExpiryFor(' 2028-02-29 ')).toBe('2028-02-29T19:59:59.999Z')
    expect(permitExpiryFor('2026-02-30')).toBe('2026-02-30')
  })

  it('keeps a full timestamp with any other time as given, and is idempotent', () => {
    expect(permitExpiryFor('2026-12-31T08:15:30.250Z')).toBe('2026-12-31T08:15:30.250Z')
    expect(permitExpiryFor('2026-12-31T12:00:01.000Z')).toBe('2026-12-31T12:00:01.000Z')
    expect(permitExpiryFor('2026-12-31T19:59:59.999Z')).toBe('2026-12-31T19:59:59.999Z')
  })

  it('leaves empty and unreadable values for validation to judge', () => {
    expect(permitExpiryFor(null)).toBeNull()
    expect(permitExpiryFor(undefined)).toBeUndefined()
    expect(permitExpiryFor('')).toBe('')
    expect(permitExpiryFor('not a date')).toBe('not a date')
  })
})

describe('endOfDubaiDay', () => {
  it('is the last millisecond of the UTC calendar day in Dubai, across month and year ends', () => {
    expect(endOfDubaiDay(new Date('2028-02-29T12:00:00Z')).toISOString()).toBe('2028-02-29T19:59:59.999Z')
    expect(endOfDubaiDay(new Date('2026-12-31T00:00:00Z')).toISOString()).toBe('2026-12-31T19:59:59.999Z')
  })
})
