import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import { appReady } from './support/app-ready'

// The off-plan projects list (/projects), the home page's 'New launches' strip and the header's
// Projects link. What the seed holds is read from /api/v1/projects, never hard-coded.

interface ApiProject {
  _id: string
  slug: string
  name: string
  community: string
  status: 'launching' | 'under-construction' | 'ready'
  handover: { quarter: number; year: number }
  developer: { slug: string; name: string } | null
  priceFromAed: number | null
}
interface ApiPage {
  docs: ApiProject[]
  totalDocs: number
  totalPages: number
  hasNextPage: boolean
}

const PAGE_SIZE = 9

/** GET /api/v1/projects with the given filters (the same names the page's address uses). */
async function apiProjects(
  request: APIRequestContext,
  query: Record<string, string | number> = {},
): Promise<ApiPage> {
  const params = new URLSearchParams({ limit: String(PAGE_SIZE), page: '1' })
  for (const [key, value] of Object.entries(query)) params.set(key, String(value))
  const res = await request.get(`/api/v1/projects?${params}`)
  expect(res.ok()).toBe(true)
  return ((await res.json()) as { data: ApiPage }).data
}

/** Every published project (the API's largest page is 50). */
async function allProjects(request: APIRequestContext): Promise<ApiProject[]> {
  const { docs, totalDocs } = await apiProjects(request, { limit: 50 })
  expect(docs.length).toBe(Math.min(totalDocs, 50))
  return docs
}

const decode = (html: string) =>
  html
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')

const cards = (page: Page) => page.getByTestId('project-card')
const filters = (page: Page) => page.getByTestId('projects-filters')
const names = (scope: Locator) =>
  scope.getByTestId('project-card').getByRole('heading').allTextContents()
const statusLabel = {
  launching: 'Launching',
  'under-construction': 'Under construction',
  ready: 'Ready',
}

const fieldOf = {
  Community: 'community',
  Developer: 'developer',
  'Handover year': 'handoverYear',
  Status: 'status',
} as const

/** Chooses a value in one of the form's selects and submits it: a plain GET, a full page load. */
async function filterBy(page: Page, label: keyof typeof fieldOf, value: string) {
  await filters(page).getByLabel(label, { exact: true }).selectOption(value)
  await Promise.all([
    page.waitForURL(
      (url) => url.pathname === '/projects' && url.searchParams.get(fieldOf[label]) === value,
    ),
    filters(page).getByRole('button', { name: 'Show projects' }).click(),
  ])
}

async function expectCards(page: Page, expected: ApiPage) {
  await expect(cards(page)).toHaveCount(expected.docs.length)
  expect(await names(page.getByRole('main'))).toEqual(expected.docs.map((d) => d.name))
}

test.describe('server-rendered HTML (no JavaScript)', () => {
  test('holds the title, the filter form and the first page of cards', async ({ request }) => {
    const first = await apiProjects(request)
    expect(first.docs.length).toBeGreaterThan(0)
    const res = await request.get('/projects')
    expect(res.status()).toBe(200)
    const html = decode(await res.text())
    expect(html).toMatch(/<h1[^>]*>Off-plan Projects in Dubai<\/h1>/)
    expect(html).toMatch(
      /<form[^>]*action="\/projects"[^>]*method="get"|<form[^>]*method="get"[^>]*action="\/projects"/,
    )
    for (const label of ['Community', 'Developer', 'Handover year', 'Status', 'Show projects']) {
      expect(html).toContain(`>${label}<`)
    }
    expect(html.match(/data-testid="project-card"/g)).toHaveLength(first.docs.length)
    for (const doc of first.docs) {
      expect(html).toContain(doc.name)
      expect(html).toContain(`href="/projects/${doc.slug}"`)
    }
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/projects"/)
    if (first.hasNextPage) expect(html).toContain('href="/projects?page=2"')
    else expect(html).not.toContain('data-testid="projects-pagination"')
    // Nothing is filtered, so there is nothing to clear.
    expect(html).not.toContain('>Clear filters<')
  })

  test('a filter in the address narrows the cards to what the API answers', async ({ request }) => {
    const [sample] = await allProjects(request)
    const developer = sample!.developer!.slug
    const expected = await apiProjects(request, { developer })
    const html = decode(await (await request.get(`/projects?developer=${developer}`)).text())
    expect(html.match(/data-testid="project-card"/g)).toHaveLength(expected.docs.length)
    for (const doc of expected.docs) expect(html).toContain(`href="/projects/${doc.slug}"`)
    expect(html).toContain('>Clear filters<')
    // Filters are views of one page: the canonical address stays bare.
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/projects"/)
  })

  test('bad values in the address fall back to the full list, never an error', async ({
    request,
  }) => {
    const first = await apiProjects(request)
    const res = await request.get(
      `/projects?handoverYear=soon&status=sold&page=-1&developer=..%2Fadmin&community=${'x'.repeat(101)}`,
    )
    expect(res.status()).toBe(200)
    const html = decode(await res.text())
    expect(html.match(/data-testid="project-card"/g)).toHaveLength(first.docs.length)
  })

  test('prices follow the visitor’s currency from the first byte', async ({ request }) => {
    const { docs } = await apiProjects(request)
    test.skip(!docs.some((d) => d.priceFromAed !== null), 'no project has a price')
    const html = decode(
      await (await request.get('/projects', { headers: { cookie: 'currency=USD' } })).text(),
    )
    expect(html).toMatch(/data-testid="project-card-price"[^>]*>(?:(?!<\/p>).)*[\d,]+ USD<\/p>/)
    expect(html).toContain('data-testid="rates-as-of"')
  })

  test('a page past the last one offers the way back', async ({ request }) => {
    const res = await request.get('/projects?page=999')
    expect(res.status()).toBe(200)
    const html = decode(await res.text())
    expect(html).toContain('data-testid="projects-empty"')
    expect(html).not.toContain('data-testid="project-card"')
  })

  test('a failed read shows the error text and keeps the form', async ({ request }) => {
    const res = await request.get('/projects', { headers: { cookie: 'test-fault=projects' } })
    const html = decode(await res.text())
    expect(html).toContain('Projects not loaded. Something went wrong')
    expect(html).toContain('data-testid="projects-filters"')
    expect(html).not.toContain('data-testid="project-card"')
  })
})

test.describe('without JavaScript in the browser', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } })

  test('the filter form still filters', async ({ page, request }) => {
    const [sample] = await allProjects(request)
    const developer = sample!.developer!.slug
    const expected = await apiProjects(request, { developer })
    await page.goto('/projects')
    await expect(cards(page).first()).toBeVisible()
    await filterBy(page, 'Developer', developer)
    expect(new URL(page.url()).searchParams.get('developer')).toBe(developer)
    await expectCards(page, expected)
    await expect(filters(page).getByLabel('Developer', { exact: true })).toHaveValue(developer)
  })
})

for (const width of [390, 1280] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    test('cards show the project and open its page', async ({ page, request }) => {
      const first = await apiProjects(request)
      await page.goto('/projects')
      await expectCards(page, first)
      const doc = first.docs[0]!
      const card = cards(page).first()
      await expect(card.getByTestId('project-card-status')).toHaveText(statusLabel[doc.status], {
        ignoreCase: true,
      })
      await expect(card).toContainText(doc.community)
      if (doc.developer) await expect(card).toContainText(doc.developer.name)
      await expect(card).toContainText(`Handover Q${doc.handover.quarter} ${doc.handover.year}`)
      if (doc.priceFromAed !== null) {
        await expect(card.getByTestId('project-card-price')).toContainText(
          `${new Intl.NumberFormat('en-AE').format(doc.priceFromAed)} AED`,
        )
      }
      await expect(card.getByTestId('project-card-progress')).toBeVisible()
      await expect(card.getByRole('link', { name: doc.name, exact: true })).toHaveAttribute(
        'href',
        `/projects/${doc.slug}`,
      )
    })

    test('filtering by developer, then clearing', async ({ page, request }) => {
      const [all, [sample]] = await Promise.all([apiProjects(request), allProjects(request)])
      const developer = sample!.developer!
      const expected = await apiProjects(request, { developer: developer.slug })
      await page.goto('/projects')
      await filterBy(page, 'Developer', developer.slug)
      const url = new URL(page.url())
      expect(url.searchParams.get('developer')).toBe(developer.slug)
      expect(url.searchParams.has('page')).toBe(false)
      await expectCards(page, expected)
      await expect(page.getByRole('heading', { level: 2, name: /match/ })).toContainText(
        String(expected.totalDocs),
      )

      await page.getByRole('main').getByRole('link', { name: 'Clear filters' }).click()
      await expect(page).toHaveURL(/\/projects$/)
      await expectCards(page, all)
      await expect(filters(page).getByLabel('Developer', { exact: true })).toHaveValue('')
    })

    test('filtering by status', async ({ page, request }) => {
      const projects = await allProjects(request)
      // The least common status: the filter visibly narrows the list.
      const counts = new Map<ApiProject['status'], number>()
      for (const p of projects) counts.set(p.status, (counts.get(p.status) ?? 0) + 1)
      const status = [...counts].sort((a, b) => a[1] - b[1])[0]![0]
      const expected = await apiProjects(request, { status })
      await page.goto('/projects')
      await filterBy(page, 'Status', status)
      expect(new URL(page.url()).searchParams.get('status')).toBe(status)
      await expectCards(page, expected)
      for (const card of await cards(page).all()) {
        await expect(card.getByTestId('project-card-status')).toHaveText(statusLabel[status], {
          ignoreCase: true,
        })
      }
    })

    test('filtering by handover year keeps the other filters', async ({ page, request }) => {
      const [sample] = await allProjects(request)
      const year = sample!.handover.year
      const status = sample!.status
      const expected = await apiProjects(request, { status, handoverYear: year })
      expect(expected.docs.map((d) => d.slug)).toContain(sample!.slug)
      await page.goto(`/projects?status=${status}`)
      await expect(filters(page).getByLabel('Status', { exact: true })).toHaveValue(status)
      await filterBy(page, 'Handover year', String(year))
      const url = new URL(page.url())
      expect(url.searchParams.get('handoverYear')).toBe(String(year))
      expect(url.searchParams.get('status')).toBe(status)
      await expectCards(page, expected)
      for (const card of await cards(page).all()) await expect(card).toContainText(` ${year}`)
    })

    test('filters that match nothing show the empty state with a way back', async ({
      page,
      request,
    }) => {
      const projects = await allProjects(request)
      const years = [...new Set(projects.map((p) => p.handover.year))]
      const developers = [
        ...new Set(projects.flatMap((p) => (p.developer ? [p.developer.slug] : []))),
      ]
      const pair = developers
        .flatMap((developer) => years.map((year) => ({ developer, year })))
        .find(
          ({ developer, year }) =>
            !projects.some((p) => p.developer?.slug === developer && p.handover.year === year),
        )
      test.skip(!pair, 'every developer hands over in every year of the seed')
      const expected = await apiProjects(request, {
        developer: pair!.developer,
        handoverYear: pair!.year,
      })
      expect(expected.totalDocs).toBe(0)
      await page.goto(`/projects?developer=${pair!.developer}&handoverYear=${pair!.year}`)
      const empty = page.getByTestId('projects-empty')
      await expect(empty).toBeVisible()
      await expect(cards(page)).toHaveCount(0)
      await expect(page.getByTestId('projects-pagination')).toHaveCount(0)
      await empty.getByRole('link', { name: 'Clear filters' }).click()
      await expect(page).toHaveURL(/\/projects$/)
      await expect(cards(page).first()).toBeVisible()
    })

    test('paging keeps the filters and follows the API', async ({ page, request }) => {
      const first = await apiProjects(request)
      test.skip(!first.hasNextPage, 'the seed has a single page of projects')
      const second = await apiProjects(request, { page: 2 })
      await page.goto('/projects')
      const pages = page.getByRole('navigation', { name: 'Project pages' })
      await pages.getByRole('link', { name: 'Next' }).click()
      await expect(page).toHaveURL(/\/projects\?page=2$/)
      await expectCards(page, second)
      await pages.getByRole('link', { name: 'Previous' }).click()
      await expect(page).toHaveURL(/\/projects$/)
      await expectCards(page, first)
    })
  })
}

test.describe('home page and navigation', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('the home page shows the newest launches, linking to them and to /projects', async ({
    page,
    request,
  }) => {
    const launching = await apiProjects(request, { status: 'launching', limit: 4 })
    const expected =
      launching.docs.length >= 2 ? launching : await apiProjects(request, { limit: 4 })
    // Server-rendered: in the HTML before any script runs.
    const html = decode(await (await request.get('/')).text())
    expect(html).toContain('data-testid="new-launches"')
    for (const doc of expected.docs) expect(html).toContain(`href="/projects/${doc.slug}"`)

    await page.goto('/')
    const strip = page.getByTestId('new-launches')
    await strip.scrollIntoViewIfNeeded()
    await expect(strip.getByRole('heading', { level: 2, name: 'New launches' })).toBeVisible()
    expect(await names(strip)).toEqual(expected.docs.map((d) => d.name))
    await expect(strip.getByRole('link', { name: 'View all projects' })).toHaveAttribute(
      'href',
      '/projects',
    )
    const doc = expected.docs[0]!
    await strip.getByRole('link', { name: doc.name, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`/projects/${doc.slug}$`))
  })

  test('the header links to Projects, marked current there', async ({ page }) => {
    await page.goto('/')
    const nav = page.locator('header').getByRole('navigation', { name: 'Main' })
    const link = nav.getByRole('link', { name: 'Projects', exact: true })
    await expect(link).toHaveAttribute('href', '/projects')
    await link.click()
    await expect(page).toHaveURL(/\/projects$/)
    await expect(link).toHaveAttribute('aria-current', 'page')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Off-plan Projects in Dubai')
  })

  test('the header row fits on one line from 1025 px up', async ({ page }) => {
    for (const width of [1025, 1180, 1280, 1440]) {
      await page.setViewportSize({ width, height: 800 })
      await page.goto('/projects')
      const nav = page.locator('header').getByRole('navigation', { name: 'Main' })
      const links = nav.getByRole('link')
      await expect(links).toHaveCount(7)
      // One row: every link on the same line, none wrapped, nothing pushed past the window.
      const boxes = await links.evaluateAll((els) =>
        els.map((el) => {
          const r = el.getBoundingClientRect()
          const range = document.createRange()
          range.selectNodeContents(el)
          const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)))
          return { top: Math.round(r.top), right: r.right, lines: lines.size }
        }),
      )
      expect(new Set(boxes.map((b) => b.top)).size, `at ${width} px`).toBe(1)
      expect(
        boxes.every((b) => b.lines === 1),
        `at ${width} px`,
      ).toBe(true)
      const contact = page.locator('header').getByRole('link', { name: 'Contact Us' })
      const contactBox = (await contact.boundingBox())!
      expect(Math.max(...boxes.map((b) => b.right)), `at ${width} px`).toBeLessThan(contactBox.x)
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        `at ${width} px`,
      ).toBe(width)
    }
  })

  test('the phone menu lists Projects', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 })
    await page.goto('/')
    await appReady(page)
    await page.locator('header').getByRole('button', { name: 'Open menu' }).click()
    const menu = page.getByRole('dialog', { name: 'Menu' })
    await expect(menu.getByRole('link', { name: 'Projects', exact: true })).toHaveAttribute(
      'href',
      '/projects',
    )
  })
})
