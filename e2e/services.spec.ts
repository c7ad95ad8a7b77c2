import { expect, test, type Page } from '@playwright/test'
import { serviceCards, services, serviceSlugById, type ServiceId } from '../content/services'

// The services overview and every service page: structure, the id normalisation and the
// holiday-homes fallback. Expected copy comes from content/services*.ts.

async function canonicalPath(page: Page) {
  const href = await page.locator('head link[rel="canonical"]').getAttribute('href')
  return new URL(href!).pathname
}

test('overview: banner, intro, nine cards three per row, and the call to action', async ({ page }) => {
  await page.goto('/services')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const cards = page.getByTestId('service-card')
  await expect(cards).toHaveCount(serviceCards.length)
  for (const [i, card] of serviceCards.entries()) {
    await expect(cards.nth(i)).toHaveAttribute('href', card.link)
    await expect(cards.nth(i)).toContainText(card.name)
  }
  // Three per row on a wide screen: the first three share a top edge, the fourth starts a new row.
  await cards.nth(3).scrollIntoViewIfNeeded()
  const tops = await cards.evaluateAll((els) => els.slice(0, 4).map((el) => Math.round(el.getBoundingClientRect().top)))
  expect(new Set(tops.slice(0, 3)).size).toBe(1)
  expect(tops[3]).toBeGreaterThan(tops[0]!)
  // Rows fade in 0.3 s apart.
  const delays = await page
    .locator('[data-testid="service-card"]')
    .evaluateAll((els) => els.map((el) => (el.closest('.reveal') as HTMLElement | null)?.style.transitionDelay || '0s'))
  expect(delays).toEqual(['0s', '0s', '0s', '0.3s', '0.3s', '0.3s', '0.6s', '0.6s', '0.6s'])

  const cta = page.getByTestId('call-to-action')
  await expect(cta.getByRole('heading', { name: 'Your Real Estate Journey' })).toBeVisible()
  await expect(cta.getByRole('link', { name: 'Let’s build your story together' })).toHaveAttribute('href', '/contact')
  expect(await cta.evaluate((el) => getComputedStyle(el).minHeight)).toBe('370px')
})

test('a service card opens its service page', async ({ page }) => {
  await page.goto('/services')
  await page.getByTestId('service-card').filter({ hasText: 'Mortgage' }).click()
  await expect(page).toHaveURL(/\/services\/mortgage$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(services.mortgage.bannerTitle)
})

// Other spellings of the slug. The slug as it is: the content test below, and its canonical in
// pages.spec.ts (metadata).
for (const path of ['/services/Off-Plan', '/services/OFFPLAN']) {
  test(`${path} shows the off-plan page with its canonical slug`, async ({ page }) => {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(services.offplan.bannerTitle)
    await expect(page.getByRole('heading', { name: services.offplan.frameData.title })).toBeVisible()
    expect(await canonicalPath(page)).toBe('/services/off-plan')
  })
}

for (const path of ['/services/unknown', '/services/holiday-homes']) {
  test(`${path} shows the holiday homes page`, async ({ page }) => {
    await page.goto(path)
    expect(page.url()).toMatch(new RegExp(`${path}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(services.holidayhome.bannerTitle)
    expect(await canonicalPath(page)).toBe('/services/holiday-homes')
  })
}

for (const id of Object.keys(services) as ServiceId[]) {
  const content = services[id]
  const slug = serviceSlugById[id]
  test(`/services/${slug}: banner, intro, lists and the closing call to action`, async ({ page }) => {
    await page.goto(`/services/${slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.bannerTitle)
    await expect(page.getByRole('heading', { name: content.frameData.title })).toBeVisible()
    await expect(page.getByTestId('box-list')).toHaveCount(content.boxData ? 1 : 0)
    if (content.boxData) await expect(page.getByTestId('box-list').locator(':scope > li')).toHaveCount(content.boxData.data.length)
    const list = page.getByTestId('service-list').locator(':scope > li')
    await expect(list).toHaveCount(content.imagedData.data.length)
    const withSubList = content.imagedData.data.findIndex((item) => item.list?.length)
    if (withSubList >= 0) await expect(list.nth(withSubList).locator('ul > li')).toHaveCount(content.imagedData.data[withSubList]!.list!.length)
    await expect(page.getByTestId('points-block')).toHaveCount(content.pointData ? 1 : 0)
    const cta = page.getByTestId('call-to-action')
    await expect(cta.getByRole('link', { name: 'Contact Us Today' })).toHaveAttribute('href', '/contact')
    expect(await cta.evaluate((el) => getComputedStyle(el).minHeight)).toBe('380px')
  })
}

test('the spec’s service facts: buy and sell in 5 steps, commercial without boxes, interiors without points', async ({ page }) => {
  expect(services.buyproperty.boxData?.data).toHaveLength(5)
  expect(services.sellproperty.boxData?.data).toHaveLength(5)
  expect(services.commercial.boxData).toBeUndefined()
  expect(services.interiors.pointData).toBeUndefined()
  expect(services.propertymanagement).toBe(services.rentproperty)
  await page.goto('/services/commercial')
  await expect(page.getByTestId('box-list')).toHaveCount(0)
  await page.goto('/services/interiors')
  await expect(page.getByTestId('points-block')).toHaveCount(0)
})
