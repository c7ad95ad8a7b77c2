import type { MortgageRules, PurchaseFees } from '@/lib/buyer-tools/market-settings'
import {
  computeTrueCost,
  maxTermFor,
  minDownPaymentFor,
  type BuyerProfile,
  type SaleType,
  type TrueCost,
  type TrueCostInput,
} from '@/lib/buyer-tools/true-cost'
import type { TrueCostFormValues } from '@/lib/buyer-tools/true-cost-query'
import { localeInfo, type Locale } from '@/lib/i18n/locales'
import type { Message } from '@/lib/validation/messages'
import type { TrueCostParse } from '@/lib/validation/true-cost'

/**
 * What the calculator's markup, the live island and the server page share. Nothing here loads
 * zod: the form is on the screen and usable long before its validation has been fetched.
 */

export type { TrueCostFormValues }
export type TrueCostFieldName = keyof TrueCostFormValues
/** Each bad field's message: a key of the Validation namespace with its figures (messages.ts). */
export type TrueCostErrors = Partial<Record<TrueCostFieldName, Message>>

/** In the order the form shows them, for the error summary and focusing the first bad field. */
export const FIELD_ORDER: readonly TrueCostFieldName[] = [
  'price',
  'downPayment',
  'interestRate',
  'termYears',
  'age',
  'residency',
  'order',
  'completion',
  'saleType',
  'dldWaiverPercent',
]

export type TrueCostState =
  { ok: true; input: TrueCostInput; cost: TrueCost } | { ok: false; errors: TrueCostErrors }

/** A parsed form → the figures, or its messages. */
export function trueCostStateOf(
  parse: TrueCostParse,
  rules: MortgageRules,
  fees: PurchaseFees,
): TrueCostState {
  if (!parse.ok) return { ok: false, errors: parse.errors }
  return { ok: true, input: parse.input, cost: computeTrueCost(parse.input, rules, fees) }
}

/** The page's price when nothing else is given: a typical Dubai family apartment. */
export const DEFAULT_PRICE = 2_000_000

// Made on first use, one per edition. Both editions write Western digits grouped with commas,
// which is what the schema reads back from the fields.
const grouped = new Map<Locale, Intl.NumberFormat>()

/** '1,500,000': how the form shows an amount (it reads grouped figures back). */
export function formatAmount(value: number, locale: Locale = 'en'): string {
  let format = grouped.get(locale)
  if (!format) {
    format = new Intl.NumberFormat(localeInfo[locale].intl, { maximumFractionDigits: 2 })
    grouped.set(locale, format)
  }
  return format.format(value)
}

/** Who sells and the developer's share of the DLD fee, as a listing or a shared link gives them. */
export interface SaleDefaults {
  saleType?: SaleType
  dldWaiverPercent?: number
}

/**
 * A starting point a bank would accept: the least down payment the profile allows, and the
 * staff's rate, term and age (the term shortened when the age limit needs it). Off-plan is taken
 * as bought from the developer unless the listing says it is a resale.
 */
export function defaultTrueCostValues(
  rules: MortgageRules,
  {
    price = DEFAULT_PRICE,
    profile = {},
    age = rules.defaultBorrowerAge,
    sale = {},
  }: { price?: number; profile?: Partial<BuyerProfile>; age?: number; sale?: SaleDefaults } = {},
): TrueCostFormValues {
  const buyer: BuyerProfile = {
    residency: profile.residency ?? 'expatriate',
    order: profile.order ?? 'first',
    completion: profile.completion ?? 'ready',
  }
  const term = Math.max(
    1,
    Math.min(rules.defaultTermYears, maxTermFor(rules, buyer.residency, age)),
  )
  return {
    price: formatAmount(price),
    downPayment: formatAmount(minDownPaymentFor(rules, buyer, price)),
    termYears: String(term),
    interestRate: String(rules.defaultInterestRate),
    age: String(age),
    ...buyer,
    saleType: sale.saleType ?? 'primary',
    dldWaiverPercent: String(sale.dldWaiverPercent ?? 0),
  }
}

/** A loosely read amount ('2,500,000'), only to choose defaults; the schema judges the real value. */
function amountOf(text: string | undefined): number | undefined {
  const cleaned = text?.replace(/[,\s]/g, '')
  if (!cleaned || !/^\d+(?:\.\d+)?$/.test(cleaned)) return undefined
  const value = Number(cleaned)
  return value > 0 && value <= 10_000_000_000 ? value : undefined
}

/**
 * A shared link may carry only some fields ('?price=3500000'): the rest are filled in to suit
 * them — the down payment for that price and profile — and what was given is kept as it was,
 * even when it is wrong, so the visitor sees their own text with its message.
 */
export function withDefaults(
  given: Partial<TrueCostFormValues>,
  rules: MortgageRules,
): TrueCostFormValues {
  const age = amountOf(given.age)
  const defaults = defaultTrueCostValues(rules, {
    price: amountOf(given.price),
    profile: {
      residency: given.residency === 'national' ? 'national' : undefined,
      order: given.order === 'second' ? 'second' : undefined,
      completion: given.completion === 'off-plan' ? 'off-plan' : undefined,
    },
    sale: { saleType: given.saleType === 'resale' ? 'resale' : undefined },
    age: age !== undefined && Number.isInteger(age) && age < 120 ? age : undefined,
  })
  return { ...defaults, ...given }
}
