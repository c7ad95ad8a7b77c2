'use client'

import { useInfiniteQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { EnsureQueryClient } from '@/components/filters/ensure-query-client.client'
import { useLocale } from 'next-intl'
import { queryKeys } from '@/lib/api/query-keys'
import type { Paginated } from '@/lib/api/types'
import type { DisplayPrefs } from '@/lib/display-prefs'
import { PROPERTY_PAGE_SIZE, type PropertyFilter } from '@/lib/property-filter'
import { fetchProperties } from '@/lib/api/client'
import { PropertyCard, type CardProperty } from './property-card'

/** Where a page starts: the server's seed may be pages 1..N in one read (limit 9·N). */
interface PageParam {
  page: number
  limit: number
}

export type ListingFilter = Omit<PropertyFilter, 'page' | 'limit'>

/** What the grid's controls show while more pages come in. */
export interface MorePagesState {
  fetching: boolean
  error: Error | null
  hasNextPage: boolean
  loadedCount: number
  fetchNextPage: () => void
}

/**
 * The cards 'Explore More' adds after the server's first page(s): react-query's infinite query,
 * seeded with the server's answer so nothing is fetched twice. Mounted on the first press (its
 * code is fetched then), it asks for the next page at once and reports its state to the grid.
 */
export function MorePages(props: Parameters<typeof Pages>[0]) {
  return (
    <EnsureQueryClient>
      <Pages {...props} />
    </EnsureQueryClient>
  )
}

function Pages({
  filter,
  initial,
  pages,
  whatsapp,
  display,
  onState,
}: {
  filter: ListingFilter
  initial: Paginated<CardProperty>
  pages: number
  whatsapp: string
  display: DisplayPrefs
  onState: (state: MorePagesState) => void
}) {
  const queryClient = useQueryClient()
  const locale = useLocale()
  // The page keys the grid by its filter, so the key is fixed for its lifetime; keeping it in
  // state makes the clean-up below run only when the list is really left. The edition is part
  // of it: the same search in English and in Arabic are different answers.
  const [queryKey] = useState(
    () => [...queryKeys.properties({ ...filter, limit: PROPERTY_PAGE_SIZE }), locale] as const,
  )
  const query = useInfiniteQuery<
    Paginated<CardProperty>,
    Error,
    InfiniteData<Paginated<CardProperty>, PageParam>,
    typeof queryKey,
    PageParam
  >({
    queryKey,
    queryFn: ({ pageParam, signal }) =>
      fetchProperties({ ...filter, ...pageParam }, locale, signal),
    initialPageParam: { page: 1, limit: PROPERTY_PAGE_SIZE },
    getNextPageParam: (last, _all, param) =>
      last.hasNextPage
        ? { page: (param.page * param.limit) / PROPERTY_PAGE_SIZE + 1, limit: PROPERTY_PAGE_SIZE }
        : undefined,
    initialData: { pages: [initial], pageParams: [{ page: 1, limit: PROPERTY_PAGE_SIZE * pages }] },
    // The seed is the server's fresh answer; refetching it would only repeat the same read.
    staleTime: Infinity,
    refetchOnMount: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    // One quiet retry; past that the visitor sees the error and can press Explore More again.
    retry: 1,
    retryDelay: 500,
  })
  const { fetchNextPage, isFetchingNextPage, isFetchNextPageError, hasNextPage, error } = query

  // Mounted by a press of Explore More: that press asks for the next page.
  useEffect(() => {
    void fetchNextPage()
  }, [fetchNextPage])

  // A new search or a status switch starts from the server's page again (docs/requirements.md §4:
  // the accumulated list is cleared), so nothing accumulated is kept once this list is left.
  useEffect(
    () => () => queryClient.removeQueries({ queryKey, exact: true }),
    [queryClient, queryKey],
  )

  const added = query.data?.pages.slice(1).flatMap((page) => page.docs) ?? []
  const loadedCount = initial.docs.length + added.length
  useEffect(() => {
    onState({
      fetching: isFetchingNextPage,
      error: isFetchNextPageError ? error : null,
      hasNextPage,
      loadedCount,
      fetchNextPage: () => void fetchNextPage(),
    })
  }, [
    onState,
    isFetchingNextPage,
    isFetchNextPageError,
    error,
    hasNextPage,
    loadedCount,
    fetchNextPage,
  ])

  return (
    <>
      {added.map((property) => (
        <li key={property._id}>
          <PropertyCard property={property} whatsapp={whatsapp} display={display} />
        </li>
      ))}
    </>
  )
}
