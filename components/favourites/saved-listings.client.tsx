'use client'

import { keepPreviousData, useQuery } from '@tanstack/react-query'
import Link from 'next/link'
import { useEffect, useState } from 'react'
import { compareHref, MAX_COMPARE, MIN_COMPARE } from '@/components/compare/compare-ids'
import { EnsureQueryClient } from '@/components/filters/ensure-query-client.client'
import { useHydrated } from '@/components/filters/use-hydrated'
import { PropertyCard, PropertyCardSkeleton } from '@/components/property/property-card'
import { buttonClasses } from '@/components/ui/button'
import { errorMessageOf, fetchPropertiesByIds } from '@/lib/api/client'
import { queryKeys } from '@/lib/api/query-keys'
import type { Property } from '@/lib/api/types'
import type { DisplayPrefs } from '@/lib/display-prefs'
import { removeFavourites } from '@/lib/favourites'
import { useFavourites } from './use-favourites'

export const SAVED_ERROR = 'Your saved properties could not be loaded. Please try again.'

interface Props {
  whatsapp: string
  display: DisplayPrefs
}

/**
 * The saved homes, read from this browser's list and fetched by id. The server cannot know the
 * list, so it sends placeholders; the cards arrive once the page is live. Listings that are no
 * longer on the market are forgotten quietly.
 */
export function SavedListings(props: Props) {
  return (
    <EnsureQueryClient>
      <Saved {...props} />
    </EnsureQueryClient>
  )
}

function Saved({ whatsapp, display }: Props) {
  const hydrated = useHydrated()
  const ids = useFavourites()
  const query = useQuery({
    queryKey: queryKeys.savedProperties(ids),
    queryFn: ({ signal }) => fetchPropertiesByIds(ids, signal),
    enabled: ids.length > 0,
    // Un-saving a home asks for the smaller set: the cards already shown stay meanwhile.
    placeholderData: keepPreviousData,
    retry: 1,
  })
  const fresh = query.isSuccess && !query.isPlaceholderData

  useEffect(() => {
    if (!fresh) return
    const found = new Set(query.data.map((p) => p._id))
    const gone = ids.filter((id) => !found.has(id))
    if (gone.length > 0) removeFavourites(gone)
  }, [fresh, query.data, ids])

  if (!hydrated) return <Placeholder count={3} />

  const byId = new Map((query.data ?? []).map((p) => [p._id, p]))
  const homes = ids.flatMap((id) => byId.get(id) ?? [])

  if (ids.length === 0 || (fresh && homes.length === 0)) return <Empty />
  if (query.isError && homes.length === 0) {
    return (
      <div role="alert" className="rounded-2xl border border-danger/20 bg-white px-6 py-14 text-center">
        <p className="text-danger text-lg">{errorMessageOf(query.error, SAVED_ERROR)}</p>
        <button type="button" onClick={() => void query.refetch()} className={buttonClasses('outline', 'mt-6')}>
          Try again
        </button>
      </div>
    )
  }
  if (homes.length === 0) return <Placeholder count={Math.min(ids.length, 3)} />

  return <SavedGrid homes={homes} whatsapp={whatsapp} display={display} />
}

function SavedGrid({ homes, whatsapp, display }: Props & { homes: Property[] }) {
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
        {homes.length === 1 ? 'home' : 'homes'} saved in this browser
      </p>
      <ul className="grid gap-x-6 gap-y-10 md:grid-cols-2 lg:grid-cols-3 lg:gap-x-8 lg:gap-y-12">
        {homes.map((property) => {
          const on = chosen.includes(property._id)
          return (
            // Two rows: the card fills the first (its own height is 100%), the tick box sits under it.
            <li key={property._id} className="grid grid-rows-[1fr_auto]">
              <PropertyCard property={property} whatsapp={whatsapp} display={display} headingLevel="h2" />
              <label className="has-checked:bg-sand-50 has-checked:ring-sand-600/40 ring-ink/10 text-ink mt-3 flex min-h-11 cursor-pointer items-center gap-3 rounded-full bg-white px-5 text-sm font-medium ring-1 has-disabled:cursor-not-allowed has-disabled:text-stone-600">
                <input
                  type="checkbox"
                  checked={on}
                  disabled={!on && chosen.length >= MAX_COMPARE}
                  onChange={() => toggle(property._id)}
                  className="accent-sand-600 size-4"
                />
                Compare<span className="sr-only"> {property.name}</span>
              </label>
            </li>
          )
        })}
      </ul>
      <CompareBar chosen={chosen} total={homes.length} />
    </div>
  )
}

function CompareBar({ chosen, total }: { chosen: string[]; total: number }) {
  const ready = chosen.length >= MIN_COMPARE
  const hint =
    total < MIN_COMPARE
      ? 'Save one more home to compare them side by side.'
      : ready
        ? `${chosen.length} of up to ${MAX_COMPARE} homes chosen.`
        : `Tick ${MIN_COMPARE} to ${MAX_COMPARE} homes to compare them side by side.`
  return (
    <div className="bg-ink text-ivory shadow-soft sticky bottom-4 z-20 mt-12 flex flex-col gap-4 rounded-2xl px-6 py-5 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-ivory/80" aria-live="polite">
        {hint}
      </p>
      {ready && (
        <Link href={compareHref(chosen)} className={buttonClasses('primary', 'shrink-0')} data-testid="compare-link">
          Compare {chosen.length} homes
        </Link>
      )}
    </div>
  )
}

function Empty() {
  return (
    <div className="shadow-soft ring-ink/[0.04] rounded-2xl bg-white px-6 py-16 text-center ring-1 md:px-12">
      <h2 className="font-display text-ink text-3xl font-medium md:text-4xl">No saved homes yet</h2>
      <p className="text-ink/70 mx-auto mt-4 max-w-lg leading-relaxed">
        Tap the heart on any listing to keep it here. Your shortlist stays in this browser — no account, no
        sign-up — and you can set two to four homes side by side.
      </p>
      <Link href="/property" className={buttonClasses('primary', 'mt-8')}>
        Browse properties
      </Link>
    </div>
  )
}

/** What the server sends: card placeholders, and a word for browsers without scripts. */
function Placeholder({ count }: { count: number }) {
  return (
    <div aria-busy="true">
      <p className="hidden rounded-2xl bg-white px-6 py-10 text-center text-ink/80 [@media(scripting:none)]:block">
        Saved homes are kept in your browser, which needs JavaScript to show them. Turn it on, or{' '}
        <Link href="/property" className="text-sand-700 font-semibold underline underline-offset-4">
          browse all properties
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
