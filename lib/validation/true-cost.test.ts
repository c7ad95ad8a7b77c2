import { describe, expect, it } from 'vitest'
import { DEFAULT_MARKET_SETTINGS, type MortgageRules } from '@/lib/buyer-tools/market-settings'
import { english, textIn } from './texts.testing'
import {
  parseTrueCost as parseToMessages,
  TRUE_COST_QUERY_KEYS,
  trueCostValuesFrom,
  type TrueCostFormValues,
} from './true-cost'

const rules: MortgageRules = DEFAULT_MARKET_SETTINGS.mortgage

/** The parse with its messages in English, as the calculator and the API show them. */
function parseTrueCost(values: Partial<TrueCostFormValues>, mortgage: MortgageRules) {
  const result = parseToMessages(values, mortgage)
  if (result.ok) return result
  const errors = Object.fromEntries(
    Object.entries(result.errors).map(([field, message]) => [field, english(message)]),
  )
  return { ok: false as const, errors }
}

const valid: TrueCostFormValues = {
  price: '1,500,000',
  downPayment: '300,000',
  termYears: '25',
  interestRate: '4.25',
  age: '35',
  residency: 'expatriate',
  order: 'first',
  completion: 'ready',
  saleType: 'resale',
  dldWaiverPercent: '0',
}

const parse = (overrides: Partial<TrueCostFormValues>) =>
  parseTrueCost({ ...valid, ...overrides }, rules)
const errorsOf = (overrides: Partial<TrueCostFormValues>) => {
  const result = parse(overrides)
  return result.ok ? {} : result.errors
}

describe('parseTrueCost', () => {
  it('reads the form’s text into numbers', () => {
    expect(parseTrueCost(valid, rules)).toEqual({
      ok: true,
      input: {
        price: 1_500_000,
        downPayment: 300_000,
        termYears: 25,
        interestRate: 4.25,
        age: 35,
        residency: 'expatriate',
        order: 'first',
        completion: 'ready',
        saleType: 'resale',
        dldWaiverPercent: 0,
      },
    })
  })

  it('reads who sells an off-plan home and the developer’s share of the DLD fee', () => {
    const offPlan = { completion: 'off-plan', downPayment: '750,000' }
    expect(parse({ ...offPlan, saleType: 'primary', dldWaiverPercent: '50' })).toMatchObject({
      ok: true,
      input: { saleType: 'primary', dldWaiverPercent: 50 },
    })
    // A resale has no waiver, and a ready home is a resale whatever the form still holds.
    expect(parse({ ...offPlan, saleType: 'resale', dldWaiverPercent: '50' })).toMatchObject({
      ok: true,
      input: { saleType: 'resale', dldWaiverPercent: 0 },
    })
    expect(parse({ saleType: 'primary', dldWaiverPercent: '50' })).toMatchObject({
      ok: true,
      input: { completion: 'ready', saleType: 'resale', dldWaiverPercent: 0 },
    })
    // Not given (an API caller): off-plan is bought from the developer, with no waiver.
    const { saleType: _sale, dldWaiverPercent: _waiver, ...withoutSale } = { ...valid, ...offPlan }
    expect(parseTrueCost(withoutSale, rules)).toMatchObject({
      ok: true,
      input: { saleType: 'primary', dldWaiverPercent: 0 },
    })
  })

  it('refuses an unknown sale type and a waiver outside 0-100%', () => {
    expect(errorsOf({ saleType: 'auction' })).toEqual({
      saleType: 'Choose from the developer or resale',
    })
    for (const waiver of ['101', '-5', 'half', ''])
      expect(errorsOf({ dldWaiverPercent: waiver })).toEqual({
        dldWaiverPercent: 'Enter the developer’s share of the DLD fee (0 to 100%)',
      })
  })

  it.each([
    ['1500000', 1_500_000],
    ['1,500,000', 1_500_000],
    ['1 500 000', 1_500_000],
    ['  1,500,000  ', 1_500_000],
    ['1,500,000.50', 1_500_000.5],
    ['1500000.5', 1_500_000.5],
  ])('takes the price %j as %d', (text, expected) => {
    const result = parse({ price: text, downPayment: '400,000' })
    expect(result.ok && result.input.price).toBe(expected)
  })

  it.each([
    '',
    '   ',
    'abc',
    'NaN',
    'Infinity',
    '-5',
    '1e6',
    '0x10',
    '1,50,000',
    '1,5000',
    '1.',
    '.5',
    '１２３',
    '1_000',
    '4,25',
    '0',
    '9'.repeat(400),
  ])('refuses the price %j with its message, and only that', (text) => {
    expect(errorsOf({ price: text })).toEqual({ price: 'Enter the price in AED' })
  })

  it('gives every missing field its own message', () => {
    expect(parseTrueCost({}, rules)).toEqual({
      ok: false,
      errors: {
        price: 'Enter the price in AED',
        downPayment: 'Enter the down payment in AED (0 or more)',
        termYears: 'Enter the term in whole years',
        interestRate: 'Enter an interest rate between 0 and 20%',
        age: 'Enter the borrower’s age (18 to 69)',
        residency: 'Choose UAE national or expatriate',
        order: 'Choose first or second property',
        completion: 'Choose ready or off-plan',
      },
    })
  })

  it('says what a zero down payment needs', () => {
    // 80% of 1,500,000 may be borrowed → at least 300,000 down
    expect(errorsOf({ downPayment: '0' })).toEqual({
      downPayment:
        'Down payment must be at least 300,000 AED: banks lend at most 80% of this price',
    })
  })

  it('judges the down payment against the profile chosen', () => {
    // second home: 60% → 600,000 down; off-plan: 50% → 750,000 down
    expect(errorsOf({ order: 'second', downPayment: '500,000' }).downPayment).toMatch(
      /at least 600,000 AED: .* 60%/,
    )
    expect(errorsOf({ completion: 'off-plan', downPayment: '700,000' }).downPayment).toMatch(
      /at least 750,000 AED: .* 50%/,
    )
    expect(errorsOf({ residency: 'national', downPayment: '225,000' })).toEqual({})
  })

  it('refuses a down payment above the price', () => {
    expect(errorsOf({ downPayment: '1,600,000' })).toEqual({
      downPayment: 'Down payment cannot be more than the price',
    })
  })

  it('keeps the term within the rules and the borrower’s age', () => {
    expect(errorsOf({ termYears: '26' })).toEqual({ termYears: 'The term can be at most 25 years' })
    expect(errorsOf({ termYears: '0' })).toEqual({ termYears: 'Enter a term of 1 to 25 years' })
    expect(errorsOf({ termYears: '12.5' })).toEqual({ termYears: 'Enter the term in whole years' })
    // 40 + 25 = 65: the last age allowed
    expect(errorsOf({ age: '40', termYears: '25' })).toEqual({})
    expect(errorsOf({ age: '41', termYears: '25' })).toEqual({
      termYears: 'The loan must end by age 65: at 41 the term can be at most 24 years',
    })
    expect(errorsOf({ age: '65', termYears: '1' })).toEqual({
      age: 'The loan must end by age 65: a borrower must be younger than 65',
    })
    expect(errorsOf({ age: '17' })).toEqual({ age: 'Enter the borrower’s age (18 to 69)' })
    expect(errorsOf({ age: 'forty' })).toEqual({ age: 'Enter the borrower’s age (18 to 69)' })
  })

  it('keeps the interest rate between 0 and 20%', () => {
    expect(parse({ interestRate: '0' }).ok).toBe(true)
    expect(errorsOf({ interestRate: '20.5' })).toEqual({
      interestRate: 'Enter an interest rate between 0 and 20%',
    })
    expect(errorsOf({ interestRate: '4,25' })).toEqual({
      interestRate: 'Enter an interest rate between 0 and 20%',
    })
  })

  it('refuses unknown profile values', () => {
    expect(errorsOf({ residency: 'tourist' })).toEqual({
      residency: 'Choose UAE national or expatriate',
    })
    expect(errorsOf({ order: 'third' })).toEqual({ order: 'Choose first or second property' })
    expect(errorsOf({ completion: 'soon' })).toEqual({ completion: 'Choose ready or off-plan' })
  })

  it('does not judge a rule on a field that is itself wrong', () => {
    // A bad price is one message: no 'more than the price' compared against its text.
    expect(errorsOf({ price: '-5', downPayment: '0' })).toEqual({ price: 'Enter the price in AED' })
    // A bad age leaves the term unjudged, but the down payment still is.
    expect(errorsOf({ age: 'x', termYears: '25', downPayment: '0' })).toEqual({
      age: 'Enter the borrower’s age (18 to 69)',
      downPayment:
        'Down payment must be at least 300,000 AED: banks lend at most 80% of this price',
    })
    // No residency: neither the cap nor the age limit is known.
    expect(errorsOf({ residency: '', downPayment: '0', age: '64' })).toEqual({
      residency: 'Choose UAE national or expatriate',
    })
  })

  it('follows the staff’s rules', () => {
    const edited: MortgageRules = {
      ...rules,
      maxTermYears: 30,
      ltv: { ...rules.ltv, expatFirstUpToThreshold: 75 },
    }
    expect(
      parseTrueCost({ ...valid, age: '30', termYears: '30', downPayment: '375,000' }, edited).ok,
    ).toBe(true)
    expect(parseTrueCost({ ...valid, downPayment: '300,000' }, edited)).toMatchObject({
      ok: false,
      errors: { downPayment: expect.stringMatching(/at least 375,000 AED/) },
    })
  })

  it('never lets NaN or a non-finite number through', () => {
    const hostile = [
      'NaN',
      'Infinity',
      '-Infinity',
      '1e400',
      '9'.repeat(400),
      '',
      ' ',
      '\u0000',
      '1\u00002',
      '<b>',
      '0.',
      '--1',
      '+1',
      '1,',
      ',1',
    ]
    for (const field of ['price', 'downPayment', 'termYears', 'interestRate', 'age'] as const) {
      for (const text of hostile) {
        const result = parse({ [field]: text })
        if (result.ok) {
          for (const value of Object.values(result.input)) {
            if (typeof value === 'number')
              expect(Number.isFinite(value), `${field}=${JSON.stringify(text)}`).toBe(true)
          }
        } else {
          expect(typeof result.errors[field], `${field}=${JSON.stringify(text)}`).toBe('string')
          for (const message of Object.values(result.errors))
            expect(message).not.toMatch(/NaN|undefined|Infinity/)
        }
      }
    }
  })
})

describe('trueCostValuesFrom', () => {
  it('reads the query-string names into the schema’s fields', () => {
    const query = new URLSearchParams(
      'price=2%2C000%2C000&downPayment=400000&term=20&rate=3.99&age=41&residency=national&order=second&completion=off-plan&sale=resale&dldWaiver=25&utm_source=x',
    )
    expect(trueCostValuesFrom((name) => query.get(name))).toEqual({
      price: '2,000,000',
      downPayment: '400000',
      termYears: '20',
      interestRate: '3.99',
      age: '41',
      residency: 'national',
      order: 'second',
      completion: 'off-plan',
      saleType: 'resale',
      dldWaiverPercent: '25',
    })
  })

  it('leaves out what is not there, so the schema names it', () => {
    const query = new URLSearchParams('price=1000000')
    const values = trueCostValuesFrom((name) => query.get(name))
    expect(values).toEqual({ price: '1000000' })
    expect(parseTrueCost(values, rules)).toMatchObject({
      ok: false,
      errors: { termYears: 'Enter the term in whole years' },
    })
  })

  it('uses the documented query names', () => {
    expect(TRUE_COST_QUERY_KEYS).toEqual({
      price: 'price',
      downPayment: 'downPayment',
      termYears: 'term',
      interestRate: 'rate',
      age: 'age',
      residency: 'residency',
      order: 'order',
      completion: 'completion',
      saleType: 'sale',
      dldWaiverPercent: 'dldWaiver',
    })
  })
})

describe('the messages in the other editions', () => {
  const messages = (locale: 'ar' | 'ru' | 'zh', overrides: Partial<TrueCostFormValues>) => {
    const result = parseToMessages({ ...valid, ...overrides }, rules)
    return result.ok ? {} : Object.fromEntries(
      Object.entries(result.errors).map(([field, message]) => [field, textIn(locale)(message)]),
    )
  }

  it('keeps the figures, in Western digits, with Arabic years agreeing with their number', () => {
    expect(messages('ar', { downPayment: '0' })).toEqual({
      downPayment:
        'يجب ألا تقل الدفعة الأولى عن 300,000 درهم، فالبنوك لا تموّل أكثر من 80% من هذا السعر',
    })
    expect(messages('ar', { termYears: '26' })).toEqual({
      termYears: 'لا يمكن أن تتجاوز مدة التمويل 25 سنة',
    })
    expect(messages('ar', { termYears: '0' })).toEqual({
      termYears: 'أدخل مدة تمويل من سنة واحدة إلى 25 سنة',
    })
    expect(messages('ar', { age: '62', termYears: '25' })).toEqual({
      termYears:
        'يجب سداد التمويل بالكامل قبل أن يبلغ المقترض 65 عاماً، لذا لا تتجاوز مدة التمويل لمن عمره 62 عاماً 3 سنوات',
    })
    expect(messages('ar', { age: '63', termYears: '25' }).termYears).toContain('لمن عمره 63 عاماً سنتين')
    expect(messages('ar', { age: '64', termYears: '25' }).termYears).toContain('لمن عمره 64 عاماً سنة واحدة')
  })

  it('speaks Russian, amounts grouped the Russian way and years agreeing', () => {
    expect(messages('ru', { downPayment: '0' })).toEqual({
      downPayment:
        'Первоначальный взнос — не менее 300\u00a0000 AED: банки кредитуют не более 80% этой цены',
    })
    expect(messages('ru', { termYears: '26' })).toEqual({ termYears: 'Срок кредита — не более 25 лет' })
    expect(messages('ru', { age: '41', termYears: '25' })).toEqual({
      termYears:
        'Кредит нужно погасить до того, как заёмщику исполнится 65 лет: в 41 год срок — не более 24 лет',
    })
    expect(messages('ru', { age: '64', termYears: '25' }).termYears).toContain('не более 1 года')
    expect(messages('ru', { age: '63', termYears: '25' }).termYears).toContain('в 63 года')
  })

  it('speaks Chinese', () => {
    expect(messages('zh', { downPayment: '0' })).toEqual({
      downPayment: '首付至少为300,000迪拉姆：银行最多只贷房价的80%',
    })
    expect(messages('zh', { age: 'x' })).toEqual({ age: '请输入借款人年龄（18至69岁）' })
  })
})
