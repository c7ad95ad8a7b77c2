import { expect, type APIRequestContext, type Locator, type Page, test } from '@playwright/test'
import { appReady } from './support/app-ready'
import { signInAsStaff, staffRead } from './support/staff-session'

/**
 * An enquiry from a listing's page reaches that listing's broker: the outbox holds one notice
 * addressed to them and the firm's inbox, and the admin's enquiries list shows the lead
 * assigned to them. On a phone and a desktop, from the English and the Arabic page.
 */

const FIRM = 'leads@crescentkey.test' // LEADS_NOTIFY_TO of the test server

type Listing = { _id: string; reference: string; agent: { name: string; email: string } | null }

async function listingWithBroker(request: APIRequestContext): Promise<Listing> {
  const res = await request.get('/api/v1/properties?limit=9')
  const { data } = (await res.json()) as { data: { docs: Listing[] } }
  const listing = data.docs.find((doc) => doc.agent?.email)
  if (!listing) throw new Error('no listing on the market has a broker with an e-mail')
  return listing
}

/** Fills the enquiry form and sends it: the post names the listing and is stored (201). */
async function sendEnquiry(
  page: Page,
  form: Locator,
  visitor: { firstName: string; lastName: string; email: string },
  listing: Listing,
) {
  await form.locator('input[name="firstName"]').fill(visitor.firstName)
  await form.locator('input[name="lastName"]').fill(visitor.lastName)
  await form.locator('input[name="email"]').fill(visitor.email)
  await form.locator('input[name="phone"]').fill('0501234567')
  const answered = page.waitForResponse('**/api/v1/contacts*')
  await form.locator('button[type="submit"]').click()
  const response = await answered
  expect(response.request().postDataJSON()).toMatchObject({ property: listing._id })
  expect(response.status()).toBe(201)
}

/** The lead's one notice in the outbox is addressed to the listing's broker and the firm. */
async function expectNoticeToBrokerAndFirm(request: APIRequestContext, email: string, listing: Listing) {
  await expect
    .poll(async () => {
      const rows = await staffRead<{ to: string; kind: string }>(
        request,
        `outbox?where[replyTo][equals]=${encodeURIComponent(email)}&depth=0`,
      )
      return rows.filter((row) => row.kind === 'lead').map((row) => row.to.split(', ').sort())
    })
    .toEqual([[listing.agent!.email, FIRM].sort()])
}

const cases = [
  { width: 390, height: 844, locale: 'en', prefix: '' },
  { width: 1280, height: 800, locale: 'en', prefix: '' },
  { width: 390, height: 844, locale: 'ar', prefix: '/ar' },
  { width: 1280, height: 800, locale: 'ar', prefix: '/ar' },
] as const

for (const { width, height, locale, prefix } of cases) {
  test.describe(`at ${width} px, ${locale}`, () => {
    test.use({ viewport: { width, height } })

    test('an enquiry from a listing reaches its broker and is assigned to them in the admin', async ({
      page,
      request,
    }) => {
      const listing = await listingWithBroker(request)
      const email = `routed-${locale}-${width}-${Date.now().toString(36)}@example.com`
      await page.goto(`${prefix}/property/${listing._id}`)
      await appReady(page)
      const form = page.locator('form').filter({ has: page.locator('textarea[name="message"]') }).last()
      await form.scrollIntoViewIfNeeded()
      await sendEnquiry(page, form, { firstName: 'Aisha', lastName: 'Rahman', email }, listing)
      // The notice, in the outbox, is addressed to the listing's broker and the firm.
      await expectNoticeToBrokerAndFirm(request, email, listing)

      // The admin's enquiries list shows whom the lead is assigned to.
      await signInAsStaff(page)
      await page.goto(`/admin/collections/enquiries?where[email][equals]=${encodeURIComponent(email)}`)
      const row = page.locator('tbody tr').filter({ hasText: email })
      await expect(row).toHaveCount(1)
      await expect(row.locator('td.cell-agent')).toHaveText(listing.agent!.name)
      await expect(page.locator('thead')).toContainText('Assigned to')
    })

    // /contact has a single form and this test measures no layout: a desktop screen in each
    // edition is enough to follow the enquiry to its broker.
    if (width === 1280) {
      test("an enquiry from a listing card's Message button (/contact?property=) reaches its broker too", async ({
        page,
        request,
      }) => {
        const listing = await listingWithBroker(request)
        const email = `card-${locale}-${width}-${Date.now().toString(36)}@example.com`
        await page.goto(`${prefix}/contact?property=${listing._id}`)
        await appReady(page)
        const form = page.locator('form').filter({ has: page.locator('textarea[name="message"]') }).last()
        await form.scrollIntoViewIfNeeded()
        // The message starts out naming the listing.
        await expect(form.locator('textarea[name="message"]')).toHaveValue(new RegExp(listing.reference))
        await sendEnquiry(page, form, { firstName: 'Omar', lastName: 'Saeed', email }, listing)
        await expectNoticeToBrokerAndFirm(request, email, listing)
        const [lead] = await staffRead<{ agent: { email: string } | null; property: { publicId: string } | null }>(
          request,
          `enquiries?where[email][equals]=${encodeURIComponent(email)}&depth=1`,
        )
        expect(lead?.agent?.email).toBe(listing.agent!.email)
        expect(lead?.property?.publicId).toBe(listing._id)
      })
    }
  })
}

test.describe('the compliance view', () => {
  for (const { width, height } of [cases[0], cases[1]]) {
    test(`lists the permits to renew for staff at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height })
      await signInAsStaff(page)
      await page.goto('/admin/compliance')
      await expect(page.getByRole('heading', { name: 'Compliance', level: 1 })).toBeVisible()
      const expiring = page.getByRole('table', { name: 'Permits expiring in 14 days' })
      // The seed has two permits running out within the fortnight.
      await expect(expiring.locator('tbody tr')).toHaveCount(2)
      const link = expiring.locator('tbody tr a').first()
      await expect(link).toHaveAttribute('href', /^\/admin\/collections\/properties\/\d+$/)
      await link.click()
      await expect(page).toHaveURL(/\/admin\/collections\/properties\/\d+$/)
    })
  }
})

test('the leads lists say Unassigned and a dash where a lead has no broker or listing', async ({ page, request }) => {
  const email = `unrouted-${Date.now().toString(36)}@example.com`
  const sent = await request.post('/api/v1/contacts', {
    data: { firstName: 'Aisha', lastName: 'Rahman', email, phone: '0501234567', message: 'A question from the contact page.' },
  })
  expect(sent.status()).toBe(201)
  // Payload fills a relationship cell once its row scrolls into view ("<No …>" until then): a
  // screen tall enough for the whole first page of leads.
  await page.setViewportSize({ width: 1280, height: 2000 })
  await signInAsStaff(page)
  await page.goto(`/admin/collections/enquiries?where[email][equals]=${encodeURIComponent(email)}`)
  const row = page.locator('tbody tr').filter({ hasText: email })
  await expect(row.locator('td.cell-agent')).toHaveText('Unassigned')
  await expect(row.locator('td.cell-property')).toHaveText('—')
  for (const collection of ['enquiries', 'interests']) {
    await page.goto(`/admin/collections/${collection}`)
    await expect(page.locator('.collection-list')).toBeVisible()
    const body = () => page.locator('table tbody').allInnerTexts().then((texts) => texts.join('\n'))
    await expect.poll(body, { message: collection }).not.toMatch(/Loading\.\.\.|<No /)
  }
  await page.goto('/admin')
  await expect(page.getByRole('region', { name: 'Compliance' })).toContainText('Permits expiring in 14 days')
})
