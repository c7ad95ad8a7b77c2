import type { PropertyFilter } from '@/lib/property-filter'

/**
 * What the filter bar holds: every value a string, as typed or chosen (docs/requirements.md §3).
 */
export interface ListingSearchValues {
  location?: string
  bedrooms?: string
  type?: string
  minPrice?: string
  maxPrice?: string
  status?: string
  /** The currency the prices are in; AED when absent. */
  currency?: string
}

const SEARCH_KEYS = ['status', 'location', 'bedrooms', 'type', 'minPrice', 'maxPrice'] as const

/**
 * The /property address for a search. Empty values are dropped (docs/requirements.md §5) and paging
 * is reset: a new search always starts at page 1, so `page` is never carried over. Prices in a
 * currency other than AED carry `currency`, so the address finds the same homes for anyone who
 * opens it, whatever currency they browse in; an address without it is in AED.
 */
export function listingSearchParams(values: ListingSearchValues): URLSearchParams {
  const params = new URLSearchParams()
  for (const key of SEARCH_KEYS) {
    const value = values[key]?.trim()
    if (value) params.set(key, value)
  }
  const currency = values.currency?.trim()
  if (currency && currency !== 'AED' && (params.has('minPrice') || params.has('maxPrice')))
    params.set('currency', currency)
  return params
}

export function listingHref(values: ListingSearchValues): string {
  const query = listingSearchParams(values).toString()
  return query ? `/property?${query}` : '/property'
}

/** The parsed filter back as address values, e.g. to keep filters while switching status. */
export function searchValuesOf(filter: PropertyFilter): ListingSearchValues {
  const text = (value: number | undefined) => (value === undefined ? undefined : String(value))
  return {
    status: filter.status,
    location: filter.city,
    bedrooms: text(filter.bedrooms),
    type: filter.type,
    minPrice: text(filter.minPrice),
    maxPrice: text(filter.maxPrice),
    currency: filter.currency,
  }
}

/** The no-JavaScript 'Explore More' link: same filters, one more page rendered cumulatively. */
export function listingPageHref(filter: PropertyFilter, page: number): string {
  const params = listingSearchParams(searchValuesOf(filter))
  if (page > 1) params.set('page', String(page))
  return `/property?${params.toString()}`
}

/** GET /api/v1/properties with the provider's names (`city`, `price[gte]`, …), empties dropped. */
export function apiPropertyQuery(filter: PropertyFilter): URLSearchParams {
  const params = new URLSearchParams()
  const set = (key: string, value: string | number | boolean | undefined) => {
    if (value !== undefined && value !== '') params.set(key, String(value))
  }
  set('limit', filter.limit)
  set('page', filter.page)
  set('status', filter.status)
  set('city', filter.city)
  set('type', filter.type)
  set('bedrooms', filter.bedrooms)
  set('price[gte]', filter.minPrice)
  set('price[lte]', filter.maxPrice)
  if (filter.minPrice !== undefined || filter.maxPrice !== undefined) set('currency', filter.currency)
  set('isFeatured', filter.isFeatured)
  set('ids', filter.ids?.join(','))
  return params
}

/** Price inputs accept digits only (docs/requirements.md §5: price inputs are numeric). */
export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '').slice(0, 11)
}

/** `?page=N` from the address: at least 1, capped so a crafted link can't ask for everything. */
export const MAX_CUMULATIVE_PAGES = 10

export function cumulativePageOf(value: string | string[] | undefined): number {
  const raw = Array.isArray(value) ? value[0] : value
  if (!raw || !/^\d{1,4}$/.test(raw)) return 1
  return Math.min(Math.max(Number(raw), 1), MAX_CUMULATIVE_PAGES)
}
