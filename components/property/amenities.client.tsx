'use client'

import { useTranslations } from 'next-intl'
import { useId, useState } from 'react'
import { useHydrated } from '@/components/filters/use-hydrated'
import { cn } from '@/lib/cn'
import { CheckIcon } from './icons'

/** docs/requirements.md §9: the first 10 amenities show before the toggle. */
export const AMENITIES_SHOWN = 10

/**
 * Every amenity is in the HTML (search engines and no-script readers see the full list);
 * those past the tenth are hidden until '+ N More' is pressed. Its texts are the 'PropertyCard'
 * namespace, which the server component rendering it gives it (IslandTexts).
 */
export function Amenities({
  amenities,
  lang,
}: {
  amenities: { name: string }[]
  /** 'en' when the names are the English of a document not yet in the page's edition. */
  lang?: 'en'
}) {
  const [expanded, setExpanded] = useState(false)
  const listId = useId()
  const hydrated = useHydrated()
  const t = useTranslations('PropertyCard')
  const extra = amenities.length - AMENITIES_SHOWN
  return (
    <div data-testid="amenities-block" data-hydrated={hydrated || undefined}>
      <ul
        id={listId}
        lang={lang}
        className="grid grid-cols-1 gap-x-8 gap-y-3.5 sm:grid-cols-2"
        data-testid="amenities"
      >
        {amenities.map((amenity, index) => (
          <li
            key={`${amenity.name}-${index}`}
            hidden={!expanded && index >= AMENITIES_SHOWN}
            className="text-ink/85 flex items-center gap-3 text-[0.95rem]"
          >
            <span className="bg-sand-50 text-sand-700 ring-sand-200 flex size-7 shrink-0 items-center justify-center rounded-full ring-1">
              <CheckIcon className="size-3.5" />
            </span>
            {amenity.name}
          </li>
        ))}
      </ul>
      {extra > 0 && (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((open) => !open)}
          className={cn(
            'border-ink/15 text-ink hover:border-ink hover:bg-ink hover:text-ivory mt-6 inline-flex min-h-11 items-center rounded-full border px-5 text-sm font-semibold transition-colors',
          )}
        >
          {expanded ? t('showLess') : t('moreAmenities', { count: extra })}
        </button>
      )}
    </div>
  )
}
