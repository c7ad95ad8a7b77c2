import type { CurrencyCode, ExchangeRates } from '@/lib/buyer-tools/market-settings'
import { displayPrefsOf, formatMoney } from '@/lib/display-prefs'
import { communityLabel } from '@/lib/i18n/communities'
import { developerLabel } from '@/lib/i18n/companies'
import type { Locale } from '@/lib/i18n/locales'
import { propertyTypeLabel } from '@/lib/i18n/property-types'
import type { Texts } from '@/lib/i18n/texts'
import type { ListingSearch, ProjectSearch } from './search'

/** What an alert watches, as it was asked for: the search's own words, in a visitor's edition. */
export type WatchedThing =
  | { kind: 'listings'; search: ListingSearch }
  | { kind: 'projects'; search: ProjectSearch; developerName?: string | null }
  | { kind: 'listing'; name: string }

export interface Describing {
  t: Texts<'Alerts'>
  locale: Locale
  currency: CurrencyCode
  rates: ExchangeRates
}

/**
 * "For sale · Dubai Marina · Apartment · 2 bedrooms · up to 3,000,000 AED": an alert's search in
 * one line, for its e-mails, the manage page and (in English) for staff. Prices are shown in the
 * currency the visitor searched in.
 */
export function describeAlert(thing: WatchedThing, { t, locale, currency, rates }: Describing): string {
  if (thing.kind === 'listing') return t('listing', { name: thing.name })
  if (thing.kind === 'projects') {
    const { search } = thing
    return [
      t('projects'),
      search.community ? communityLabel(search.community, locale) : null,
      search.developer ? t('byDeveloper', { developer: developerLabel(thing.developerName ?? search.developer, locale) }) : null,
      search.handoverYear ? t('handover', { year: String(search.handoverYear) }) : null,
      search.status ? t(`status.${search.status}`) : null,
    ]
      .filter(Boolean)
      .join(' · ')
  }
  const { search } = thing
  const prefs = { ...displayPrefsOf(currency, 'sqft', rates), locale }
  const money = (aed: number) => formatMoney(aed, prefs)
  const { minPriceAed: min, maxPriceAed: max } = search
  const price =
    min !== undefined && max !== undefined
      ? t('priceBetween', { min: money(min), max: money(max) })
      : min !== undefined
        ? t('priceFrom', { price: money(min) })
        : max !== undefined
          ? t('priceUpTo', { price: money(max) })
          : null
  return [
    search.status === 'rent' ? t('toRent') : t('forSale'),
    search.city ? communityLabel(search.city, locale) : t('anywhere'),
    search.type ? propertyTypeLabel(search.type, locale) : null,
    search.bedrooms !== undefined ? t('bedrooms', { count: search.bedrooms }) : null,
    price,
  ]
    .filter(Boolean)
    .join(' · ')
}
