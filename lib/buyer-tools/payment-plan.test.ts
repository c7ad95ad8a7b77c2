import { describe, expect, it } from 'vitest'
import { handoverMonth, instalmentSchedule, planIssues, planShort, type PlanMilestone } from './payment-plan'

const classic: PlanMilestone[] = [
  { label: '10 % on booking', percent: 10, stage: 'booking', instalments: 1 },
  { label: '40 % during construction', percent: 40, stage: 'construction', instalments: 4 },
  { label: '50 % on handover', percent: 50, stage: 'handover', instalments: 1 },
]

describe('planIssues', () => {
  it('accepts a plan whose shares add up to 100 %', () => {
    expect(planIssues(classic)).toEqual([])
  })

  it('says how far a plan is from 100 %', () => {
    const short = classic.map((m) => (m.stage === 'handover' ? { ...m, percent: 45 } : m))
    expect(planIssues(short)).toEqual(['The payment plan adds up to 95 %; it must add up to 100 %.'])
    const over = [...classic, { label: '5 % post-handover', percent: 5, stage: 'post-handover' as const, instalments: 1 }]
    expect(planIssues(over)).toEqual(['The payment plan adds up to 105 %; it must add up to 100 %.'])
  })

  it('takes shares with decimals as staff type them', () => {
    const thirds: PlanMilestone[] = [
      { label: 'Booking', percent: 33.33, stage: 'booking', instalments: 1 },
      { label: 'Construction', percent: 33.33, stage: 'construction', instalments: 1 },
      { label: 'Handover', percent: 33.34, stage: 'handover', instalments: 1 },
    ]
    expect(planIssues(thirds)).toEqual([])
    // 70.1 + 29.9 is 99.99999999999999 in floating point: still a complete plan.
    expect(
      planIssues([
        { label: 'Before', percent: 70.1, stage: 'construction', instalments: 2 },
        { label: 'After', percent: 29.9, stage: 'handover', instalments: 1 },
      ]),
    ).toEqual([])
  })

  it('names the milestone with a bad share, instalment count or month', () => {
    const bad: PlanMilestone[] = [
      { label: 'Booking', percent: 0, stage: 'booking', instalments: 1 },
      { label: 'Construction', percent: 100, stage: 'construction', instalments: 0 },
      { label: 'Handover', percent: 0, stage: 'handover', instalments: 1.5, dueMonthsAfterBooking: -1 },
    ]
    expect(planIssues(bad)).toEqual([
      'Milestone 1 (“Booking”): the share must be more than 0 % and at most 100 %.',
      'Milestone 2 (“Construction”): the number of instalments must be a whole number, at least 1.',
      'Milestone 3 (“Handover”): the share must be more than 0 % and at most 100 %.',
      'Milestone 3 (“Handover”): the number of instalments must be a whole number, at least 1.',
      'Milestone 3 (“Handover”): months after booking must be a whole number, 0 or more.',
    ])
  })

  it('refuses a share over 100 % and a missing label', () => {
    expect(
      planIssues([
        { label: ' ', percent: 120, stage: 'booking', instalments: 1 },
        { label: 'Refund', percent: -20, stage: 'handover', instalments: 1 },
      ]),
    ).toEqual([
      'Milestone 1 needs a label, e.g. “10 % on booking”.',
      'Milestone 1: the share must be more than 0 % and at most 100 %.',
      'Milestone 2 (“Refund”): the share must be more than 0 % and at most 100 %.',
    ])
  })

  it('treats a share left empty as missing, not as a number', () => {
    const blank = [{ ...classic[0]!, percent: Number.NaN }, classic[1]!, classic[2]!]
    expect(planIssues(blank)).toEqual([
      'Milestone 1 (“10 % on booking”): the share must be more than 0 % and at most 100 %.',
      'The payment plan adds up to 90 %; it must add up to 100 %.',
    ])
  })

  it('asks for at least one milestone', () => {
    expect(planIssues([])).toEqual(['Add at least one payment milestone.'])
  })
})

describe('planShort', () => {
  it('splits the plan at handover: paid before it / paid on and after it', () => {
    expect(planShort(classic)).toBe('50/50') // 10 + 40 | 50
    expect(
      planShort([
        { label: 'Booking', percent: 10, stage: 'booking', instalments: 1 },
        { label: 'Construction', percent: 50, stage: 'construction', instalments: 5 },
        { label: 'Post-handover', percent: 40, stage: 'post-handover', instalments: 24 },
      ]),
    ).toBe('60/40')
    expect(
      planShort([
        { label: 'Booking', percent: 20, stage: 'booking', instalments: 1 },
        { label: 'Handover', percent: 30, stage: 'handover', instalments: 1 },
        { label: 'After', percent: 50, stage: 'post-handover', instalments: 10 },
      ]),
    ).toBe('20/80')
  })

  it('keeps half percents and says 100/0 for a plan paid before handover', () => {
    expect(
      planShort([
        { label: 'Booking', percent: 12.5, stage: 'booking', instalments: 1 },
        { label: 'Handover', percent: 87.5, stage: 'handover', instalments: 1 },
      ]),
    ).toBe('12.5/87.5')
    expect(planShort([{ label: 'All', percent: 100, stage: 'construction', instalments: 3 }])).toBe('100/0')
  })

  it('is empty for an empty plan', () => {
    expect(planShort([])).toBe('')
  })
})

describe('handoverMonth', () => {
  it('is the last month of the quarter', () => {
    expect(handoverMonth({ quarter: 1, year: 2027 })).toBe('2027-03')
    expect(handoverMonth({ quarter: 2, year: 2027 })).toBe('2027-06')
    expect(handoverMonth({ quarter: 3, year: 2028 })).toBe('2028-09')
    expect(handoverMonth({ quarter: 4, year: 2028 })).toBe('2028-12')
  })
})

describe('instalmentSchedule', () => {
  it('dates and prices a 10/40/50 plan', () => {
    // Booking January 2026, handover Q4 2028 = December 2028: 35 months apart. The 4 construction
    // instalments split those 35 months into 5 equal gaps of 7: months 7, 14, 21 and 28.
    const rows = instalmentSchedule(2_000_000, classic, '2026-01-15', { quarter: 4, year: 2028 })
    expect(rows.map((r) => [r.dueMonth, r.amountAed, r.instalment, r.instalments])).toEqual([
      ['2026-01', 200_000, 1, 1],
      ['2026-08', 200_000, 1, 4],
      ['2027-03', 200_000, 2, 4],
      ['2027-10', 200_000, 3, 4],
      ['2028-05', 200_000, 4, 4],
      ['2028-12', 1_000_000, 1, 1],
    ])
    expect(rows.map((r) => r.percent)).toEqual([10, 10, 10, 10, 10, 50])
    expect(rows[1]).toMatchObject({ label: '40 % during construction', stage: 'construction' })
  })

  it('takes the booking as a Date, in UTC', () => {
    const rows = instalmentSchedule(2_000_000, classic, new Date(Date.UTC(2026, 0, 31, 23)), { quarter: 4, year: 2028 })
    expect(rows[0]!.dueMonth).toBe('2026-01')
    expect(rows[5]!.dueMonth).toBe('2028-12')
  })

  it('rounds on the running total, so the rows add up to the price to the dirham', () => {
    // 1,000,000 / 3 = 333,333.33…: running totals 333,333.33 → 333,333; 666,666.67 → 666,667;
    // 1,000,000. The rows are the differences: 333,333, 333,334 and 333,333.
    const rows = instalmentSchedule(
      1_000_000,
      [{ label: 'During construction', percent: 100, stage: 'construction', instalments: 3 }],
      '2026-01-01',
      { quarter: 4, year: 2026 },
    )
    expect(rows.map((r) => r.amountAed)).toEqual([333_333, 333_334, 333_333])
    // January to December is 11 months; 3 instalments split it into 4 gaps of 2.75: 3, 6 and 8.
    expect(rows.map((r) => r.dueMonth)).toEqual(['2026-04', '2026-07', '2026-09'])
  })

  it('starts a pinned construction milestone where the plan says, then spreads it up to handover', () => {
    // Booking March 2026, handover Q2 2027 = June 2027: 15 months. The first of 2 instalments
    // is pinned at month 6; the remaining 9 months split in 2: the second at 6 + 4.5 → 11.
    const rows = instalmentSchedule(
      1_500_000,
      [
        { label: 'Booking', percent: 20, stage: 'booking', instalments: 1 },
        { label: 'Construction', percent: 20, stage: 'construction', instalments: 2, dueMonthsAfterBooking: 6 },
        { label: 'Post-handover', percent: 60, stage: 'post-handover', instalments: 4 },
      ],
      '2026-03-01',
      { quarter: 2, year: 2027 },
    )
    expect(rows.map((r) => [r.dueMonth, r.amountAed])).toEqual([
      ['2026-03', 300_000],
      ['2026-09', 150_000],
      ['2027-02', 150_000],
      // Post-handover: monthly from the month after handover.
      ['2027-07', 225_000],
      ['2027-08', 225_000],
      ['2027-09', 225_000],
      ['2027-10', 225_000],
    ])
  })

  it('puts a second handover instalment a month after the first', () => {
    const rows = instalmentSchedule(
      800_000,
      [
        { label: 'Booking', percent: 50, stage: 'booking', instalments: 1 },
        { label: 'Handover', percent: 50, stage: 'handover', instalments: 2 },
      ],
      '2026-06-10',
      { quarter: 1, year: 2027 },
    )
    expect(rows.map((r) => [r.dueMonth, r.amountAed])).toEqual([
      ['2026-06', 400_000],
      ['2027-03', 200_000],
      ['2027-04', 200_000],
    ])
  })

  it('asks for everything from the booking when the handover has passed', () => {
    const rows = instalmentSchedule(1_000_000, classic, '2026-05-20', { quarter: 1, year: 2025 })
    expect(new Set(rows.map((r) => r.dueMonth))).toEqual(new Set(['2026-05']))
    expect(rows.reduce((sum, r) => sum + r.amountAed, 0)).toBe(1_000_000)
  })

  it('leaves no dirham over when shares add up to 100 only to the hundredth', () => {
    const rows = instalmentSchedule(
      999_999,
      [
        { label: 'Booking', percent: 33.33, stage: 'booking', instalments: 1 },
        { label: 'Construction', percent: 33.33, stage: 'construction', instalments: 7 },
        { label: 'Handover', percent: 33.34, stage: 'handover', instalments: 1 },
      ],
      '2026-01-01',
      { quarter: 4, year: 2027 },
    )
    expect(rows).toHaveLength(9)
    expect(rows.reduce((sum, r) => sum + r.amountAed, 0)).toBe(999_999)
  })

  it('refuses a plan that does not add up, a price of 0 and a bad date or quarter', () => {
    const short = classic.slice(0, 2)
    expect(() => instalmentSchedule(1_000_000, short, '2026-01-01', { quarter: 4, year: 2028 })).toThrow(
      'The payment plan adds up to 50 %; it must add up to 100 %.',
    )
    expect(() => instalmentSchedule(0, classic, '2026-01-01', { quarter: 4, year: 2028 })).toThrow(RangeError)
    expect(() => instalmentSchedule(1_000_000, classic, 'soon', { quarter: 4, year: 2028 })).toThrow(RangeError)
    expect(() => instalmentSchedule(1_000_000, classic, new Date('nope'), { quarter: 4, year: 2028 })).toThrow(RangeError)
    expect(() =>
      instalmentSchedule(1_000_000, classic, '2026-01-01', { quarter: 5 as 4, year: 2028 }),
    ).toThrow(RangeError)
  })
})
