import { expect, test } from '@playwright/test'

// The home page's status and heading: home.spec.ts (the first response; the hero's one h1).

test('the admin sign-in page loads and lists the seeded content after sign-in', async ({ page }) => {
  test.setTimeout(120_000)
  const response = await page.goto('/admin/login')
  expect(response?.status()).toBe(200)
  await expect(page.locator('input[name="email"]')).toBeVisible()
  await page.locator('input[name="email"]').fill('admin@crescentkey.ae')
  await page.locator('input[name="password"]').fill(process.env.TEST_ADMIN_PASSWORD ?? 'test-admin-password-123')
  await page.getByRole('button', { name: /log ?in/i }).click()
  await page.waitForURL(/\/admin(?!\/login)/)
  await page.goto('/admin/collections/properties')
  // The admin's list view shows the seeded listings and their count.
  await expect(page.locator('.table tbody tr').first()).toBeVisible()
  // Staff see every listing, drafts and those whose permit has run out included.
  // Asked from the admin's own page, so the request carries the staff session.
  const listed = await page.evaluate(async () => {
    const res = await fetch('/cms-api/properties?limit=1&depth=0', { credentials: 'include' })
    return (await res.json()) as { totalDocs: number }
  })
  expect(listed.totalDocs).toBeGreaterThan(0)
  await expect(page.getByText(new RegExp(`of ${listed.totalDocs}\\b`))).toBeVisible()

  // Staff set the buyer tools' fees and rates in site settings.
  await page.goto('/admin/globals/site-settings')
  await page.getByRole('button', { name: 'Buyer tools' }).click()
  await expect(page.getByLabel('DLD transfer fee (%)')).toHaveValue('4')
  await page.getByRole('button', { name: 'Exchange rates' }).click()
  await expect(page.getByLabel('AED per 1 USD')).toHaveValue('3.6725')
})
