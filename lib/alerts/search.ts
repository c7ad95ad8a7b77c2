import type { ProjectStatus } from '@/lib/api/types'
import type { CurrencyCode, ExchangeRates } from '@/lib/buyer-tools/market-settings'
import { boundsInAed } from '@/lib/price-bounds'

/**
 * What a saved search asks for, as stored with the alert. Prices are in AED whatever currency the
 * visitor searched in: the bounds are converted once, when they subscribe, at the rates the page
 * showed them (lib/price-bounds.ts), so a rate change later never turns a match into a miss.
 */
export interface ListingSearch {
  status: 'sell' | 'rent'
  /** The filter bar's location: every word must appear in the listing's community. */
  city?: string
  type?: string
  bedrooms?: number
  minPriceAed?: number
  maxPriceAed?: number
}

export interface ProjectSearch {
  community?: string
  /** The developer's slug. */
  developer?: string
  handoverYear?: number
  status?: ProjectStatus
}

/** The facts of a listing a search reads (a type, not an interface: a job's JSON input holds it). */
export type ListingFacts = {
  status: 'sell' | 'rent'
  city: string
  type: string
  bedrooms: number
  price: number
}

/** What a search reads of a listing (its row now, or as it was before a staff change). */
export function listingFactsOf(listing: ListingFacts): ListingFacts {
  return { status: listing.status, city: listing.city, type: listing.type, bedrooms: listing.bedrooms, price: listing.price }
}

/** /property's parameters (prices in `currency`), as the search they ask for. */
export interface ListingQuery {
  status?: 'sell' | 'rent'
  location?: string
  type?: string
  bedrooms?: number
  minPrice?: number
  maxPrice?: number
}

/**
 * The stored search of /property's parameters: its prices in AED at today's rates. Null when
 * `currency` has no rate to turn a price band into dirhams.
 */
export function listingSearchOf(query: ListingQuery, currency: CurrencyCode, rates: ExchangeRates): ListingSearch | null {
  const bounds = boundsInAed({ minPrice: query.minPrice, maxPrice: query.maxPrice }, currency, rates)
  if (!bounds) return null
  return {
    status: query.status ?? 'sell',
    city: query.location,
    type: query.type,
    bedrooms: query.bedrooms,
    minPriceAed: bounds.minPrice,
    maxPriceAed: bounds.maxPrice,
  }
}

export interface ProjectFacts {
  community: string
  developerSlug: string | null
  handoverYear: number | null
  status: ProjectStatus
}

/**
 * The site's text filters find a community when every word typed appears in its name, in any
 * case (Payload's `like`, which the listing page reads with): an alert must find exactly the homes
 * its search page lists, or a visitor is told of a home their own search does not show.
 */
export function textMatches(typed: string | undefined, value: string): boolean {
  if (!typed) return true
  const haystack = value.toLocaleLowerCase('en')
  return typed
    .split(' ')
    .filter(Boolean)
    .every((word) => haystack.includes(word.toLocaleLowerCase('en')))
}

export function listingMatches(search: ListingSearch, listing: ListingFacts): boolean {
  if (listing.status !== search.status) return false
  if (!textMatches(search.city, listing.city)) return false
  if (search.type && listing.type !== search.type) return false
  if (search.bedrooms !== undefined && listing.bedrooms !== search.bedrooms) return false
  if (search.minPriceAed !== undefined && listing.price < search.minPriceAed) return false
  if (search.maxPriceAed !== undefined && listing.price > search.maxPriceAed) return false
  return true
}

export function projectMatches(search: ProjectSearch, project: ProjectFacts): boolean {
  if (!textMatches(search.community, project.community)) return false
  if (search.developer && project.developerSlug !== search.developer) return false
  if (search.handoverYear !== undefined && project.handoverYear !== search.handoverYear)
    return false
  if (search.status && project.status !== search.status) return false
  return true
}

/**
 * One key per distinct search, so staff can count subscribers by search and the same search
 * saved twice by one visitor is one alert. Keys sorted, empty values left out.
 */
export function searchKey(
  kind: 'listings' | 'projects',
  search: ListingSearch | ProjectSearch,
): string {
  const entries = Object.entries(search)
    .filter(([, value]) => value !== undefined && value !== '')
    .map(
      ([key, value]) =>
        [key, typeof value === 'string' ? value.trim().toLocaleLowerCase('en') : value] as const,
    )
    .sort(([a], [b]) => a.localeCompare(b))
  return `${kind}?${entries.map(([key, value]) => `${key}=${value}`).join('&')}`
}
