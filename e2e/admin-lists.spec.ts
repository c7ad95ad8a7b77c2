import { expect, test, type Page } from '@playwright/test'
import { firstProject } from './support/seeded'
import { signInAsStaff, staffRead } from './support/staff-session'

// The admin's lists as the firm's staff read them: dates with their year, prices in AED,
// words instead of true/false, the translation status in plain words, and the columns a broker
// needs to call a lead back. Values are read back through the CMS's REST API as the signed-in
// staff member, so the tests follow whatever the database holds.

// The firm's staff work in Dubai (UTC+4, no daylight saving).
test.use({ timezoneId: 'Asia/Dubai' })

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** '20 May 2025': the day as a Dubai office reads it. */
function dubaiDay(iso: string): string {
  const local = new Date(new Date(iso).getTime() + 4 * 3600_000)
  return `${local.getUTCDate()} ${months[local.getUTCMonth()]} ${local.getUTCFullYear()}`
}

const grouped = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 0 })

/** Every cell of a column reads as `pattern` (dates fill in once the admin's date library loads). */
async function expectColumn(page: Page, accessor: string, pattern: RegExp) {
  const cells = page.locator(`td.cell-${accessor}`)
  const count = await cells.count()
  expect(count, `${accessor} cells`).toBeGreaterThan(0)
  await expect(cells).toHaveText(Array.from({ length: count }, () => pattern))
}

/** A list filtered to documents whose `field` equals `value`, ready to read. */
async function openList(page: Page, collection: string, field?: string, value?: string) {
  const query = field ? `?where[${field}][equals]=${encodeURIComponent(value ?? '')}` : ''
  await page.goto(`/admin/collections/${collection}${query}`)
  await expect(page.locator('table tbody tr').first()).toBeVisible()
}

test('projects list dates launches with the year, says yes or no, and words the translation status', async ({ page, request }) => {
  await signInAsStaff(page)
  const { slug } = await firstProject(request)
  const [project] = await staffRead<{ launchDate: string; isVerified: boolean; untranslatedAr: string | null }>(
    request,
    `projects?where[slug][equals]=${slug}&depth=0&limit=1`,
  )
  expect(project).toBeDefined()

  await openList(page, 'projects', 'slug', slug)
  const row = page.locator('table tbody tr').first()
  await expect(row.locator('td.cell-launchDate')).toHaveText(dubaiDay(project!.launchDate))
  await expect(row.locator('td.cell-isVerified')).toHaveText(project!.isVerified ? 'Yes' : 'No')
  await expect(row.locator('td.cell-untranslatedAr')).toHaveText(
    project!.untranslatedAr ? /^Arabic: missing [a-z ,]+$/ : 'Arabic: translated',
  )
  await expect(page.locator('th#heading-untranslatedAr')).toHaveText('Arabic translation')

  // The document's sidebar says the same in words.
  await row.locator('td.cell-name a').click()
  await expect(page.locator('[data-translation-status]').filter({ hasText: /^Arabic/ })).toHaveText(
    project!.untranslatedAr ? /^Arabic: missing [a-z ,]+$/ : 'Arabic: translated',
  )
  // The launch date in the form keeps its year too.
  await expect(page.locator('#field-launchDate input')).toHaveValue(dubaiDay(project!.launchDate))

  // Every row, not just this one.
  await openList(page, 'projects')
  await expectColumn(page, 'launchDate', /^\d{1,2} [A-Z][a-z]{2} \d{4}$/)
  await expectColumn(page, 'isVerified', /^(Yes|No)$/)
  await expectColumn(page, 'untranslatedAr', /^Arabic: (translated|missing [a-z ,]+|not checked yet \(save to check\))$/)
})

test('listings list shows prices in AED with thousands separators, rents per year, and featured as yes or no', async ({ page, request }) => {
  await signInAsStaff(page)
  type Listing = { reference: string; price: number; isFeatured: boolean }
  // The oldest of each, a seeded listing: the newest may be one another test is making and removing.
  const [rent] = await staffRead<Listing>(request, 'properties?where[status][equals]=rent&where[price][greater_than]=9999&sort=createdAt&depth=0&limit=1')
  const [sale] = await staffRead<Listing>(request, 'properties?where[status][equals]=sell&where[price][greater_than]=9999&sort=createdAt&depth=0&limit=1')
  expect(rent && sale, 'a rental and a sale listing').toBeTruthy()

  await openList(page, 'properties', 'reference', rent!.reference)
  await expect(page.locator('td.cell-price').first()).toHaveText(`${grouped(rent!.price)} AED / year`)
  await expect(page.locator('td.cell-isFeatured').first()).toHaveText(rent!.isFeatured ? 'Yes' : 'No')

  await openList(page, 'properties', 'reference', sale!.reference)
  await expect(page.locator('td.cell-price').first()).toHaveText(`${grouped(sale!.price)} AED`)
  await expect(page.locator('td.cell-isFeatured').first()).toHaveText(sale!.isFeatured ? 'Yes' : 'No')

  await openList(page, 'properties')
  await expectColumn(page, 'price', /^\d{1,3}(,\d{3})+ AED( \/ year)?$/)
  await expectColumn(page, 'isFeatured', /^(Yes|No)$/)
  // Added on: a day with its year and time.
  await expect(page.locator('td.cell-createdAt').first()).toHaveText(/^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}$/)
})

test('project interests list has the phone number beside the name, and when the lead came in', async ({ page, request }) => {
  const { slug } = await firstProject(request)
  const email = `admin-list-${Date.now()}@example.com`
  const posted = await request.post(`/api/v1/projects/${slug}/interest`, {
    data: { firstName: 'Mariam', lastName: 'Al Suwaidi', email, phone: '+971 050-765-4321', message: 'Two-bedroom, please.' },
  })
  expect(posted.status(), await posted.text()).toBe(201)

  await signInAsStaff(page)
  const [lead] = await staffRead<{ phone: string; createdAt: string }>(request, `interests?where[email][equals]=${encodeURIComponent(email)}&depth=0`)
  expect(lead).toBeDefined()

  await openList(page, 'interests')
  await expect(page.locator('th#heading-phone')).toHaveText('Phone')
  const row = page.locator('table tbody tr', { hasText: email })
  await expect(row.locator('td.cell-firstName')).toHaveText('Mariam')
  await expect(row.locator('td.cell-phone')).toHaveText(lead!.phone)
  await expect(row.locator('td.cell-createdAt')).toHaveText(new RegExp(`^${dubaiDay(lead!.createdAt)}, \\d{2}:\\d{2}$`))
})

test('no admin list shows true, false or a placeholder such as <No Name>', async ({ page }) => {
  await signInAsStaff(page)
  for (const collection of ['properties', 'projects', 'developers', 'articles', 'team', 'testimonials', 'partners', 'enquiries', 'interests', 'outbox', 'users']) {
    await page.goto(`/admin/collections/${collection}`)
    await expect(page.locator('.collection-list')).toBeVisible()
    // Related documents' titles and dates fill in after the first paint: read once they have.
    const body = () => page.locator('table tbody').allInnerTexts().then((texts) => texts.join('\n'))
    await expect.poll(body, { message: collection }).not.toMatch(/Loading\.\.\.|<No /)
    expect(await body(), collection).not.toMatch(/\b(true|false)\b/)
  }
})
