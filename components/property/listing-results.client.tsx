'use client'

import { useInfiniteQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { EnsureQueryClient } from '@/components/filters/ensure-query-client.client'
import { useHydrated } from '@/components/filters/use-hydrated'
import { errorMessageOf, fetchProperties } from '@/lib/api/client'
import { queryKeys } from '@/lib/api/query-keys'
import type { Paginated } from '@/lib/api/types'
import { listingPageHref } from '@/lib/query-string'
import { PROPERTY_PAGE_SIZE, type PropertyFilter } from '@/lib/property-filter'
import type { DisplayPrefs } from '@/lib/display-prefs'
import { PropertyCard, PropertyCardSkeleton, type CardProperty } from './property-card'

/** Where a page starts: the server's seed may be pages 1..N in one read (limit 9·N). */
interface PageParam {
  page: number
  limit: number
}

export const LISTING_ERROR = 'Properties not loaded. Something went wrong'

type ListingFilter = Omit<PropertyFilter, 'page' | 'limit'>

/**
 * The listing grid and 'Explore More' (SPEC sections 2 and 4). The server renders the first
 * page(s); this continues them with useInfiniteQuery seeded by that answer, so the first cards
 * are in the HTML and nothing is fetched twice. Without JavaScript the button is a plain link
 * to the next cumulative page.
 */
export function ListingResults(props: {
  filter: ListingFilter
  initial: Paginated<CardProperty>
  /** How many pages the server's seed covers (`?page=N`). */
  pages: number
  whatsapp: string
  display: DisplayPrefs
}) {
  return (
    <EnsureQueryClient>
      <Results {...props} />
    </EnsureQueryClient>
  )
}

function Results({
  filter,
  initial,
  pages,
  whatsapp,
  display,
}: {
  filter: ListingFilter
  initial: Paginated<CardProperty>
  pages: number
  whatsapp: string
  display: DisplayPrefs
}) {
  const queryClient = useQueryClient()
  const hydrated = useHydrated()
  // The page keys this component by its filter, so the key is fixed for its lifetime; keeping it
  // in state makes the clean-up below run only when the list is really left.
  const [queryKey] = useState(() => queryKeys.properties({ ...filter, limit: PROPERTY_PAGE_SIZE }))
  const query = useInfiniteQuery<
    Paginated<CardProperty>,
    Error,
    InfiniteData<Paginated<CardProperty>, PageParam>,
    typeof queryKey,
    PageParam
  >({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchProperties({ ...filter, ...pageParam }, signal),
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

  // A new search or a status switch starts from the server's page again (SPEC section 4: the
  // accumulated list is cleared), so nothing accumulated is kept once this list is left.
  useEffect(
    () => () => queryClient.removeQueries({ queryKey, exact: true }),
    [queryClient, queryKey],
  )

  const docs = query.data?.pages.flatMap((page) => page.docs) ?? []
  const loadedPages = Math.ceil(docs.length / PROPERTY_PAGE_SIZE)

  if (docs.length === 0) {
    return (
      <p className="font-display text-ink/80 py-24 text-center text-3xl">No properties Found</p>
    )
  }

  return (
    <div data-testid="listing-results" data-hydrated={hydrated || undefined}>
      {/* Laid out in full, unlike the home page's lower sections (globals.css): cards appended
          by Explore More would otherwise change height as they are scrolled past, moving the
          button under the visitor's finger. */}
      <ul
        className="grid gap-x-6 gap-y-10 md:grid-cols-2 lg:grid-cols-3 lg:gap-x-8 lg:gap-y-12"
        data-testid="listing-grid"
      >
        {/* No card is preloaded: the first view's picture is the listing banner above them. */}
        {docs.map((property) => (
          <li key={property._id}>
            <PropertyCard property={property} whatsapp={whatsapp} display={display} />
          </li>
        ))}
        {query.isFetchingNextPage &&
          [0, 1, 2].map((i) => (
            <li key={`skeleton-${i}`} className={i > 0 ? 'hidden md:block' : undefined}>
              <PropertyCardSkeleton />
            </li>
          ))}
      </ul>

      <div className="mt-14 flex min-h-12 flex-col items-center gap-4" aria-live="polite">
        {query.isFetchingNextPage ? (
          <p className="text-sm font-medium tracking-wide text-stone-600">
            Loading more properties....
          </p>
        ) : query.isFetchNextPageError ? (
          <p role="alert" className="text-danger text-sm font-medium">
            {errorMessageOf(query.error, LISTING_ERROR)}
          </p>
        ) : null}
        {query.hasNextPage && !query.isFetchingNextPage && (
          <a
            href={listingPageHref(
              { ...filter, page: 1, limit: PROPERTY_PAGE_SIZE },
              loadedPages + 1,
            )}
            onClick={(event) => {
              event.preventDefault()
              void query.fetchNextPage()
            }}
            rel="nofollow"
            className="border-ink/20 text-ink hover:border-ink hover:bg-ink hover:text-ivory inline-flex min-h-12 items-center justify-center gap-3 rounded-full border px-9 text-sm font-semibold tracking-[0.14em] uppercase transition-colors"
          >
            Explore More
          </a>
        )}
      </div>
    </div>
  )
}
