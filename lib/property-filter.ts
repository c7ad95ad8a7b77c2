import type { CurrencyCode } from '@/lib/buyer-tools/market-settings'

/** The one typed filter every property read takes (API, listing page, home). */
export interface PropertyFilter {
  page: number
  limit: number
  status?: 'sell' | 'rent'
  city?: string
  type?: string
  bedrooms?: number
  minPrice?: number
  maxPrice?: number
  /** The currency minPrice and maxPrice are in; AED when absent (lib/price-bounds.ts). */
  currency?: CurrencyCode
  isFeatured?: boolean
  /** Only these listings (the visitor's saved homes): 24-hex ids, at most MAX_PROPERTY_IDS. */
  ids?: string[]
}

export const PROPERTY_PAGE_SIZE = 9

/** The most listings one read by id may name: a saved list's cap, and the API's page limit. */
export const MAX_PROPERTY_IDS = 50

/** A listing's public id: 24 lowercase hex characters, shaped like the provider's MongoDB ids. */
export function isListingId(value: string): boolean {
  return /^[a-f0-9]{24}$/.test(value)
}
