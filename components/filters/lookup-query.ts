import { fetchCitiesAndTypes } from '@/lib/api/client'
import { sharedQueryClient } from '@/lib/api/query-client'
import { queryKeys } from '@/lib/api/query-keys'
import type { CitiesAndTypes } from '@/lib/api/types'

/**
 * GET /properties/data through the browser's query cache, under the key 'cities-types'
 * (docs/requirements.md §7).
 */
export function fetchLookup(): Promise<CitiesAndTypes> {
  return sharedQueryClient().fetchQuery({
    queryKey: queryKeys.citiesTypes,
    queryFn: ({ signal }) => fetchCitiesAndTypes(signal),
    staleTime: 5 * 60_000,
  })
}
