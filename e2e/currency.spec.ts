import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test'
import { appReady } from './support/app-ready'
import { openFilterSheet } from './support/filter-sheet'

// The header's currency and area switch (site settings hold the rates): the choice follows the
// visitor from the listing to a detail page, and the server renders it from the first byte.

async function choose(page: Page, label: 'USD' | 'EUR' | 'm²' | 'sq ft') {
  await page.getByTestId('display-switch').click()
  const panel = page.getByRole('dialog', { name: 'Currency and area units' })
  await expect(panel).toBeVisible()
  await panel.locator('label', { hasText: label }).first().click()
  return panel
}

/** Picks a choice and applies it: the form posts and the same page comes back in it. */
async function apply(page: Page, label: 'USD' | 'EUR' | 'm²' | 'sq ft') {
  const panel = await choose(page, label)
  await panel.getByRole('button', { name: 'Apply' }).click()
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport })

    test('a currency chosen on the listing stays on the detail page, rendered by the server', async ({ page }) => {
      await page.goto('/property')
      await appReady(page)
      const firstPrice = page.getByTestId('card-price').first()
      await expect(firstPrice).toHaveText(/ AED$/)

      await apply(page, 'USD')
      await expect(page).toHaveURL(/\/property$/)
      await expect(firstPrice).toHaveText(/^[\d,]+ USD$/)
      await expect(page.getByRole('dialog', { name: 'Currency and area units' })).toBeHidden()
      await expect(page.getByTestId('display-switch')).toContainText('USD')
      await expect(page.getByTestId('rates-as-of')).toContainText(/Prices in USD are converted from AED.*rates as of \d+ \w+ \d{4}/)

      const card = page.getByTestId('property-card').first()
      const name = (await card.getByRole('heading').innerText()).trim()
      await card.getByRole('link', { name, exact: true }).click()
      await expect(page).toHaveURL(/\/property\/[a-f0-9]{24}$/)
      await expect(page.getByTestId('property-price')).toHaveText(/^[\d,]+ USD$/)
      await expect(page.getByTestId('rates-as-of')).toContainText('rates as of')

      // No flash: the HTML itself carries the visitor's currency, before any script runs.
      const html = await (await page.request.get(page.url())).text()
      expect(html).toMatch(/data-testid="property-price">[\d,]+ USD</)
      await page.reload()
      await expect(page.getByTestId('property-price')).toHaveText(/ USD$/)
    })

    test('the area unit switches sizes and the price per area', async ({ page }) => {
      await page.goto('/property')
      await appReady(page)
      await apply(page, 'm²')
      const card = page.getByTestId('property-card').first()
      await expect(card).toContainText('m²')
      await expect(card).not.toContainText('Sq. m')
      await expect(card.getByTestId('card-price-per-area')).toHaveText(/ AED \/ m²$/)
    })
  })
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the switch is a form that posts and comes back to the same page', async ({ page }) => {
    await page.goto('/property?status=rent')
    await apply(page, 'EUR')
    await expect(page).toHaveURL(/\/property\?status=rent$/)
    await expect(page.getByTestId('card-price').first()).toHaveText(/^[\d,]+ EUR$/)
  })
})

// What the header switch leaves behind: the preference cookies the server renders with.
async function prefer(context: BrowserContext, baseURL: string | undefined, currency: string, area: 'sqft' | 'sqm') {
  const url = baseURL ?? 'http://127.0.0.1:3100'
  await context.addCookies([
    { name: 'currency', value: currency, url },
    { name: 'area', value: area, url },
  ])
}

/** '1,234,567 USD' → 1234567 */
const amountOf = (text: string) => Number(text.replace(/[^\d]/g, ''))

async function cardNames(page: Page): Promise<string[]> {
  return (await page.getByTestId('property-card').getByRole('heading').allInnerTexts()).map((name) => name.trim())
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`the price filter at ${viewport.width} px`, () => {
    test.use({ viewport })

    test('prices typed in USD are USD, and the address says so to a visitor in AED', async ({ page, context, baseURL, browser }) => {
      await prefer(context, baseURL, 'USD', 'sqft')
      await page.goto('/property')
      await appReady(page)
      await openFilterSheet(page)
      const search = page.getByRole('search', { name: 'Property search' })
      await expect(search.getByTestId('price-currency')).toHaveText('(USD)')
      await search.getByRole('textbox', { name: 'Min price (USD)' }).fill('1000000')
      await search.getByRole('textbox', { name: 'Max price (USD)' }).fill('2000000')
      await search.getByRole('button', { name: 'Search' }).click()
      await expect(page).toHaveURL(/\/property\?status=sell&minPrice=1000000&maxPrice=2000000&currency=USD$/)

      const prices = page.getByTestId('card-price')
      await expect(prices.first()).toBeVisible()
      for (const text of await prices.allInnerTexts()) {
        expect(text).toMatch(/ USD$/)
        expect(amountOf(text), text).toBeGreaterThanOrEqual(1_000_000)
        expect(amountOf(text), text).toBeLessThanOrEqual(2_000_000)
      }
      const names = await cardNames(page)
      await openFilterSheet(page)
      await expect(search.getByRole('textbox', { name: 'Min price' })).toHaveValue('1000000')

      // The same address, shared with a visitor who browses in AED: the same homes, with the
      // bounds shown in dirhams.
      const other = await browser.newContext({ viewport })
      const shared = await other.newPage()
      await shared.goto(page.url())
      await appReady(shared)
      await expect(shared.getByTestId('card-price').first()).toHaveText(/ AED$/)
      expect(await cardNames(shared)).toEqual(names)
      await openFilterSheet(shared)
      const sharedSearch = shared.getByRole('search', { name: 'Property search' })
      await expect(sharedSearch.getByTestId('price-currency')).toHaveText('(AED)')
      const rates = (await (await shared.request.get('/api/v1/preferences')).json()) as { data: { aedPerUnit: { USD: number } } }
      await expect(sharedSearch.getByRole('textbox', { name: 'Min price (AED)' })).toHaveValue(
        String(Math.round(1_000_000 * rates.data.aedPerUnit.USD)),
      )
      await other.close()
    })
  })
}

test.describe('the Arabic edition', () => {
  test('labels the price inputs with the visitor’s currency', async ({ page, context, baseURL }) => {
    await prefer(context, baseURL, 'USD', 'sqm')
    await page.goto('/ar/property?minPrice=1000000&currency=USD')
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(page.getByTestId('price-currency')).toHaveText('(بالدولار)')
    await expect(page.getByRole('textbox', { name: 'أدنى سعر (بالدولار)' })).toHaveValue('1000000')
    for (const text of await page.getByTestId('card-price').allInnerTexts()) {
      expect(text).toMatch(/ دولار$/)
      expect(amountOf(text)).toBeGreaterThanOrEqual(1_000_000)
    }
  })
})

/** A facts table's row value by its label. */
const factValue = (scope: Locator, label: string) =>
  scope.getByRole('row').filter({ has: scope.page().getByRole('rowheader', { name: label, exact: true }) }).getByRole('cell')

test.describe('every figure in the visitor’s currency and unit', () => {
  test('the property page: price, size, built-up area and service charge in USD and m²', async ({ page, context, baseURL, request }) => {
    const res = await request.get('/api/v1/properties?status=sell&limit=50')
    const { docs } = ((await res.json()) as { data: { docs: { _id: string; sqft: number; serviceCharge: number | null }[] } }).data
    const listing = docs.find((d) => d.serviceCharge !== null)!
    expect(listing, 'the seed needs a listing with a service charge').toBeTruthy()
    await prefer(context, baseURL, 'USD', 'sqm')
    await page.goto(`/property/${listing._id}`)
    await expect(page.getByTestId('property-price')).toHaveText(/^[\d,]+ USD$/)
    await expect(page.getByTestId('price-per-area')).toContainText(/ USD \/ m²/)
    await expect(factValue(page.locator('main'), 'Built-up area')).toHaveText(`${new Intl.NumberFormat('en-AE').format(Math.round(listing.sqft * 0.09290304))} m²`)
    await expect(factValue(page.locator('main'), 'Service charge')).toHaveText(/^[\d,.]+ USD \/ m²$/)
    // The figures the page gives (the description is the staff's own prose, as written).
    await expect(page.getByRole('term').filter({ hasText: 'm²' })).toBeVisible()
    for (const figures of [
      page.locator('dl[aria-label="Key facts"]'),
      page.getByRole('region', { name: 'Property and building details' }),
      page.getByTestId('price-per-area'),
    ]) {
      const text = await figures.innerText()
      expect(text).not.toMatch(/Sq\. ?Feet|sq ft|Sq\. m\b/i)
      expect(text).not.toMatch(/\d AED/)
    }

    await page.goto(`/ar/property/${listing._id}`)
    await expect(factValue(page.locator('main'), 'رسوم الخدمة')).toHaveText(/^[\d,.]+ دولار \/ م²$/)
    await expect(factValue(page.locator('main'), 'المساحة المبنية')).toHaveText(/^[\d,]+ م²$/)
  })

  test('compare, in EUR and m²', async ({ page, context, baseURL, request }) => {
    const res = await request.get('/api/v1/properties?status=sell&limit=3')
    const { docs } = ((await res.json()) as { data: { docs: { _id: string }[] } }).data
    await prefer(context, baseURL, 'EUR', 'sqm')
    await page.goto(`/compare?ids=${docs.map((d) => d._id).join(',')}`)
    const table = page.getByTestId('compare-table')
    await expect(table.locator('tr[data-row="price"] td').first()).toHaveText(/^[\d,]+ EUR/)
    await expect(table.locator('tr[data-row="size"] td').first()).toHaveText(/^[\d,]+ m²/)
    await expect(table.locator('tr[data-row="price-per-area"] th')).toContainText('Price per m²')
    for (const cell of await table.locator('tr[data-row="service-charge"] td').allInnerTexts())
      expect(cell).toMatch(/^([\d,.]+ EUR \/ m²|—)$/)
    const text = await table.innerText()
    expect(text).not.toMatch(/AED|sq ft|Sq\. ?Feet/)
  })

  test('a project page: unit-type sizes and prices in EUR and m²', async ({ page, context, baseURL, request }) => {
    const res = await request.get('/api/v1/projects?limit=1')
    const [project] = ((await res.json()) as { data: { docs: { slug: string }[] } }).data.docs
    await prefer(context, baseURL, 'EUR', 'sqm')
    await page.goto(`/projects/${project!.slug}`)
    const units = page.getByTestId('unit-types')
    await expect(units.getByTestId('unit-price').first()).toHaveText(/^[\d,]+ EUR$/)
    await expect(units.getByTestId('unit-type').first()).toContainText(/[\d,]+( – [\d,]+)? m²/)
    expect(await units.innerText()).not.toMatch(/AED|sq ft/)
    await expect(page.getByTestId('project-price-from')).toHaveText(/^[\d,]+ EUR$/)
  })
})

test.describe('the true cost on a listing, for a visitor who reads dollars', () => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    test(`every figure in USD, rows that add up, the dirhams paid beside the answers, at ${viewport.width} px`, async ({ page, context, baseURL, request }) => {
      await page.setViewportSize(viewport)
      const res = await request.get('/api/v1/properties?status=sell&limit=1')
      const [listing] = ((await res.json()) as { data: { docs: { _id: string; price: number }[] } }).data.docs
      await prefer(context, baseURL, 'USD', 'sqft')
      await page.goto(`/property/${listing!._id}`)
      const section = page.getByTestId('true-cost-section')
      const results = section.getByTestId('true-cost-results')
      await expect(section.getByTestId('true-cost-monthly')).toHaveText(/^[\d,]+ USD$/)
      await expect(section.getByTestId('true-cost-cash')).toHaveText(/^[\d,]+ USD$/)
      await expect(results).toContainText(/Paid in dirhams: [\d,]+ AED/)
      // Apart from what is paid in dirhams, no amount in the figures is in AED.
      expect((await results.innerText()).replace(/Paid in dirhams: [\d,]+ AED/g, '')).not.toMatch(/AED/)
      const units = async (id: string) => {
        const row = section.getByTestId(`true-cost-${id}`)
        return (await row.count()) ? amountOf(await row.innerText()) : 0
      }
      let fees = 0
      for (const id of ['dld', 'trustee', 'registration', 'agency', 'valuation']) fees += await units(id)
      fees -= await units('dld-waiver')
      expect(fees).toBe(await units('upfront'))
      expect((await units('down-payment')) + fees).toBe(await units('cash'))
      // The price is typed in AED, as it is set; the field says what that is in dollars.
      const priceHint = section.locator('#true-cost-price-hint')
      await expect(priceHint).toHaveText(/^About [\d,]+ USD$/)
      // The visitor changes the price: the figures follow, still in dollars.
      const before = await section.getByTestId('true-cost-cash').innerText()
      await expect(section.getByTestId('true-cost-form')).toHaveAttribute('data-hydrated', 'true')
      // A lower price: the down payment filled in for the listing's price still meets the minimum.
      await section.getByLabel('Property price').fill(new Intl.NumberFormat('en-AE').format(Math.round(listing!.price * 0.9)))
      await expect(section.getByTestId('true-cost-cash')).not.toHaveText(before)
      await expect(section.getByTestId('true-cost-cash')).toHaveText(/^[\d,]+ USD$/)
    })
  }
})

test('the Arabic edition has one name for the square foot, in sizes and in rates', async ({ page, request }) => {
  const res = await request.get('/api/v1/properties?status=sell&limit=50')
  const { docs } = ((await res.json()) as { data: { docs: { _id: string; serviceCharge: number | null }[] } }).data
  const listing = docs.find((d) => d.serviceCharge !== null)!
  await page.goto(`/ar/property/${listing._id}`)
  await expect(factValue(page.locator('main'), 'المساحة المبنية')).toHaveText(/^[\d,]+ قدم مربع$/)
  await expect(factValue(page.locator('main'), 'رسوم الخدمة')).toHaveText(/^[\d,.]+ درهم \/ قدم مربع$/)
  await expect(page.getByTestId('price-per-area')).toContainText(/ درهم \/ قدم مربع/)
  expect(await page.locator('main').innerText()).not.toContain('قدم²')
})
