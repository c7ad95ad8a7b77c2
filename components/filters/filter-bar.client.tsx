'use client'

import { useLocale, useTranslations } from 'next-intl'
import type { Texts } from '@/lib/i18n/texts'
import { useMemo, useRef, useState, useTransition, type FormEvent, type KeyboardEvent } from 'react'
import { propertyTypeLabel } from '@/components/property/labels'
import type { CitiesAndTypes } from '@/lib/api/types'
import type { CurrencyCode } from '@/lib/buyer-tools/market-settings'
import { cn } from '@/lib/cn'
import { communityLabel } from '@/lib/i18n/communities'
import type { Locale } from '@/lib/i18n/locales'
import { getPathname, useRouter } from '@/lib/i18n/navigation'
import { digitsOnly, listingHref, type ListingSearchValues } from '@/lib/query-string'
import { useAdoptEarlyInput } from './adopt-early-input'
import { Dropdown, type DropdownTheme } from './dropdown.client'
import type { DropdownOption } from './dropdown-options'
import { useHydrated } from './use-hydrated'
import { useLookup } from './use-lookup'

/** The search's texts in the page's edition (useTranslations('Filters')). */
export type FilterTexts = Texts<'Filters'>

/**
 * docs/requirements.md §2: the bedroom choices, value '1'..'4'; typing the digit finds them in any
 * edition.
 */
export function bedroomOptions(t: FilterTexts): DropdownOption[] {
  return [1, 2, 3, 4].map((count) => ({
    value: String(count),
    label: t('bedroomOption', { count }),
    name: String(count),
  }))
}

/**
 * Communities and types are stored (and searched) in English: the value stays the English key,
 * for the address and the API, while the label is the edition's word. The English name is also
 * matched, so 'Marina' still finds دبي مارينا.
 */
const asOptions = (
  values: readonly string[],
  label: (value: string, locale: Locale) => string,
  locale: Locale,
): DropdownOption[] =>
  values.map((value) => {
    const shown = label(value, locale)
    return shown === value ? { value, label: value } : { value, label: shown, name: value }
  })

export interface FilterBarProps {
  theme: DropdownTheme
  initial?: ListingSearchValues
  /** Read on the server (getCitiesAndTypes) so the choices are there without a loading flash. */
  lookup?: CitiesAndTypes
  /**
   * The visitor's display currency: the price inputs are in it, and the search address says so
   * (`currency`), so it finds the same homes for whoever opens it. AED when absent.
   */
  currency?: CurrencyCode
  className?: string
}

/**
 * On phones the bar sits in the listing's <details> sheet (filter-sheet.tsx): Escape closes it,
 * once no dropdown list has taken the key, and hands focus back to its 'Filters' summary.
 */
function closeSheetOnEscape(event: KeyboardEvent<HTMLFormElement>) {
  if (event.key !== 'Escape' || event.nativeEvent.defaultPrevented) return
  const sheet = event.currentTarget.closest('details')
  if (!sheet?.open) return
  sheet.open = false
  sheet.querySelector<HTMLElement>(':scope > summary')?.focus()
}

/**
 * The property search (docs/requirements.md §2): Location, Bedrooms, Types, Price Range and
 * 'Search'. Search navigates to /property with only the non-empty values, keeping the current
 * status; without JavaScript the same form submits as a plain GET to /property. Pages place it
 * through FilterBar (filter-bar.tsx), which gives it its texts.
 */
export function FilterBarForm({
  theme,
  initial = {},
  lookup,
  currency = 'AED',
  className,
}: FilterBarProps) {
  const router = useRouter()
  const locale = useLocale()
  const t = useTranslations('Filters')
  const [searching, startSearch] = useTransition()
  const hydrated = useHydrated()
  const [location, setLocation] = useState(initial.location ?? '')
  const [bedrooms, setBedrooms] = useState(initial.bedrooms ?? '')
  const [type, setType] = useState(initial.type ?? '')
  const [minPrice, setMinPrice] = useState(digitsOnly(initial.minPrice ?? ''))
  const [maxPrice, setMaxPrice] = useState(digitsOnly(initial.maxPrice ?? ''))
  const minPriceRef = useRef<HTMLInputElement>(null)
  const maxPriceRef = useRef<HTMLInputElement>(null)
  useAdoptEarlyInput(minPriceRef, minPrice, { onTyped: (text) => setMinPrice(digitsOnly(text)) })
  useAdoptEarlyInput(maxPriceRef, maxPrice, { onTyped: (text) => setMaxPrice(digitsOnly(text)) })

  const data = useLookup(lookup)
  const cityOptions = useMemo(
    () => asOptions(data?.cities ?? [], communityLabel, locale),
    [data, locale],
  )
  const typeOptions = useMemo(
    () => asOptions(data?.propertyTypes ?? [], propertyTypeLabel, locale),
    [data, locale],
  )
  const bedroomChoices = useMemo(() => bedroomOptions(t), [t])

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const href = listingHref({
      status: initial.status,
      location,
      bedrooms,
      type,
      minPrice,
      maxPrice,
      currency,
    })
    // In a transition, so the button can show the server is at work on a slow network. The
    // router puts the address in the page's edition.
    startSearch(() => router.push(href))
  }

  const dark = theme === 'dark'
  const priceInput = cn(
    'h-12 w-full min-w-0 rounded-xl border px-3.5 text-[0.9rem] tabular-nums outline-none transition-colors md:px-4 md:text-[0.95rem]',
    dark
      ? 'border-white/20 bg-white/10 text-ivory placeholder:text-ivory/70 focus:border-sand-300 focus:bg-white/15'
      : 'border-stone-200 bg-white text-ink placeholder:text-stone-500 focus:border-sand-500',
  )

  return (
    <form
      action={getPathname({ href: '/property', locale })}
      method="get"
      role="search"
      aria-label={t('propertySearch')}
      onSubmit={onSubmit}
      onKeyDown={closeSheetOnEscape}
      data-theme={theme}
      data-hydrated={hydrated || undefined}
      className={cn(
        'grid grid-cols-1 gap-x-3 gap-y-5 rounded-2xl p-5 sm:grid-cols-2 md:grid-cols-4 md:gap-x-4 md:p-6 lg:grid-cols-[1.15fr_1fr_1fr_1.5fr_auto] lg:items-end lg:gap-x-5',
        dark
          ? 'bg-ink/55 text-ivory border border-white/15 backdrop-blur-md'
          : 'text-ink shadow-soft border border-stone-200/70 bg-white',
        className,
      )}
    >
      {initial.status && <input type="hidden" name="status" value={initial.status} />}
      {currency !== 'AED' && <input type="hidden" name="currency" value={currency} />}
      <Dropdown
        label={t('location')}
        placeholder={t('selectLocation')}
        options={cityOptions}
        value={location}
        onChange={setLocation}
        allowCustom
        name="location"
        theme={theme}
        className="sm:col-span-2 md:col-span-1"
      />
      <Dropdown
        label={t('bedrooms')}
        placeholder={t('selectBedroom')}
        options={bedroomChoices}
        value={bedrooms}
        onChange={setBedrooms}
        name="bedrooms"
        theme={theme}
      />
      <Dropdown
        label={t('types')}
        placeholder={t('selectType')}
        options={typeOptions}
        value={type}
        onChange={setType}
        allowCustom
        name="type"
        theme={theme}
      />
      <fieldset className="min-w-0 sm:col-span-2 md:col-span-1">
        <legend
          className={cn(
            'mb-2 block text-[0.7rem] font-semibold tracking-[0.2em] uppercase rtl:tracking-normal',
            dark ? 'text-sand-200' : 'text-sand-700',
          )}
        >
          <span>{t('priceRange')}</span>
          <span
            className={cn('ms-2 font-medium normal-case', dark ? 'text-ivory/75' : 'text-stone-600')}
            data-testid="price-currency"
          >
            {t('inCurrency', { currency })}
          </span>
        </legend>
        <div className="flex items-center gap-2">
          <input
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            ref={minPriceRef}
            name="minPrice"
            aria-label={t('priceIn', { field: t('minPrice'), currency })}
            placeholder={t('minPrice')}
            value={minPrice}
            onChange={(event) => setMinPrice(digitsOnly(event.target.value))}
            className={priceInput}
          />
          <span aria-hidden="true" className={dark ? 'text-ivory/50' : 'text-stone-400'}>
            –
          </span>
          <input
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            ref={maxPriceRef}
            name="maxPrice"
            aria-label={t('priceIn', { field: t('maxPrice'), currency })}
            placeholder={t('maxPrice')}
            value={maxPrice}
            onChange={(event) => setMaxPrice(digitsOnly(event.target.value))}
            className={priceInput}
          />
        </div>
      </fieldset>
      <button
        type="submit"
        aria-busy={searching || undefined}
        className={cn(
          'inline-flex h-12 items-center justify-center gap-2 rounded-xl px-8 text-sm font-semibold tracking-wide transition-colors sm:col-span-2 md:col-span-4 lg:col-span-1 rtl:tracking-normal',
          // sand-600 keeps white label text above 4.5:1 (sand-500 is ~3:1).
          'bg-sand-600 hover:bg-sand-700 text-white',
        )}
      >
        {searching ? (
          <span
            aria-hidden="true"
            className="size-4 rounded-full border-2 border-white border-r-transparent motion-safe:animate-spin"
          />
        ) : (
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4">
            <circle cx="9" cy="9" r="5.5" fill="none" stroke="currentColor" strokeWidth="1.7" />
            <path
              d="M13.2 13.2L17 17"
              stroke="currentColor"
              strokeWidth="1.7"
              strokeLinecap="round"
            />
          </svg>
        )}
        {t('search')}
      </button>
    </form>
  )
}
