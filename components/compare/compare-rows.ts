import type { Texts } from '@/lib/i18n/texts'
import { statusLabel } from '@/components/property/labels'
import type { Property } from '@/lib/api/types'
import type { MarketSettings } from '@/lib/buyer-tools/market-settings'
import {
  computeTrueCost,
  maxLoanToValue,
  maxTermFor,
  type BuyerProfile,
} from '@/lib/buyer-tools/true-cost'
import {
  areaUnitLabel,
  areaUnitShort,
  formatArea,
  formatChargePerArea,
  formatMoney,
  formatPricePerArea,
  type DisplayPrefs,
} from '@/lib/display-prefs'
import { communityLabel } from '@/lib/i18n/communities'
import { defaultLocale } from '@/lib/i18n/locales'
import { handoverText, type ProjectLabelTexts } from '@/components/projects/project-labels'

export type CompareProperty = Pick<
  Property,
  | '_id'
  | 'name'
  | 'banner'
  | 'city'
  | 'price'
  | 'status'
  | 'bedrooms'
  | 'bathrooms'
  | 'sqft'
  | 'completionStatus'
  | 'handoverDate'
  | 'serviceCharge'
>

/** The comparison's texts in the page's edition (useTranslations('Compare')). */
export type CompareTexts = Texts<'Compare'>

export interface CompareCell {
  text: string
  /** The best of the row ('Lowest', 'Largest'), shown as a quiet badge. */
  best?: string
}

export interface CompareRow {
  key: string
  label: string
  cells: CompareCell[]
  /** The homes do not all read the same here. */
  differs: boolean
}

const NONE = '—'

// The buyer the estimate assumes: the most common one in Dubai, with the staff's default loan.
const estimateProfile = { residency: 'expatriate', order: 'first' } as const

/**
 * The monthly payment of a typical loan on a listing for sale: an expatriate's first home, the
 * largest loan the UAE Central Bank caps allow for it (so the least down payment), at the staff's
 * default rate and term. Null for a rental, where no loan applies.
 */
export function estimatedMonthlyPayment(
  property: Pick<Property, 'price' | 'status' | 'completionStatus'>,
  { mortgage, fees }: Pick<MarketSettings, 'mortgage' | 'fees'>,
): number | null {
  if (property.status !== 'sell' || !(property.price > 0)) return null
  const profile: BuyerProfile = { ...estimateProfile, completion: property.completionStatus }
  const loanShare = maxLoanToValue(mortgage, profile, property.price) / 100
  const age = mortgage.defaultBorrowerAge
  const termYears = Math.min(
    mortgage.defaultTermYears,
    maxTermFor(mortgage, profile.residency, age),
  )
  return computeTrueCost(
    {
      ...profile,
      price: property.price,
      downPayment: property.price - property.price * loanShare,
      termYears,
      interestRate: mortgage.defaultInterestRate,
      age,
    },
    mortgage,
    fees,
  ).monthlyPayment
}

/** The assumptions behind the estimate, in the visitor's words. */
export function monthlyPaymentNote(
  { mortgage }: Pick<MarketSettings, 'mortgage'>,
  t: CompareTexts,
): string {
  const term = Math.min(
    mortgage.defaultTermYears,
    maxTermFor(mortgage, 'expatriate', mortgage.defaultBorrowerAge),
  )
  return t('paymentNote', {
    offPlanLtv: mortgage.ltv.offPlan,
    rate: mortgage.defaultInterestRate,
    years: term,
  })
}

/** Which values are the best of a row; none when the row has fewer than two distinct values. */
function bestOf(values: (number | null)[], want: 'lowest' | 'highest'): boolean[] {
  const known = values.filter((v): v is number => v !== null && Number.isFinite(v))
  if (new Set(known).size < 2) return values.map(() => false)
  const best = want === 'lowest' ? Math.min(...known) : Math.max(...known)
  return values.map((v) => v === best)
}

function row(
  key: string,
  label: string,
  texts: string[],
  best?: { marks: boolean[]; label: string },
): CompareRow {
  return {
    key,
    label,
    cells: texts.map((text, i) => (best?.marks[i] ? { text, best: best.label } : { text })),
    differs: new Set(texts).size > 1,
  }
}

function completionOf(p: CompareProperty, t: CompareTexts, labels: ProjectLabelTexts): string {
  if (p.completionStatus !== 'off-plan') return t('ready')
  return p.handoverDate
    ? t('offPlanHandover', { date: handoverText(p.handoverDate, labels) })
    : t('offPlan')
}

/**
 * The comparison, row by row, in the visitor's currency and area unit and in the edition the
 * display preferences were read in (whose texts `t` is, and project labels `labels`, for the
 * handover). Prices are only ranked against each other when every home has the same purpose: a
 * yearly rent is not cheaper than a sale price in any useful sense.
 */
export function compareRows(
  properties: CompareProperty[],
  display: DisplayPrefs,
  market: Pick<MarketSettings, 'mortgage' | 'fees'>,
  t: CompareTexts,
  labels: ProjectLabelTexts,
): CompareRow[] {
  const locale = display.locale ?? defaultLocale
  const samePurpose = new Set(properties.map((p) => p.status)).size === 1
  const rankPrices = (values: (number | null)[]) =>
    samePurpose ? { marks: bestOf(values, 'lowest'), label: t('lowest') } : undefined
  const monthly = properties.map((p) => estimatedMonthlyPayment(p, market))

  return [
    row(
      'price',
      t('price'),
      properties.map(
        (p) => `${formatMoney(p.price, display)}${p.status === 'rent' ? t('perYear') : ''}`,
      ),
      rankPrices(properties.map((p) => p.price)),
    ),
    row(
      'price-per-area',
      t('pricePer', { unit: areaUnitShort(display) }),
      properties.map((p) => formatPricePerArea(p.price, p.sqft, display) ?? NONE),
      rankPrices(properties.map((p) => (p.sqft > 0 ? p.price / p.sqft : null))),
    ),
    row(
      'bedrooms',
      t('bedrooms'),
      properties.map((p) => String(p.bedrooms)),
    ),
    row(
      'bathrooms',
      t('bathrooms'),
      properties.map((p) => String(p.bathrooms)),
    ),
    row(
      'size',
      t('size'),
      properties.map((p) => `${formatArea(p.sqft, display)} ${areaUnitLabel(display)}`),
      {
        marks: bestOf(
          properties.map((p) => p.sqft),
          'highest',
        ),
        label: t('largest'),
      },
    ),
    row(
      'community',
      t('community'),
      properties.map((p) => communityLabel(p.city, locale)),
    ),
    row(
      'status',
      t('status'),
      properties.map((p) => statusLabel(p.status, locale)),
    ),
    row(
      'completion',
      t('completion'),
      properties.map((p) => completionOf(p, t, labels)),
    ),
    row(
      'service-charge',
      t('serviceCharge'),
      properties.map((p) =>
        p.serviceCharge != null ? formatChargePerArea(p.serviceCharge, display) : NONE,
      ),
    ),
    row(
      'monthly-payment',
      t('monthlyPayment'),
      monthly.map((m) => (m === null ? NONE : `${formatMoney(m, display)}${t('perMonth')}`)),
    ),
  ]
}
