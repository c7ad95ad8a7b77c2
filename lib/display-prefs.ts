import { CURRENCIES, type CurrencyCode, type ExchangeRates } from '@/lib/buyer-tools/market-settings'
import { formatNumber } from '@/lib/format'
import { localeInfo, type Locale } from '@/lib/i18n/locales'

/**
 * The visitor's currency and area unit. Kept in cookies so the server renders prices in them
 * from the first byte (no flash); AED and sq ft stay the canonical values everywhere else
 * (the database, /api/v1, JSON-LD).
 */

export type AreaUnit = 'sqft' | 'sqm'
export const AREA_UNITS: readonly AreaUnit[] = ['sqft', 'sqm']
export const CURRENCY_COOKIE = 'currency'
export const AREA_COOKIE = 'area'
/** A year: a preference, not a session. */
export const PREFERENCE_MAX_AGE = 365 * 24 * 60 * 60

export interface DisplayPrefs {
  currency: CurrencyCode
  area: AreaUnit
  /** AED for one unit of the currency (1 for AED). */
  aedPerUnit: number
  /** The date staff last set the exchange rates, for 'rates as of …'. */
  ratesAsOf: string | null
  /** The page's edition: it names the currency and the unit ('AED' / 'درهم'). */
  locale?: Locale
}

export const DEFAULT_DISPLAY: DisplayPrefs = { currency: 'AED', area: 'sqft', aedPerUnit: 1, ratesAsOf: null }

type Edition = { locale?: Locale }

// The currencies as an Arabic reader names them, after the amount ('3,150,000 درهم'), as the
// Dubai portals' Arabic editions do. English keeps the code (docs/requirements.md §9).
const ARABIC_CURRENCY: Record<CurrencyCode, string> = {
  AED: 'درهم',
  USD: 'دولار',
  EUR: 'يورو',
  GBP: 'جنيه إسترليني',
  INR: 'روبية',
  RUB: 'روبل',
  CNY: 'يوان',
}

/** The currency's name after an amount in the edition. */
export function currencyLabel(currency: CurrencyCode, locale: Locale = 'en'): string {
  return locale === 'ar' ? ARABIC_CURRENCY[currency] : currency
}

export function isCurrency(value: unknown): value is CurrencyCode {
  return typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value)
}

export function isAreaUnit(value: unknown): value is AreaUnit {
  return value === 'sqft' || value === 'sqm'
}

/** Cookie values → preferences; anything unknown (or a currency without a rate) falls back to AED / sq ft. */
export function displayPrefsOf(currency: string | undefined, area: string | undefined, rates: ExchangeRates): DisplayPrefs {
  const code = isCurrency(currency) ? currency : 'AED'
  const aedPerUnit = code === 'AED' ? 1 : rates.aedPerUnit[code]
  const usable = code === 'AED' || (Number.isFinite(aedPerUnit) && aedPerUnit > 0)
  return {
    currency: usable ? code : 'AED',
    area: isAreaUnit(area) ? area : 'sqft',
    aedPerUnit: usable ? aedPerUnit : 1,
    ratesAsOf: rates.updatedAt,
  }
}

const SQM_PER_SQFT = 0.09290304

/**
 * docs/requirements.md §9: whole numbers, en-AE grouping, followed by the code (' AED' for AED).
 */
export function formatMoney(aed: number, prefs: Pick<DisplayPrefs, 'currency' | 'aedPerUnit'> & Edition): string {
  return `${formatNumber(aed / prefs.aedPerUnit, prefs.locale)} ${currencyLabel(prefs.currency, prefs.locale)}`
}

/**
 * Amounts that make up a total (a plan's instalments, a purchase's fees), in whole units of the
 * currency shown, so the rows add up to the total shown: every row is the rounded running total
 * less the rows before it, which spreads the rounding over the rows instead of letting each row
 * round alone (8 × 34,021 + 68,041 is 340,209, not a total of 340,206). Whole dirhams shown in
 * AED come back unchanged.
 */
export function displayAmounts(amountsAed: readonly number[], aedPerUnit: number): number[] {
  let runningAed = 0
  let shownSoFar = 0
  return amountsAed.map((amountAed) => {
    runningAed += amountAed
    const shown = Math.round(runningAed / aedPerUnit) - shownSoFar
    shownSoFar += shown
    return shown
  })
}

/** A size stored in sq ft, in the visitor's unit (number only). */
export function formatArea(sqft: number, prefs: Pick<DisplayPrefs, 'area'> & Edition): string {
  return formatNumber(prefs.area === 'sqm' ? sqft * SQM_PER_SQFT : sqft, prefs.locale)
}

/**
 * The unit after a size, wherever a size is shown: the cards' wording for sq ft
 * (docs/requirements.md §9). Square metres are 'm²' (م²) here as everywhere else on the site, so
 * one home never reads in two spellings of one unit.
 */
export function areaUnitLabel(prefs: Pick<DisplayPrefs, 'area'> & Edition): string {
  if (prefs.area === 'sqm') return areaUnitShort(prefs)
  return prefs.locale === 'ar' ? 'قدم مربع' : 'Sq. Feet'
}

/**
 * The unit after a rate ('2,540 AED / sq ft') and on the unit switch. Arabic has one name for the
 * square foot, short or long: 'قدم²' is not how Gulf readers write it.
 */
export function areaUnitShort(prefs: Pick<DisplayPrefs, 'area'> & Edition): string {
  if (prefs.locale === 'ar') return prefs.area === 'sqm' ? 'م²' : 'قدم مربع'
  return prefs.area === 'sqm' ? 'm²' : 'sq ft'
}

const SQFT_PER_SQM = 1 / SQM_PER_SQFT

/** A figure per sq ft as a figure per the visitor's unit. */
function perArea(perSqft: number, area: AreaUnit): number {
  return area === 'sqm' ? perSqft * SQFT_PER_SQM : perSqft
}

const upToCents = new Map<Locale, Intl.NumberFormat>()

/**
 * A charge set per sq ft in AED (a service charge: '21 AED / sq ft'), in the visitor's currency
 * and unit. Cents are kept, as service charges are quoted ('5.72 USD / sq ft'): rounded to
 * whole units they would lose a fifth of their value.
 */
export function formatChargePerArea(aedPerSqft: number, prefs: Pick<DisplayPrefs, 'currency' | 'aedPerUnit' | 'area'> & Edition): string {
  const locale = prefs.locale ?? 'en'
  let format = upToCents.get(locale)
  if (!format) upToCents.set(locale, (format = new Intl.NumberFormat(localeInfo[locale].intl, { maximumFractionDigits: 2 })))
  const amount = perArea(aedPerSqft, prefs.area) / prefs.aedPerUnit
  return `${format.format(amount)} ${currencyLabel(prefs.currency, locale)} / ${areaUnitShort(prefs)}`
}

/** '2,540 AED / sq ft'; null when the size is unknown. */
export function formatPricePerArea(aed: number, sqft: number, prefs: Pick<DisplayPrefs, 'currency' | 'aedPerUnit' | 'area'> & Edition): string | null {
  if (!(sqft > 0)) return null
  return `${formatMoney(perArea(aed / sqft, prefs.area), prefs)} / ${areaUnitShort(prefs)}`
}
