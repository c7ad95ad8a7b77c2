import { describe, expect, it } from 'vitest'
import {
  apiPropertyQuery,
  cumulativePageOf,
  digitsOnly,
  listingHref,
  listingPageHref,
  listingSearchParams,
  MAX_CUMULATIVE_PAGES,
} from './query-string'

describe('listing search address', () => {
  it('keeps only non-empty values, trimmed', () => {
    const params = listingSearchParams({
      location: ' Dubai Marina ',
      bedrooms: '',
      type: '  ',
      minPrice: '500000',
      maxPrice: undefined,
    })
    expect(params.toString()).toBe('location=Dubai+Marina&minPrice=500000')
  })
  it('builds /property with the status kept and empties dropped', () => {
    expect(
      listingHref({
        status: 'rent',
        location: '',
        bedrooms: '2',
        type: 'Villa',
        minPrice: '',
        maxPrice: '',
      }),
    ).toBe('/property?status=rent&bedrooms=2&type=Villa')
  })
  it('answers the bare listing when nothing is chosen', () => {
    expect(listingHref({ location: '', bedrooms: '', type: '', minPrice: '', maxPrice: '' })).toBe(
      '/property',
    )
  })
  it('never carries a page number into a new search', () => {
    const withPage = { location: 'Palm Jumeirah', page: '3' } as Record<string, string>
    expect(listingHref(withPage)).toBe('/property?location=Palm+Jumeirah')
  })
})

describe('Explore More link (no JavaScript)', () => {
  const filter = { page: 1, limit: 9, status: 'sell' as const, city: 'Dubai Hills', bedrooms: 3 }
  it('keeps the filters and asks for the next cumulative page', () => {
    expect(listingPageHref(filter, 2)).toBe(
      '/property?status=sell&location=Dubai+Hills&bedrooms=3&page=2',
    )
  })
  it('reads page=N, defaulting to 1 and capping crafted values', () => {
    expect(cumulativePageOf(undefined)).toBe(1)
    expect(cumulativePageOf('0')).toBe(1)
    expect(cumulativePageOf('-2')).toBe(1)
    expect(cumulativePageOf('abc')).toBe(1)
    expect(cumulativePageOf('3')).toBe(3)
    expect(cumulativePageOf(['4', '5'])).toBe(4)
    expect(cumulativePageOf('9999')).toBe(MAX_CUMULATIVE_PAGES)
  })
})

describe('API query', () => {
  it('uses the provider names and drops missing values', () => {
    const params = apiPropertyQuery({
      page: 2,
      limit: 9,
      status: 'rent',
      city: 'JVC',
      minPrice: 0,
      maxPrice: 90000,
    })
    expect(params.toString()).toBe(
      'limit=9&page=2&status=rent&city=JVC&price%5Bgte%5D=0&price%5Blte%5D=90000',
    )
    expect(params.has('type')).toBe(false)
    expect(params.has('bedrooms')).toBe(false)
  })
})

describe('price inputs', () => {
  it('accept digits only', () => {
    expect(digitsOnly('1,250,000 AED')).toBe('1250000')
    expect(digitsOnly('abc')).toBe('')
    expect(digitsOnly('-5e3')).toBe('53')
  })
})
