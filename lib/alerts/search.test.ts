import { describe, expect, it } from 'vitest'
import {
  listingMatches,
  projectMatches,
  searchKey,
  type ListingFacts,
  type ListingSearch,
} from './search'

const marinaFlat: ListingFacts = {
  status: 'sell',
  city: 'Dubai Marina',
  type: 'Apartment',
  bedrooms: 2,
  price: 2_400_000,
}

describe('a saved listing search', () => {
  it('finds a home for sale only in a sale search, and one to rent only in a rent search', () => {
    expect(listingMatches({ status: 'sell' }, marinaFlat)).toBe(true)
    expect(listingMatches({ status: 'rent' }, marinaFlat)).toBe(false)
    expect(
      listingMatches({ status: 'rent' }, { ...marinaFlat, status: 'rent', price: 140_000 }),
    ).toBe(true)
  })

  it('reads the location as the listing page does: every word typed, in any case', () => {
    expect(listingMatches({ status: 'sell', city: 'marina' }, marinaFlat)).toBe(true)
    expect(listingMatches({ status: 'sell', city: 'Dubai  MARINA' }, marinaFlat)).toBe(true)
    expect(listingMatches({ status: 'sell', city: 'Marina Jumeirah' }, marinaFlat)).toBe(false)
    expect(listingMatches({ status: 'sell', city: 'Downtown' }, marinaFlat)).toBe(false)
  })

  it('asks for exactly the bedrooms chosen (0 is a studio) and exactly the type', () => {
    expect(listingMatches({ status: 'sell', bedrooms: 2 }, marinaFlat)).toBe(true)
    expect(listingMatches({ status: 'sell', bedrooms: 3 }, marinaFlat)).toBe(false)
    expect(listingMatches({ status: 'sell', bedrooms: 0 }, marinaFlat)).toBe(false)
    expect(listingMatches({ status: 'sell', bedrooms: 0 }, { ...marinaFlat, bedrooms: 0 })).toBe(
      true,
    )
    expect(listingMatches({ status: 'sell', type: 'Villa' }, marinaFlat)).toBe(false)
    expect(listingMatches({ status: 'sell', type: 'Apartment' }, marinaFlat)).toBe(true)
  })

  it('keeps a home inside the price band in AED, bounds included', () => {
    const band: ListingSearch = { status: 'sell', minPriceAed: 2_000_000, maxPriceAed: 2_400_000 }
    expect(listingMatches(band, marinaFlat)).toBe(true)
    expect(listingMatches(band, { ...marinaFlat, price: 2_000_000 })).toBe(true)
    expect(listingMatches(band, { ...marinaFlat, price: 2_400_001 })).toBe(false)
    expect(listingMatches(band, { ...marinaFlat, price: 1_999_999 })).toBe(false)
    expect(listingMatches({ status: 'sell', maxPriceAed: 1_000_000 }, marinaFlat)).toBe(false)
    expect(listingMatches({ status: 'sell', minPriceAed: 3_000_000 }, marinaFlat)).toBe(false)
  })
})

describe('a saved project search', () => {
  const project = {
    community: 'Dubai Creek Harbour',
    developerSlug: 'emaar',
    handoverYear: 2028,
    status: 'launching' as const,
  }

  it('matches on community words, developer, handover year and stage', () => {
    expect(projectMatches({}, project)).toBe(true)
    expect(projectMatches({ community: 'creek' }, project)).toBe(true)
    expect(projectMatches({ community: 'Marina' }, project)).toBe(false)
    expect(
      projectMatches({ developer: 'emaar', handoverYear: 2028, status: 'launching' }, project),
    ).toBe(true)
    expect(projectMatches({ developer: 'sobha' }, project)).toBe(false)
    expect(projectMatches({ handoverYear: 2027 }, project)).toBe(false)
    expect(projectMatches({ status: 'ready' }, project)).toBe(false)
  })
})

describe('the key of a search', () => {
  it('is the same for the same search whatever the order or case, and differs otherwise', () => {
    expect(searchKey('listings', { status: 'sell', city: 'Dubai Marina', bedrooms: 2 })).toBe(
      searchKey('listings', { bedrooms: 2, city: ' dubai marina', status: 'sell' }),
    )
    expect(searchKey('listings', { status: 'sell', city: '' })).toBe(
      searchKey('listings', { status: 'sell' }),
    )
    expect(searchKey('listings', { status: 'sell' })).not.toBe(
      searchKey('listings', { status: 'rent' }),
    )
    expect(searchKey('listings', {} as ListingSearch)).not.toBe(searchKey('projects', {}))
  })
})
