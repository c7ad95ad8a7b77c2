'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useState } from 'react'
import { useHydrated } from '@/components/filters/use-hydrated'
import { lazyModule } from '@/components/ui/lazy-module'
import { errorMessageOf } from '@/lib/api/client'
import type { Paginated } from '@/lib/api/types'
import type { DisplayPrefs } from '@/lib/display-prefs'
import { getPathname } from '@/lib/i18n/navigation'
import { PROPERTY_PAGE_SIZE } from '@/lib/property-filter'
import { listingPageHref } from '@/lib/query-string'
import type { ListingFilter, MorePagesState } from './more-pages.client'
import { PropertyCard, PropertyCardSkeleton, type CardProperty } from './property-card'

// Most visits never press Explore More: the infinite query's code is fetched on the first press.
const morePages = lazyModule(() => import('./more-pages.client'))

/**
 * The listing grid and 'Explore More' (docs/requirements.md §2 and §4). The server renders the
 * first page(s); Explore More continues them with useInfiniteQuery seeded by that answer
 * (more-pages.client.tsx), so the first cards are in the HTML and nothing is fetched twice. Without
 * JavaScript the button is a plain link to the next cumulative page. Its texts, and its cards',
 * are the 'PropertyCard' namespace: the page gives it that namespace (IslandTexts).
 */
export function ListingResults(props: {
  filter: ListingFilter
  initial: Paginated<CardProperty>
  /** How many pages the server's seed covers (`?page=N`). */
  pages: number
  whatsapp: string
  display: DisplayPrefs
}) {
  return <Results {...props} />
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
  const hydrated = useHydrated()
  const locale = useLocale()
  const t = useTranslations('PropertyCard')
  // 'loading': the first press is fetching the query's code; 'failed': that fetch did not arrive.
  const [exploring, setExploring] = useState<'no' | 'loading' | 'yes' | 'failed'>('no')
  const [more, setMore] = useState<MorePagesState | null>(null)
  const MorePages = exploring === 'yes' ? morePages.current?.MorePages : undefined

  function explore() {
    if (more) return more.fetchNextPage()
    setExploring('loading')
    morePages.load().then(
      () => setExploring('yes'),
      () => setExploring('failed'),
    )
  }

  if (initial.docs.length === 0) {
    return <p className="font-display text-ink/80 py-24 text-center text-3xl">{t('noResults')}</p>
  }

  // Until the first press has brought the query in, the server's answer says what comes next.
  const fetching = (exploring === 'loading' || exploring === 'yes') && (!more || more.fetching)
  const hasNextPage = more ? more.hasNextPage : initial.hasNextPage
  const loadedPages = Math.ceil((more?.loadedCount ?? initial.docs.length) / PROPERTY_PAGE_SIZE)

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
        {initial.docs.map((property) => (
          <li key={property._id}>
            <PropertyCard property={property} whatsapp={whatsapp} display={display} />
          </li>
        ))}
        {MorePages && (
          <MorePages
            filter={filter}
            initial={initial}
            pages={pages}
            whatsapp={whatsapp}
            display={display}
            onState={setMore}
          />
        )}
        {/* While the query's code or the next page is on its way. */}
        {fetching &&
          [0, 1, 2].map((i) => (
            <li key={`skeleton-${i}`} className={i > 0 ? 'hidden md:block' : undefined}>
              <PropertyCardSkeleton />
            </li>
          ))}
      </ul>

      <div className="mt-14 flex min-h-12 flex-col items-center gap-4" aria-live="polite">
        {fetching ? (
          <p className="text-sm font-medium tracking-wide text-stone-600 rtl:tracking-normal">
            {t('loadingMore')}
          </p>
        ) : more?.error || exploring === 'failed' ? (
          <p role="alert" className="text-danger text-sm font-medium">
            {more?.error ? errorMessageOf(more.error, t('listingError')) : t('listingError')}
          </p>
        ) : null}
        {hasNextPage && !fetching && (
          <a
            href={getPathname({
              href: listingPageHref({ ...filter, page: 1, limit: PROPERTY_PAGE_SIZE }, loadedPages + 1),
              locale,
            })}
            onClick={(event) => {
              event.preventDefault()
              explore()
            }}
            rel="nofollow"
            className="border-ink/20 text-ink hover:border-ink hover:bg-ink hover:text-ivory inline-flex min-h-12 items-center justify-center gap-3 rounded-full border px-9 text-sm font-semibold tracking-[0.14em] uppercase transition-colors rtl:tracking-normal"
          >
            {t('exploreMore')}
          </a>
        )}
      </div>
    </div>
  )
}
