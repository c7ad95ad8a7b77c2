import {
  expect,
  test,
  type APIRequestContext,
  type BrowserContext,
  type Page,
} from '@playwright/test'
import { appReady } from './support/app-ready'
import { openFilterSheet } from './support/filter-sheet'

// The property listing (docs/requirements.md §2 "Property listing", states of section 4, texts of
// section 8). Seed values are read from the API, never hard-coded.

interface Doc {
  _id: string
  name: string
  price: number
  city: string
  status: 'sell' | 'rent'
  reference: string
  bedrooms: number
  bathrooms: number
  agent: { whatsapp: string } | null
}
interface Page_ {
  docs: Doc[]
  totalDocs: number
  hasNextPage: boolean
  totalPages: number
}

async function apiList(request: APIRequestContext, query: string): Promise<Page_> {
  const res = await request.get(`/api/v1/properties?limit=9&${query}`)
  expect(res.ok()).toBe(true)
  return ((await res.json()) as { data: Page_ }).data
}

async function cities(request: APIRequestContext): Promise<string[]> {
  const res = await request.get('/api/v1/properties/data')
  return ((await res.json()) as { data: { cities: string[] } }).data.cities
}

const decode = (html: string) =>
  html
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')

const cards = (page: Page) => page.getByTestId('property-card')
const exploreMore = (page: Page) =>
  page.getByRole('main').getByRole('link', { name: 'Explore More' })

/** Server HTML first, then React: wait until the filter bar (and the grid, if any) are live. */
async function open(page: Page, path: string) {
  await page.goto(path)
  await appReady(page)
  // Generous: on a busy shared dev server the first script load can take a while.
  await expect(page.locator('form[role="search"][data-hydrated]')).toHaveCount(1, {
    timeout: 30_000,
  })
  const results = page.getByTestId('listing-results')
  if ((await results.count()) > 0) await expect(results).toHaveAttribute('data-hydrated', 'true')
}

async function setFault(context: BrowserContext, baseURL: string | undefined, areas: string) {
  await context.addCookies([
    { name: 'test-fault', value: areas, url: baseURL ?? 'http://127.0.0.1:3100' },
  ])
}

test.describe('server-rendered HTML (no JavaScript)', () => {
  test('holds the title, the filter bar and the first 9 cards', async ({ request }) => {
    const first = await apiList(request, 'status=sell&page=1')
    expect(first.docs).toHaveLength(9)
    const res = await request.get('/property')
    expect(res.status()).toBe(200)
    const html = decode(await res.text())
    expect(html).toMatch(/<h1[^>]*>Available Properties<\/h1>/)
    for (const text of [
      'Location',
      'Bedrooms',
      'Types',
      'Price Range',
      'Select Location',
      'Select Bedroom',
      'Select Type',
      'Min price',
      'Max price',
      'Search',
    ]) {
      expect(html).toContain(text)
    }
    for (const doc of first.docs) {
      expect(html).toContain(doc.name)
      expect(html).toContain(`href="/property/${doc._id}"`)
    }
    expect(html.match(/data-testid="property-card"/g)).toHaveLength(9)
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/property"/)
  })

  test('a location gives the title "Residence in {location}"', async ({ request }) => {
    const [city] = await cities(request)
    const html = decode(
      await (await request.get(`/property?location=${encodeURIComponent(city!)}`)).text(),
    )
    expect(html).toMatch(new RegExp(`<h1[^>]*>Residence in ${city}</h1>`))
  })

  test('Explore More is a link that reaches the next page cumulatively', async ({ request }) => {
    const [one, two] = await Promise.all([
      apiList(request, 'status=sell&page=1'),
      apiList(request, 'status=sell&page=2'),
    ])
    test.skip(!one.hasNextPage, 'the seed has a single page of sale listings')
    const first = decode(await (await request.get('/property')).text())
    expect(first).toMatch(/href="\/property\?status=sell&page=2"[^>]*>Explore More</)
    const html = decode(await (await request.get('/property?status=sell&page=2')).text())
    expect(html.match(/data-testid="property-card"/g)).toHaveLength(9 + two.docs.length)
    for (const doc of [...one.docs, ...two.docs]) expect(html).toContain(doc.name)
    if (two.hasNextPage) expect(html).toContain('page=3')
    else expect(html).not.toContain('>Explore More<')
  })

  test('a failed read shows the listing error text', async ({ request }) => {
    const res = await request.get('/property', { headers: { cookie: 'test-fault=properties' } })
    const html = decode(await res.text())
    expect(html).toContain('Properties not loaded. Something went wrong')
    expect(html).not.toContain('data-testid="property-card"')
  })
})

for (const width of [390, 1280] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    test('cards show status, city, price, beds, baths, sq. feet and their links', async ({
      page,
      request,
    }) => {
      const { docs } = await apiList(request, 'status=sell&page=1')
      await open(page, '/property')
      await expect(cards(page)).toHaveCount(9)
      const card = cards(page).first()
      const doc = docs[0]!
      await expect(card.getByText('For Sell', { exact: true })).toBeVisible()
      await expect(card.getByText(doc.city, { exact: true })).toBeVisible()
      await expect(card).toContainText(`${new Intl.NumberFormat('en-AE').format(doc.price)} AED`)
      for (const unit of [
        doc.bedrooms === 1 ? 'Bed' : 'Beds',
        doc.bathrooms === 1 ? 'Bath' : 'Baths',
        'Sq. Feet',
      ])
        await expect(card.getByText(unit, { exact: true })).toBeVisible()
      await expect(card.getByRole('link', { name: doc.name, exact: true })).toHaveAttribute(
        'href',
        `/property/${doc._id}`,
      )
      // The Message button names the listing, so the enquiry on /contact does too.
      await expect(card.getByRole('link', { name: /^Message us about/ })).toHaveAttribute(
        'href',
        `/contact?property=${doc._id}`,
      )
      // The chat reaches the listing's own broker, with the listing named.
      const broker = (doc.agent?.whatsapp ?? '').replace(/\D/g, '')
      expect(broker, 'the first listing has a broker on WhatsApp').not.toBe('')
      const whatsapp = await card.getByRole('link', { name: /WhatsApp/ }).getAttribute('href')
      expect(whatsapp).toMatch(new RegExp(`^https://wa\\.me/${broker}\\?text=`))
      const text = decodeURIComponent(whatsapp!.split('?text=')[1]!)
      expect(text).toContain(doc.name)
      expect(text).toContain(doc.reference)
      // The whole card opens the listing.
      await card.getByRole('link', { name: doc.name, exact: true }).click()
      await expect(page).toHaveURL(new RegExp(`/property/${doc._id}$`))
      await expect(page.getByRole('heading', { level: 1, name: doc.name })).toBeVisible()
    })

    test('a card’s Message button opens an enquiry that names the listing', async ({ page, request }) => {
      const { docs } = await apiList(request, 'status=sell&page=1')
      const doc = docs[0]!
      await open(page, '/property')
      await cards(page).first().getByRole('link', { name: /^Message us about/ }).click()
      await expect(page).toHaveURL(new RegExp(`/contact\\?property=${doc._id}$`))
      const message = page.getByLabel('Message', { exact: true })
      await expect(message).toHaveValue(new RegExp(doc.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      await expect(message).toHaveValue(new RegExp(doc.reference))
    })

    test('a one-bedroom home reads “1 Bed”, in Arabic too', async ({ page, request }) => {
      const { docs } = await apiList(request, 'bedrooms=1&page=1')
      expect(docs.length, 'the seed needs a one-bedroom sale listing').toBeGreaterThan(0)
      await open(page, '/property?bedrooms=1')
      const card = cards(page).first()
      await expect(card.getByText('Bed', { exact: true })).toBeVisible()
      await expect(card.getByText('Beds', { exact: true })).toHaveCount(0)
      await page.goto('/ar/property?bedrooms=1')
      const arabic = cards(page).first()
      await expect(arabic.getByText('غرفة نوم', { exact: true })).toBeVisible()
      await expect(arabic.getByText('غرف نوم', { exact: true })).toHaveCount(0)
    })

    test('rent cards read For Rent with a "/ year" label', async ({ page, request }) => {
      const { docs } = await apiList(request, 'status=rent&page=1')
      await open(page, '/property?status=rent')
      await expect(cards(page)).toHaveCount(Math.min(9, docs.length))
      await expect(cards(page).first().getByText('For Rent', { exact: true })).toBeVisible()
      await expect(cards(page).first().getByText('/ year')).toBeVisible()
    })

    test('Explore More appends 9 more and disappears on the last page', async ({
      page,
      request,
    }) => {
      const first = await apiList(request, 'status=sell&page=1')
      test.skip(!first.hasNextPage, 'the seed has a single page of sale listings')
      await open(page, '/property')
      await expect(cards(page)).toHaveCount(9)
      const second = await apiList(request, 'status=sell&page=2')
      await exploreMore(page).click()
      await expect(cards(page)).toHaveCount(9 + second.docs.length)
      // The appended cards are page 2's, after page 1's.
      await expect(cards(page).nth(9)).toContainText(second.docs[0]!.name)
      await expect(page).toHaveURL(/\/property$/)
      while (await exploreMore(page).isVisible()) {
        const before = await cards(page).count()
        await exploreMore(page).click()
        await expect(cards(page)).not.toHaveCount(before)
      }
      await expect(cards(page)).toHaveCount(first.totalDocs)
      await expect(exploreMore(page)).toHaveCount(0)
    })

    test('"Loading more properties...." shows while the next page is on its way', async ({
      page,
      request,
    }) => {
      const first = await apiList(request, 'status=sell&page=1')
      test.skip(!first.hasNextPage, 'the seed has a single page of sale listings')
      await open(page, '/property')
      await expect(cards(page)).toHaveCount(9)
      let release: () => void = () => undefined
      const held = new Promise<void>((resolve) => (release = resolve))
      await page.route('**/api/v1/properties?*', async (route) => {
        await held
        await route.continue()
      })
      await exploreMore(page).click()
      await expect(page.getByText('Loading more properties....', { exact: true })).toBeVisible()
      release()
      await expect(page.getByText('Loading more properties....', { exact: true })).toHaveCount(0)
      await expect(cards(page)).not.toHaveCount(9)
    })

    test('For Sell / For Rent switches status in the address and starts from page 1', async ({
      page,
      request,
    }) => {
      const [sell, rent] = await Promise.all([
        apiList(request, 'status=sell&page=1'),
        apiList(request, 'status=rent&page=1'),
      ])
      await open(page, '/property')
      const toggle = page.getByRole('navigation', { name: 'Sale or rent' })
      await expect(toggle.getByRole('link', { name: 'For Sell' })).toHaveAttribute(
        'aria-current',
        'page',
      )
      if (sell.hasNextPage) {
        await exploreMore(page).click()
        await expect(cards(page)).not.toHaveCount(9)
      }
      await toggle.getByRole('link', { name: 'For Rent' }).click()
      await expect(page).toHaveURL(/\/property\?status=rent$/)
      await expect(toggle.getByRole('link', { name: 'For Rent' })).toHaveAttribute(
        'aria-current',
        'page',
      )
      await expect(cards(page)).toHaveCount(Math.min(9, rent.docs.length))
      await expect(cards(page).first()).toContainText(rent.docs[0]!.name)
      await expect(cards(page).filter({ hasText: 'For Sell' })).toHaveCount(0)
      // Back to sale: the accumulated list was cleared, page 1 again.
      await toggle.getByRole('link', { name: 'For Sell' }).click()
      await expect(page).toHaveURL(/\/property\?status=sell$/)
      await expect(cards(page)).toHaveCount(9)
      await expect(cards(page).first()).toContainText(sell.docs[0]!.name)
    })

    test('the toggle keeps the other filters', async ({ page, request }) => {
      const [city] = await cities(request)
      await open(page, `/property?location=${encodeURIComponent(city!)}&bedrooms=2`)
      await page
        .getByRole('navigation', { name: 'Sale or rent' })
        .getByRole('link', { name: 'For Rent' })
        .click()
      await expect(page).toHaveURL((url) => {
        const q = url.searchParams
        return (
          q.get('status') === 'rent' &&
          q.get('location') === city &&
          q.get('bedrooms') === '2' &&
          !q.has('page')
        )
      })
    })

    test('Search sends only the non-empty values and the current status', async ({ page }) => {
      await open(page, '/property?status=rent')
      await openFilterSheet(page)
      const search = page.getByRole('search', { name: 'Property search' })
      await search.getByRole('combobox', { name: 'Bedrooms' }).click()
      await page.getByRole('option', { name: '2 Bedrooms' }).click()
      const min = search.getByRole('textbox', { name: 'Min price' })
      await expect(min).toHaveAttribute('inputmode', 'numeric')
      await min.pressSequentially('50abc,000')
      await expect(min).toHaveValue('50000')
      await search.getByRole('button', { name: 'Search' }).click()
      await expect(page).toHaveURL(/\/property\?status=rent&bedrooms=2&minPrice=50000$/)
      await openFilterSheet(page)
      await expect(search.getByRole('combobox', { name: 'Bedrooms' })).toHaveValue('2 Bedrooms')
    })

    test('the filter bar reads its initial values from the address', async ({ page, request }) => {
      const [city] = await cities(request)
      await open(
        page,
        `/property?location=${encodeURIComponent(city!)}&bedrooms=3&minPrice=100000&maxPrice=9000000`,
      )
      const search = page.getByRole('search', { name: 'Property search' })
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Residence in ${city}`)
      await openFilterSheet(page)
      await expect(search.getByRole('combobox', { name: 'Location' })).toHaveValue(city!)
      await expect(search.getByRole('combobox', { name: 'Bedrooms' })).toHaveValue('3 Bedrooms')
      await expect(search.getByRole('combobox', { name: 'Types' })).toHaveValue('')
      await expect(search.getByRole('combobox', { name: 'Types' })).toHaveAttribute(
        'placeholder',
        'Select Type',
      )
      await expect(search.getByRole('textbox', { name: 'Min price' })).toHaveValue('100000')
      await expect(search.getByRole('textbox', { name: 'Max price' })).toHaveValue('9000000')
    })

    test('a filter that matches nothing shows "No properties Found"', async ({ page }) => {
      await open(page, '/property?minPrice=9999999999')
      await expect(page.getByText('No properties Found', { exact: true })).toBeVisible()
      await expect(cards(page)).toHaveCount(0)
      await expect(exploreMore(page)).toHaveCount(0)
    })

    test('a failed server read shows the error text', async ({ page, context, baseURL }) => {
      await setFault(context, baseURL, 'properties')
      await open(page, '/property')
      await expect(
        page.getByText('Properties not loaded. Something went wrong', { exact: true }),
      ).toBeVisible()
      await expect(cards(page)).toHaveCount(0)
    })

    test('a failed Explore More keeps the cards and shows the error text', async ({
      page,
      context,
      baseURL,
      request,
    }) => {
      const first = await apiList(request, 'status=sell&page=1')
      test.skip(!first.hasNextPage, 'the seed has a single page of sale listings')
      await open(page, '/property')
      await expect(cards(page)).toHaveCount(9)
      await setFault(context, baseURL, 'properties')
      await exploreMore(page).click()
      await expect(
        page.getByText('Properties not loaded. Something went wrong', { exact: true }),
      ).toBeVisible()
      await expect(cards(page)).toHaveCount(9)
    })
  })
}
