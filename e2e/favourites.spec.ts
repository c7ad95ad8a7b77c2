import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import { appReady } from './support/app-ready'
import { expectNotLive, holdScripts, openUntilFirstPaint, PHONE } from './support/phone'
import { expectNothingClipped } from './support/no-overflow'
import { firstProperty } from './support/seeded'

// Favourites and compare with no account: hearts on cards and the detail page, the saved list
// at /favourites, and /compare?ids=… server-rendered from the ids. Listings come from the API.

interface Doc {
  _id: string
  name: string
  price: number
  status: 'sell' | 'rent'
}

const STORE_KEY = 'ck:favourites'
const COMPARE_ROWS = [
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
]

async function listing(request: APIRequestContext, query = 'status=sell&limit=9'): Promise<Doc[]> {
  const res = await request.get(`/api/v1/properties?${query}`)
  expect(res.ok()).toBe(true)
  return ((await res.json()) as { data: { docs: Doc[] } }).data.docs
}

/** The first sale listing on /property and the next one with a different price: their rows must differ. */
async function twoToSave(request: APIRequestContext) {
  const docs = await listing(request)
  const first = docs[0]!
  const index = docs.findIndex((d) => d.price !== first.price)
  expect(index, 'the first page of sale listings needs two prices').toBeGreaterThan(0)
  return { first, second: docs[index]!, indexes: [0, index] as const }
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const aed = (n: number) => `${new Intl.NumberFormat('en-AE').format(n)} AED`
const heartOf = (card: Locator) => card.getByTestId('favourite-button')
const stored = (page: Page) =>
  page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]') as string[], STORE_KEY)

async function openListing(page: Page) {
  await page.goto('/property')
  await appReady(page)
  await expect(page.getByTestId('listing-results')).toHaveAttribute('data-hydrated', 'true')
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport })

    test('save two favourites, reload, open compare', async ({ page, request }) => {
      const { first, second, indexes } = await twoToSave(request)
      await openListing(page)
      const cards = page.getByTestId('property-card')

      for (const [i, doc] of [
        [indexes[0], first],
        [indexes[1], second],
      ] as const) {
        const heart = heartOf(cards.nth(i))
        await expect(heart).toHaveAttribute('aria-pressed', 'false')
        await expect(heart).toHaveAccessibleName(`Save ${doc.name}`)
        await heart.click()
        await expect(heart).toHaveAttribute('aria-pressed', 'true')
        await expect(heart).toHaveAccessibleName(`Remove ${doc.name} from saved`)
      }
      // Newest save first.
      expect(await stored(page)).toEqual([second._id, first._id])

      await page.reload()
      await appReady(page)
      await expect(page.getByTestId('listing-results')).toHaveAttribute('data-hydrated', 'true')
      await expect(heartOf(cards.nth(indexes[0]))).toHaveAttribute('aria-pressed', 'true')
      await expect(heartOf(cards.nth(indexes[1]))).toHaveAttribute('aria-pressed', 'true')
      const unsaved = [0, 1, 2].find((i) => i !== indexes[0] && i !== indexes[1])!
      await expect(heartOf(cards.nth(unsaved))).toHaveAttribute('aria-pressed', 'false')

      // The footer leads to the saved list.
      await expect(page.locator('footer').getByRole('link', { name: 'Saved properties' })).toHaveAttribute(
        'href',
        '/favourites',
      )
      await page.goto('/favourites')
      await appReady(page)
      const saved = page.getByTestId('saved-listings').getByTestId('property-card')
      await expect(saved).toHaveCount(2)
      await expect(saved.nth(0)).toContainText(second.name)
      await expect(saved.nth(1)).toContainText(first.name)
      await expect(heartOf(saved.nth(0))).toHaveAttribute('aria-pressed', 'true')
      // Both are ticked for comparison already.
      await expect(page.getByRole('checkbox', { name: `Compare ${first.name}` })).toBeChecked()
      await expect(page.getByRole('checkbox', { name: `Compare ${second.name}` })).toBeChecked()
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)

      const compare = page.getByTestId('compare-link')
      await expect(compare).toHaveAttribute('href', `/compare?ids=${second._id},${first._id}`)
      await compare.click()
      await expect(page).toHaveURL(new RegExp(`/compare\\?ids=${second._id},${first._id}$`))

      const table = page.getByTestId('compare-table')
      const columns = table.getByTestId('compare-column')
      await expect(columns).toHaveCount(2)
      // One link per home's name: under its photo from md up, in the sticky strip on a phone.
      await expect(table.getByRole('link', { name: second.name, exact: true })).toHaveAttribute(
        'href',
        `/property/${second._id}`,
      )
      await expect(table.getByRole('link', { name: first.name, exact: true })).toBeVisible()
      for (const label of COMPARE_ROWS) {
        await expect(table.getByRole('rowheader', { name: new RegExp(`^${escape(label)}( \\(differs\\))?$`) })).toHaveCount(1)
      }
      const priceRow = table.locator('tr[data-row="price"]')
      await expect(priceRow).toContainText(aed(first.price))
      await expect(priceRow).toContainText(aed(second.price))
      await expect(priceRow).toHaveAttribute('data-differs', 'true')
      expect(await table.locator('tr[data-differs="true"]').count()).toBeGreaterThan(0)
      // The lower of the two prices is the one badged.
      const lower = first.price < second.price ? 1 : 0
      await expect(priceRow.locator('td').nth(lower).getByTestId('compare-best')).toHaveText('Lowest')
      await expect(table.locator('tr[data-row="monthly-payment"] td').first()).toContainText('/ month')

      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
      await expect(page.getByTestId('compare-share-url')).toHaveText(
        new RegExp(`/compare\\?ids=${second._id},${first._id}$`),
      )
      await expect(page.getByRole('link', { name: 'Share on WhatsApp' })).toHaveAttribute(
        'href',
        /^https:\/\/wa\.me\/\?text=/,
      )

      if (viewport.width < 768) {
        // A phone sees every home at once: nothing scrolls sideways or is cut, and each home's
        // name stays in view under the site header while the facts scroll by.
        await expectNothingClipped(page, table)
        const priceCells = table.locator('tr[data-row="price"] td')
        await priceCells.first().scrollIntoViewIfNeeded()
        for (const i of [0, 1]) await expect(priceCells.nth(i)).toBeInViewport()
        const names = table.getByTestId('compare-name')
        await expect(names).toHaveCount(2)
        await table.locator('tr[data-row="monthly-payment"]').scrollIntoViewIfNeeded()
        for (const [i, doc] of [second, first].entries()) {
          await expect(names.nth(i)).toHaveText(doc.name)
          await expect(names.nth(i)).toBeInViewport()
        }
      }
    })
  })
}

test.describe('the compare page', () => {
  test('with one id it explains what to do and links to the saved list', async ({ page, request }) => {
    const [doc] = await listing(request, 'limit=1')
    const res = await page.goto(`/compare?ids=${doc!._id}`)
    expect(res?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose at least two homes to compare')
    await expect(page.getByTestId('compare-not-enough')).toBeVisible()
    await expect(page.getByRole('main').getByRole('link', { name: 'Your saved properties' })).toHaveAttribute(
      'href',
      '/favourites',
    )
    await expect(page.getByTestId('compare-table')).toHaveCount(0)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  })

  test('with nonsense ids it answers the same help, not an error', async ({ page }) => {
    const res = await page.goto('/compare?ids=nope,%3Cscript%3E')
    expect(res?.status()).toBe(200)
    await expect(page.getByTestId('compare-not-enough')).toBeVisible()
  })

  test('with four ids it sets four homes side by side, in the order given, and one can be removed', async ({
    page,
    request,
  }) => {
    const docs = (await listing(request, 'limit=50')).slice(0, 4)
    // A fifth id and a repeat are ignored: four is the most a comparison holds.
    const extra = (await listing(request, 'limit=5&page=2'))[0]!
    const ids = docs.map((d) => d._id)
    await page.goto(`/compare?ids=${[...ids, ids[0], extra._id].join(',')}`)
    const columns = page.getByTestId('compare-column')
    await expect(columns).toHaveCount(4)
    for (const [i, doc] of docs.entries()) await expect(columns.nth(i)).toContainText(doc.name)

    await appReady(page)
    await columns.nth(1).getByRole('link', { name: `Remove ${docs[1]!.name} from the comparison` }).click()
    await expect(page).toHaveURL(new RegExp(`ids=${[ids[0], ids[2], ids[3]].join(',')}$`))
    await expect(columns).toHaveCount(3)
  })
})

test.describe('the compare page on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  for (const [edition, prefix] of [['English', ''], ['Arabic', '/ar']] as const) {
    test(`sets three homes side by side in ${edition}, every one in view, nothing cut`, async ({ page, request }) => {
      const docs = (await listing(request, 'limit=3')).slice(0, 3)
      await page.goto(`${prefix}/compare?ids=${docs.map((d) => d._id).join(',')}`)
      const table = page.getByTestId('compare-table')
      await expect(table.getByTestId('compare-column')).toHaveCount(3)
      const names = table.getByTestId('compare-name')
      for (const [i, doc] of docs.entries()) {
        await expect(names.nth(i)).toBeInViewport()
        await expect(names.nth(i)).toHaveAttribute('href', `${prefix}/property/${doc._id}`)
      }
      // Each row's values sit side by side under its label, one per home.
      const price = table.locator('tr[data-row="price"]')
      const cells = price.locator('td')
      await expect(cells).toHaveCount(3)
      const label = (await price.locator('th').boundingBox())!
      const tops = await Promise.all([0, 1, 2].map(async (i) => (await cells.nth(i).boundingBox())!.y))
      expect(Math.max(...tops) - Math.min(...tops)).toBeLessThan(2)
      expect(tops[0]!).toBeGreaterThan(label.y)
      await expectNothingClipped(page, table)
    })
  }
})

test.describe('the saved list', () => {
  test('starts empty with a way to the listing', async ({ page }) => {
    await page.goto('/favourites')
    await appReady(page)
    await expect(page.getByRole('heading', { name: 'No saved homes yet' })).toBeVisible()
    await expect(page.getByRole('main').getByRole('link', { name: 'Browse properties' })).toHaveAttribute(
      'href',
      '/property',
    )
    await expect(page).toHaveTitle(/^Saved properties \|/)
  })

  test('quietly forgets listings that are no longer on the market', async ({ page, request }) => {
    const [doc] = await listing(request, 'limit=1')
    const gone = 'ffffffffffffffffffff0000'
    await page.goto('/favourites')
    await page.evaluate(([key, ids]) => localStorage.setItem(key, JSON.stringify(ids)), [STORE_KEY, [gone, doc!._id]] as const)
    await page.reload()
    await appReady(page)
    await expect(page.getByTestId('saved-listings').getByTestId('property-card')).toHaveCount(1)
    await expect.poll(() => stored(page)).toEqual([doc!._id])
    // One home cannot be compared: the page says so instead of offering a comparison.
    await expect(page.getByTestId('compare-link')).toHaveCount(0)
    await expect(page.getByText('Save one more home to compare them side by side.')).toBeVisible()
  })

  test('un-saving a home on the list takes it off', async ({ page, request }) => {
    const [a, b] = await listing(request, 'limit=2')
    await page.goto('/favourites')
    await page.evaluate(([key, ids]) => localStorage.setItem(key, JSON.stringify(ids)), [STORE_KEY, [a!._id, b!._id]] as const)
    await page.reload()
    await appReady(page)
    const cards = page.getByTestId('saved-listings').getByTestId('property-card')
    await expect(cards).toHaveCount(2)
    await heartOf(cards.nth(0)).click()
    await expect(cards).toHaveCount(1)
    await expect(cards.first()).toContainText(b!.name)
    expect(await stored(page)).toEqual([b!._id])
  })
})

test.describe('hearts across tabs and pages', () => {
  test('a save in one tab shows in another, and on the detail page', async ({ page, context, request }) => {
    const { first } = await twoToSave(request)
    await openListing(page)
    const other = await context.newPage()
    await other.goto(`/property/${first._id}`)
    await appReady(other)
    const detailHeart = other.getByRole('main').getByTestId('favourite-button').first()
    await expect(detailHeart).toHaveAttribute('aria-pressed', 'false')

    await heartOf(page.getByTestId('property-card').first()).click()
    await expect(detailHeart).toHaveAttribute('aria-pressed', 'true')
    await detailHeart.click()
    await expect(heartOf(page.getByTestId('property-card').first())).toHaveAttribute('aria-pressed', 'false')
    await other.close()
  })

  test('the home page’s featured cards carry a heart beside their link', async ({ page }) => {
    await page.goto('/')
    await appReady(page)
    const item = page.getByRole('list', { name: 'Featured Properties' }).locator('[data-highlight-item]').first()
    await item.scrollIntoViewIfNeeded()
    const heart = heartOf(item)
    await expect(heart).toBeVisible()
    // Never a button inside a link.
    expect(await heart.evaluate((el) => el.closest('a') === null)).toBe(true)
    await heart.click()
    await expect(heart).toHaveAttribute('aria-pressed', 'true')
    await expect(page).toHaveURL(/\/$/)
  })
})

test.describe('a tap before the app is live', () => {
  test.use(PHONE)

  test('saves the listing once the app is', async ({ page, request }) => {
    const property = await firstProperty(request)
    const release = await holdScripts(page)
    await openUntilFirstPaint(page, property.path)
    const heart = page.getByRole('main').getByTestId('favourite-button').first()
    await heart.tap()
    await expectNotLive(page)
    expect(new URL(page.url()).pathname).toBe(property.path)

    release()
    await appReady(page, 60_000)
    await expect(heart).toHaveAttribute('aria-pressed', 'true')
    // Saved once, not toggled on and off again.
    await page.waitForTimeout(500)
    await expect(heart).toHaveAttribute('aria-pressed', 'true')
    expect(await stored(page)).toEqual([property._id])
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('no heart pretends to work, and the saved list says why', async ({ page }) => {
    await page.goto('/property')
    await expect(page.getByTestId('property-card').first()).toBeVisible()
    await expect(page.getByTestId('favourite-button').first()).toBeHidden()
    await page.goto('/favourites')
    await expect(page.getByText('Saved homes are kept in your browser')).toBeVisible()
  })
})
