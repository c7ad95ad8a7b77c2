import { describe, expect, it } from 'vitest'
import { digestOf, type PendingMatch } from './digest'

const at = (minute: number) => new Date(Date.UTC(2026, 10, 29, 9, minute))
const fresh = (listing: string, minute: number, price = 1_000_000): PendingMatch => ({
  listing,
  reason: 'new',
  price,
  matchedAt: at(minute),
})
const cut = (
  listing: string,
  minute: number,
  previousPrice: number,
  price: number,
): PendingMatch => ({
  listing,
  reason: 'price-drop',
  price,
  previousPrice,
  matchedAt: at(minute),
})

describe('an alert e-mail’s list of homes', () => {
  it('lists new homes newest first, then price drops, the largest cut first', () => {
    const digest = digestOf([
      fresh('a', 1),
      cut('x', 2, 2_000_000, 1_900_000),
      fresh('b', 3),
      cut('y', 4, 3_000_000, 2_500_000),
    ])
    expect(digest.entries.map((entry) => entry.listing)).toEqual(['b', 'a', 'y', 'x'])
    expect(digest.more).toBe(0)
  })

  it('shows a home once: new at its latest price, or cut from its first price to its last', () => {
    const digest = digestOf([
      fresh('a', 1, 1_200_000),
      cut('a', 5, 1_200_000, 1_100_000),
      cut('x', 2, 2_000_000, 1_900_000),
      cut('x', 6, 1_900_000, 1_800_000),
    ])
    expect(digest.entries).toEqual([
      { listing: 'a', reason: 'new', price: 1_100_000, previousPrice: null, matchedAt: at(5) },
      {
        listing: 'x',
        reason: 'price-drop',
        price: 1_800_000,
        previousPrice: 2_000_000,
        matchedAt: at(6),
      },
    ])
  })

  it('leaves out a cut taken back before the e-mail', () => {
    const digest = digestOf([
      cut('x', 1, 2_000_000, 1_900_000),
      { ...cut('x', 2, 1_900_000, 2_000_000), reason: 'price-drop' },
    ])
    expect(digest.entries).toEqual([])
  })

  it('keeps a long day to the limit and counts the rest', () => {
    const twenty = Array.from({ length: 20 }, (_, i) => fresh(`home-${i}`, i))
    const digest = digestOf(twenty, 10)
    expect(digest.entries).toHaveLength(10)
    expect(digest.entries[0]!.listing).toBe('home-19')
    expect(digest.more).toBe(10)
  })
})
