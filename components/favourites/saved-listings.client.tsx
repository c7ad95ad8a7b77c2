'use client'

import { Link } from '@/lib/i18n/navigation'
import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'
import { compareHref, MAX_COMPARE, MIN_COMPARE } from '@/components/compare/compare-ids'
import { useHydrated } from '@/components/filters/use-hydrated'
import { PropertyCard, PropertyCardSkeleton } from '@/components/property/property-card'
import { buttonClasses } from '@/components/ui/button'
import { errorMessageOf, fetchPropertiesByIds } from '@/lib/api/client'
import type { Property } from '@/lib/api/types'
import type { DisplayPrefs } from '@/lib/display-prefs'
import { removeFavourites } from '@/lib/favourites'
import type { Locale } from '@/lib/i18n/locales'
import { useFavourites } from './use-favourites'

interface Props {
  whatsapp: string
  display: DisplayPrefs
}

/**
 * The saved homes, read from this browser's list and fetched by id. The server cannot know the
 * list, so it sends placeholders; the cards arrive once the page is live. Listings that are no
 * longer on the market are forgotten quietly.
 */
export function SavedListings({ whatsapp, display }: Props) {
  const hydrated = useHydrated()
  const ids = useFavourites()
  const locale = useLocale()
  const t = useTranslations('FavouritesList')
  const query = useSavedHomes(ids, locale)
  const fresh = query.fresh

  useEffect(() => {
    if (!fresh || !query.data) return
    const found = new Set(query.data.map((p) => p._id))
    const gone = ids.filter((id) => !found.has(id))
    if (gone.length > 0) removeFavourites(gone)
  }, [fresh, query.data, ids])

  if (!hydrated) return <Placeholder count={3} t={t} />

  const byId = new Map((query.data ?? []).map((p) => [p._id, p]))
  const homes = ids.flatMap((id) => byId.get(id) ?? [])

  if (ids.length === 0 || (fresh && homes.length === 0)) return <Empty t={t} />
  if (query.error !== undefined && homes.length === 0) {
    return (
      <div
        role="alert"
        className="border-danger/20 rounded-2xl border bg-white px-6 py-14 text-center"
      >
        <p className="text-danger text-lg">{errorMessageOf(query.error, t('loadError'))}</p>
        <button
          type="button"
          onClick={query.retry}
          className={buttonClasses('outline', 'mt-6')}
        >
          {t('tryAgain')}
        </button>
      </div>
    )
  }
  if (homes.length === 0) return <Placeholder count={Math.min(ids.length, 3)} t={t} />

  return <SavedGrid homes={homes} whatsapp={whatsapp} display={display} t={t} />
}

/**
 * The saved homes' listings, in the page's edition. While a new set loads (a home un-saved, or
 * saved in another tab) the cards already shown stay; a failed read is tried once more before it
 * is shown. A plain fetch rather than the listing's query cache: this page has one read, and
 * keeping the cache library out of it keeps its script small.
 */
function useSavedHomes(ids: readonly string[], locale: Locale) {
  const key = `${locale}|${ids.join(',')}`
  const [state, setState] = useState<{ key: string | null; data?: Property[]; error?: unknown }>({ key: null })
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    if (ids.length === 0) return
    const controller = new AbortController()
    const read = (retries: number): Promise<Property[]> =>
      fetchPropertiesByIds(ids, locale, controller.signal).catch((error: unknown) => {
        if (retries > 0 && !controller.signal.aborted) return read(retries - 1)
        throw error
      })
    read(1).then(
      (data) => setState({ key, data }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState((previous) => ({ key, data: previous.data, error }))
      },
    )
    return () => controller.abort()
  }, [ids, locale, key, attempt])

  const current = state.key === key
  return {
    data: state.data,
    fresh: current && state.error === undefined && state.data !== undefined,
    error: current ? state.error : undefined,
    retry: () => setAttempt((n) => n + 1),
  }
}

/** The list's texts (the page gives this island the FavouritesList namespace). */
type Texts = ReturnType<typeof useTranslations<'FavouritesList'>>

function SavedGrid({ homes, whatsapp, display, t }: Props & { homes: Property[]; t: Texts }) {
  // Until the visitor ticks their own, the newest saves (up to four) are the comparison.
  const [picked, setPicked] = useState<string[] | null>(null)
  const shown = homes.map((p) => p._id)
  const chosen = (picked ?? shown.slice(0, MAX_COMPARE)).filter((id) => shown.includes(id))
  const toggle = (id: string) =>
    setPicked(
      chosen.includes(id)
        ? chosen.filter((other) => other !== id)
        : chosen.length < MAX_COMPARE
          ? [...chosen, id]
          : chosen,
    )

  return (
    <div data-testid="saved-listings">
      <p className="text-ink/70 mb-8 text-sm" aria-live="polite">
        <span className="text-ink font-semibold tabular-nums">{homes.length}</span>{' '}
        {t('savedCount', { count: homes.length })}
      </p>
      <ul className="grid gap-x-6 gap-y-10 md:grid-cols-2 lg:grid-cols-3 lg:gap-x-8 lg:gap-y-12">
        {homes.map((property) => {
          const on = chosen.includes(property._id)
          return (
            // Two rows: the card fills the first (its own height is 100%), the tick box sits under it.
            <li key={property._id} className="grid grid-rows-[1fr_auto]">
              <PropertyCard
                property={property}
                whatsapp={whatsapp}
                display={display}
                headingLevel="h2"
              />
              <label className="has-checked:bg-sand-50 has-checked:ring-sand-600/40 ring-ink/10 text-ink mt-3 flex min-h-11 cursor-pointer items-center gap-3 rounded-full bg-white px-5 text-sm font-medium ring-1 has-disabled:cursor-not-allowed has-disabled:text-stone-600">
                <input
                  type="checkbox"
                  checked={on}
                  disabled={!on && chosen.length >= MAX_COMPARE}
                  onChange={() => toggle(property._id)}
                  className="accent-sand-600 size-4"
                />
                {t('compare')}
                <span className="sr-only"> {property.name}</span>
              </label>
            </li>
          )
        })}
      </ul>
      <CompareBar chosen={chosen} total={homes.length} t={t} />
    </div>
  )
}

function CompareBar({ chosen, total, t }: { chosen: string[]; total: number; t: Texts }) {
  const ready = chosen.length >= MIN_COMPARE
  const hint =
    total < MIN_COMPARE
      ? t('saveOneMore')
      : ready
        ? t('chosen', { count: chosen.length, max: MAX_COMPARE })
        : t('tickToCompare', { min: MIN_COMPARE, max: MAX_COMPARE })
  return (
    <div className="bg-ink text-ivory shadow-soft sticky bottom-4 z-20 mt-12 flex flex-col gap-4 rounded-2xl px-6 py-5 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-ivory/80 text-sm" aria-live="polite">
        {hint}
      </p>
      {ready && (
        <Link
          href={compareHref(chosen)}
          className={buttonClasses('primary', 'shrink-0')}
          data-testid="compare-link"
        >
          {t('compareHomes', { count: chosen.length })}
        </Link>
      )}
    </div>
  )
}

function Empty({ t }: { t: Texts }) {
  return (
    <div className="shadow-soft ring-ink/[0.04] rounded-2xl bg-white px-6 py-16 text-center ring-1 md:px-12">
      <h2 className="font-display text-ink text-3xl font-medium md:text-4xl">{t('emptyTitle')}</h2>
      <p className="text-ink/70 mx-auto mt-4 max-w-lg leading-relaxed">{t('emptyText')}</p>
      <Link href="/property" className={buttonClasses('primary', 'mt-8')}>
        {t('browseProperties')}
      </Link>
    </div>
  )
}

/** What the server sends: card placeholders, and a word for browsers without scripts. */
function Placeholder({ count, t }: { count: number; t: Texts }) {
  return (
    <div aria-busy="true">
      <p className="text-ink/80 hidden rounded-2xl bg-white px-6 py-10 text-center [@media(scripting:none)]:block">
        {t('noScript')}{' '}
        <Link href="/property" className="text-sand-700 font-semibold underline underline-offset-4">
          {t('browseAll')}
        </Link>
        .
      </p>
      <ul className="grid gap-x-6 gap-y-10 md:grid-cols-2 lg:grid-cols-3 lg:gap-x-8 lg:gap-y-12 [@media(scripting:none)]:hidden">
        {Array.from({ length: count }, (_, i) => (
          <li key={i} className={i > 0 ? 'hidden md:block' : undefined}>
            <PropertyCardSkeleton />
          </li>
        ))}
      </ul>
    </div>
  )
}
