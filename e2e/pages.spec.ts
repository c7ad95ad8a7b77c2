import { expect, test, type Page } from '@playwright/test'
import { aboutCounters, values, whyChooseUs } from '../content/about'
import { complaintSteps } from '../content/complaint'
import { privacyPolicy, termsAndConditions } from '../content/legal'

// The content pages: about, team, communities, complaint, contact, legal, the sitemap and
// robots.txt. Expected texts come from content/*.ts and the API, not from hard-coded seed values.
// Every page's own metadata and its single h1 are read from the server's HTML, in both editions
// (e2e/api/seo-head.test.ts).

async function fault(page: Page, baseURL: string | undefined, area: string) {
  await page.context().addCookies([{ name: 'test-fault', value: area, url: baseURL ?? 'http://127.0.0.1:3000' }])
}

test('about: CEO message, values, why choose us and the about counters', async ({ page }) => {
  await page.goto('/about')
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible()
  await expect(page.getByText('Message from our CEO')).toBeVisible()
  await expect(page.getByText('Chief Executive Officer')).toBeVisible()
  for (const value of values) await expect(page.getByTestId('values').getByText(value.title)).toBeVisible()
  const why = page.getByTestId('why-choose-us').locator(':scope > li')
  await expect(why).toHaveCount(4)
  for (const [i, point] of whyChooseUs.entries()) await expect(why.nth(i)).toContainText(point.title)
  // Counters count up once in view and settle on the about page's own targets: 20+, 93%, 23.
  const counters = page.locator('[data-counter]')
  await counters.first().scrollIntoViewIfNeeded()
  for (const [i, c] of aboutCounters.entries()) {
    await expect(counters.nth(i)).toHaveText(`${c.value}${c.suffix}`)
  }
  expect(aboutCounters.map((c) => `${c.value}${c.suffix}`)).toEqual(['20+', '93%', '23'])
})

test('team: heading and one card per team member', async ({ page, request }) => {
  const api = await request.get('/api/v1/teams')
  const total = ((await api.json()) as { data: { totalDocs: number } }).data.totalDocs
  await page.goto('/team')
  await expect(page.getByRole('heading', { name: 'You\'re in safe hands' })).toBeVisible()
  await expect(page.getByTestId('team-card')).toHaveCount(Math.min(total, 50))
  const first = page.getByTestId('team-card').first()
  await expect(first.locator('img')).toHaveAttribute('alt', /\S/)
})

test('team: a failed read shows the spec’s error', async ({ page, baseURL }) => {
  await fault(page, baseURL, 'team')
  await page.goto('/team')
  await expect(page.getByTestId('error-state')).toHaveText('Team details not loaded. Something went wrong.')
  await expect(page.getByTestId('team-card')).toHaveCount(0)
})

test('communities: six guides, none of the four popular areas, each opening its article', async ({ page }) => {
  await page.goto('/communities')
  const cards = page.getByTestId('community-card')
  await expect(cards).toHaveCount(6)
  const hrefs = await cards.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))
  for (const href of hrefs) {
    expect(href).toMatch(/^\/communities\/[a-z0-9-]+$/)
    expect(['palm-jumeirah', 'dubai-marina', 'dubai-hills-estate', 'town-square']).not.toContain(href!.split('/')[2])
  }
  const title = await cards.first().locator('h3').innerText()
  await cards.first().locator('a').click()
  await expect(page).toHaveURL(new RegExp(`${hrefs[0]}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
})

test('complaint: the four steps, then the complaint form', async ({ page }) => {
  await page.goto('/complaint')
  const steps = page.getByTestId('complaint-steps').locator(':scope > li')
  await expect(steps).toHaveCount(4)
  for (const [i, step] of complaintSteps.entries()) await expect(steps.nth(i)).toContainText(step.title)
  await expect(page.getByRole('heading', { name: 'Leave A Complaint' })).toBeVisible()
  await expect(page.getByRole('form', { name: 'Leave A Complaint' })).toBeVisible()
})

test('contact: five cards with working links and the enquiry form', async ({ page }) => {
  await page.goto('/contact')
  const expected: [string, string, RegExp][] = [
    ['landline', 'Landline', /^tel:\+?\d{7,15}$/],
    ['phone', 'Phone', /^tel:\+?\d{7,15}$/],
    ['email', 'E-mail', /^mailto:[^@\s]+@[^@\s]+\.[a-z]{2,}$/],
    ['whatsapp', 'WhatsApp', /^https:\/\/wa\.me\/\d{7,15}$/],
    ['address', 'Office Address', /^https:\/\/(www\.google\.com\/maps|maps\.)/],
  ]
  await expect(page.getByTestId('contact-cards').locator('li')).toHaveCount(5)
  for (const [key, label, href] of expected) {
    const card = page.getByTestId(`contact-card-${key}`)
    await expect(card).toContainText(label)
    await expect(card).toHaveAttribute('href', href)
  }
  // The visible number and the dialled number are the same number.
  const phone = page.getByTestId('contact-card-phone')
  const shown = (await phone.innerText()).split('\n').pop()!.replace(/[^\d+]/g, '')
  await expect(phone).toHaveAttribute('href', `tel:${shown}`)
  await expect(page.getByRole('heading', { name: 'Feel free to get in touch with us!' })).toBeVisible()
})

for (const [path, doc] of [
  ['/privacy-policy', privacyPolicy],
  ['/terms-and-conditions', termsAndConditions],
] as const) {
  test(`${path}: effective date, 10 numbered sections with a contents list, e-mail and phone links`, async ({ page }) => {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: doc.title })).toBeVisible()
    await expect(page.getByText('Effective 01/04/2024')).toBeVisible()
    await expect(page.getByTestId('legal-sections').locator(':scope > section')).toHaveCount(10)
    const toc = page.getByTestId('legal-toc').locator('a')
    await expect(toc).toHaveCount(10)
    await toc.nth(9).click()
    await expect(page).toHaveURL(/#section-10$/)
    const contact = page.locator('#section-10')
    await expect(contact.locator('a[href^="mailto:"]')).toHaveCount(1)
    await expect(contact.locator('a[href^="tel:"]')).toHaveCount(1)
  })
}

test('sitemap lists the static pages, services, a property and an article', async ({ request }) => {
  const [properties, news] = await Promise.all([request.get('/api/v1/properties?limit=1'), request.get('/api/v1/news')])
  const propertyId = ((await properties.json()) as { data: { docs: { _id: string }[] } }).data.docs[0]!._id
  const newsId = ((await news.json()) as { data: { docs: { _id: string }[] } }).data.docs[0]!._id
  const res = await request.get('/sitemap.xml')
  expect(res.status()).toBe(200)
  const xml = await res.text()
  for (const path of ['/about', '/services/off-plan', '/communities', `/property/${propertyId}`, `/news/${newsId}`]) {
    expect(xml).toMatch(new RegExp(`<loc>https?://[^<]+${path}</loc>`))
  }
  expect(xml).toMatch(/<loc>https?:\/\/[^<]+\/communities\/[a-z0-9-]+<\/loc>/)
  expect(xml).toContain('<lastmod>')
})

test('robots.txt allows the site, disallows the admin and points at the sitemap', async ({ request }) => {
  const res = await request.get('/robots.txt')
  const text = await res.text()
  expect(text).toMatch(/Allow: \/\s/)
  expect(text).toContain('Disallow: /admin')
  expect(text).toContain('Disallow: /cms-api')
  expect(text).toMatch(/Sitemap: https?:\/\/\S+\/sitemap\.xml/)
})
