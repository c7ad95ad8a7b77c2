import { createTranslator } from 'next-intl'
import { describe, expect, it } from 'vitest'
import type { PaymentMilestone } from '@/lib/api/types'
import { displayAmounts } from '@/lib/display-prefs'
import ar from '@/messages/ar.json'
import en from '@/messages/en.json'
import { instalmentNote, planForPrice, planProblemMessage, type PlanInputs } from './plan-schedule'

const enPlan = createTranslator({ locale: 'en', messages: en, namespace: 'ProjectPlan.calculator' })
const arPlan = createTranslator({ locale: 'ar', messages: ar, namespace: 'ProjectPlan.calculator' })

const milestone = (
  m: Partial<PaymentMilestone> & Pick<PaymentMilestone, 'percent' | 'stage'>,
): PaymentMilestone => ({
  label: m.stage,
  instalments: 1,
  dueMonthsAfterBooking: null,
  ...m,
})

const inputs: PlanInputs = {
  milestones: [
    milestone({
      label: 'Down payment on booking',
      percent: 10,
      stage: 'booking',
      dueMonthsAfterBooking: 0,
    }),
    milestone({
      label: 'During construction',
      percent: 50,
      stage: 'construction',
      instalments: 5,
      dueMonthsAfterBooking: 6,
    }),
    milestone({ label: 'On handover', percent: 40, stage: 'handover' }),
  ],
  bookingDate: '2026-11-27T09:30:00.000Z',
  handover: { quarter: 3, year: 2028 },
}

describe('planForPrice', () => {
  it('dates every instalment from the booking month and adds up to the price', () => {
    const result = planForPrice('1,650,000', inputs)
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.priceAed).toBe(1_650_000)
    expect(result.rows).toHaveLength(7)
    expect(result.rows[0]).toMatchObject({ dueMonth: '2026-11', amountAed: 165_000 })
    expect(result.rows.at(-1)).toMatchObject({ dueMonth: '2028-09', amountAed: 660_000 })
    expect(result.rows.reduce((sum, row) => sum + row.amountAed, 0)).toBe(1_650_000)
  })

  it('asks for a price when the field is empty', () => {
    expect(planForPrice('  ', inputs)).toEqual({ ok: false, problem: 'price-missing' })
  })

  it('says how to write a price it cannot read', () => {
    expect(planForPrice('two million', inputs)).toEqual({ ok: false, problem: 'price-invalid' })
    expect(planForPrice('0', inputs)).toEqual({ ok: false, problem: 'price-invalid' })
  })

  it('shows no figures for a plan that does not add up', () => {
    const broken = { ...inputs, milestones: inputs.milestones.slice(1) }
    expect(planForPrice('1,650,000', broken)).toEqual({ ok: false, problem: 'plan-unavailable' })
  })
})

describe('instalmentNote', () => {
  it('numbers instalments of a milestone paid in several', () => {
    expect(instalmentNote({ instalment: 2, instalments: 5 }, enPlan)).toBe('2 of 5')
    expect(instalmentNote({ instalment: 1, instalments: 1 }, enPlan)).toBeNull()
  })

  it('numbers them in Arabic too', () => {
    expect(instalmentNote({ instalment: 2, instalments: 5 }, arPlan)).toBe('2 من 5')
  })
})

describe('planProblemMessage', () => {
  it('says what is wrong in the page’s edition', () => {
    expect(planProblemMessage('price-missing', enPlan)).toBe(
      'Enter a price to see the instalments.',
    )
    expect(planProblemMessage('price-invalid', enPlan)).toBe(
      'Enter the price in AED, for example 1,650,000.',
    )
    expect(planProblemMessage('plan-unavailable', enPlan)).toBe(
      'The instalments for this plan are available on request.',
    )
    expect(planProblemMessage('price-invalid', arPlan)).toBe('أدخل السعر بالدرهم، مثل 1,650,000.')
  })
})

describe('a plan shown in another currency', () => {
  it('adds up, in every currency', () => {
    const result = planForPrice('1,650,001', inputs)
    if (!result.ok) throw new Error('no schedule')
    const aed = result.rows.map((row) => row.amountAed)
    for (const rate of [1, 3.6725, 4.25, 4.85, 0.0418, 0.0452, 0.515]) {
      const shown = displayAmounts(aed, rate)
      expect(shown.reduce((sum, units) => sum + units, 0)).toBe(Math.round(1_650_001 / rate))
      shown.forEach((units, i) => expect(Math.abs(units - aed[i]! / rate)).toBeLessThan(1))
    }
  })
})
