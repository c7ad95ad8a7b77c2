import { expect, test } from '@playwright/test'

test('the home page loads in Chromium', async ({ page }) => {
  const response = await page.goto('/')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Your Gateway to Dubai’s Real Estate Future')
})

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
  await expect(page.getByText(/of 6\d/)).toBeVisible()
})
