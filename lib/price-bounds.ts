import type { CurrencyCode, ExchangeRates } from '@/lib/buyer-tools/market-settings'

/**
 * Price bounds typed in a visitor's currency. Listings are priced in AED, so a search in USD is
 * turned into AED bounds with the same staff-set rate the cards are shown at, and a search
 * address names its currency so it finds the same homes for whoever opens it.
 */

export interface PriceBounds {
  minPrice?: number
  maxPrice?: number
}

/** AED for one unit of the currency; null when staff left it without a usable rate. */
export function aedPerUnitOf(currency: CurrencyCode, rates: ExchangeRates): number | null {
  if (currency === 'AED') return 1
  const rate = rates.aedPerUnit[currency]
  return Number.isFinite(rate) && rate > 0 ? rate : null
}

// Guards the rounding below against a product such as 3.6725 × 2 landing a hair above a whole number.
const EPSILON = 1e-6

/**
 * The AED bounds that hold exactly the homes whose shown price (AED ÷ rate, rounded to a whole
 * unit, as formatMoney shows it) is within the bounds: a home shown at '1,000,000 USD' is inside
 * 'min 1,000,000 USD' even when it is 999,999.8 USD to the cent. Prices are whole dirhams, so
 * the bounds are too; in AED they are the bounds as given. Null without a usable rate.
 */
export function boundsInAed(bounds: PriceBounds, currency: CurrencyCode, rates: ExchangeRates): PriceBounds | null {
  const rate = aedPerUnitOf(currency, rates)
  if (rate === null) return null
  if (rate === 1) return { minPrice: bounds.minPrice, maxPrice: bounds.maxPrice }
  return {
    // round(aed / rate) >= min  ⇔  aed >= (min - 0.5) × rate
    minPrice: bounds.minPrice === undefined ? undefined : Math.max(0, Math.ceil((bounds.minPrice - 0.5) * rate - EPSILON)),
    // round(aed / rate) <= max  ⇔  aed < (max + 0.5) × rate
    maxPrice: bounds.maxPrice === undefined ? undefined : Math.ceil((bounds.maxPrice + 0.5) * rate - EPSILON) - 1,
  }
}

/**
 * Bounds given in one currency, as whole units of another: what the filter bar shows a visitor
 * who opens a search address made in another currency. Unchanged when either rate is missing.
 */
export function convertBounds(bounds: PriceBounds, from: CurrencyCode, to: CurrencyCode, rates: ExchangeRates): PriceBounds {
  const fromRate = aedPerUnitOf(from, rates)
  const toRate = aedPerUnitOf(to, rates)
  if (from === to || fromRate === null || toRate === null) return { ...bounds }
  const convert = (amount: number | undefined) => (amount === undefined ? undefined : Math.round((amount * fromRate) / toRate))
  return { minPrice: convert(bounds.minPrice), maxPrice: convert(bounds.maxPrice) }
}
