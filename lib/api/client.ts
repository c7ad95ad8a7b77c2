import type { CitiesAndTypes, Paginated, Property } from '@/lib/api/types'
import { apiPropertyQuery } from '@/lib/query-string'
import type { PropertyFilter } from '@/lib/property-filter'
import { defaultLocale, type Locale } from '@/lib/i18n/locales'

/**
 * The browser's client for /api/v1 (client components only; server components read lib/server).
 * Like the product's client it has no timeout and treats every non-2xx answer as a failure.
 */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The server's own words when it sent a useful one; absent for a bare 5xx or a network drop. */
    readonly serverMessage?: string,
  ) {
    super(message)
    this.name = 'ApiRequestError'
  }
}

const BASE = '/api/v1'

async function getJson<T>(path: string, signal?: AbortSignal): Promise<T> {
  const response = await fetch(`${BASE}${path}`, {
    signal,
    headers: { Accept: 'application/json' },
  })
  const body: unknown = await response.json().catch(() => null)
  if (!response.ok) {
    const message =
      body && typeof body === 'object' && 'message' in body && typeof body.message === 'string'
        ? body.message
        : undefined
    // A 5xx answers the generic 'Internal error': not worth showing a visitor over our own fallback text.
    const useful = message && response.status < 500 ? message : undefined
    throw new ApiRequestError(
      response.status,
      message ?? `Request failed (${response.status})`,
      useful,
    )
  }
  return (body as { data: T }).data
}

/**
 * The text to show for a failed read: the server's message, else the screen's fallback
 * (docs/requirements.md §8).
 */
export function errorMessageOf(error: unknown, fallback: string): string {
  return error instanceof ApiRequestError && error.serverMessage ? error.serverMessage : fallback
}

/** A page of listings; in the page's edition (`locale`), so what the browser adds reads like the rest. */
export function fetchProperties(
  filter: PropertyFilter,
  locale: Locale = defaultLocale,
  signal?: AbortSignal,
): Promise<Paginated<Property>> {
  const query = apiPropertyQuery(filter)
  if (locale !== defaultLocale) query.set('locale', locale)
  return getJson(`/properties?${query.toString()}`, signal)
}

/**
 * The listings behind saved ids, in the order of the ids (newest save first); ids that match no
 * listing any more are simply missing from the answer.
 */
export async function fetchPropertiesByIds(
  ids: readonly string[],
  locale: Locale = defaultLocale,
  signal?: AbortSignal,
): Promise<Property[]> {
  if (ids.length === 0) return []
  const { docs } = await fetchProperties({ page: 1, limit: ids.length, ids: [...ids] }, locale, signal)
  const byId = new Map(docs.map((doc) => [doc._id, doc]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}

export function fetchProperty(id: string, signal?: AbortSignal): Promise<Property> {
  return getJson(`/properties/${encodeURIComponent(id)}`, signal)
}

export function fetchCitiesAndTypes(signal?: AbortSignal): Promise<CitiesAndTypes> {
  return getJson('/properties/data', signal)
}

export function fetchFeaturedProperties(signal?: AbortSignal): Promise<Paginated<Property>> {
  return fetchProperties({ page: 1, limit: 9, isFeatured: true }, defaultLocale, signal)
}
