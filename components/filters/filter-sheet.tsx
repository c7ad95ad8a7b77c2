import { getTranslations } from 'next-intl/server'
import { Link } from '@/lib/i18n/navigation'
import type { CitiesAndTypes } from '@/lib/api/types'
import type { CurrencyCode } from '@/lib/buyer-tools/market-settings'
import { cn } from '@/lib/cn'
import type { Locale } from '@/lib/i18n/locales'
import { listingHref, type ListingSearchValues } from '@/lib/query-string'
import { LineIcon } from '@/components/ui/line-icon'
import { FilterBar } from './filter-bar'

const FILTER_KEYS = ['location', 'bedrooms', 'type', 'minPrice', 'maxPrice'] as const

/** How many search filters the listing applies; the purpose (sale or rent) is not one of them. */
export function activeFilterCount(values: ListingSearchValues): number {
  return FILTER_KEYS.filter((key) => Boolean(values[key]?.trim())).length
}

/**
 * The listing's search (docs/requirements.md §2). Below md it waits behind a 'Filters' button with
 * the number of active filters and opens as a full-screen sheet; from md up the same bar shows as
 * it always has, with no button (globals.css, 'The listing's filter sheet').
 *
 * A native <details>, so it opens and closes before hydration and without JavaScript, and the
 * bar is rendered once: one set of ids and labels. The page keys it by the search, so a new
 * search (or a switch between sale and rent) arrives with the sheet closed.
 */
export async function FilterSheet({
  values,
  lookup,
  locale,
  currency,
  className,
}: {
  /** The search, its prices in `currency`. */
  values: ListingSearchValues
  lookup?: CitiesAndTypes
  locale: Locale
  /** The visitor's display currency, which the price inputs are in. */
  currency: CurrencyCode
  className?: string
}) {
  const count = activeFilterCount(values)
  const t = await getTranslations({ locale, namespace: 'Filters' })
  return (
    // The browser sets `open` when a visitor opens it, which may be before hydration.
    <details className={cn('filter-sheet', className)} suppressHydrationWarning>
      <summary
        aria-label={count > 0 ? t('filtersActive', { count }) : t('filters')}
        className="text-ink shadow-soft flex h-11 cursor-pointer list-none items-center gap-1.5 rounded-full border border-stone-200 bg-white ps-3 pe-3.5 text-sm font-semibold tracking-wide whitespace-nowrap transition-colors select-none hover:border-stone-300 rtl:tracking-normal [&::-webkit-details-marker]:hidden"
      >
        <LineIcon className="text-sand-700 size-[18px]">
          <path d="M4 7h9M17 7h3M4 17h3M11 17h9M15 4.5v5M9 14.5v5" />
        </LineIcon>
        {t('filters')}
        {count > 0 && (
          <span className="bg-sand-600 inline-flex size-5 items-center justify-center rounded-full text-[0.7rem] leading-none font-semibold text-white tabular-nums">
            {count}
          </span>
        )}
        {/* Shown over the open sheet (globals.css). Part of the summary, so a tap on it closes. */}
        <span
          data-testid="filter-sheet-close"
          className="filter-sheet-close text-ink shadow-soft ring-ink/10 size-11 items-center justify-center rounded-full bg-white ring-1"
        >
          <LineIcon className="size-5">
            <path d="M6 6l12 12M18 6L6 18" />
          </LineIcon>
        </span>
      </summary>

      {/* data-lenis-prevent: the wheel scrolls the sheet, not the page hidden behind it. */}
      <div className="filter-sheet-panel" data-lenis-prevent>
        {/* Room at the end of the line for the close button over the sheet (globals.css). */}
        <div className="mb-6 pe-14 md:hidden">
          <h2 className="font-display text-ink flex min-h-11 items-center text-[1.75rem] leading-none font-medium">
            {t('filters')}
          </h2>
          <p className="mt-1 text-sm leading-relaxed text-stone-600">{t('sheetIntro')}</p>
        </div>
        <FilterBar theme="light" initial={values} lookup={lookup} currency={currency} />
        {count > 0 && (
          <p className="mt-6 text-center md:hidden">
            <Link
              href={listingHref({ status: values.status })}
              prefetch={false}
              className="text-ink decoration-sand-500 hover:decoration-ink inline-flex min-h-11 items-center text-sm font-semibold tracking-wide underline underline-offset-4 rtl:tracking-normal"
            >
              {t('clearAll')}
            </Link>
          </p>
        )}
      </div>
    </details>
  )
}
