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

    test('similar properties: at most six of the same purpose, never the listing itself, its community first', async ({
      page,
      request,
    }) => {
      const { sells, rents, byId } = await market(request)
      const subject = saleWithComparables(sells, rents)
      const sameCommunity = sells.filter((s) => s._id !== subject._id && s.city === subject.city)

      await page.goto(`/property/${subject._id}`)
      await drawEveryBlock(page)
      const section = page.getByTestId('similar-properties')
      await section.scrollIntoViewIfNeeded()
      await expect(
        section.getByRole('heading', { level: 2, name: 'Similar properties' }),
      ).toBeVisible()

      const cards = section.getByTestId('property-card')
      const count = await cards.count()
      expect(count).toBeGreaterThan(0)
      expect(count).toBeLessThanOrEqual(MAX_SIMILAR)

      const ids: string[] = []
      for (let i = 0; i < count; i++) {
        const card = cards.nth(i)
        const title = card.getByRole('heading', { level: 3 }).getByRole('link')
        const href = (await title.getAttribute('href'))!
        ids.push(href.replace('/property/', ''))
        await expect(card.getByText(STATUS_LABEL[subject.status], { exact: true })).toBeVisible()
      }
      expect(ids).not.toContain(subject._id)
      expect(new Set(ids).size).toBe(ids.length)
      for (const id of ids) expect(byId.get(id)?.status, `card ${id}`).toBe(subject.status)

      const leading = Math.min(sameCommunity.length, count)
      expect(leading, 'the subject should have neighbours in its community').toBeGreaterThan(0)
      expect(ids.slice(0, leading).map((id) => byId.get(id)?.city)).toEqual(
        Array(leading).fill(subject.city),
      )
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
    const sameCommunity = all.filter(
      (o) => o._id !== listing._id && o.status === listing.status && o.city === listing.city,
    ).length
    if (sameCommunity > 0) expect(section, `${listing._id}: similar section`).toBeTruthy()
    if (!section) return
    const ids = [
      ...new Set([...section.matchAll(/href="\/property\/([a-f0-9]{24})"/g)].map((m) => m[1]!)),
    ]
    expect(ids.length, `${listing._id}: similar count`).toBeGreaterThan(0)
    expect(ids.length, `${listing._id}: similar count`).toBeLessThanOrEqual(MAX_SIMILAR)
    expect(ids, `${listing._id}: lists itself`).not.toContain(listing._id)
    for (const id of ids)
      expect(byId.get(id)?.status, `${listing._id} → ${id}`).toBe(listing.status)
    const leading = Math.min(sameCommunity, ids.length)
    for (const id of ids.slice(0, leading)) {
      expect(byId.get(id)?.city, `${listing._id} → ${id}`).toBe(listing.city)
    }
  }

  // A few at a time: enough to be quick, few enough not to crowd a two-core server.
  for (let i = 0; i < all.length; i += 4) await Promise.all(all.slice(i, i + 4).map(check))
})
