import { describe, expect, it } from 'vitest'
import { closeness, rankSimilar, SIMILAR_LIMIT, type SimilarListing } from './similar'

const subject: SimilarListing = {
  id: 'subject',
  status: 'sell',
  city: 'Dubai Marina',
  price: 3_000_000,
  bedrooms: 2,
}

const listing = (id: string, overrides: Partial<SimilarListing>): SimilarListing => ({
  ...subject,
  id,
  ...overrides,
})

const ids = (listings: SimilarListing[]) => listings.map((l) => l.id)

describe('closeness', () => {
  it('adds the relative price gap and a quarter per bedroom of difference', () => {
    expect(closeness(subject, listing('same', {}))).toBe(0)
    expect(closeness(subject, listing('dearer', { price: 4_500_000 }))).toBeCloseTo(0.5)
    expect(closeness(subject, listing('cheaper', { price: 2_400_000 }))).toBeCloseTo(0.2)
    // 200,000 / 3,000,000 + 0.25 × 1
    expect(closeness(subject, listing('bigger', { price: 3_200_000, bedrooms: 3 }))).toBeCloseTo(
      0.3167,
      4,
    )
  })
  it('weighs another type (an office beside an apartment) as a 50 % price gap', () => {
    const apartment = { ...subject, type: 'Apartment' }
    expect(closeness(apartment, listing('office', { type: 'Office' }))).toBeCloseTo(0.5)
    expect(closeness(apartment, listing('flat', { type: 'Apartment', price: 3_300_000 }))).toBeCloseTo(0.1)
    // Type unknown on either side: no penalty.
    expect(closeness(apartment, listing('untyped', {}))).toBe(0)
  })
  it('copes with a subject priced at zero', () => {
    const free = { ...subject, price: 0 }
    expect(closeness(free, listing('zero', { price: 0 }))).toBe(0)
    expect(closeness(free, listing('priced', { price: 1 }))).toBe(1)
  })
})

describe('rankSimilar', () => {
  it('puts the same community first, then orders each group by closeness', () => {
    const ranked = rankSimilar(subject, [
      listing('elsewhere-exact', { city: 'Jumeirah Lake Towers' }), // 0
      listing('marina-dearer', { price: 4_500_000 }), // 0.5
      listing('marina-bigger', { price: 3_200_000, bedrooms: 3 }), // 0.317
      listing('elsewhere-near', { city: 'Business Bay', price: 3_300_000 }), // 0.1
    ])
    expect(ids(ranked)).toEqual([
      'marina-bigger',
      'marina-dearer',
      'elsewhere-exact',
      'elsewhere-near',
    ])
  })

  it('never returns the subject, another purpose or the same listing twice', () => {
    const ranked = rankSimilar(subject, [
      listing('subject', {}),
      listing('for-rent', { status: 'rent' }),
      listing('twice', { price: 3_100_000 }),
      listing('twice', { price: 3_100_000 }),
    ])
    expect(ids(ranked)).toEqual(['twice'])
  })

  it(`returns at most ${SIMILAR_LIMIT}, the closest ones`, () => {
    const candidates = Array.from({ length: 10 }, (_, i) =>
      listing(`c${i}`, { city: 'Dubai Hills Estate', price: 3_000_000 + (10 - i) * 100_000 }),
    )
    const ranked = rankSimilar(subject, candidates)
    expect(ranked).toHaveLength(SIMILAR_LIMIT)
    expect(ids(ranked)).toEqual(['c9', 'c8', 'c7', 'c6', 'c5', 'c4'])
    expect(rankSimilar(subject, candidates, 2)).toHaveLength(2)
  })

  it('keeps the incoming (newest-first) order between equally close listings', () => {
    const ranked = rankSimilar(subject, [
      listing('newer', { price: 3_300_000 }),
      listing('older', { price: 2_700_000 }),
    ])
    expect(ids(ranked)).toEqual(['newer', 'older'])
  })

  it('returns nothing when there is nothing else', () => {
    expect(rankSimilar(subject, [])).toEqual([])
    expect(rankSimilar(subject, [listing('subject', {})])).toEqual([])
  })
})
