import { describe, expect, it } from 'vitest'
import {
  categoryOf,
  closeness,
  priceBand,
  qualifies,
  rankSimilar,
  SIMILAR_LIMIT,
  type SimilarListing,
} from './similar'

const subject: SimilarListing = {
  id: 'subject',
  status: 'sell',
  city: 'Dubai Marina',
  price: 3_150_000,
  bedrooms: 2,
  type: 'Apartment',
  sqft: 1_240,
}

const listing = (id: string, overrides: Partial<SimilarListing>): SimilarListing => ({
  ...subject,
  id,
  ...overrides,
})

const ids = (listings: SimilarListing[]) => listings.map((l) => l.id)

describe('categoryOf', () => {
  it('tells offices and shops, houses (villas, townhouses) and flats apart', () => {
    expect(categoryOf('Office')).toBe('commercial')
    expect(categoryOf('Retail')).toBe('commercial')
    expect(categoryOf('Villa')).toBe('house')
    expect(categoryOf('Townhouse')).toBe('house')
    for (const type of ['Apartment', 'Penthouse', 'Duplex', undefined]) expect(categoryOf(type)).toBe('flat')
  })
})

describe('priceBand', () => {
  it('is 35 % either side, in whole dirhams', () => {
    expect(priceBand(3_150_000)).toEqual({ min: 2_047_500, max: 4_252_500 })
    expect(priceBand(128_000)).toEqual({ min: 83_200, max: 172_800 })
  })
})

describe('qualifies', () => {
  it('keeps the same purpose, the same category and a price inside the band', () => {
    expect(qualifies(subject, listing('twin', {}))).toBe(true)
    expect(qualifies(subject, listing('edge-low', { price: 2_047_500 }))).toBe(true)
    expect(qualifies(subject, listing('edge-high', { price: 4_252_500 }))).toBe(true)
    expect(qualifies(subject, listing('to-rent', { status: 'rent' }))).toBe(false)
    expect(qualifies(subject, listing('office', { type: 'Office', bedrooms: 0 }))).toBe(false)
    expect(qualifies(subject, listing('too-cheap', { price: 2_047_499 }))).toBe(false)
    expect(qualifies(subject, listing('too-dear', { price: 4_252_501 }))).toBe(false)
  })

  it('keeps houses and flats apart, and sizes within a ratio of each other', () => {
    const townhouse = listing('townhouse', { type: 'Townhouse', price: 1_150_000, bedrooms: 2, sqft: 1_450 })
    expect(qualifies(townhouse, listing('one-bed-flat', { price: 1_000_000, bedrooms: 1, sqft: 760 }))).toBe(false)
    expect(qualifies(townhouse, listing('villa', { type: 'Villa', price: 1_300_000, bedrooms: 3, sqft: 1_900 }))).toBe(true)
    const villa = listing('signature', { type: 'Villa', price: 48_000_000, bedrooms: 6, sqft: 14_000 })
    expect(qualifies(villa, listing('penthouse', { type: 'Penthouse', price: 35_000_000, bedrooms: 5, sqft: 9_000 }))).toBe(false)
    expect(qualifies(subject, listing('far-smaller', { sqft: 700 }))).toBe(false)
    expect(qualifies(subject, listing('unsized', { sqft: undefined }))).toBe(true)
  })

  it('turns down the 16.5M penthouse under a 3.15M apartment', () => {
    const penthouse = listing('sky', { type: 'Penthouse', price: 16_500_000, bedrooms: 4, sqft: 5_380 })
    expect(qualifies(subject, penthouse)).toBe(false)
  })

  it('holds homes to one bedroom either way, but not offices', () => {
    expect(qualifies(subject, listing('three', { bedrooms: 3 }))).toBe(true)
    expect(qualifies(subject, listing('four', { bedrooms: 4 }))).toBe(false)
    const office = listing('office', { type: 'Office', bedrooms: 0, price: 2_150_000 })
    expect(qualifies(office, listing('retail', { type: 'Retail', bedrooms: 0, price: 2_000_000 }))).toBe(true)
    expect(qualifies(office, listing('flat', { price: 2_150_000 }))).toBe(false)
  })

  it('never the listing itself', () => {
    expect(qualifies(subject, listing('subject', {}))).toBe(false)
  })
})

describe('closeness', () => {
  it('adds the size gap, a quarter per bedroom, another community, another type and half the price gap', () => {
    expect(closeness(subject, listing('same', {}))).toBe(0)
    expect(closeness(subject, listing('bigger', { sqft: 1_550 }))).toBeCloseTo(0.25)
    expect(closeness(subject, listing('extra-bed', { bedrooms: 3 }))).toBeCloseTo(0.25)
    expect(closeness(subject, listing('elsewhere', { city: 'Business Bay' }))).toBeCloseTo(0.25)
    expect(closeness(subject, listing('townhouse', { type: 'Townhouse' }))).toBeCloseTo(0.15)
    expect(closeness(subject, listing('dearer', { price: 3_780_000 }))).toBeCloseTo(0.1)
  })

  it('leaves size out when either size is unknown, and copes with a price of zero', () => {
    expect(closeness(subject, listing('unsized', { sqft: undefined }))).toBe(0)
    const free = { ...subject, price: 0 }
    expect(closeness(free, listing('zero', { price: 0 }))).toBe(0)
    expect(closeness(free, listing('priced', { price: 1 }))).toBeCloseTo(0.5)
  })
})

describe('rankSimilar', () => {
  it('suggests only qualifying listings, nearest in size, bedrooms and community first', () => {
    const ranked = rankSimilar(subject, [
      listing('penthouse', { type: 'Penthouse', price: 16_500_000, bedrooms: 4, sqft: 5_380 }),
      listing('marina-three-bed', { price: 3_600_000, bedrooms: 3, sqft: 2_100 }), // 1.69 times the size
      listing('downtown-twin', { city: 'Downtown Dubai', price: 3_250_000, sqft: 1_320 }), // 0.06 + 0.25 + 0.02
      listing('marina-one-bed', { price: 2_050_000, bedrooms: 1, sqft: 860 }), // 0.31 + 0.25 + 0.17
      listing('office', { type: 'Office', bedrooms: 0, price: 3_000_000, sqft: 1_300 }),
      listing('palm', { city: 'Palm Jumeirah', price: 4_300_000, sqft: 1_650 }),
    ])
    expect(ids(ranked)).toEqual(['downtown-twin', 'marina-one-bed'])
  })

  it('shows a 2-bed rental other rentals of homes, never an office next door', () => {
    const jltRental = listing('jlt', {
      status: 'rent',
      city: 'Jumeirah Lake Towers',
      price: 128_000,
      sqft: 1_350,
    })
    const ranked = rankSimilar(jltRental, [
      listing('jlt-office', { status: 'rent', city: 'Jumeirah Lake Towers', type: 'Office', bedrooms: 0, price: 210_000, sqft: 1_600 }),
      listing('jlt-office-cheap', { status: 'rent', city: 'Jumeirah Lake Towers', type: 'Office', bedrooms: 0, price: 120_000, sqft: 1_300 }),
      listing('marina-2br', { status: 'rent', price: 162_000, sqft: 1_350 }),
      listing('jvc-2br', { status: 'rent', city: 'Jumeirah Village Circle', price: 110_000, sqft: 1_150 }),
      listing('jlt-2br-for-sale', { city: 'Jumeirah Lake Towers', price: 1_600_000, sqft: 1_350 }),
    ])
    expect(ids(ranked)).toEqual(['marina-2br', 'jvc-2br'])
  })

  it('never returns the same listing twice', () => {
    const ranked = rankSimilar(subject, [
      listing('twice', { price: 3_100_000 }),
      listing('twice', { price: 3_100_000 }),
    ])
    expect(ids(ranked)).toEqual(['twice'])
  })

  it(`returns at most ${SIMILAR_LIMIT}, the closest ones`, () => {
    const candidates = Array.from({ length: 10 }, (_, i) =>
      listing(`c${i}`, { city: 'Dubai Hills Estate', sqft: 1_240 + (10 - i) * 20 }),
    )
    const ranked = rankSimilar(subject, candidates)
    expect(ranked).toHaveLength(SIMILAR_LIMIT)
    expect(ids(ranked)).toEqual(['c9', 'c8', 'c7', 'c6', 'c5', 'c4'])
    expect(rankSimilar(subject, candidates, 2)).toHaveLength(2)
  })

  it('keeps the incoming (newest-first) order between equally close listings', () => {
    const ranked = rankSimilar(subject, [
      listing('newer', { sqft: 1_340 }),
      listing('older', { sqft: 1_140 }),
    ])
    expect(ids(ranked)).toEqual(['newer', 'older'])
  })

  it('returns nothing when nothing qualifies', () => {
    expect(rankSimilar(subject, [])).toEqual([])
    expect(rankSimilar(subject, [listing('subject', {})])).toEqual([])
    expect(rankSimilar(subject, [listing('villa', { type: 'Villa', price: 24_500_000 })])).toEqual([])
  })
})
