import { describe, expect, it } from 'vitest'
import { english } from '@/lib/validation/texts.testing'
import { DEFAULT_MARKET_SETTINGS, type MortgageRules, type PurchaseFees } from './market-settings'
import {
  computeTrueCost,
  maxLoanToValue,
  maxTermFor,
  minDownPaymentFor,
  monthlyPayment,
  trueCostIssues as issueMessages,
  saleTermsOf,
  upfrontCosts,
  type BuyerProfile,
  type TrueCostInput,
} from './true-cost'

// Every figure below is worked by hand from the default settings (the issue's figures):
// LTV caps expatriate 80/70/60, UAE national 85/75/65, off-plan 50, threshold AED 5M; DLD 4% +
// 580; trustee 4,000 + 5% VAT at or above AED 500k, 2,000 + VAT below; registration 0.25% of the
// loan + 290; agency 2% + 5% VAT; valuation 3,000; Golden Visa from AED 2M.
const rules: MortgageRules = DEFAULT_MARKET_SETTINGS.mortgage

/** The rules' messages in English, as the calculator and the API show them. */
function trueCostIssues(input: TrueCostInput, mortgage: MortgageRules) {
  return Object.fromEntries(
    Object.entries(issueMessages(input, mortgage)).map(([field, message]) => [field, english(message)]),
  ) as Partial<Record<keyof TrueCostInput, string>>
}
const fees: PurchaseFees = DEFAULT_MARKET_SETTINGS.fees

const expatFirstReady: BuyerProfile = {
  residency: 'expatriate',
  order: 'first',
  completion: 'ready',
}

function input(overrides: Partial<TrueCostInput> = {}): TrueCostInput {
  return {
    ...expatFirstReady,
    price: 1_500_000,
    downPayment: 300_000,
    termYears: 25,
    interestRate: 4.25,
    age: 35,
    ...overrides,
  }
}

describe('computeTrueCost: the worked example of the issue', () => {
  // Price 1,500,000, 20% down (300,000), 4.25% a year over 25 years, an expatriate's first,
  // ready home.
  const cost = computeTrueCost(input(), rules, fees)

  it('lends the price less the down payment, within the 80% cap', () => {
    // loan = 1,500,000 − 300,000 = 1,200,000 → 1,200,000 / 1,500,000 = 80% of the price
    expect(cost.loan).toBe(1_200_000)
    expect(cost.loanToValue).toBe(80)
    expect(cost.maxLoanToValue).toBe(80)
    // max loan = 80% × 1,500,000 = 1,200,000; least down payment = 1,500,000 − 1,200,000
    expect(cost.maxLoan).toBe(1_200_000)
    expect(cost.minDownPayment).toBe(300_000)
  })

  it('repays it by the annuity formula, to the fil', () => {
    // r = 4.25% / 12 = 0.00354166…, n = 25 × 12 = 300 months
    // (1 + r)^300 = 2.88816952838…
    // payment = L·r·(1+r)^n / ((1+r)^n − 1) = 1,200,000 × 0.00354166… × 2.888169528 / 1.888169528
    //         = 6,500.857211… → 6,500.86
    expect(cost.monthlyPayment).toBe(6_500.86)
    // interest = 6,500.857211… × 300 − 1,200,000 = 750,257.16
    expect(cost.totalInterest).toBe(750_257.16)
  })

  it('adds up the fees paid on the day of transfer', () => {
    expect(cost.upfront).toEqual({
      dldTransfer: 60_580, //            4% × 1,500,000 = 60,000, + 580 admin
      trustee: 4_200, //                 1,500,000 ≥ 500,000: 4,000 + 5% VAT (200)
      mortgageRegistration: 3_290, //    0.25% × 1,200,000 = 3,000, + 290
      agency: 31_500, //                 2% × 1,500,000 = 30,000, + 5% VAT (1,500)
      valuation: 3_000, //               the bank's valuation
      dldWaiver: 0, //                   a ready home: a resale, the buyer pays the whole DLD fee
      total: 102_570, //                 60,580 + 4,200 + 3,290 + 31,500 + 3,000
    })
    // cash needed = down payment + upfront = 300,000 + 102,570
    expect(cost.cashNeeded).toBe(402_570)
    // 1,500,000 < 2,000,000
    expect(cost.goldenVisaEligible).toBe(false)
    // at 35 an expatriate may borrow until 65: 30 years, but the rules allow 25
    expect(cost.maxTermYears).toBe(25)
  })

  it('finds nothing wrong with it', () => {
    expect(trueCostIssues(input(), rules)).toEqual({})
  })
})

describe('the loan-to-value caps (UAE Central Bank)', () => {
  const cases: [string, BuyerProfile, number, number][] = [
    ['expatriate, first, ≤ 5M', expatFirstReady, 5_000_000, 80],
    ['expatriate, first, > 5M', expatFirstReady, 5_000_001, 70],
    ['expatriate, second', { ...expatFirstReady, order: 'second' }, 1_000_000, 60],
    ['expatriate, off-plan', { ...expatFirstReady, completion: 'off-plan' }, 1_000_000, 50],
    ['UAE national, first, ≤ 5M', { ...expatFirstReady, residency: 'national' }, 5_000_000, 85],
    ['UAE national, first, > 5M', { ...expatFirstReady, residency: 'national' }, 5_000_001, 75],
    [
      'UAE national, second',
      { residency: 'national', order: 'second', completion: 'ready' },
      9_000_000,
      65,
    ],
    [
      'UAE national, off-plan',
      { residency: 'national', order: 'first', completion: 'off-plan' },
      1_000_000,
      50,
    ],
    // Off-plan caps a second home too: the lower of the two rules.
    [
      'expatriate, second and off-plan',
      { residency: 'expatriate', order: 'second', completion: 'off-plan' },
      3_000_000,
      50,
    ],
  ]
  it.each(cases)('%s: %i AED → %i%%', (_, profile, price, expected) => {
    expect(maxLoanToValue(rules, profile, price)).toBe(expected)
  })

  it('treats exactly AED 5,000,000 as "up to the threshold"', () => {
    // 5,000,000 ≤ 5,000,000: 80% → max loan 4,000,000, least down payment 1,000,000
    const atThreshold = computeTrueCost(
      input({ price: 5_000_000, downPayment: 1_000_000 }),
      rules,
      fees,
    )
    expect(atThreshold.maxLoanToValue).toBe(80)
    expect(atThreshold.maxLoan).toBe(4_000_000)
    expect(atThreshold.minDownPayment).toBe(1_000_000)
    expect(trueCostIssues(input({ price: 5_000_000, downPayment: 1_000_000 }), rules)).toEqual({})
    expect(
      trueCostIssues(input({ price: 5_000_000, downPayment: 999_999 }), rules).downPayment,
    ).toBe('Down payment must be at least 1,000,000 AED: banks lend at most 80% of this price')
    // One dirham more: 70% → 5,000,001 − 3,500,000.70 = 1,500,000.30, rounded up to 1,500,001
    expect(minDownPaymentFor(rules, expatFirstReady, 5_000_001)).toBe(1_500_001)
    expect(
      trueCostIssues(input({ price: 5_000_001, downPayment: 1_000_000 }), rules).downPayment,
    ).toBe('Down payment must be at least 1,500,001 AED: banks lend at most 70% of this price')
  })

  it('works out every figure at exactly AED 5,000,000', () => {
    const cost = computeTrueCost(input({ price: 5_000_000, downPayment: 1_000_000 }), rules, fees)
    // loan 4,000,000 = 10/3 of the worked example's: 6,500.857211… × 10/3 = 21,669.524039… → 21,669.52
    expect(cost.loan).toBe(4_000_000)
    expect(cost.monthlyPayment).toBe(21_669.52)
    expect(cost.upfront).toEqual({
      dldTransfer: 200_580, //          4% × 5,000,000 = 200,000, + 580
      trustee: 4_200, //                4,000 + 5% VAT
      mortgageRegistration: 10_290, //  0.25% × 4,000,000 = 10,000, + 290
      agency: 105_000, //               2% × 5,000,000 = 100,000, + 5% VAT
      valuation: 3_000,
      dldWaiver: 0,
      total: 323_070, //                200,580 + 4,200 + 10,290 + 105,000 + 3,000
    })
    // 1,000,000 + 323,070
    expect(cost.cashNeeded).toBe(1_323_070)
    expect(cost.goldenVisaEligible).toBe(true)
  })
})

describe('an expatriate’s second, off-plan home bought on resale', () => {
  // Price 3,000,000, 50% down (1,500,000), 4.25%, 25 years: off-plan caps the loan at 50%.
  const profile: BuyerProfile = { residency: 'expatriate', order: 'second', completion: 'off-plan' }
  const cost = computeTrueCost(
    input({ ...profile, saleType: 'resale', price: 3_000_000, downPayment: 1_500_000 }),
    rules,
    fees,
  )

  it('lends at most half of the price', () => {
    expect(cost.maxLoanToValue).toBe(50)
    expect(cost.loan).toBe(1_500_000)
    expect(cost.loanToValue).toBe(50)
    expect(cost.minDownPayment).toBe(1_500_000)
  })

  it('works out the payment and the cash needed', () => {
    // 1,500,000 = 1.25 × the worked example's loan: 6,500.857211… × 1.25 = 8,126.071514… → 8,126.07
    expect(cost.monthlyPayment).toBe(8_126.07)
    expect(cost.upfront).toEqual({
      dldTransfer: 120_580, //        4% × 3,000,000 = 120,000, + 580
      trustee: 4_200,
      mortgageRegistration: 4_040, // 0.25% × 1,500,000 = 3,750, + 290
      agency: 63_000, //              2% × 3,000,000 = 60,000, + 5% VAT
      valuation: 3_000,
      dldWaiver: 0,
      total: 194_820, //              120,580 + 4,200 + 4,040 + 63,000 + 3,000
    })
    expect(cost.saleType).toBe('resale')
    // 1,500,000 + 194,820
    expect(cost.cashNeeded).toBe(1_694_820)
    expect(cost.goldenVisaEligible).toBe(true)
  })

  it('refuses the 40% down payment an expatriate’s ready second home would allow', () => {
    // ready: 60% cap → 40% down (1,200,000) is enough; off-plan: 50% → 1,500,000 needed
    expect(
      trueCostIssues(
        input({ ...profile, completion: 'ready', price: 3_000_000, downPayment: 1_200_000 }),
        rules,
      ),
    ).toEqual({})
    expect(
      trueCostIssues(input({ ...profile, price: 3_000_000, downPayment: 1_200_000 }), rules)
        .downPayment,
    ).toBe('Down payment must be at least 1,500,000 AED: banks lend at most 50% of this price')
  })
})

describe('the same off-plan home bought from the developer', () => {
  const profile: BuyerProfile = { residency: 'expatriate', order: 'second', completion: 'off-plan' }
  const primary = input({ ...profile, saleType: 'primary', price: 3_000_000, downPayment: 1_500_000 })

  it('carries no agency fee: the developer pays the broker', () => {
    const cost = computeTrueCost(primary, rules, fees)
    expect(cost.saleType).toBe('primary')
    expect(cost.upfront).toEqual({
      dldTransfer: 120_580,
      trustee: 4_200,
      mortgageRegistration: 4_040,
      agency: 0,
      valuation: 3_000,
      dldWaiver: 0,
      total: 131_820, // the resale's 194,820 less its 63,000 agency fee
    })
    expect(cost.cashNeeded).toBe(1_631_820)
  })

  it('takes the developer’s share of the DLD transfer fee off, not of the admin charges', () => {
    // 50% of 4% × 3,000,000 = 60,000; the 580 admin stays with the buyer
    const cost = computeTrueCost({ ...primary, dldWaiverPercent: 50 }, rules, fees)
    expect(cost.dldWaiverPercent).toBe(50)
    expect(cost.upfront.dldTransfer).toBe(120_580)
    expect(cost.upfront.dldWaiver).toBe(60_000)
    expect(cost.upfront.total).toBe(71_820) // 131,820 − 60,000
    expect(cost.cashNeeded).toBe(1_571_820)
    // All of it: only the admin charges are left to pay to the DLD
    expect(computeTrueCost({ ...primary, dldWaiverPercent: 100 }, rules, fees).upfront).toMatchObject({
      dldWaiver: 120_000,
      total: 11_820, // 580 + 4,200 + 4,040 + 3,000
    })
  })

  it('is taken as a purchase from the developer when off-plan and nothing else is said', () => {
    expect(computeTrueCost(input({ ...profile, price: 3_000_000, downPayment: 1_500_000 }), rules, fees).upfront.agency).toBe(0)
  })

  it('never applies to a ready home, which is always a resale', () => {
    const ready = computeTrueCost(
      { ...primary, completion: 'ready', dldWaiverPercent: 50 },
      rules,
      fees,
    )
    expect(ready.saleType).toBe('resale')
    expect(ready.dldWaiverPercent).toBe(0)
    expect(ready.upfront.agency).toBe(63_000)
    expect(ready.upfront.dldWaiver).toBe(0)
  })

  it('ignores a waiver on a resale and keeps a waiver within 0-100%', () => {
    expect(saleTermsOf({ completion: 'off-plan', saleType: 'resale', dldWaiverPercent: 50 })).toEqual({
      saleType: 'resale',
      agencyFee: true,
      dldWaiverPercent: 0,
    })
    expect(saleTermsOf({ completion: 'off-plan', saleType: 'primary', dldWaiverPercent: 150 }).dldWaiverPercent).toBe(100)
  })
})

describe('a zero down payment', () => {
  it('breaks the cap: the issue names the least down payment', () => {
    // 80% of 1,500,000 = 1,200,000 → at least 300,000 down
    expect(trueCostIssues(input({ downPayment: 0 }), rules)).toEqual({
      downPayment:
        'Down payment must be at least 300,000 AED: banks lend at most 80% of this price',
    })
  })

  it('still shows what the rule allows: a 100% loan against an 80% cap', () => {
    const cost = computeTrueCost(input({ downPayment: 0 }), rules, fees)
    expect(cost.loan).toBe(1_500_000)
    expect(cost.loanToValue).toBe(100)
    expect(cost.maxLoanToValue).toBe(80)
    expect(cost.minDownPayment).toBe(300_000)
    expect(Number.isNaN(cost.monthlyPayment)).toBe(false)
  })

  it('a down payment above the price is its own message', () => {
    expect(trueCostIssues(input({ downPayment: 1_500_001 }), rules).downPayment).toBe(
      'Down payment cannot be more than the price',
    )
  })
})

describe('the term and the borrower’s age', () => {
  it('lets a 40-year-old expatriate take 25 years: the loan ends at exactly 65', () => {
    // 40 + 25 = 65 = the limit: allowed
    expect(maxTermFor(rules, 'expatriate', 40)).toBe(25)
    expect(trueCostIssues(input({ age: 40, termYears: 25 }), rules)).toEqual({})
  })

  it('stops a 41-year-old expatriate at 24 years', () => {
    // 41 + 25 = 66 > 65 → 65 − 41 = 24 years at most
    expect(maxTermFor(rules, 'expatriate', 41)).toBe(24)
    expect(trueCostIssues(input({ age: 41, termYears: 25 }), rules)).toEqual({
      termYears: 'The loan must end by age 65: at 41 the term can be at most 24 years',
    })
    expect(trueCostIssues(input({ age: 41, termYears: 24 }), rules)).toEqual({})
  })

  it('gives a UAE national until 70', () => {
    // 45 + 25 = 70: allowed; at 50: 70 − 50 = 20 years
    expect(trueCostIssues(input({ residency: 'national', age: 45, termYears: 25 }), rules)).toEqual(
      {},
    )
    expect(maxTermFor(rules, 'national', 50)).toBe(20)
    expect(
      trueCostIssues(input({ residency: 'national', age: 50, termYears: 21 }), rules).termYears,
    ).toBe('The loan must end by age 70: at 50 the term can be at most 20 years')
  })

  it('refuses a borrower who has reached the age limit', () => {
    // 64: one year left; 65: none
    expect(trueCostIssues(input({ age: 64, termYears: 1 }), rules)).toEqual({})
    expect(maxTermFor(rules, 'expatriate', 65)).toBe(0)
    expect(trueCostIssues(input({ age: 65, termYears: 1 }), rules)).toEqual({
      age: 'The loan must end by age 65: a borrower must be younger than 65',
    })
  })

  it('never goes past the rules’ longest term', () => {
    // at 25 an expatriate has 40 years to 65, but the rules allow 25
    expect(maxTermFor(rules, 'expatriate', 25)).toBe(25)
    expect(trueCostIssues(input({ age: 25, termYears: 26 }), rules).termYears).toBe(
      'The term can be at most 25 years',
    )
  })
})

describe('monthlyPayment', () => {
  it('repays a 0% loan in equal parts', () => {
    // 1,000,000 / 300 = 3,333.33…
    expect(monthlyPayment(1_000_000, 0, 25)).toBeCloseTo(3_333.333, 3)
  })

  it('another hand-worked loan: 1,400,000 at 4.5% over 20 years', () => {
    // r = 0.375%, n = 240, (1 + r)^240 = 2.455466360…
    // 1,400,000 × 0.00375 × 2.455466360 / 1.455466360 = 8,857.091267…
    expect(monthlyPayment(1_400_000, 4.5, 20)).toBeCloseTo(8_857.091267, 5)
  })

  it('is nothing when there is no loan or no term', () => {
    expect(monthlyPayment(0, 4.25, 25)).toBe(0)
    expect(monthlyPayment(1_000_000, 4.25, 0)).toBe(0)
  })
})

describe('upfrontCosts', () => {
  it('charges the lower trustee fee below AED 500,000 and the higher one from it', () => {
    // 499,999: 2,000 + 5% VAT = 2,100; 500,000: 4,000 + 5% VAT = 4,200
    expect(upfrontCosts(fees, 499_999, 300_000).trustee).toBe(2_100)
    expect(upfrontCosts(fees, 500_000, 300_000).trustee).toBe(4_200)
  })

  it('a cash purchase registers no mortgage and needs no bank valuation', () => {
    // 800,000 in cash: DLD 32,000 + 580 = 32,580; trustee 4,200; agency 16,000 + 800 = 16,800
    expect(upfrontCosts(fees, 800_000, 0)).toEqual({
      dldTransfer: 32_580,
      trustee: 4_200,
      mortgageRegistration: 0,
      agency: 16_800,
      valuation: 0,
      dldWaiver: 0,
      total: 53_580, // 32,580 + 4,200 + 16,800
    })
    const cost = computeTrueCost(input({ price: 800_000, downPayment: 800_000 }), rules, fees)
    expect(cost).toMatchObject({
      loan: 0,
      monthlyPayment: 0,
      totalInterest: 0,
      cashNeeded: 853_580,
    })
  })

  it('rounds each line to the fil', () => {
    // 1,234,567: DLD 49,382.68 + 580 = 49,962.68; agency 24,691.34 × 1.05 = 25,925.907 → 25,925.91
    // loan 987,653: registration 2,469.1325 + 290 = 2,759.1325 → 2,759.13
    const costs = upfrontCosts(fees, 1_234_567, 987_653)
    expect(costs.dldTransfer).toBe(49_962.68)
    expect(costs.agency).toBe(25_925.91)
    expect(costs.mortgageRegistration).toBe(2_759.13)
    // 49,962.68 + 4,200 + 2,759.13 + 25,925.91 + 3,000
    expect(costs.total).toBe(85_847.72)
  })

  it('follows the staff’s fees, not built-in ones', () => {
    const edited: PurchaseFees = {
      ...fees,
      dldTransferPercent: 5,
      dldAdminFee: 600,
      valuationFee: 3_500,
    }
    // 5% × 1,000,000 = 50,000, + 600
    expect(upfrontCosts(edited, 1_000_000, 500_000)).toMatchObject({
      dldTransfer: 50_600,
      valuation: 3_500,
    })
  })
})

describe('the least down payment', () => {
  it('is rounded up to a whole dirham, the figure the check demands', () => {
    // 80% of 1,234,567 = 987,653.6 → 1,234,567 − 987,653.6 = 246,913.4 → 246,914
    expect(minDownPaymentFor(rules, expatFirstReady, 1_234_567)).toBe(246_914)
    expect(
      computeTrueCost(input({ price: 1_234_567, downPayment: 246_914 }), rules, fees)
        .minDownPayment,
    ).toBe(246_914)
    expect(trueCostIssues(input({ price: 1_234_567, downPayment: 246_914 }), rules)).toEqual({})
    expect(
      trueCostIssues(input({ price: 1_234_567, downPayment: 246_913 }), rules).downPayment,
    ).toMatch(/at least 246,914 AED/)
  })

  it('leaves no floating-point dust in the loan', () => {
    // 1,000,000.10 − 200,000.20 = 799,999.90
    expect(
      computeTrueCost(input({ price: 1_000_000.1, downPayment: 200_000.2 }), rules, fees).loan,
    ).toBe(799_999.9)
  })
})

describe('the Golden Visa note', () => {
  it('appears from AED 2,000,000', () => {
    expect(
      computeTrueCost(input({ price: 2_000_000, downPayment: 400_000 }), rules, fees)
        .goldenVisaEligible,
    ).toBe(true)
    expect(
      computeTrueCost(input({ price: 1_999_999, downPayment: 400_000 }), rules, fees)
        .goldenVisaEligible,
    ).toBe(false)
  })
})
