import { expect, test, type Page } from '@playwright/test'
import { appReady } from './support/app-ready'

// The header's currency and area switch (site settings hold the rates): the choice follows the
// visitor from the listing to a detail page, and the server renders it from the first byte.

async function choose(page: Page, label: 'USD' | 'EUR' | 'm²' | 'sq ft') {
  await page.getByTestId('display-switch').click()
  const panel = page.getByRole('dialog', { name: 'Currency and area units' })
  await expect(panel).toBeVisible()
  await panel.locator('label', { hasText: label }).first().click()
  return panel
}

/** Picks a choice and applies it: the form posts and the same page comes back in it. */
async function apply(page: Page, label: 'USD' | 'EUR' | 'm²' | 'sq ft') {
  const panel = await choose(page, label)
  await panel.getByRole('button', { name: 'Apply' }).click()
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport })

    test('a currency chosen on the listing stays on the detail page, rendered by the server', async ({ page }) => {
      await page.goto('/property')
      await appReady(page)
      const firstPrice = page.getByTestId('card-price').first()
      await expect(firstPrice).toHaveText(/ AED$/)

      await apply(page, 'USD')
      await expect(page).toHaveURL(/\/property$/)
      await expect(firstPrice).toHaveText(/^[\d,]+ USD$/)
      await expect(page.getByRole('dialog', { name: 'Currency and area units' })).toBeHidden()
      await expect(page.getByTestId('display-switch')).toContainText('USD')
      await expect(page.getByTestId('rates-as-of')).toContainText(/Prices in USD are converted from AED.*rates as of \d+ \w+ \d{4}/)

      const card = page.getByTestId('property-card').first()
      const name = (await card.getByRole('heading').innerText()).trim()
      await card.getByRole('link', { name, exact: true }).click()
      await expect(page).toHaveURL(/\/property\/[a-f0-9]{24}$/)
      await expect(page.getByTestId('property-price')).toHaveText(/^[\d,]+ USD$/)
      await expect(page.getByTestId('rates-as-of')).toContainText('rates as of')

      // No flash: the HTML itself carries the visitor's currency, before any script runs.
      const html = await (await page.request.get(page.url())).text()
      expect(html).toMatch(/data-testid="property-price">[\d,]+ USD</)
      await page.reload()
      await expect(page.getByTestId('property-price')).toHaveText(/ USD$/)
    })

    test('the area unit switches sizes and the price per area', async ({ page }) => {
      await page.goto('/property')
      await appReady(page)
      await apply(page, 'm²')
      const card = page.getByTestId('property-card').first()
      await expect(card).toContainText('Sq. m')
      await expect(card.getByTestId('card-price-per-area')).toHaveText(/ AED \/ m²$/)
    })
  })
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the switch is a form that posts and comes back to the same page', async ({ page }) => {
    await page.goto('/property?status=rent')
    await apply(page, 'EUR')
    await expect(page).toHaveURL(/\/property\?status=rent$/)
    await expect(page.getByTestId('card-price').first()).toHaveText(/^[\d,]+ EUR$/)
  })
})
