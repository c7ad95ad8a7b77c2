import { createTranslator } from 'next-intl'
import { describe, expect, it } from 'vitest'
import ar from '@/messages/ar.json'
import en from '@/messages/en.json'
import { DEFAULT_MARKET_SETTINGS } from '@/lib/buyer-tools/market-settings'
import { monthlyPayment } from '@/lib/buyer-tools/true-cost'
import { DEFAULT_DISPLAY, type DisplayPrefs } from '@/lib/display-prefs'
import { compareHref, compareIdsOf } from './compare-ids'
import {
  compareRows,
  estimatedMonthlyPayment,
  monthlyPaymentNote,
  type CompareProperty,
} from './compare-rows'

const market = DEFAULT_MARKET_SETTINGS
const texts = (locale: 'en' | 'ar') =>
  createTranslator({ locale, messages: locale === 'ar' ? ar : en, namespace: 'Compare' })
const labels = (locale: 'en' | 'ar') =>
  createTranslator({ locale, messages: locale === 'ar' ? ar : en, namespace: 'ProjectPlan.labels' })
const id = (n: number) => n.toString(16).padStart(24, '0')

function home(overrides: Partial<CompareProperty>): CompareProperty {
  return {
    _id: id(1),
    name: 'Marina Gate',
    banner: { s3Url: '/x.jpg' },
    city: 'Dubai Marina',
    price: 2_000_000,
    status: 'sell',
    bedrooms: 2,
    bathrooms: 2,
    sqft: 1_000,
    completionStatus: 'ready',
    handoverDate: null,
    serviceCharge: 18,
    ...overrides,
  }
}

const byKey = (rows: ReturnType<typeof compareRows>) =>
  Object.fromEntries(rows.map((r) => [r.key, r]))

describe('compareIdsOf', () => {
  it('keeps listing ids in order, once each, at most four', () => {
    const [a, b, c, d, e] = [1, 2, 3, 4, 5].map(id)
    expect(compareIdsOf(`${a},${b},${a}`)).toEqual([a, b])
    expect(compareIdsOf(`${a},${b},${c},${d},${e}`)).toEqual([a, b, c, d])
    expect(compareIdsOf([`${a},${b}`, c!])).toEqual([a, b, c])
    expect(compareIdsOf(` ${a.toUpperCase()} ,nope,,${b}`)).toEqual([a, b])
  })

  it.each([undefined, '', 'x', '1,2', `${'a'.repeat(25)}`])('finds no id in %s', (value) => {
    expect(compareIdsOf(value)).toEqual([])
  })

  it('builds a readable shareable address', () => {
    expect(compareHref([id(1), id(2)])).toBe(`/compare?ids=${id(1)},${id(2)}`)
  })
})

describe('compareRows', () => {
  const a = home({ _id: id(1), price: 2_000_000, sqft: 1_000 })
  const b = home({
    _id: id(2),
    name: 'Creek Rise',
    city: 'Dubai Creek Harbour',
    price: 3_000_000,
    sqft: 2_000,
    completionStatus: 'off-plan',
    handoverDate: 'Q4 2027',
    serviceCharge: null,
  })

  it('has every row of the comparison, in order', () => {
    expect(
      compareRows([a, b], DEFAULT_DISPLAY, market, texts('en'), labels('en')).map((r) => r.label),
    ).toEqual([
      'Price',
      'Price per sq ft',
      'Bedrooms',
      'Bathrooms',
      'Size',
      'Community',
      'Status',
      'Completion and handover',
      'Service charge',
      'Estimated monthly payment',
    ])
  })

  it('formats each value and marks the rows that differ', () => {
    const rows = byKey(compareRows([a, b], DEFAULT_DISPLAY, market, texts('en'), labels('en')))
    expect(rows.price!.cells.map((c) => c.text)).toEqual(['2,000,000 AED', '3,000,000 AED'])
    expect(rows['price-per-area']!.cells.map((c) => c.text)).toEqual([
      '2,000 AED / sq ft',
      '1,500 AED / sq ft',
    ])
    expect(rows.size!.cells.map((c) => c.text)).toEqual(['1,000 Sq. Feet', '2,000 Sq. Feet'])
    expect(rows.completion!.cells.map((c) => c.text)).toEqual([
      'Ready',
      'Off-plan, handover Q4 2027',
    ])
    expect(rows['service-charge']!.cells.map((c) => c.text)).toEqual(['18 AED / sq ft', '—'])
    expect(rows.status!.cells.map((c) => c.text)).toEqual(['For Sell', 'For Sell'])
    expect(rows.price!.differs).toBe(true)
    expect(rows.bedrooms!.differs).toBe(false)
    expect(rows.status!.differs).toBe(false)
    expect(rows.community!.differs).toBe(true)
  })

  it('badges the lowest price, the lowest price per area and the largest size', () => {
    const rows = byKey(compareRows([a, b], DEFAULT_DISPLAY, market, texts('en'), labels('en')))
    expect(rows.price!.cells.map((c) => c.best)).toEqual(['Lowest', undefined])
    expect(rows['price-per-area']!.cells.map((c) => c.best)).toEqual([undefined, 'Lowest'])
    expect(rows.size!.cells.map((c) => c.best)).toEqual([undefined, 'Largest'])
    // Nothing to rank where every home reads the same.
    const same = byKey(
      compareRows([a, { ...a, _id: id(3) }], DEFAULT_DISPLAY, market, texts('en'), labels('en')),
    )
    expect(same.price!.cells.every((c) => c.best === undefined)).toBe(true)
    expect(same.size!.cells.every((c) => c.best === undefined)).toBe(true)
  })

  it('does not rank a rent against a sale price', () => {
    const rent = home({ _id: id(4), status: 'rent', price: 150_000, sqft: 800 })
    const rows = byKey(compareRows([a, rent], DEFAULT_DISPLAY, market, texts('en'), labels('en')))
    expect(rows.price!.cells.map((c) => c.text)).toEqual(['2,000,000 AED', '150,000 AED / year'])
    expect(rows.price!.cells.every((c) => c.best === undefined)).toBe(true)
    expect(rows['price-per-area']!.cells.every((c) => c.best === undefined)).toBe(true)
    expect(rows.status!.cells.map((c) => c.text)).toEqual(['For Sell', 'For Rent'])
    expect(rows['monthly-payment']!.cells[1]!.text).toBe('—')
  })

  it('follows the visitor’s currency and area unit', () => {
    const display: DisplayPrefs = { currency: 'USD', area: 'sqm', aedPerUnit: 4, ratesAsOf: null }
    const rows = byKey(compareRows([a, b], display, market, texts('en'), labels('en')))
    expect(rows['price-per-area']!.label).toBe('Price per m²')
    expect(rows.price!.cells[0]!.text).toBe('500,000 USD')
    expect(rows.size!.cells[0]!.text).toBe('93 m²')
    // 18 AED / sq ft × 10.7639 sq ft per m² ÷ 4 = 48.44 USD / m², cents kept.
    expect(rows['service-charge']!.cells[0]!.text).toBe('48.44 USD / m²')
    expect(rows['monthly-payment']!.cells[0]!.text).toMatch(/^[\d,]+ USD \/ month$/)
  })
})

describe('compareRows in Arabic', () => {
  const a = home({ _id: id(1), price: 2_000_000, sqft: 1_000 })
  const b = home({
    _id: id(2),
    city: 'Dubai Creek Harbour',
    price: 3_000_000,
    sqft: 2_000,
    completionStatus: 'off-plan',
    handoverDate: 'Q4 2027',
    serviceCharge: null,
  })
  const arabic: DisplayPrefs = { ...DEFAULT_DISPLAY, locale: 'ar' }

  it('labels the rows, names the communities and keeps the English keys out of sight', () => {
    const rows = byKey(compareRows([a, b], arabic, market, texts('ar'), labels('ar')))
    expect(rows.price!.label).toBe('السعر')
    expect(rows['price-per-area']!.label).toBe('السعر لكل قدم مربع')
    expect(rows.price!.cells.map((c) => c.text)).toEqual(['2,000,000 درهم', '3,000,000 درهم'])
    expect(rows.price!.cells[0]!.best).toBe('الأدنى')
    expect(rows.community!.cells.map((c) => c.text)).toEqual(['دبي مارينا', 'مرسى خور دبي'])
    expect(rows.status!.cells[0]!.text).toBe('للبيع')
    expect(rows.completion!.cells.map((c) => c.text)).toEqual([
      'جاهز',
      'على الخارطة، التسليم الربع الرابع 2027',
    ])
    expect(rows['service-charge']!.cells[0]!.text).toBe('18 درهم / قدم مربع')
    expect(rows['monthly-payment']!.cells[0]!.text).toMatch(/^[\d,]+ درهم شهرياً$/)
  })

  it('gives sizes and charges in euros and square metres, in the one Arabic spelling of m²', () => {
    const rows = byKey(
      compareRows(
        [a, b],
        { ...arabic, currency: 'EUR', aedPerUnit: 4.25, area: 'sqm' },
        market,
        texts('ar'),
        labels('ar'),
      ),
    )
    expect(rows['price-per-area']!.label).toBe('السعر لكل م²')
    expect(rows.size!.cells[0]!.text).toBe('93 م²')
    expect(rows['service-charge']!.cells[0]!.text).toBe('45.59 يورو / م²')
  })

  it('states the estimate in Arabic', () => {
    const note = monthlyPaymentNote(market, texts('ar'))
    expect(note).toContain(`${market.mortgage.defaultInterestRate}%`)
    expect(note).toContain('للاسترشاد فقط')
  })
})

describe('estimatedMonthlyPayment', () => {
  const rules = market.mortgage

  it('is the largest allowed loan at the default rate and term', () => {
    // 2 M AED, ready, first home of an expatriate: up to 80% borrowed.
    const expected = monthlyPayment(1_600_000, rules.defaultInterestRate, rules.defaultTermYears)
    expect(estimatedMonthlyPayment(home({}), market)).toBeCloseTo(expected, 1)
    // Above the price threshold the cap is 70%; off-plan it is 50%.
    expect(estimatedMonthlyPayment(home({ price: 6_000_000 }), market)).toBeCloseTo(
      monthlyPayment(4_200_000, rules.defaultInterestRate, rules.defaultTermYears),
      1,
    )
    expect(estimatedMonthlyPayment(home({ completionStatus: 'off-plan' }), market)).toBeCloseTo(
      monthlyPayment(1_000_000, rules.defaultInterestRate, rules.defaultTermYears),
      1,
    )
  })

  it('is none for a rental', () => {
    expect(estimatedMonthlyPayment(home({ status: 'rent' }), market)).toBeNull()
  })

  it('names its assumptions', () => {
    expect(monthlyPaymentNote(market, texts('en'))).toContain(`${rules.defaultInterestRate}%`)
    expect(monthlyPaymentNote(market, texts('en'))).toContain(`${rules.defaultTermYears} years`)
  })
})
