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

// Payload writes the flags as `HttpOnly=true; SameSite=Lax`: what counts is how a browser reads them.
test('Chromium keeps the staff session cookie httpOnly and SameSite=Lax', async ({ page, baseURL }) => {
  await page.goto('/admin/login')
  const status = await page.evaluate(async (password) => {
    const res = await fetch('/cms-api/users/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@crescentkey.ae', password }),
    })
    return res.status
  }, process.env.TEST_ADMIN_PASSWORD ?? 'test-admin-password-123')
  expect(status).toBe(200)
  const session = (await page.context().cookies(baseURL)).find((c) => c.name === 'payload-token')
  expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax' })
  expect(session!.secure).toBe(new URL(process.env.TEST_SITE_URL ?? baseURL!).protocol === 'https:')
  expect(await page.evaluate(() => document.cookie)).not.toContain('payload-token')
})

// Wrong passwords are limited per network (lib/server/login-limits.ts): the sixth attempt in a
// row from here is refused before the password is checked, and the form says how long to wait.
// A made-up account, so the pause touches no real one.
test('the sign-in form tells a network that keeps failing how many minutes to wait', async ({ page }) => {
  const email = `paused-${Date.now().toString(36)}@crescentkey.test`
  await page.goto('/admin/login')
  const attempt = async () => {
    await page.locator('input[name="email"]').fill(email)
    await page.locator('input[type="password"]').fill('wrong-password-123')
    const answer = page.waitForResponse((res) => res.url().includes('/cms-api/users/login'))
    await page.locator('form button[type="submit"]').click()
    return (await answer).status()
  }
  for (let i = 0; i < 5; i++) expect(await attempt()).toBe(401)
  expect(await attempt()).toBe(429)
  await expect(page.getByText('Too many failed sign-ins from your network. Please wait 15 minutes and try again.')).toBeVisible()
  await page.screenshot({ path: '/tmp/hardening-login-paused.png' })
})
