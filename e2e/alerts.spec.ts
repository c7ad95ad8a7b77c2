import fs from 'node:fs'
import { expect, type APIRequestContext, type Page, test } from '@playwright/test'
import type english from '@/messages/en.json'
import { appReady } from './support/app-ready'
import { firstProperty } from './support/seeded'
import { signInAsStaff, staffRead } from './support/staff-session'
import { expectToast, recordToasts } from './support/toasts'

/**
 * Saved-search alerts from the visitor's side, on a phone and a desktop, in English and Arabic:
 * "Alert me" on /property with filters and "Tell me if the price changes" on a listing, once the
 * app is live (JSON and a toast) and before it has loaded (JavaScript off: a plain form post and
 * the "check your inbox" page). Each time the confirmation e-mail is in the outbox; its link
 * switches the alert on, and a tampered link answers the "does not work" page.
 */

const textsOf = (locale: string) =>
  JSON.parse(fs.readFileSync(`messages/${locale}.json`, 'utf8')) as typeof english

/** A search with filters: homes to rent with two bedrooms, from 50,000 a year. */
const SEARCH = 'status=rent&bedrooms=2&minPrice=50000'

interface Mail {
  to: string
  subject: string
  text: string
}

const uniqueEmail = (name: string) =>
  `alert-${name}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@buyers.test`

/** The confirmation e-mail sent to `to` (written before the API answers, so it is there at once). */
async function confirmationMail(request: APIRequestContext, to: string): Promise<Mail> {
  let mails: Mail[] = []
  await expect
    .poll(async () => {
      mails = await staffRead<Mail>(
        request,
        `outbox?where[to][equals]=${encodeURIComponent(to)}&depth=0`,
      )
      return mails.length
    })
    .toBe(1)
  return mails[0]!
}

/** The confirm link's path and query, as the e-mail gives it (its host is the server's SITE_URL). */
function confirmPath(mail: Mail): string {
  const link = /https?:\/\/\S+\/alerts\/confirm\?t=[\w.~%-]+/.exec(mail.text)
  expect(link, `a confirm link in “${mail.subject}”`).not.toBeNull()
  const url = new URL(link![0])
  return url.pathname + url.search
}

/** The same link with one character of its token's middle changed. */
function tampered(path: string): string {
  const at = path.indexOf('?t=') + 3
  const middle = at + Math.floor((path.length - at) / 2)
  const swapped = path[middle] === 'x' ? 'y' : 'x'
  return path.slice(0, middle) + swapped + path.slice(middle + 1)
}

const cases = [
  { width: 390, height: 844, locale: 'en', prefix: '' },
  { width: 1280, height: 800, locale: 'en', prefix: '' },
  { width: 390, height: 844, locale: 'ar', prefix: '/ar' },
  { width: 1280, height: 800, locale: 'ar', prefix: '/ar' },
] as const

for (const { width, height, locale, prefix } of cases) {
  const texts = textsOf(locale)

  /** Opens the confirm link and its tampered twin: the alert is on, the twin does not work. */
  async function confirmThenTamper(page: Page, mail: Mail) {
    const path = confirmPath(mail)
    expect(path.startsWith(`${prefix}/alerts/confirm?`), path).toBe(true)
    await page.goto(path)
    const confirmed = page.getByTestId('alert-confirmed')
    await expect(confirmed.getByRole('heading', { level: 1 })).toHaveText(
      texts.AlertPages.confirmedTitle,
    )
    await expect(page.locator('html')).toHaveAttribute('lang', locale)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    await page.screenshot({ path: test.info().outputPath(`confirmed-${locale}-${width}.png`) })

    await page.goto(tampered(path))
    const invalid = page.getByTestId('alert-link-invalid')
    await expect(invalid.getByRole('heading', { level: 1 })).toHaveText(
      texts.AlertPages.invalidTitle,
    )
    await expect(invalid).toContainText(texts.AlertPages.invalidText)
  }

  test.describe(`at ${width} px, ${locale}`, () => {
    test.use({ viewport: { width, height } })

    test('a search with filters: Alert me sends it as JSON, the toast says check your inbox, and the confirm link switches it on', async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000)
      await recordToasts(page)
      await page.goto(`${prefix}/property?${SEARCH}`)
      await appReady(page)
      const button = page.getByTestId('alert-button-listings')
      await expect(button).toHaveAccessibleName(texts.AlertForm.alertMe)
      // The island is live: the address is checked here before anything is sent.
      await expect(page.locator('[data-testid="alert-panel"] form[data-hydrated]')).toBeAttached()
      await button.click()
      const panel = page.getByRole('dialog', { name: texts.AlertForm.title })
      await expect(panel).toBeVisible()
      // It says what it will watch (the filters are folded away on a phone), and the keyboard
      // is in it: the address field has the focus.
      const watched = panel.getByTestId('alert-panel-search')
      await expect(watched).toContainText(texts.Alerts.toRent)
      if (locale === 'en') await expect(watched).toContainText('from 50,000 AED')
      const email = panel.getByRole('textbox', { name: texts.AlertForm.email })
      await expect(email).toBeFocused()
      // The page behind is dimmed: the keyboard goes round the panel, not out into the page.
      const close = panel.getByRole('button', { name: texts.AlertForm.close })
      const send = panel.getByRole('button', { name: texts.AlertForm.submit })
      await page.keyboard.press('Shift+Tab')
      await expect(close).toBeFocused()
      await page.keyboard.press('Shift+Tab')
      await expect(send).toBeFocused()
      await page.keyboard.press('Tab')
      await expect(close).toBeFocused()
      // A click on its text does not hand the keyboard to the page behind.
      await panel.getByRole('heading').click()
      await page.keyboard.press('Shift+Tab')
      await expect(send).toBeFocused()
      await email.fill('not-an-address')
      await panel.getByRole('button', { name: texts.AlertForm.submit }).click()
      await expect(panel.getByText(texts.Validation.fields.emailInvalid)).toBeVisible()
      await page.screenshot({ path: test.info().outputPath(`panel-${locale}-${width}.png`) })

      const to = uniqueEmail(`search-${locale}-${width}`)
      await email.fill(to)
      await panel.getByText(texts.Alerts.daily).click()
      const answered = page.waitForResponse(
        (res) => new URL(res.url()).pathname === '/api/v1/alerts',
      )
      await panel.getByRole('button', { name: texts.AlertForm.submit }).click()
      const response = await answered
      expect(response.status()).toBe(201)
      expect(response.request().postDataJSON()).toMatchObject({
        kind: 'listings',
        status: 'rent',
        bedrooms: '2',
        minPrice: '50000',
        currency: 'AED',
        locale,
        email: to,
        frequency: 'daily',
        website: '',
      })
      await expectToast(page, texts.Validation.success.alertRequested)
      await expect(panel).toBeHidden()
      // Focus is back where the visitor was, not at the top of the page.
      await expect(button).toBeFocused()

      await confirmThenTamper(page, await confirmationMail(request, to))
    })

    test('a listing: Tell me if the price changes, live, and its confirm link', async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000)
      await recordToasts(page)
      const listing = await firstProperty(request)
      await page.goto(`${prefix}${listing.path}`)
      await appReady(page)
      await page.getByTestId('alert-button-listing').click()
      const panel = page.getByRole('dialog', { name: texts.AlertForm.titleListing })
      await expect(panel).toBeVisible()
      await expect(panel.locator('form[data-hydrated]')).toBeAttached()
      const to = uniqueEmail(`listing-${locale}-${width}`)
      await panel.getByRole('textbox', { name: texts.AlertForm.email }).fill(to)
      const answered = page.waitForResponse(
        (res) => new URL(res.url()).pathname === '/api/v1/alerts',
      )
      await panel.getByRole('button', { name: texts.AlertForm.submit }).click()
      const response = await answered
      expect(response.status()).toBe(201)
      expect(response.request().postDataJSON()).toMatchObject({
        kind: 'listing',
        listing: listing._id,
        frequency: 'instant',
        locale,
      })
      await expectToast(page, texts.Validation.success.alertRequested)
      await expect(panel).toBeHidden()
      await confirmThenTamper(page, await confirmationMail(request, to))
    })

    // The manage page is plain forms and measures no layout of its own: a desktop in each edition.
    if (width === 1280) {
      test('the manage link lists the alerts: a frequency saved, then all stopped and the address deleted', async ({
        page,
        request,
      }) => {
        test.setTimeout(90_000)
        const to = uniqueEmail(`manage-${locale}`)
        const ask = async () => {
          const res = await request.post(`/api/v1/alerts?locale=${locale}`, {
            data: {
              kind: 'listings',
              status: 'rent',
              bedrooms: 2,
              email: to,
              frequency: 'instant',
              locale,
              currency: 'AED',
              website: '',
            },
          })
          expect(res.status()).toBe(201)
        }
        await ask()
        await page.goto(confirmPath(await confirmationMail(request, to)))
        await expect(page.getByTestId('alert-confirmed')).toBeVisible()
        // Asked again, the address is told it has this alert already, with the manage link.
        await ask()
        let mails: Mail[] = []
        await expect
          .poll(async () => {
            mails = await staffRead<Mail>(
              request,
              `outbox?where[to][equals]=${encodeURIComponent(to)}&depth=0`,
            )
            return mails.length
          })
          .toBe(2)
        const manage = mails
          .map((mail) => /https?:\/\/\S+\/alerts\/manage\?t=[\w.~%-]+/.exec(mail.text)?.[0])
          .find(Boolean)
        expect(manage, 'a manage link in the second e-mail').toBeDefined()
        const url = new URL(manage!)
        await page.goto(url.pathname + url.search)

        const list = page.getByTestId('managed-alerts')
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          texts.AlertPages.manageTitle,
        )
        await expect(page.getByTestId('alert-manage')).toContainText(to)
        await expect(list.getByRole('listitem')).toHaveCount(1)
        const frequency = list.getByRole('combobox', { name: texts.AlertForm.frequency })
        await expect(frequency).toHaveValue('instant')
        await frequency.selectOption('daily')
        await list.getByRole('button', { name: texts.AlertPages.save }).click()
        // Back at that alert's card (a long list on a phone), which says it is saved.
        await page.waitForURL((next) => next.searchParams.has('saved') && next.hash.startsWith('#alert-'))
        const saved = list.getByRole('listitem').filter({ has: page.getByRole('status') })
        await expect(saved.getByRole('status')).toHaveText(texts.AlertPages.saved)
        await expect(saved).toHaveAttribute('id', new URL(page.url()).hash.slice(1))
        await expect(saved).toBeInViewport()
        await expect(frequency).toHaveValue('daily')
        // A change the server refuses (an alert that is no longer the address's, as from a
        // stale tab) comes back to the list with a message saying so.
        await list
          .locator('input[name="alert"]')
          .evaluate((input: HTMLInputElement) => (input.value = 'stopped-elsewhere'))
        await list.getByRole('button', { name: texts.AlertPages.save }).click()
        await page.waitForURL((next) => next.searchParams.get('error') === '1')
        await expect(page.getByTestId('alert-manage-error')).toHaveText(
          texts.AlertPages.manageError,
        )
        await expect(list.getByRole('listitem')).toHaveCount(1)
        await page.screenshot({
          path: test.info().outputPath(`manage-${locale}-${width}.png`),
          fullPage: true,
        })

        await page.getByRole('button', { name: texts.AlertPages.deleteAll }).click()
        await page.waitForURL((next) => next.pathname === `${prefix}/alerts/unsubscribe`)
        const stopped = page.getByTestId('alert-stopped')
        await expect(stopped.getByRole('heading', { level: 1 })).toHaveText(
          texts.AlertPages.allStoppedTitle,
        )
        await expect(stopped).toContainText(texts.AlertPages.unsubscribedAll)
        // The link is genuine but names nobody now: it says there is nothing left, not that it is broken.
        await page.goto(url.pathname + url.search)
        await expect(page.getByTestId('alert-manage-empty')).toContainText(texts.AlertPages.manageEmpty)
      })
    }

    // The admin is English and desktop: once.
    if (width === 1280 && locale === 'en') {
      test('staff read an alert’s search as text in the admin', async ({
        page,
        request,
      }) => {
        const to = uniqueEmail('admin-view')
        const res = await request.post('/api/v1/alerts', {
          data: { kind: 'listings', status: 'rent', bedrooms: 3, email: to, website: '' },
        })
        expect(res.status()).toBe(201)
        const [subscriber] = await staffRead<{ id: number }>(
          request,
          `alert-subscribers?where[email][equals]=${encodeURIComponent(to)}&depth=0`,
        )
        const [alert] = await staffRead<{ id: number }>(
          request,
          `alerts?where[subscriber][equals]=${subscriber!.id}&depth=0`,
        )
        await signInAsStaff(page)
        await page.goto(`/admin/collections/alerts/${alert!.id}`)
        // Payload's JSON editor loads from a CDN the admin's policy refuses: shown as text instead
        // (the jobs' input and errors too: lib/cms/admin-cells.test.ts).
        await expect(page.locator('[data-json-view]')).toContainText('"status": "rent"')
      })
    }

    test.describe('before the app has loaded (JavaScript off)', () => {
      test.use({ javaScriptEnabled: false })

      test('the panel opens and both forms post as plain forms to the check-your-inbox page', async ({
        page,
        request,
      }) => {
        test.setTimeout(90_000)
        // A search with filters.
        await page.goto(`${prefix}/property?${SEARCH}`)
        await page.getByTestId('alert-button-listings').click()
        const panel = page.getByRole('dialog', { name: texts.AlertForm.title })
        await expect(panel).toBeVisible()
        const searchEmail = uniqueEmail(`plain-search-${locale}-${width}`)
        await panel.getByRole('textbox', { name: texts.AlertForm.email }).fill(searchEmail)
        await panel.getByRole('button', { name: texts.AlertForm.submit }).click()
        await page.waitForURL((url) => url.pathname === `${prefix}/alerts/sent`)
        const sent = page.getByTestId('alert-sent')
        await expect(sent.getByRole('heading', { level: 1 })).toHaveText(texts.AlertPages.sentTitle)
        const back = sent.getByRole('link', { name: texts.AlertPages.backToSearch })
        const backUrl = new URL((await back.getAttribute('href'))!, page.url())
        expect(backUrl.pathname).toBe(`${prefix}/property`)
        expect(Object.fromEntries(backUrl.searchParams)).toMatchObject({
          status: 'rent',
          bedrooms: '2',
          minPrice: '50000',
        })
        await page.screenshot({ path: test.info().outputPath(`sent-${locale}-${width}.png`) })
        const searchMail = await confirmationMail(request, searchEmail)
        expect(confirmPath(searchMail).startsWith(`${prefix}/alerts/confirm?`)).toBe(true)

        // One listing.
        const listing = await firstProperty(request)
        await page.goto(`${prefix}${listing.path}`)
        await page.getByTestId('alert-button-listing').click()
        const listingPanel = page.getByRole('dialog', { name: texts.AlertForm.titleListing })
        await expect(listingPanel).toBeVisible()
        const listingEmail = uniqueEmail(`plain-listing-${locale}-${width}`)
        await listingPanel.getByRole('textbox', { name: texts.AlertForm.email }).fill(listingEmail)
        await listingPanel.getByRole('button', { name: texts.AlertForm.submit }).click()
        await page.waitForURL((url) => url.pathname === `${prefix}/alerts/sent`)
        await expect(page.getByTestId('alert-sent')).toBeVisible()
        await expect(
          page.getByRole('link', { name: texts.AlertPages.backToListing }),
        ).toHaveAttribute('href', `${prefix}${listing.path}`)
        await confirmationMail(request, listingEmail)
      })
    })
  })
}
