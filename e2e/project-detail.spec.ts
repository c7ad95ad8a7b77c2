import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import sharp from 'sharp'
import type { Paginated, Project, ProjectDetail } from '../lib/api/types'
import { excerptOf } from '../lib/excerpt'
import { unitTypeLabel } from '../lib/project-units'
import { appReady } from './support/app-ready'
import { expectNothingClipped } from './support/no-overflow'
import { expectNotLive, holdScripts, openUntilFirstPaint, PHONE } from './support/phone'

// The off-plan project page (/projects/{slug}): server-rendered plan, unit types and metadata,
// the payment-plan calculator, the gallery and the 404. Projects come from the API, never from
// known demo content.

async function everyProject(request: APIRequestContext): Promise<ProjectDetail[]> {
  const res = await request.get('/api/v1/projects?limit=50')
  expect(res.ok()).toBe(true)
  const { docs } = ((await res.json()) as { data: Paginated<Project> }).data
  expect(docs.length, 'the seed needs a published project').toBeGreaterThan(0)
  return Promise.all(
    docs.map(async ({ slug }) => {
      const one = await request.get(`/api/v1/projects/${slug}`)
      expect(one.ok()).toBe(true)
      return ((await one.json()) as { data: ProjectDetail }).data
    }),
  )
}

const distinctPrices = (p: Project) => new Set(p.unitTypes.map((u) => u.priceFromAed)).size

/**
 * A project where every part of the page is in play: two or more unit types at different
 * prices, a plan with a payment on or after handover (so the last instalment falls in or after
 * it) and at least two photos.
 */
async function richProject(request: APIRequestContext): Promise<ProjectDetail> {
  const rich = (await everyProject(request)).find(
    (p) =>
      distinctPrices(p) >= 2 &&
      p.paymentPlan.some((m) => m.stage === 'handover' || m.stage === 'post-handover') &&
      p.gallery.length >= 2,
  )
  expect(
    rich,
    'the seed needs a project with 2+ unit types, a handover payment and 2+ photos',
  ).toBeTruthy()
  return rich!
}

const aed = (n: number) => `${new Intl.NumberFormat('en-AE').format(n)} AED`
const grouped = (n: number) => new Intl.NumberFormat('en-AE').format(n)
const percent = (n: number) => `${Math.round(n * 100) / 100}%`
const handover = (p: Project) => `Q${p.handover.quarter} ${p.handover.year}`
/** The month a quarter's handover falls due (lib/buyer-tools/payment-plan.ts handoverMonth). */
const handoverMonth = (p: Project) =>
  `${p.handover.year}-${String(p.handover.quarter * 3).padStart(2, '0')}`
const cheapest = (p: Project) => Math.min(...p.unitTypes.map((u) => u.priceFromAed))
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const decode = (html: string) =>
  html
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
const meta = (html: string, attr: 'property' | 'name', key: string) =>
  html.match(new RegExp(`<meta ${attr}="${key}" content="([^"]*)"`))?.[1]

const calculator = (page: Page) => page.getByTestId('plan-calculator')
const scheduleRows = (page: Page) => page.getByTestId('plan-schedule').getByTestId('plan-row')

/** The schedule's amounts as the page prints them ('165,000 AED' → 165000). */
async function amounts(page: Page): Promise<number[]> {
  const texts = await scheduleRows(page).getByTestId('plan-amount').allTextContents()
  return texts.map((text) => Number(text.replace(/[^\d]/g, '')))
}
const total = async (page: Page) => (await amounts(page)).reduce((sum, n) => sum + n, 0)
const lastDue = (page: Page) => scheduleRows(page).last().locator('time').getAttribute('datetime')

async function calculatorLive(page: Page) {
  await appReady(page)
  await expect(calculator(page)).toHaveAttribute('data-hydrated', 'true')
}

test.describe('server-rendered HTML', () => {
  test('holds the name, the figures, the meta tags and the JSON-LD', async ({ request }) => {
    const p = await richProject(request)
    const res = await request.get(`/projects/${p.slug}`)
    expect(res.status()).toBe(200)
    const html = decode(await res.text())
    expect(html).toMatch(new RegExp(`<h1[^>]*>${escape(p.name)}</h1>`))
    expect(html).toContain(aed(cheapest(p)))
    expect(html).toContain(handover(p))
    expect(html).toContain(p.paymentPlanShort)

    const title = html.match(/<title>([^<]*)<\/title>/)?.[1] ?? ''
    expect(title).toContain(p.name)
    expect(title).toContain('payment plan')
    if (p.developer) expect(title).toContain(p.developer.name)
    const description = meta(html, 'name', 'description') ?? ''
    expect(description).toContain(p.community)
    expect(description).toContain(handover(p))
    expect(description).toContain(aed(cheapest(p)))
    expect(description).toContain(p.paymentPlanShort)
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*/projects/${p.slug}"`))
    expect(meta(html, 'property', 'og:image')).toMatch(
      new RegExp(`/projects/${p.slug}/opengraph-image$`),
    )
    expect(meta(html, 'property', 'og:image:width')).toBe('1200')
    expect(meta(html, 'property', 'og:image:height')).toBe('630')
    expect(meta(html, 'name', 'twitter:card')).toBe('summary_large_image')

    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1]!) as Record<string, unknown>,
    )
    const complex = blocks.find((b) =>
      ['ApartmentComplex', 'Residence'].includes(b['@type'] as string),
    ) as {
      name: string
      address: Record<string, string>
      offers: { '@type': string; price: number; priceCurrency: string; availability: string }[]
    }
    expect(complex, 'an ApartmentComplex or Residence block').toBeTruthy()
    expect(complex.name).toBe(p.name)
    expect(complex.address).toMatchObject({
      addressLocality: p.community,
      addressRegion: 'Dubai',
      addressCountry: 'AE',
    })
    expect(complex.offers).toHaveLength(p.unitTypes.length)
    const availability = {
      available: 'https://schema.org/InStock',
      limited: 'https://schema.org/LimitedAvailability',
      'sold-out': 'https://schema.org/SoldOut',
    }
    p.unitTypes.forEach((unit, i) =>
      expect(complex.offers[i]).toMatchObject({
        '@type': 'Offer',
        price: unit.priceFromAed,
        priceCurrency: 'AED',
        availability: availability[unit.availability],
      }),
    )
    const crumbs = blocks.find((b) => b['@type'] === 'BreadcrumbList') as {
      itemListElement: { name: string }[]
    }
    expect(crumbs.itemListElement.map((i) => i.name)).toEqual(['Home', 'Projects', p.name])
  })

  test('every project’s JSON-LD description ends on a whole word', async ({ request }) => {
    for (const p of await everyProject(request)) {
      const html = await (await request.get(`/projects/${p.slug}`)).text()
      const blocks = [
        ...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g),
      ].map((m) => JSON.parse(m[1]!) as { '@type': string; description?: string })
      const description = blocks.find((b) => b['@type'] === 'ApartmentComplex' || b['@type'] === 'Residence')
        ?.description
      const full = excerptOf(p.description, Number.MAX_SAFE_INTEGER)
      expect(description, p.slug).toBeTruthy()
      if (description === full) continue
      // Cut: a whole-word start of the text, marked with an ellipsis.
      expect(description, p.slug).toMatch(/\S…$/)
      const kept = description!.slice(0, -1)
      expect(full.startsWith(kept), p.slug).toBe(true)
      expect(full[kept.length], `${p.slug}: cut inside “${full.slice(kept.length - 10, kept.length + 10)}”`).toMatch(/[\s,.;:—-]/)
    }
  })

  test('the share image is a 1200 x 630 JPEG under 300 KB', async ({ request }) => {
    const p = await richProject(request)
    const res = await request.get(`/projects/${p.slug}/opengraph-image`)
    expect(res.status()).toBe(200)
    expect(res.headers()['content-type']).toBe('image/jpeg')
    const body = await res.body()
    expect(body.byteLength).toBeLessThan(300 * 1024)
    const info = await sharp(body).metadata()
    expect([info.format, info.width, info.height]).toEqual(['jpeg', 1200, 630])
  })

  test('an unknown slug answers 404', async ({ request }) => {
    for (const slug of ['no-such-project-anywhere', 'Not%20A%20Slug']) {
      const res = await request.get(`/projects/${slug}`)
      expect(res.status()).toBe(404)
    }
    expect((await request.get('/projects/no-such-project-anywhere/opengraph-image')).status()).toBe(
      404,
    )
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the plan, its bar, the first schedule and the unit types are in the page', async ({
    page,
    request,
  }) => {
    const p = await richProject(request)
    await page.goto(`/projects/${p.slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(p.name)
    await expect(page.getByTestId('project-price-from')).toHaveText(aed(cheapest(p)))
    await expect(page.getByTestId('project-handover')).toHaveText(handover(p))

    const plan = page.locator('#payment-plan')
    await expect(plan.getByRole('heading', { level: 2, name: 'Payment plan' })).toBeVisible()
    const milestones = page.getByTestId('payment-plan-table').getByTestId('plan-milestone')
    await expect(milestones).toHaveCount(p.paymentPlan.length)
    await expect(milestones.getByTestId('milestone-label')).toHaveText(
      p.paymentPlan.map((m) => m.label),
    )
    await expect(milestones.getByTestId('milestone-percent')).toHaveText(
      p.paymentPlan.map((m) => percent(m.percent)),
    )

    // The bar repeats the table for the eye only, one segment per milestone, as wide as its share.
    const bar = page.getByTestId('payment-plan-bar')
    await expect(bar.locator('xpath=ancestor-or-self::*[@aria-hidden="true"]')).toHaveCount(1)
    const segments = bar.getByTestId('plan-bar-segment')
    await expect(segments).toHaveCount(p.paymentPlan.length)
    // Measured once drawn: blocks below the first view are laid out as they come near.
    await bar.scrollIntoViewIfNeeded()
    const barWidth = (await bar.boundingBox())!.width
    for (const [i, milestone] of p.paymentPlan.entries()) {
      const width = (await segments.nth(i).boundingBox())!.width
      expect(Math.abs(width / barWidth - milestone.percent / 100)).toBeLessThan(0.02)
    }

    // The cheapest unit type's schedule, in the first HTML.
    await expect(scheduleRows(page).first()).toBeAttached()
    expect(await total(page)).toBe(cheapest(p))
    expect(await lastDue(page)).not.toBeNull()

    const units = page.getByTestId('unit-types').getByTestId('unit-type')
    await expect(units).toHaveCount(p.unitTypes.length)
    for (const [i, unit] of p.unitTypes.entries()) {
      const row = units.nth(i)
      await expect(row.getByRole('rowheader')).toContainText(unitTypeLabel(unit))
      await expect(row).toContainText(
        `${grouped(unit.sizeFromSqft)} – ${grouped(unit.sizeToSqft)} Sq. Feet`,
      )
      await expect(row.getByTestId('unit-price')).toHaveText(aed(unit.priceFromAed))
      await expect(row).toContainText(
        { available: 'Available', limited: 'Limited', 'sold-out': 'Sold out' }[unit.availability],
      )
    }
  })
})

test.describe('the payment-plan calculator', () => {
  test('another unit type or a typed price dates a new schedule that adds up to it', async ({
    page,
    request,
  }) => {
    const p = await richProject(request)
    await page.goto(`/projects/${p.slug}`)
    await calculatorLive(page)
    const unitSelect = calculator(page).getByLabel('Unit type')
    const price = calculator(page).getByLabel('Price in AED')
    await expect(price).toHaveValue(grouped(cheapest(p)))

    // The dearest unit type: a different price from the one the page opened with.
    const dearest = p.unitTypes.reduce(
      (best, unit, i) => (unit.priceFromAed > p.unitTypes[best]!.priceFromAed ? i : best),
      0,
    )
    const target = p.unitTypes[dearest]!.priceFromAed
    await unitSelect.selectOption(String(dearest))
    await expect(price).toHaveValue(grouped(target))
    await expect(page.getByTestId('plan-total')).toHaveText(aed(target))
    expect(await total(page)).toBe(target)
    expect(await scheduleRows(page).first().locator('time').getAttribute('datetime')).toMatch(
      /^\d{4}-\d{2}$/,
    )
    expect((await lastDue(page))! >= handoverMonth(p)).toBe(true)

    await price.fill('2,345,678')
    await expect(page.getByTestId('plan-total')).toHaveText(aed(2_345_678))
    expect(await total(page)).toBe(2_345_678)
    await expect(unitSelect).toHaveValue('own')

    await price.fill('two million')
    await expect(price).toHaveAttribute('aria-invalid', 'true')
    await expect(calculator(page)).toContainText('Enter the price in AED')
    await expect(page.getByTestId('plan-schedule')).toHaveCount(0)
    await expect(calculator(page)).not.toContainText('NaN')
  })

  test('in a converted currency every project’s rows add up to the total row', async ({
    request,
  }) => {
    // Rounded one by one, Creek Crescent Residences in GBP showed 8 × 34,021 + 68,041 = 340,209
    // above a total of 340,206.
    const projects = await everyProject(request)
    expect(projects.map((p) => p.slug)).toContain('creek-crescent-residences')
    const pounds = (text: string) => {
      expect(text).toMatch(/^[\d,]+ GBP$/)
      return Number(text.replace(/[^\d]/g, ''))
    }
    // The schedule is drawn by the server, in the currency the cookie asks for: its figures are
    // read from each page's HTML, without loading the photos a browser would.
    async function check(p: Project) {
      const res = await request.get(`/projects/${p.slug}`, { headers: { cookie: 'currency=GBP' } })
      expect(res.status(), p.slug).toBe(200)
      const schedule = (await res.text()).match(
        /<table\b[^>]*data-testid="plan-schedule"[^>]*>([\s\S]*?)<\/table>/,
      )?.[1]
      expect(schedule, `${p.slug}: the schedule`).toBeTruthy()
      const cell = (testid: string) =>
        [...schedule!.matchAll(new RegExp(`data-testid="${testid}"[^>]*>([^<]*)<`, 'g'))].map(
          (m) => m[1]!,
        )
      const rows = cell('plan-amount')
      expect(rows.length, p.slug).toBeGreaterThan(1)
      const totals = cell('plan-total')
      expect(totals, `${p.slug}: one total row`).toHaveLength(1)
      const sum = rows.map(pounds).reduce((total, n) => total + n, 0)
      expect(sum, p.slug).toBe(pounds(totals[0]!))
    }
    // A few at a time: enough to be quick, few enough not to crowd a two-core server.
    for (let i = 0; i < projects.length; i += 4)
      await Promise.all(projects.slice(i, i + 4).map(check))
  })

  test.describe('on a phone', () => {
    test.use(PHONE)

    test('in Arabic and pounds every instalment fits the screen', async ({ page, request, baseURL }) => {
      // «18,041 جنيه إسترليني» did not wrap and was cut at the table's edge.
      const p = await richProject(request)
      await page.context().addCookies([{ name: 'currency', value: 'GBP', url: baseURL! }])
      await page.goto(`/ar/projects/${p.slug}`)
      const schedule = page.getByTestId('plan-schedule')
      await schedule.scrollIntoViewIfNeeded()
      await expect(schedule.getByTestId('plan-total')).toContainText('جنيه إسترليني')
      await expectNothingClipped(page, schedule.locator('xpath=..'))
    })

    test('a run of instalments is named once, then counted', async ({ page, request }) => {
      const p = (await everyProject(request)).find(
        (project) =>
          project.paymentPlan.some((m) => m.instalments > 1) &&
          project.unitTypes.some((unit) => unit.priceFromAed > 0),
      )
      expect(p, 'the seed needs a plan with a run of instalments').toBeTruthy()
      await page.goto(`/projects/${p!.slug}`)
      const rows = scheduleRows(page)
      // textContent: the schedule sits in a section drawn only when near (innerText is empty till then).
      const texts = await rows.allTextContents()
      const second = texts.findIndex((text) => /(^|\D)2 of \d+/.test(text))
      expect(second, 'the plan needs a run of instalments').toBeGreaterThan(0)
      const first = texts[second - 1]!
      expect(first).toMatch(/(^|\D)1 of \d+/)
      // The run's name is shown on its first row only; screen readers still hear it on every row.
      const label = (row: number) => rows.nth(row).locator('td').first().locator('span span').first()
      await label(second).scrollIntoViewIfNeeded()
      const name = (await label(second - 1).textContent())!.trim()
      expect(name.length).toBeGreaterThan(3)
      await expect(label(second)).toHaveText(name)
      expect((await label(second - 1).boundingBox())!.width).toBeGreaterThan(20)
      expect((await label(second).boundingBox())!.width).toBeLessThanOrEqual(1)
    })

    test('a price typed before the page is live stays and is worked out', async ({
      page,
      request,
    }) => {
      const p = await richProject(request)
      const release = await holdScripts(page)
      await openUntilFirstPaint(page, `/projects/${p.slug}`)
      const price = page.getByLabel('Price in AED')
      await price.fill('3,210,000')
      await expectNotLive(page)

      release()
      await calculatorLive(page)
      await expect(price).toHaveValue('3,210,000')
      await expect(page.getByTestId('plan-total')).toHaveText(aed(3_210_000))
      expect(await total(page)).toBe(3_210_000)
    })
  })
})

const tiles = (page: Page) => page.getByTestId('gallery-tile')

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`gallery at ${viewport.width} px`, () => {
    test.use({ viewport })

    test('the lightbox opens at the clicked photo', async ({ page, request }) => {
      const p = await richProject(request)
      await page.goto(`/projects/${p.slug}`)
      await appReady(page)
      await expect(page.getByTestId('gallery').locator('xpath=..')).toHaveAttribute(
        'data-hydrated',
        'true',
      )
      await tiles(page).nth(1).click()
      const dialog = page.locator('.yarl__root')
      await expect(dialog).toBeVisible()
      await expect(dialog.locator('.yarl__counter')).toHaveText(`2 / ${p.gallery.length}`)
      await page.keyboard.press('Escape')
      await expect(dialog).toHaveCount(0)
    })
  })
}

test('the project’s own listings are shown as cards, when it has any', async ({
  page,
  request,
}) => {
  const all = await everyProject(request)
  const withListings = all.find((p) => p.listings.length > 0)
  const without = all.find((p) => p.listings.length === 0)
  if (withListings) {
    await page.goto(`/projects/${withListings.slug}`)
    const section: Locator = page.getByTestId('project-listings')
    await section.scrollIntoViewIfNeeded()
    await expect(
      section.getByRole('heading', { name: `Available units in ${withListings.name}` }),
    ).toBeVisible()
    await expect(section.getByTestId('property-card')).toHaveCount(withListings.listings.length)
  }
  if (without) {
    await page.goto(`/projects/${without.slug}`)
    await expect(page.getByTestId('project-listings')).toHaveCount(0)
  }
})

test('an unknown slug says the project is no longer available, with a way back to the projects', async ({
  page,
}) => {
  const res = await page.goto('/projects/no-such-project-anywhere')
  expect(res?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'This project is no longer available' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Back to all projects' })).toHaveAttribute(
    'href',
    '/projects',
  )
})

test.describe('the unit types on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  for (const { edition, prefix, currency, available } of [
    { edition: 'English', prefix: '', currency: 'AED', available: /Available|Limited|Sold out/ },
    { edition: 'Arabic', prefix: '/ar', currency: 'GBP', available: /متاح|عدد محدود|بيعت بالكامل/ },
  ]) {
    test(`fit the screen in ${edition}: type, size, price and what is left, nothing cut`, async ({
      page,
      context,
      baseURL,
      request,
    }) => {
      const p = (await everyProject(request)).sort((a, b) => b.unitTypes.length - a.unitTypes.length)[0]!
      await context.addCookies([{ name: 'currency', value: currency, url: baseURL ?? 'http://127.0.0.1:3100' }])
      await page.goto(`${prefix}/projects/${p.slug}`)
      const table = page.locator('#unit-types')
      await table.scrollIntoViewIfNeeded()
      const units = table.getByTestId('unit-type')
      await expect(units).toHaveCount(p.unitTypes.length)
      for (let i = 0; i < p.unitTypes.length; i++) {
        await expect(units.nth(i).getByTestId('unit-availability').filter({ visible: true })).toBeVisible()
        await expect(units.nth(i).getByTestId('unit-availability').filter({ visible: true })).toHaveText(available)
        await expect(units.nth(i).getByTestId('unit-price')).toBeVisible()
      }
      await expectNothingClipped(page, table)
    })
  }
})
