import { describe, expect, it } from 'vitest'
import { DEFAULT_MARKET_SETTINGS } from '@/lib/buyer-tools/market-settings'
import { english } from '@/lib/validation/texts.testing'
import { parseTrueCost, TRUE_COST_QUERY_KEYS } from '@/lib/validation/true-cost'
import {
  defaultTrueCostValues,
  FIELD_ORDER,
  trueCostStateOf,
  withDefaults,
} from './true-cost-fields'

const { mortgage: rules, fees } = DEFAULT_MARKET_SETTINGS

describe('the form’s field names', () => {
  it('are shown in an order that holds every field the schema reads', () => {
    expect([...FIELD_ORDER].sort()).toEqual(Object.keys(TRUE_COST_QUERY_KEYS).sort())
  })
})

describe('defaultTrueCostValues', () => {
  it('starts the page with a 2,000,000 AED first home and the least down payment', () => {
    // expatriate, first, ready, ≤ 5M: 80% → 2,000,000 − 1,600,000 = 400,000 down
    expect(defaultTrueCostValues(rules)).toEqual({
      price: '2,000,000',
      downPayment: '400,000',
      termYears: '25',
      interestRate: '4.25',
      age: '35',
      residency: 'expatriate',
      order: 'first',
      completion: 'ready',
      saleType: 'primary',
      dldWaiverPercent: '0',
    })
  })

  it('takes who sells a listing and its project’s share of the DLD fee', () => {
    expect(
      defaultTrueCostValues(rules, {
        profile: { completion: 'off-plan' },
        sale: { saleType: 'primary', dldWaiverPercent: 50 },
      }),
    ).toMatchObject({ completion: 'off-plan', saleType: 'primary', dldWaiverPercent: '50' })
    expect(
      defaultTrueCostValues(rules, { profile: { completion: 'off-plan' }, sale: { saleType: 'resale' } }),
    ).toMatchObject({ saleType: 'resale', dldWaiverPercent: '0' })
  })

  it('takes an off-plan listing’s price and completion: half down', () => {
    const values = defaultTrueCostValues(rules, {
      price: 3_250_000,
      profile: { completion: 'off-plan' },
    })
    expect(values).toMatchObject({
      price: '3,250,000',
      downPayment: '1,625,000',
      completion: 'off-plan',
    })
  })

  it('rounds the least down payment up to a dirham, so the defaults always pass', () => {
    // 1,234,567 × 20% = 246,913.4 → 246,914
    const values = defaultTrueCostValues(rules, { price: 1_234_567 })
    expect(values.downPayment).toBe('246,914')
    expect(parseTrueCost(values, rules).ok).toBe(true)
  })

  it('shortens the term when the borrower’s age needs it', () => {
    // 50-year-old expatriate: 65 − 50 = 15 years
    expect(defaultTrueCostValues(rules, { age: 50 }).termYears).toBe('15')
    expect(parseTrueCost(defaultTrueCostValues(rules, { age: 50 }), rules).ok).toBe(true)
  })

  it('follows the staff’s rate, term and age', () => {
    const edited = {
      ...rules,
      defaultInterestRate: 3.99,
      defaultTermYears: 20,
      defaultBorrowerAge: 40,
    }
    expect(defaultTrueCostValues(edited)).toMatchObject({
      interestRate: '3.99',
      termYears: '20',
      age: '40',
    })
  })
})

describe('withDefaults', () => {
  it('fills in a partial link to suit what it gives', () => {
    // price 6,000,000 for a UAE national: > 5M → 75% → 1,500,000 down
    expect(withDefaults({ price: '6000000', residency: 'national' }, rules)).toMatchObject({
      price: '6000000',
      downPayment: '1,500,000',
      residency: 'national',
      order: 'first',
    })
  })

  it('keeps what was given, even when wrong, so its message shows against it', () => {
    const values = withDefaults({ price: 'abc', downPayment: '0' }, rules)
    expect(values).toMatchObject({ price: 'abc', downPayment: '0', termYears: '25' })
    expect(parseTrueCost(values, rules)).toEqual({ ok: false, errors: { price: 'trueCost.price' } })
  })

  it('is the default page with no query', () => {
    expect(withDefaults({}, rules)).toEqual(defaultTrueCostValues(rules))
  })
})

describe('trueCostStateOf', () => {
  it('carries the figures of a valid form and the messages of a bad one', () => {
    const good = trueCostStateOf(parseTrueCost(defaultTrueCostValues(rules), rules), rules, fees)
    expect(good.ok && good.cost.loan).toBe(1_600_000)
    const bad = trueCostStateOf(
      parseTrueCost({ ...defaultTrueCostValues(rules), downPayment: '0' }, rules),
      rules,
      fees,
    )
    expect(bad).toEqual({
      ok: false,
      errors: {
        downPayment: { key: 'trueCost.downPaymentAtLeast', values: { amount: 400_000, ltv: 80 } },
      },
    })
    expect(english((bad as Extract<typeof bad, { ok: false }>).errors.downPayment!)).toBe(
      'Down payment must be at least 400,000 AED: banks lend at most 80% of this price',
    )
  })
})
