import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import { appReady } from './support/app-ready'
import { expectNotLive, holdScripts, openUntilFirstPaint } from './support/phone'

/*
 * The true-cost and mortgage calculator: /mortgage-calculator and the section on every sale
 * listing. The figures expected here are worked by hand from the settings' defaults (the seeded
 * database keeps them): LTV caps expatriate 80/70/60, off-plan 50; DLD 4% + 580; trustee 4,000 +
 * 5% VAT from AED 500k; registration 0.25% of the loan + 290; agency 2% + 5% VAT; valuation 3,000.
 */

const calculator = (page: Page) => page.getByTestId('true-cost-form')
const figure = (page: Page | Locator, id: string) => page.getByTestId(`true-cost-${id}`)

/** The island is live (its chunk loads beside the page's, so it may come after the page). */
async function calculatorLive(page: Page) {
  await appReady(page)
  await expect(calculator(page)).toHaveAttribute('data-hydrated', 'true')
}

async function fillIn(form: Locator, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values))
    await form.getByLabel(label, { exact: true }).fill(value)
}

async function choose(form: Locator, ...options: string[]) {
  for (const name of options) {
    const option = form.getByRole('radio', { name, exact: true })
    await option.check()
    await expect(option).toBeChecked()
  }
}

async function expectFigures(page: Page | Locator, figures: Record<string, string>) {
  for (const [id, text] of Object.entries(figures))
    await expect(figure(page, id), id).toHaveText(text)
}

async function firstListing(request: APIRequestContext, status: 'sell' | 'rent') {
  const res = await request.get(`/api/v1/properties?status=${status}&limit=1`)
  expect(res.ok()).toBe(true)
  const { data } = (await res.json()) as {
    data: { docs: { _id: string; price: number; completionStatus: 'ready' | 'off-plan' }[] }
  }
  expect(data.docs.length, `the seed needs a ${status} listing`).toBeGreaterThan(0)
  return data.docs[0]!
}

type SaleListing = {
  _id: string
  price: number
  completionStatus: 'ready' | 'off-plan'
  saleType: 'primary' | 'resale'
  dldWaiverPercent: number
}

/** Every listing for sale, as the API answers them (who sells each, and its DLD offer). */
async function saleListings(request: APIRequestContext): Promise<SaleListing[]> {
  const all: SaleListing[] = []
  for (let page = 1; ; page++) {
    const res = await request.get(`/api/v1/properties?status=sell&limit=50&page=${page}`)
    expect(res.ok()).toBe(true)
    const { data } = (await res.json()) as { data: { docs: SaleListing[]; hasNextPage: boolean } }
    all.push(...data.docs)
    if (!data.hasNextPage) return all
  }
}

const aed = (value: number) => `${new Intl.NumberFormat('en-AE').format(Math.round(value))} AED`

for (const [device, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 800 }],
] as const) {
  test.describe(`/mortgage-calculator on a ${device}`, () => {
    test.use({ viewport })

    test('compute the costs for an expatriate, a second property and off-plan', async ({
      page,
    }) => {
      await page.goto('/mortgage-calculator')
      await expect(page).toHaveTitle(/^Mortgage and true cost calculator \|/)
      await calculatorLive(page)
      const form = calculator(page)
      await fillIn(form, {
        'Property price': '3,000,000',
        'Down payment': '1,200,000',
        'Interest rate': '4.25',
        Term: '25',
        'Borrower’s age': '35',
      })
      await choose(form, 'Expatriate', 'Second home', 'Ready')
      // Second home: 60% → loan 1,800,000 (= 1.5 × the 1,200,000 example: 6,500.857 ×
      // 1.5 = 9,751.29 a month). DLD 120,000 + 580; registration 4,500 + 290; agency 60,000 + 3,000.
      // Upfront 120,580 + 4,200 + 4,790 + 63,000 + 3,000 = 195,570; cash 1,200,000 + 195,570.
      await expectFigures(page, {
        'max-ltv': '60%',
        ltv: '60%',
        loan: '1,800,000 AED',
        monthly: '9,751 AED',
        dld: '120,580 AED',
        trustee: '4,200 AED',
        registration: '4,790 AED',
        agency: '63,000 AED',
        valuation: '3,000 AED',
        upfront: '195,570 AED',
        cash: '1,395,570 AED',
      })
      await expect(figure(page, 'golden-visa')).toBeVisible()

      // Off-plan: 50% → 1,200,000 down is no longer enough.
      await choose(form, 'Off-plan')
      const down = form.getByLabel('Down payment', { exact: true })
      await expect(down).toHaveAttribute('aria-invalid', 'true')
      await expect(form).toContainText(
        'Down payment must be at least 1,500,000 AED: banks lend at most 50% of this price',
      )

      await down.fill('1,500,000')
      // Off-plan asks who sells, and starts with the usual case: the developer, no agency fee.
      // Loan 1,500,000 → 8,126.07 a month; registration 3,750 + 290; upfront 120,580 + 4,200 +
      // 4,040 + 3,000 = 131,820.
      await expect(form.getByRole('radio', { name: 'The developer', exact: true })).toBeChecked()
      await expectFigures(page, {
        'max-ltv': '50%',
        loan: '1,500,000 AED',
        monthly: '8,126 AED',
        registration: '4,040 AED',
        upfront: '131,820 AED',
        cash: '1,631,820 AED',
      })
      await expect(figure(page, 'agency')).toHaveCount(0)
      await expect(figure(page, 'no-agency')).toHaveText(
        'No agency fee: bought from the developer, who pays the broker.',
      )
      await expect(down).not.toHaveAttribute('aria-invalid', 'true')

      // Bought from an owner: the agency fee is back, 60,000 + 5% VAT; upfront 194,820.
      await choose(form, 'Resale')
      await expectFigures(page, { agency: '63,000 AED', upfront: '194,820 AED', cash: '1,694,820 AED' })
      await expect(figure(page, 'no-agency')).toHaveCount(0)
      // A ready home is always a resale: the question goes away.
      await choose(form, 'Ready')
      await expect(form.getByRole('radio', { name: 'Resale', exact: true })).toBeHidden()
      await choose(form, 'Off-plan')
      await expect(form.getByRole('radio', { name: 'Resale', exact: true })).toBeChecked()

      // Calculate stays on the page (no reload) and keeps the figures in the address.
      await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true))
      await form.getByRole('button', { name: 'Calculate' }).click()
      await expect(page).toHaveURL(
        /\/mortgage-calculator\?.*price=3%2C000%2C000.*completion=off-plan.*sale=resale/,
      )
      expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(
        true,
      )
      // The answer is in sight (on a phone the figures sit under the form).
      await expect(figure(page, 'monthly')).toBeInViewport()
    })

    test('a zero down payment gets an inline message, and nothing shows NaN', async ({ page }) => {
      await page.goto('/mortgage-calculator')
      await calculatorLive(page)
      const form = calculator(page)
      const down = form.getByLabel('Down payment', { exact: true })
      await down.fill('0')
      // The default price 2,000,000 for an expatriate's first home: 80% → 400,000 down at least.
      const message =
        'Down payment must be at least 400,000 AED: banks lend at most 80% of this price'
      await expect(down).toHaveAttribute('aria-invalid', 'true')
      const describedBy = await down.getAttribute('aria-describedby')
      await expect(page.locator(`[id="${describedBy}"]`)).toHaveText(message)
      await expect(page.getByTestId('true-cost-problems')).toContainText(message)
      await expect(figure(page, 'monthly')).toHaveCount(0)

      await form.getByLabel('Property price', { exact: true }).fill('two million')
      await expect(form).toContainText('Enter the price in AED')
      await form.getByRole('button', { name: 'Calculate' }).click()
      await expect(form.getByLabel('Property price', { exact: true })).toBeFocused()
      await expect(page.locator('body')).not.toContainText('NaN')
      await expect(page.locator('body')).not.toContainText('Infinity')
    })
  })
}

for (const reducedMotion of ['no-preference', 'reduce'] as const) {
  test(`on a phone, Calculate brings the results up just under the header (motion: ${reducedMotion})`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion })
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/mortgage-calculator')
    await calculatorLive(page)
    const results = page.getByRole('region', { name: 'Your figures' })
    const calculate = calculator(page).getByRole('button', { name: 'Calculate' })
    // The button at the foot of the screen, the results under it out of sight.
    await calculate.evaluate((button) => button.scrollIntoView({ block: 'end' }))
    expect((await results.boundingBox())!.y).toBeGreaterThan(844)
    await calculate.click()
    // Smoothed or not, the same place: its scroll margin (7rem) clears the fixed header. Smoothed
    // scrolling added 96 px more before.
    await expect.poll(async () => Math.round((await results.boundingBox())!.y), { timeout: 15_000 }).toBe(112)
  })
}

test('what is typed before the calculator is live stays and is worked out', async ({ page }) => {
  const release = await holdScripts(page)
  await openUntilFirstPaint(page, '/mortgage-calculator')
  const price = page.getByLabel('Property price', { exact: true })
  await price.fill('3,000,000')
  await expectNotLive(page)

  release()
  await calculatorLive(page)
  await expect(price).toHaveValue('3,000,000')
  // The default 400,000 down was for 2,000,000: at 3,000,000 an 80% cap needs 600,000.
  await expect(calculator(page)).toContainText('Down payment must be at least 600,000 AED')
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the form submits to /mortgage-calculator and the server renders the result', async ({
    page,
  }) => {
    await page.goto('/mortgage-calculator')
    const form = calculator(page)
    await fillIn(form, { 'Property price': '3,000,000', 'Down payment': '1,500,000' })
    // Who sells an off-plan home is asked without JavaScript too (the page's CSS shows it).
    await expect(form.getByRole('radio', { name: 'Resale', exact: true })).toBeHidden()
    await choose(form, 'Second home', 'Off-plan', 'Resale')
    await form.getByRole('button', { name: 'Calculate' }).click()
    await expect(page).toHaveURL(
      /\/mortgage-calculator\?.*price=3%2C000%2C000.*order=second.*completion=off-plan.*sale=resale/,
    )
    await expectFigures(page, {
      'max-ltv': '50%',
      monthly: '8,126 AED',
      dld: '120,580 AED',
      agency: '63,000 AED',
      cash: '1,694,820 AED',
    })
    await expect(page.getByLabel('Property price', { exact: true })).toHaveValue('3,000,000')
  })

  test('a bad figure comes back with its message', async ({ page }) => {
    await page.goto('/mortgage-calculator')
    const form = calculator(page)
    await fillIn(form, { 'Down payment': '0' })
    await form.getByRole('button', { name: 'Calculate' }).click()
    await expect(page).toHaveURL(/downPayment=0/)
    await expect(form).toContainText('Down payment must be at least 400,000 AED')
    await expect(page.locator('body')).not.toContainText('NaN')
  })
})

test.describe('on a listing', () => {
  test('a sale listing shows the true cost with its price filled in', async ({ page, request }) => {
    const listing = await firstListing(request, 'sell')
    await page.goto(`/property/${listing._id}`)
    const section = page.getByTestId('true-cost-section')
    await section.scrollIntoViewIfNeeded()
    await expect(section.getByRole('heading', { name: 'The true cost of buying' })).toBeVisible()
    const form = section.getByTestId('true-cost-form')
    await expect(form).toHaveAttribute('action', '/mortgage-calculator')
    const price = form.getByLabel('Property price', { exact: true })
    await expect(price).toHaveValue(
      new Intl.NumberFormat('en-AE', { maximumFractionDigits: 2 }).format(listing.price),
    )
    const completion = listing.completionStatus === 'off-plan' ? 'Off-plan' : 'Ready'
    await expect(form.getByRole('radio', { name: completion, exact: true })).toBeChecked()
    await expect(figure(section, 'cash')).toHaveText(/^[\d,]+ AED$/)

    await calculatorLive(page)
    await form.getByLabel('Down payment', { exact: true }).fill('0')
    await expect(form).toContainText('Down payment must be at least')
    await expect(section).not.toContainText('NaN')
  })

  test('an off-plan unit sold by its developer carries no agency fee, and its project’s DLD offer', async ({
    page,
    request,
  }) => {
    const listing = (await saleListings(request)).find(
      (p) => p.saleType === 'primary' && p.dldWaiverPercent > 0,
    )
    expect(listing, 'the seed sells an off-plan unit for a developer who pays part of the DLD fee').toBeTruthy()
    await page.goto(`/property/${listing!._id}`)
    const section = page.getByTestId('true-cost-section')
    await section.scrollIntoViewIfNeeded()
    const form = section.getByTestId('true-cost-form')
    await expect(form.getByRole('radio', { name: 'Off-plan', exact: true })).toBeChecked()
    await expect(form.getByRole('radio', { name: 'The developer', exact: true })).toBeChecked()
    await expect(figure(section, 'agency')).toHaveCount(0)
    await expect(figure(section, 'no-agency')).toBeVisible()
    // The developer's share of the 4% transfer fee, on a line of its own, taken off the total.
    const share = (listing!.price * 0.04 * listing!.dldWaiverPercent) / 100
    const waiver = figure(section, 'dld-waiver').locator('xpath=..')
    await expect(waiver).toContainText('DLD fee paid by the developer')
    await expect(waiver).toContainText(`${listing!.dldWaiverPercent}% of the DLD transfer fee`)
    await expect(figure(section, 'dld-waiver')).toHaveText(`− ${aed(share)}`)

    // The visitor may still price a resale of the same unit: the fee comes back, the offer goes.
    await calculatorLive(page)
    await choose(form, 'Resale')
    await expect(figure(section, 'agency')).toHaveText(aed(listing!.price * 0.02 * 1.05))
    await expect(figure(section, 'dld-waiver')).toHaveCount(0)
  })

  test('a resale carries the agency fee', async ({ page, request }) => {
    const listings = await saleListings(request)
    // An owner's resale of an off-plan unit if the seed has one, else a ready home (always a resale).
    const listing =
      listings.find((p) => p.saleType === 'resale' && p.completionStatus === 'off-plan') ??
      listings.find((p) => p.saleType === 'resale')
    expect(listing, 'the seed needs a resale listing').toBeTruthy()
    await page.goto(`/property/${listing!._id}`)
    const section = page.getByTestId('true-cost-section')
    await section.scrollIntoViewIfNeeded()
    const resale = section.getByRole('radio', { name: 'Resale', exact: true })
    if (listing!.completionStatus === 'off-plan') await expect(resale).toBeChecked()
    else await expect(resale).toBeHidden()
    await expect(figure(section, 'agency')).toHaveText(aed(listing!.price * 0.02 * 1.05))
    await expect(section.getByTestId('true-cost-results')).toContainText('Agency fee')
    await expect(figure(section, 'no-agency')).toHaveCount(0)
    await expect(figure(section, 'dld-waiver')).toHaveCount(0)
  })

  test('a rent listing has no true-cost section', async ({ page, request }) => {
    const listing = await firstListing(request, 'rent')
    await page.goto(`/property/${listing._id}`)
    await appReady(page)
    await expect(page.getByTestId('true-cost-section')).toHaveCount(0)
  })
})
