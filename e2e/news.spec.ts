import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

// /news, /news/{id} and /communities/{name}: the featured split, excerpts, the article page,
// its JSON-LD, and the error and not-found states (produced for real with the fault cookie).

interface ApiArticle {
  _id: string
  slug: string
  title: string
  kind: 'news' | 'guide'
}

async function newsFromApi(request: APIRequestContext): Promise<{ docs: ApiArticle[]; totalDocs: number }> {
  const res = await request.get('/api/v1/news?limit=50')
  return ((await res.json()) as { data: { docs: ApiArticle[]; totalDocs: number } }).data
}

async function fault(page: Page, baseURL: string | undefined, area: string) {
  await page.context().addCookies([{ name: 'test-fault', value: area, url: baseURL ?? 'http://127.0.0.1:3000' }])
}

async function jsonLdTypes(page: Page): Promise<string[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  return blocks.map((text) => (JSON.parse(text) as { '@type': string })['@type'])
}

test('news: heading, first 3 featured and the rest in a 3-column grid', async ({ page, request }) => {
  const news = await newsFromApi(request)
  expect(news.totalDocs).toBeGreaterThan(3)
  await page.goto('/news')
  await expect(page.getByRole('heading', { name: 'Latest news' })).toBeVisible()
  const featured = page.getByTestId('news-featured')
  await expect(featured).toHaveCount(3)
  await expect(page.getByTestId('news-grid').getByTestId('news-card')).toHaveCount(news.docs.length - 3)
  // Newest first: the featured three are the API's first three, in order.
  for (let i = 0; i < 3; i++) await expect(featured.nth(i).locator('h3')).toHaveText(news.docs[i]!.title)
  // The lead story is the large one.
  const [lead, second] = await featured.evaluateAll((els) => els.slice(0, 2).map((el) => el.getBoundingClientRect().width))
  expect(lead!).toBeGreaterThan(second!)
  // Three columns: the first three grid cards share a row (laid out; a reveal may still be moving them).
  const gridCards = page.getByTestId('news-grid').getByTestId('news-card')
  const tops = await gridCards.evaluateAll((els) => els.slice(0, 3).map((el) => (el as HTMLElement).offsetTop))
  expect(new Set(tops).size).toBe(1)
})

test('news: excerpts are plain text of at most 100 characters', async ({ page }) => {
  await page.goto('/news')
  const excerpts = await page.getByTestId('news-excerpt').evaluateAll((els) =>
    els.map((el) => ({ text: el.textContent ?? '', html: el.innerHTML })),
  )
  expect(excerpts.length).toBeGreaterThan(3)
  for (const { text, html } of excerpts) {
    expect(text.length).toBeGreaterThan(20)
    expect(text.length).toBeLessThanOrEqual(100)
    expect(html).not.toMatch(/<|&lt;/)
  }
})

test('news: a failed read shows the spec’s error (typo included)', async ({ page, baseURL }) => {
  await fault(page, baseURL, 'articles')
  await page.goto('/news')
  await expect(page.getByTestId('error-state')).toHaveText('News not loaded propely. Something went wrong.')
  await expect(page.getByTestId('news-featured')).toHaveCount(0)
})

test('news article: banner, date, HTML content, canonical and JSON-LD', async ({ page, request }) => {
  test.slow()
  const [first] = (await newsFromApi(request)).docs
  await page.goto('/news')
  await page.getByTestId('news-featured').first().getByRole('link').click()
  // A client-side navigation; the first one on a dev server also compiles the route.
  await expect(page).toHaveURL(new RegExp(`/news/${first!._id}$`), { timeout: 30_000 })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first!.title)
  await expect(page.getByText(/^Published \d{1,2} \w+ \d{4}$/)).toBeVisible()
  const content = page.getByTestId('article-content')
  await expect(content.locator('p').first()).toBeVisible()
  await expect(content.locator('script, iframe, [onerror], [onclick]')).toHaveCount(0)
  expect(await page.locator('main section[aria-labelledby="page-title"]').evaluate((el) => getComputedStyle(el).minHeight)).toBe('300px')
  // Head tags as a crawler sees them: a fresh load (after a client-side navigation Next 16 can
  // leave the previous page's streamed tags in <head> for a while).
  await page.reload()
  await expect(page.locator('head link[rel="canonical"]')).toHaveCount(1)
  const canonical = await page.locator('head link[rel="canonical"]').getAttribute('href')
  expect(new URL(canonical!).pathname).toBe(`/news/${first!._id}`)
  await expect(page.locator('head meta[property="og:type"]')).toHaveAttribute('content', 'article')
  expect(await jsonLdTypes(page)).toEqual(expect.arrayContaining(['NewsArticle', 'BreadcrumbList']))
})

test('community article: guide content, related listings, Article JSON-LD', async ({ page }) => {
  test.slow()
  await page.goto('/communities')
  const card = page.getByTestId('community-card').first()
  const href = (await card.locator('a').getAttribute('href'))!
  await page.goto(href)
  await expect(page.getByTestId('article-content')).toBeVisible()
  const related = page.getByTestId('related-listings').locator('a[href^="/property/"]')
  expect(await related.count()).toBeGreaterThan(0)
  expect(await related.count()).toBeLessThanOrEqual(3)
  await expect(related.first()).toHaveAttribute('href', /^\/property\/[a-f0-9]{24}$/)
  expect(await jsonLdTypes(page)).toEqual(expect.arrayContaining(['Article', 'BreadcrumbList']))
})

test('a guide opened under /news (the home page’s area cards) names /communities as canonical', async ({ page }) => {
  await page.goto('/news/palm-jumeirah')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Palm Jumeirah')
  const canonical = await page.locator('head link[rel="canonical"]').getAttribute('href')
  expect(new URL(canonical!).pathname).toBe('/communities/palm-jumeirah')
})

test('article: a failed read shows “Something went wrong”', async ({ page, request, baseURL }) => {
  const [first] = (await newsFromApi(request)).docs
  await fault(page, baseURL, 'articles')
  await page.goto(`/news/${first!._id}`)
  await expect(page.getByTestId('article-error')).toContainText('Something went wrong')
  await expect(page.getByRole('link', { name: 'Back to news' })).toHaveAttribute('href', '/news')
})

// An unknown article or community (404, the message, noindex, the way back): not-found.spec.ts,
// in both editions.
