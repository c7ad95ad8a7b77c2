import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import QRCode from 'qrcode'
import { drawEveryBlock } from './support/near-blocks'

// The three insights on a listing page: the Trakheesi permit QR code, the rental-yield estimate
// of a sale listing and the similar properties. Every expectation is worked out here from the
// listings the API returns, never from hard-coded ids.

interface Listing {
  _id: string
  name: string
  city: string
  type: string
  bedrooms: number
  sqft: number
  price: number
  status: 'sell' | 'rent'
  permitNumber: string
}

/** market.rentalYieldMinComparables as the seed leaves it (its default). */
const MIN_COMPARABLES = 3
const MAX_SIMILAR = 6
const STATUS_LABEL = { sell: 'For Sell', rent: 'For Rent' } as const

async function listAll(request: APIRequestContext, status: Listing['status']): Promise<Listing[]> {
  const all: Listing[] = []
  for (let page = 1; page <= 20; page++) {
    const res = await request.get(`/api/v1/properties?status=${status}&limit=50&page=${page}`)
    expect(res.ok()).toBe(true)
    const { data } = (await res.json()) as { data: { docs: Listing[]; hasNextPage: boolean } }
    all.push(...data.docs)
    if (!data.hasNextPage) break
  }
  return all
}

async function market(request: APIRequestContext) {
  const [sells, rents] = await Promise.all([listAll(request, 'sell'), listAll(request, 'rent')])
  return { sells, rents, byId: new Map([...sells, ...rents].map((l) => [l._id, l])) }
}

/** Yearly rents of the rentals that match a sale listing's community, bedrooms and type. */
const comparableRents = (rents: Listing[], sale: Listing) =>
  rents
    .filter(
      (r) =>
        r.city === sale.city && r.bedrooms === sale.bedrooms && r.type === sale.type && r.price > 0,
    )
    .map((r) => r.price)

function medianOf(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

const aed = (n: number) => `${new Intl.NumberFormat('en-AE').format(Math.round(n))} AED`

function saleWithComparables(sells: Listing[], rents: Listing[]) {
  const sale = sells.find((s) => s.price > 0 && comparableRents(rents, s).length >= MIN_COMPARABLES)
  expect(
    sale,
    `the seed needs a sale listing with ${MIN_COMPARABLES}+ comparable rentals`,
  ).toBeTruthy()
  return sale!
}

/*
 * The similar-properties rule as the copy promises it ("close in price and size"): the same
 * purpose, the same kind of property (a flat, a house with its own plot, or commercial space), a
 * price within 35 % either way, a size at most 1.6 times the other's, and for homes at most one
 * bedroom more or fewer.
 */
const PRICE_BAND = 0.35
const SIZE_RATIO = 1.6
const COMMERCIAL = new Set(['Office', 'Retail'])
const HOUSES = new Set(['Villa', 'Townhouse'])
const categoryOf = (type: string) => (COMMERCIAL.has(type) ? 'commercial' : HOUSES.has(type) ? 'house' : 'flat')

function qualifies(subject: Listing, other: Listing): boolean {
  if (other._id === subject._id || other.status !== subject.status) return false
  if (categoryOf(other.type) !== categoryOf(subject.type)) return false
  const min = Math.ceil(subject.price * (1 - PRICE_BAND))
  const max = Math.floor(subject.price * (1 + PRICE_BAND))
  if (other.price < min || other.price > max) return false
  const [small, large] = [other.sqft, subject.sqft].sort((a, b) => a - b) as [number, number]
  if (small > 0 && large > SIZE_RATIO * small) return false
  return categoryOf(subject.type) === 'commercial' || Math.abs(other.bedrooms - subject.bedrooms) <= 1
}

/** The ids of the similar-property cards on an open listing page. */
async function similarIds(page: Page): Promise<string[]> {
  const cards = page.getByTestId('similar-properties').getByTestId('property-card')
  const ids: string[] = []
  for (let i = 0; i < (await cards.count()); i++) {
    const title = cards.nth(i).getByRole('heading', { level: 3 }).getByRole('link')
    ids.push((await title.getAttribute('href'))!.replace('/property/', ''))
  }
  return ids
}

/** The permit link holding the QR code. */
const permitLink = (page: Page, permit: string) =>
  page.getByRole('link', { name: `Check permit ${permit} with the Dubai Land Department` })

/** The path the qrcode library draws for an address, to compare with the one on the page. */
async function qrPathFor(url: string): Promise<string> {
  const svg = await QRCode.toString(url, {
    type: 'svg',
    margin: 0,
    errorCorrectionLevel: 'M',
    color: { dark: '#0f1b2d', light: '#0000' },
  })
  return svg.match(/ d="([^"]+)"/)![1]!
}

const viewports = [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const

for (const [label, viewport] of viewports) {
  test.describe(`listing insights on ${label} (${viewport.width} px)`, () => {
    test.use({ viewport })

    test('a sale listing with enough comparable rentals shows the gross yield at their median rent', async ({
      page,
      request,
    }) => {
      const { sells, rents } = await market(request)
      const sale = saleWithComparables(sells, rents)
      const found = comparableRents(rents, sale)
      const median = medianOf(found)
      const yieldPercent = (Math.round((median / sale.price) * 1000) / 10).toFixed(1)

      await page.goto(`/property/${sale._id}`)
      const panel = page.getByTestId('rental-yield')
      await panel.scrollIntoViewIfNeeded()
      await expect(panel).toBeVisible()
      await expect(panel.getByRole('heading', { name: 'Rental yield' })).toBeVisible()
      await expect(panel.getByTestId('rental-yield-percent')).toHaveText(`${yieldPercent}%`)
      await expect(panel).toContainText(`Estimated gross yield ${yieldPercent}%`)
      await expect(panel.getByTestId('rental-yield-median')).toHaveText(aed(median))
      await expect(panel).toContainText(
        `From the median rent of ${found.length} comparable rentals in ${sale.city}`,
      )
      await expect(panel).toContainText('before service charges')
      await expect(panel.getByTestId('rental-yield-too-few')).toHaveCount(0)
    })

    test('a sale listing without enough comparables says so instead of guessing', async ({
      page,
      request,
    }) => {
      const { sells, rents } = await market(request)
      const sale = sells.find(
        (s) => s.price > 0 && comparableRents(rents, s).length < MIN_COMPARABLES,
      )
      expect(sale, 'the seed needs a sale listing with few comparable rentals').toBeTruthy()
      const found = comparableRents(rents, sale!).length

      await page.goto(`/property/${sale!._id}`)
      const panel = page.getByTestId('rental-yield')
      await panel.scrollIntoViewIfNeeded()
      await expect(panel.getByTestId('rental-yield-too-few')).toHaveText(
        `Too few comparable rentals in ${sale!.city} to estimate a yield (${found} found, ${MIN_COMPARABLES} needed).`,
      )
      await expect(panel.getByTestId('rental-yield-percent')).toHaveCount(0)
    })

    test('a rent listing shows no yield', async ({ page, request }) => {
      const { rents } = await market(request)
      await page.goto(`/property/${rents[0]!._id}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(rents[0]!.name)
      await expect(page.getByTestId('rental-yield')).toHaveCount(0)
    })

    test('the permit QR code is a link to the DLD check of that permit', async ({
      page,
      request,
    }) => {
      const { sells, rents } = await market(request)
      for (const listing of [sells[0]!, rents[0]!]) {
        await page.goto(`/property/${listing._id}`)
        const link = permitLink(page, listing.permitNumber)
        await link.scrollIntoViewIfNeeded()
        await expect(link).toBeVisible()
        const href = (await link.getAttribute('href'))!
        expect(href).toMatch(/^https:\/\//)
        expect(href).toContain(listing.permitNumber)
        await expect(link).toHaveAttribute('target', '_blank')
        await expect(link).toHaveAttribute('rel', /noopener/)

        const svg = link.locator('svg')
        await expect(svg).toHaveCount(1)
        await expect(svg).toBeVisible()
        const box = (await svg.boundingBox())!
        expect(box.width).toBeGreaterThanOrEqual(88)
        expect(Math.abs(box.width - box.height)).toBeLessThan(1)
        // The code drawn is the code of the link's own address.
        expect(await svg.locator('path').getAttribute('d')).toBe(await qrPathFor(href))

        const card = page.getByTestId('permit-qr')
        await expect(card.getByText('Scan to verify this listing with the DLD')).toBeVisible()
        await expect(card).toContainText(`Permit ${listing.permitNumber}`)
      }
    })

    test('similar properties: at most six close matches of the same purpose, never the listing itself', async ({
      page,
      request,
    }) => {
      const { sells, rents, byId } = await market(request)
      const subject = saleWithComparables(sells, rents)
      const candidates = sells.filter((s) => qualifies(subject, s))
      expect(candidates.length, 'the subject should have close matches').toBeGreaterThan(0)

      await page.goto(`/property/${subject._id}`)
      await drawEveryBlock(page)
      const section = page.getByTestId('similar-properties')
      await section.scrollIntoViewIfNeeded()
      await expect(
        section.getByRole('heading', { level: 2, name: 'Similar properties' }),
      ).toBeVisible()

      const cards = section.getByTestId('property-card')
      const count = await cards.count()
      expect(count).toBe(Math.min(MAX_SIMILAR, candidates.length))
      for (let i = 0; i < count; i++) {
        await expect(
          cards.nth(i).getByText(STATUS_LABEL[subject.status], { exact: true }),
        ).toBeVisible()
      }
      const ids = await similarIds(page)
      expect(ids).not.toContain(subject._id)
      expect(new Set(ids).size).toBe(ids.length)
      for (const id of ids) expect(qualifies(subject, byId.get(id)!), `card ${id}`).toBe(true)
    })
  })
}

test('every listing page holds its permit QR code, the right insights and a sound similar section', async ({
  request,
}) => {
  test.setTimeout(240_000)
  const { sells, rents, byId } = await market(request)
  const all = [...sells, ...rents]

  async function check(listing: Listing) {
    const res = await request.get(`/property/${listing._id}`)
    expect(res.status(), listing._id).toBe(200)
    const html = await res.text()

    const qr = [...html.matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/g)].find(
      ([, attrs, inner]) =>
        (attrs!.match(/\bhref="([^"]*)"/)?.[1] ?? '').includes(listing.permitNumber) &&
        /<svg\b/.test(inner!),
    )
    expect(qr, `${listing._id}: no QR link for permit ${listing.permitNumber}`).toBeTruthy()

    const hasYield = html.includes('data-testid="rental-yield"')
    expect(hasYield, `${listing._id}: yield panel`).toBe(
      listing.status === 'sell' && listing.price > 0,
    )

    const section = html.match(
      /<section[^>]*data-testid="similar-properties"[^>]*>([\s\S]*?)<\/section>/,
    )?.[1]
    // Shown exactly when something qualifies, and then only what qualifies: fewer, never wrong.
    const qualifying = all.filter((o) => qualifies(listing, o)).length
    expect(Boolean(section), `${listing._id}: similar section`).toBe(qualifying > 0)
    if (!section) return
    const ids = [
      ...new Set([...section.matchAll(/href="\/property\/([a-f0-9]{24})"/g)].map((m) => m[1]!)),
    ]
    expect(ids.length, `${listing._id}: similar count`).toBe(Math.min(MAX_SIMILAR, qualifying))
    for (const id of ids) {
      expect(qualifies(listing, byId.get(id)!), `${listing._id} → ${id}`).toBe(true)
    }
  }

  // A few at a time: enough to be quick, few enough not to crowd a two-core server.
  for (let i = 0; i < all.length; i += 4) await Promise.all(all.slice(i, i + 4).map(check))
})

test.describe('similar properties of two seeded listings', () => {
  test('the 2-bedroom rental in JLT is shown homes to rent near its rent, not the office next door', async ({
    page,
    request,
  }) => {
    const { rents, byId } = await market(request)
    const jlt = rents.filter((r) => r.city === 'Jumeirah Lake Towers')
    const subject = jlt.find((r) => r.type === 'Apartment' && r.bedrooms === 2)
    const office = jlt.find((r) => r.type === 'Office')
    expect(subject && office, 'the seed has a 2-bed rental and an office to rent in JLT').toBeTruthy()

    await page.goto(`/property/${subject!._id}`)
    await drawEveryBlock(page)
    await expect(page.getByTestId('similar-properties')).toContainText(
      'Other listings to rent in Jumeirah Lake Towers and nearby, close in price and size.',
    )
    const ids = await similarIds(page)
    expect(ids.length).toBeGreaterThan(0)
    expect(ids).not.toContain(office!._id)
    for (const id of ids) {
      const shown = byId.get(id)!
      expect(shown.status, id).toBe('rent')
      expect(categoryOf(shown.type), `${id} is a ${shown.type}`).toBe('flat')
      expect(shown.price, id).toBeGreaterThanOrEqual(subject!.price * 0.65)
      expect(shown.price, id).toBeLessThanOrEqual(subject!.price * 1.35)
      expect(Math.abs(shown.bedrooms - 2), id).toBeLessThanOrEqual(1)
    }
  })

  test('the 3.15M apartment is shown homes for sale near its price, not the 16.5M penthouse', async ({
    page,
    request,
  }) => {
    const { sells, byId } = await market(request)
    const subject = sells.find((s) => s.type === 'Apartment' && s.price === 3_150_000)
    const penthouse = sells.find((s) => s.type === 'Penthouse' && s.price === 16_500_000)
    expect(subject && penthouse, 'the seed has the 3.15M apartment and the 16.5M penthouse').toBeTruthy()

    await page.goto(`/property/${subject!._id}`)
    await drawEveryBlock(page)
    const ids = await similarIds(page)
    expect(ids.length).toBeGreaterThan(0)
    expect(ids).not.toContain(penthouse!._id)
    for (const id of ids) {
      const shown = byId.get(id)!
      expect(shown.status, id).toBe('sell')
      expect(categoryOf(shown.type), `${id} is a ${shown.type}`).toBe('flat')
      expect(shown.price, id).toBeGreaterThanOrEqual(2_047_500)
      expect(shown.price, id).toBeLessThanOrEqual(4_252_500)
    }
    // The closest first: a 2-bedroom apartment of about its size.
    const first = byId.get(ids[0]!)!
    expect([first.type, first.bedrooms]).toEqual(['Apartment', 2])
  })
})
