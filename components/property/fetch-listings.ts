import { ApiRequestError } from '@/lib/api/client'
import type { Paginated, Property } from '@/lib/api/types'
import type { Locale } from '@/lib/i18n/locales'
import type { PropertyFilter } from '@/lib/property-filter'
import { apiPropertyQuery } from '@/lib/query-string'

/**
 * GET /api/v1/properties in the page's edition: the query of lib/api/client.ts's fetchProperties
 * plus `locale`, so listings added in the browser ('Explore More', saved homes) arrive in the
 * same language as the ones the server rendered. Failures are reported as that client reports
 * them (ApiRequestError), so errorMessageOf reads them the same way.
 */
export async function fetchListingPage(
  filter: PropertyFilter,
  locale: Locale,
  signal?: AbortSignal,
): Promise<Paginated<Property>> {
  const query = apiPropertyQuery(filter)
  query.set('locale', locale)
  const response = await fetch(`/api/v1/properties?${query.toString()}`, {
    signal,
    headers: { Accept: 'application/json' },
  })
  const body: unknown = await response.json().catch(() => null)
  if (!response.ok) {
    const message =
      body && typeof body === 'object' && 'message' in body && typeof body.message === 'string'
        ? body.message
        : undefined
    // A 5xx answers the generic 'Internal error': not worth showing over the screen's own text.
    const useful = message && response.status < 500 ? message : undefined
    throw new ApiRequestError(
      response.status,
      message ?? `Request failed (${response.status})`,
      useful,
    )
  }
  return (body as { data: Paginated<Property> }).data
}

/** The saved homes by id, in the order of the ids; ids that match no listing are left out. */
export async function fetchListingsByIds(
  ids: readonly string[],
  locale: Locale,
  signal?: AbortSignal,
): Promise<Property[]> {
  if (ids.length === 0) return []
  const { docs } = await fetchListingPage(
    { page: 1, limit: ids.length, ids: [...ids] },
    locale,
    signal,
  )
  const byId = new Map(docs.map((doc) => [doc._id, doc]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}
