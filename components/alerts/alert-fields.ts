import type { ListingSearchValues } from '@/lib/query-string'
import type { ProjectListFilter } from '@/lib/validation/project-query'

/** What an alert watches (POST /api/v1/alerts `kind`). */
export type AlertKind = 'listings' | 'projects' | 'listing'

/** The watched search as the API's field names and string values; empty values are left out. */
export type AlertSearch = Readonly<Record<string, string>>

function present(entries: [string, string | number | undefined][]): AlertSearch {
  return Object.fromEntries(
    entries
      .map(([key, value]) => [key, value === undefined ? '' : String(value).trim()] as const)
      .filter(([, value]) => value !== ''),
  )
}

/** /property's search, its prices in the currency they are shown in. */
export function listingsSearch(values: ListingSearchValues): AlertSearch {
  return present([
    ['status', values.status],
    ['location', values.location],
    ['type', values.type],
    ['bedrooms', values.bedrooms],
    ['minPrice', values.minPrice],
    ['maxPrice', values.maxPrice],
  ])
}

/** /projects' filter; its `status` is the API's `projectStatus`. */
export function projectsSearch(filter: ProjectListFilter): AlertSearch {
  return present([
    ['community', filter.community],
    ['developer', filter.developer],
    ['handoverYear', filter.handoverYear],
    ['projectStatus', filter.status],
  ])
}

/** One listing, by its public id. */
export function listingSearch(publicId: string): AlertSearch {
  return { listing: publicId }
}
