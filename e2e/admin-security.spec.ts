import { expect, test } from '@playwright/test'

// The admin's first-user screen exists in Payload for an empty database. Ours always has staff
// (the seed creates the admin), so the screen must send a visitor to the sign-in page and
// never offer to create an account.
test('the admin offers no first-user sign-up to the public', async ({ page }) => {
  await page.goto('/admin/create-first-user')
  await page.waitForURL(/\/admin\/login/)
  await expect(page.locator('input[name="email"]')).toBeVisible()
  // The sign-in form has one password field; the first-user form has a confirmation as well.
  await expect(page.locator('input[type="password"]')).toHaveCount(1)
  await expect(page.getByRole('button', { name: /create/i })).toHaveCount(0)
  await expect(page.getByRole('heading', { name: /first user|welcome/i })).toHaveCount(0)
})
