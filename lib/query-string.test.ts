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
import { apiPropertyQuerySchema, listingFilterFromSearchParams } from './validation/property-query'

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

describe('a search in another currency', () => {
  it('says which currency its prices are in, so a shared address finds the same homes', () => {
    expect(listingHref({ status: 'sell', minPrice: '1000000', maxPrice: '2000000', currency: 'USD' })).toBe(
      '/property?status=sell&minPrice=1000000&maxPrice=2000000&currency=USD',
    )
  })
  it('leaves AED addresses as they were, and names no currency without a price', () => {
    expect(listingHref({ minPrice: '1000000', currency: 'AED' })).toBe('/property?minPrice=1000000')
    expect(listingHref({ location: 'JVC', minPrice: '', currency: 'USD' })).toBe('/property?location=JVC')
  })
  it('keeps the currency on the no-JavaScript Explore More link and in the API query', () => {
    const filter = { page: 1, limit: 9, status: 'sell' as const, maxPrice: 500000, currency: 'EUR' as const }
    expect(listingPageHref(filter, 2)).toBe('/property?status=sell&maxPrice=500000&currency=EUR&page=2')
    expect(apiPropertyQuery(filter).get('currency')).toBe('EUR')
    expect(apiPropertyQuery({ page: 1, limit: 9, currency: 'EUR' }).has('currency')).toBe(false)
  })
})

describe('the listing address, read', () => {
  it('takes a known currency with its prices and drops anything else', () => {
    expect(listingFilterFromSearchParams({ minPrice: '1000000', currency: 'usd' })).toMatchObject({ minPrice: 1_000_000, currency: 'USD' })
    expect(listingFilterFromSearchParams({ minPrice: '1000000', currency: 'XYZ' }).currency).toBeUndefined()
    expect(listingFilterFromSearchParams({ minPrice: '1000000', currency: 'AED' }).currency).toBeUndefined()
    expect(listingFilterFromSearchParams({ currency: 'USD' }).currency).toBeUndefined()
  })
  it('the API takes currency beside price[gte] and price[lte], and refuses an unknown one', () => {
    expect(apiPropertyQuerySchema.parse({ 'price[gte]': '1000000', currency: 'USD' })).toMatchObject({ minPrice: 1_000_000, currency: 'USD' })
    expect(apiPropertyQuerySchema.parse({ 'price[lte]': '1000000' }).currency).toBeUndefined()
    expect(apiPropertyQuerySchema.safeParse({ 'price[gte]': '1', currency: 'usd' }).success).toBe(false)
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
