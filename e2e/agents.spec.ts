import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

// The listing's broker on the property page (issue 38 §1) and the broker's own page under
// /team, in both editions, on a phone and a desktop. Who the broker is comes from the API.

interface Agent {
  slug: string
  name: string
  brn: string
  languages: string[]
  phone: string
  whatsapp: string
  email: string
}

interface Listing {
  _id: string
  name: string
  reference: string
  permitCheckedAt: string | null
  agent: Agent | null
}

const digits = (phone: string) => phone.replace(/\D/g, '')

/** A listing on the market whose broker has a BRN, a page and every contact, as the seed gives. */
async function brokeredListing(request: APIRequestContext): Promise<Listing> {
  const res = await request.get('/api/v1/properties?limit=50&status=sell')
  expect(res.ok()).toBe(true)
  const docs = ((await res.json()) as { data: { docs: Listing[] } }).data.docs
  const listing = docs.find(
    (d) =>
      d.agent?.brn &&
      d.agent.slug &&
      d.agent.phone &&
      d.agent.whatsapp &&
      d.agent.email &&
      d.permitCheckedAt,
  )
  expect(listing, 'the seed assigns listings to brokers with BRNs').toBeTruthy()
  // The detail read is the one the page renders from.
  const one = await request.get(`/api/v1/properties/${listing!._id}`)
  expect(one.ok()).toBe(true)
  return ((await one.json()) as { data: Listing }).data
}

const editions = [
  {
    locale: 'en',
    prefix: '',
    brnLabel: 'BRN',
    ornLabel: 'ORN',
    permitChecked: /^Permit checked \d{1,2} [A-Z][a-z]+ \d{4}$/,
    aside: 'Contact about this property',
  },
  {
    locale: 'ar',
    prefix: '/ar',
    brnLabel: 'رقم تسجيل الوسيط (BRN)',
    ornLabel: 'رقم تسجيل المكتب (ORN)',
    permitChecked: /^تم التحقق من التصريح في \d{1,2} \S+ \d{4}$/,
    aside: null,
  },
] as const

const widths = [390, 1280] as const

async function jsonLdBlocks(page: Page): Promise<Record<string, unknown>[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents()
  return texts.map((text) => JSON.parse(text) as Record<string, unknown>)
}

for (const edition of editions) {
  for (const width of widths) {
    test.describe(`${edition.locale} at ${width} px`, () => {
      test.use({ viewport: { width, height: width < 500 ? 844 : 800 } })

      test('the agent card names the listing’s broker, their BRN and the ORN, and reaches them', async ({
        page,
        request,
      }) => {
        const listing = await brokeredListing(request)
        const agent = listing.agent!
        await page.goto(`${edition.prefix}/property/${listing._id}`)
        const card = page.getByTestId('agent-card')
        await card.scrollIntoViewIfNeeded()
        await expect(card.getByTestId('agent-name')).toHaveText(agent.name)
        await expect(card.getByTestId('agent-brn')).toHaveText(agent.brn)
        await expect(card.getByText(edition.brnLabel, { exact: true })).toBeVisible()
        await expect(card.getByText(edition.ornLabel, { exact: true })).toBeVisible()
        // The card's ORN is the firm's, as the compliance line under the title prints it.
        const orn = (await card.getByTestId('agent-orn').textContent())!.trim()
        expect(orn).toMatch(/^\d+$/)
        await expect(page.getByTestId('compliance').first()).toContainText(orn)
        await expect(card.getByTestId('agent-languages')).not.toBeEmpty()

        const whatsapp = await card.getByTestId('contact-whatsapp').getAttribute('href')
        expect(whatsapp).toMatch(new RegExp(`^https://wa\\.me/${digits(agent.whatsapp)}\\?text=`))
        const text = decodeURIComponent(whatsapp!.split('?text=')[1]!)
        expect(text).toContain(listing.reference)
        // The listing as the edition names it (the page's own title).
        const title = (await page.getByRole('heading', { level: 1 }).textContent())!.trim()
        expect(text).toContain(title)
        await expect(card.getByTestId('contact-call')).toHaveAttribute(
          'href',
          `tel:${agent.phone.replace(/[^\d+]/g, '')}`,
        )
        const mailto = await card.getByTestId('contact-email').getAttribute('href')
        expect(mailto!.startsWith(`mailto:${agent.email}?subject=`)).toBe(true)
        expect(decodeURIComponent(mailto!.split('?subject=')[1]!)).toContain(listing.reference)
        for (const action of ['contact-whatsapp', 'contact-call', 'contact-email'])
          await expect(card.getByTestId(action)).toBeVisible()

        // The firm's own check of the permit, beside its QR.
        await expect(page.getByTestId('permit-qr').getByTestId('permit-checked')).toHaveText(
          edition.permitChecked,
        )
      })

      test('the broker’s page lists the listing, shows the BRN and carries RealEstateAgent JSON-LD', async ({
        page,
        request,
      }) => {
        const listing = await brokeredListing(request)
        const agent = listing.agent!
        await page.goto(`${edition.prefix}/property/${listing._id}`)
        const profileLink = page.getByTestId('agent-profile-link')
        await profileLink.scrollIntoViewIfNeeded()
        await profileLink.click()
        await expect(page).toHaveURL(new RegExp(`${edition.prefix}/team/${agent.slug}$`))
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(agent.name)
        await expect(page.getByTestId('broker-brn')).toHaveText(agent.brn)
        await expect(page.getByTestId('broker-orn')).toHaveText(/^\d+$/)
        await expect(page.getByTestId('broker-languages')).not.toBeEmpty()
        await expect(page.getByTestId('contact-whatsapp')).toHaveAttribute(
          'href',
          new RegExp(`^https://wa\\.me/${digits(agent.whatsapp)}\\?text=`),
        )
        await expect(page.getByTestId('contact-email')).toHaveAttribute(
          'href',
          new RegExp(`^mailto:${agent.email}\\?`),
        )
        // The listing is on one of the broker's pages, reached by plain links.
        const target = page
          .getByTestId('broker-listings')
          .locator(`a[href$="/property/${listing._id}"]`)
          .first()
        for (let step = 0; step < 20 && (await target.count()) === 0; step++) {
          const next = page.getByTestId('broker-pagination').locator('a[rel="next"]')
          expect(await next.count(), 'the listing is on a later page').toBeGreaterThan(0)
          await next.click()
          await expect(page).toHaveURL(/\?page=\d+$/)
        }
        await expect(target).toBeAttached()

        const ld = (await jsonLdBlocks(page)).find(
          (block) => block['@type'] === 'RealEstateAgent' && block.name === agent.name,
        )
        expect(ld, 'the broker’s RealEstateAgent JSON-LD').toBeTruthy()
        expect(ld!.identifier).toMatchObject({ propertyID: 'BRN', value: agent.brn })
        expect(ld!.worksFor).toMatchObject({
          '@type': 'RealEstateAgent',
          identifier: { propertyID: 'ORN' },
        })
      })
    })
  }
}

test('the team page’s broker cards show the BRN and open the broker’s page', async ({
  page,
  request,
}) => {
  const agent = (await brokeredListing(request)).agent!
  await page.goto('/team')
  const card = page.getByTestId('team-card').filter({ hasText: agent.name })
  await card.scrollIntoViewIfNeeded()
  await expect(card.getByTestId('team-card-brn')).toContainText(agent.brn)
  await card.getByRole('link', { name: `${agent.name}’s page` }).click()
  await expect(page).toHaveURL(new RegExp(`/team/${agent.slug}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(agent.name)
})
