import { describe, expect, it } from 'vitest'
import { DEFAULT_MARKET_SETTINGS } from '@/lib/buyer-tools/market-settings'
import { computeTrueCost, type TrueCost, type TrueCostInput } from '@/lib/buyer-tools/true-cost'
import type { Paginated, Property } from '@/lib/api/types'
import { call } from './client'

// GET /api/v1/true-cost: the calculator's figures under the staff's rules and fees. The seeded
// database holds the settings' defaults (lib/buyer-tools/market-settings.ts), so the server's
// answer must be exactly what the calculation gives with those.

type Answer = { data: TrueCost & { input: TrueCostInput } }
type Problem = { message: string; errors: Record<string, string> }

const worked = {
  price: '1,500,000',
  downPayment: '300000',
  term: '25',
  rate: '4.25',
  age: '35',
  residency: 'expatriate',
  order: 'first',
  completion: 'ready',
}

const path = (query: Record<string, string>) => `/api/v1/true-cost?${new URLSearchParams(query)}`

describe('GET /api/v1/true-cost', () => {
  it('answers the figures computeTrueCost gives, with the input it read', async () => {
    const answer = await call<Answer>(path(worked))
    expect(answer.status, answer.text).toBe(200)
    const input: TrueCostInput = {
      price: 1_500_000,
      downPayment: 300_000,
      termYears: 25,
      interestRate: 4.25,
      age: 35,
      residency: 'expatriate',
      order: 'first',
      completion: 'ready',
      // A ready home is always a resale: the agency fee, the whole DLD fee.
      saleType: 'resale',
      dldWaiverPercent: 0,
    }
    const { mortgage, fees } = DEFAULT_MARKET_SETTINGS
    expect(answer.body).toEqual({ data: { ...computeTrueCost(input, mortgage, fees), input } })
    // The worked example, by hand: loan 1,200,000 at 4.25% over 300 months → 6,500.86;
    // DLD 60,580, trustee 4,200, registration 3,290, agency 31,500, valuation 3,000.
    expect(answer.body.data).toMatchObject({
      loan: 1_200_000,
      monthlyPayment: 6_500.86,
      maxLoanToValue: 80,
      upfront: {
        dldTransfer: 60_580,
        trustee: 4_200,
        mortgageRegistration: 3_290,
        agency: 31_500,
        valuation: 3_000,
        dldWaiver: 0,
        total: 102_570,
      },
      cashNeeded: 402_570,
      goldenVisaEligible: false,
    })
  })

  it('applies the expatriate’s second-home and the off-plan caps', async () => {
    const second = await call<Answer>(
      path({ ...worked, price: '3000000', downPayment: '1200000', order: 'second' }),
    )
    expect(second.status, second.text).toBe(200)
    expect(second.body.data.maxLoanToValue).toBe(60)
    const offPlan = await call<Answer>(
      path({
        ...worked,
        price: '3000000',
        downPayment: '1500000',
        order: 'second',
        completion: 'off-plan',
        sale: 'resale',
      }),
    )
    expect(offPlan.status, offPlan.text).toBe(200)
    // 1,500,000 at 4.25% over 25 years → 8,126.07; upfront 194,820; cash 1,694,820
    expect(offPlan.body.data).toMatchObject({
      maxLoanToValue: 50,
      monthlyPayment: 8_126.07,
      saleType: 'resale',
      upfront: { agency: 63_000 },
      cashNeeded: 1_694_820,
    })
  })

  it('charges no agency fee on an off-plan home bought from the developer', async () => {
    const offPlan = {
      ...worked,
      price: '3000000',
      downPayment: '1500000',
      order: 'second',
      completion: 'off-plan',
    }
    for (const query of [{ ...offPlan, sale: 'primary' }, offPlan]) {
      const answer = await call<Answer>(path(query))
      expect(answer.status, answer.text).toBe(200)
      // the resale's 194,820 upfront less its 63,000 agency fee
      expect(answer.body.data).toMatchObject({
        saleType: 'primary',
        upfront: { agency: 0, dldWaiver: 0, total: 131_820 },
        cashNeeded: 1_631_820,
        input: { saleType: 'primary', dldWaiverPercent: 0 },
      })
    }
    // The developer pays half the 4% DLD fee: 60,000 off; the 580 admin stays with the buyer.
    const waived = await call<Answer>(path({ ...offPlan, sale: 'primary', dldWaiver: '50' }))
    expect(waived.status, waived.text).toBe(200)
    expect(waived.body.data).toMatchObject({
      dldWaiverPercent: 50,
      upfront: { dldTransfer: 120_580, dldWaiver: 60_000, agency: 0, total: 71_820 },
    })
    // A ready home is a resale whatever is asked: the agency fee stays, no waiver.
    const ready = await call<Answer>(
      path({ ...worked, sale: 'primary', dldWaiver: '50' }),
    )
    expect(ready.body.data).toMatchObject({
      saleType: 'resale',
      dldWaiverPercent: 0,
      upfront: { agency: 31_500, dldWaiver: 0 },
    })
  })

  it('refuses an unknown sale type and a waiver outside 0-100%', async () => {
    const answer = await call<Problem>(
      path({ ...worked, completion: 'off-plan', downPayment: '750000', sale: 'auction', dldWaiver: '150' }),
    )
    expect(answer.status).toBe(400)
    expect(answer.body.errors).toEqual({
      sale: 'Choose from the developer or resale',
      dldWaiver: 'Enter the developer’s share of the DLD fee (0 to 100%)',
    })
  })

  it('answers its messages in Arabic with locale=ar', async () => {
    const answer = await call<Problem>(path({ ...worked, downPayment: '0', rate: 'high', locale: 'ar' }))
    expect(answer.status).toBe(400)
    expect(answer.body).toEqual({
      // the field's own check comes before the rule across fields
      message: 'أدخل نسبة فائدة بين 0 و20%',
      errors: {
        downPayment:
          'يجب ألا تقل الدفعة الأولى عن 300,000 درهم، فالبنوك لا تموّل أكثر من 80% من هذا السعر',
        rate: 'أدخل نسبة فائدة بين 0 و20%',
      },
    })
    const repeated = await call<Problem>(`${path({ ...worked, locale: 'ar' })}&price=2000000`)
    expect(repeated.status).toBe(400)
    expect(repeated.body.message).toBe('price: يجب أن تُذكر مرة واحدة فقط')
    // English stays the contract's text
    const english = await call<Problem>(path({ ...worked, rate: 'high' }))
    expect(english.body.message).toBe('Enter an interest rate between 0 and 20%')
  })

  it('refuses a zero down payment with the field’s message', async () => {
    const answer = await call<Problem>(path({ ...worked, downPayment: '0' }))
    expect(answer.status).toBe(400)
    const message =
      'Down payment must be at least 300,000 AED: banks lend at most 80% of this price'
    expect(answer.body).toEqual({ message, errors: { downPayment: message } })
  })

  it('names each bad field under its query name, the first as the message', async () => {
    const answer = await call<Problem>(path({ ...worked, term: '40', rate: 'high' }))
    expect(answer.status).toBe(400)
    expect(answer.body.errors).toEqual({
      term: 'The term can be at most 25 years',
      rate: 'Enter an interest rate between 0 and 20%',
    })
    expect(answer.body.message).toBe('The term can be at most 25 years')
  })

  it('keeps a loan within the borrower’s age limit', async () => {
    // 41 + 25 = 66: past the expatriate's 65
    const answer = await call<Problem>(path({ ...worked, age: '41' }))
    expect(answer.status).toBe(400)
    expect(answer.body.errors.term).toBe(
      'The loan must end by age 65: at 41 the term can be at most 24 years',
    )
    const atLimit = await call<Answer>(path({ ...worked, age: '40' }))
    expect(atLimit.status, atLimit.text).toBe(200)
  })

  it('answers garbage with 400, never 500', async () => {
    const hostile = [
      '',
      '?price=',
      '?price=NaN&downPayment=Infinity&term=-1&rate=1e400&age=%00&residency=x&order=y&completion=z',
      `?${new URLSearchParams({ ...worked, price: '9'.repeat(2000) })}`,
      `?${new URLSearchParams({ ...worked, price: '<script>alert(1)</script>' })}`,
      `?${new URLSearchParams({ ...worked, downPayment: '%E0%A4%A' })}`,
      '?price[gte]=1&price=1e6',
      '?__proto__=1&constructor=2',
    ]
    for (const query of hostile) {
      const answer = await call<Problem>(`/api/v1/true-cost${query}`)
      expect(answer.status, `${query}: ${answer.text}`).toBe(400)
      expect(typeof answer.body.message, query).toBe('string')
      expect(answer.text, query).not.toMatch(/NaN|Infinity|stack|at \//)
    }
  })

  it('refuses a repeated key rather than guess', async () => {
    const answer = await call<Problem>(`${path(worked)}&price=2000000`)
    expect(answer.status).toBe(400)
    expect(answer.body).toEqual({
      message: 'price: must be given once',
      errors: { price: 'must be given once' },
    })
  })
})

describe('a listing’s sale', () => {
  async function everyListing(): Promise<Property[]> {
    const all: Property[] = []
    for (let page = 1; ; page++) {
      const answer = await call<{ data: Paginated<Property> }>(`/api/v1/properties?limit=50&page=${page}`)
      expect(answer.status, answer.text).toBe(200)
      all.push(...answer.body.data.docs)
      if (!answer.body.data.hasNextPage) return all
    }
  }

  it('says who sells it and carries its project’s share of the DLD fee on a developer’s sale', async () => {
    const listings = await everyListing()
    for (const p of listings) {
      if (p.completionStatus === 'ready') expect(p.saleType, p.name).toBe('resale')
      if (p.saleType === 'resale') expect(p.dldWaiverPercent, p.name).toBe(0)
    }
    const primary = listings.filter((p) => p.saleType === 'primary')
    expect(primary.length, 'the seed sells some off-plan units for their developer').toBeGreaterThan(0)
    // The seed's launch offer: Hillside Park Residences' developer pays half the DLD fee.
    const hillside = primary.filter((p) => p.project?.slug === 'hillside-park-residences')
    expect(hillside.length).toBeGreaterThan(0)
    for (const p of hillside) expect(p.dldWaiverPercent, p.name).toBe(50)
  })
})

describe('the mortgage news article', () => {
  // It quotes the lending rules; the calculator applies the site settings' (seeded with the
  // defaults). Both must give the same caps and age limits, in both editions.
  const { ltv, maxAgeExpat, maxAgeNational, maxTermYears } = DEFAULT_MARKET_SETTINGS.mortgage
  const read = async (locale: 'en' | 'ar') => {
    const answer = await call<{ data: { content: string } }>(
      `/api/v1/news/uae-mortgage-rates-november-2026${locale === 'ar' ? '?locale=ar' : ''}`,
    )
    expect(answer.status, answer.text).toBe(200)
    return answer.body.data.content.replace(/<[^>]+>/g, '')
  }

  it('gives the calculator’s loan-to-value caps and age limits', async () => {
    const en = await read('en')
    expect(en).toContain(`up to ${ltv.expatFirstUpToThreshold}% of the value`)
    expect(en).toContain(`Expatriates, first home above AED 5 million: up to ${ltv.expatFirstAboveThreshold}%`)
    expect(en).toContain(`up to ${ltv.nationalFirstUpToThreshold}%; above AED 5 million, ${ltv.nationalFirstAboveThreshold}%`)
    expect(en).toContain(`up to ${ltv.expatSecond}% for expatriates and ${ltv.nationalSecond}% for UAE nationals`)
    expect(en).toContain(`Off-plan property: up to ${ltv.offPlan}% of the value`)
    expect(en).toContain(`the maximum loan term is ${maxTermYears} years`)
    expect(en).toContain(`turns ${maxAgeExpat} for expatriates, or ${maxAgeNational} for UAE nationals`)
    expect(en).not.toMatch(/salaried\)|self-employed|nationals alike/)

    const ar = await read('ar')
    expect(ar).toContain(`حتى ${ltv.expatSecond}% للوافدين، وحتى ${ltv.nationalSecond}% للمواطنين`)
    expect(ar).toContain(`قبل بلوغ المقترض ${maxAgeExpat} عامًا للوافدين، أو ${maxAgeNational} عامًا للمواطنين`)
    expect(ar).not.toMatch(/أصحاب الأعمال الحرة|للمقيمين والمواطنين على حد سواء/)
  })
})

describe('the calculator page', () => {
  it('is served, works the figures out from its query, and is in the sitemap', async () => {
    const page = await call(`/mortgage-calculator?${new URLSearchParams(worked)}`)
    expect(page.status).toBe(200)
    expect(page.text).toContain('402,570 AED')
    expect(page.text).toMatch(/<link rel="canonical" href="[^"]*\/mortgage-calculator"/)
    const sitemap = await call('/sitemap.xml')
    expect(sitemap.text).toMatch(/<loc>[^<]*\/mortgage-calculator<\/loc>/)
  })

  it('shows a bad query’s message on the page, not an error', async () => {
    const page = await call(
      `/mortgage-calculator?${new URLSearchParams({ ...worked, downPayment: '0' })}`,
    )
    expect(page.status).toBe(200)
    expect(page.text).toContain('Down payment must be at least 300,000 AED')
    expect(page.text).not.toContain('NaN')
  })
})
