import { expect, test } from '@playwright/test'
const staff = { email: 'admin@crescentkey.ae', password: process.env.TEST_ADMIN_PASSWORD ?? 'test-admin-password-123' }
test('leads lists show no placeholder', async ({ page, request }) => {
  await request.post('/api/v1/contacts', { data: { firstName: 'Aisha', lastName: 'Rahman', email: 'plain@example.com', phone: '0501234567', message: 'A plain enquiry from the contact page.' } })
  await page.goto('/admin/login')
  await page.locator('input[name="email"]').fill(staff.email)
  await page.locator('input[type="password"]').fill(staff.password)
  await page.getByRole('button', { name: /log ?in/i }).click()
  await page.waitForURL((url) => !url.pathname.startsWith('/admin/login'))
  for (const collection of ['enquiries', 'interests']) {
    await page.goto(`/admin/collections/${collection}`)
    await expect(page.locator('.collection-list')).toBeVisible()
    const body = () => page.locator('table tbody').allInnerTexts().then((texts) => texts.join('\n'))
    await expect.poll(body, { message: collection }).not.toMatch(/Loading\.\.\.|<No /)
    expect(await body(), collection).not.toMatch(/\b(true|false)\b/)
    await page.screenshot({ path: `test-results/tmp-${collection}.png` })
  }
  await page.goto('/admin')
  await page.screenshot({ path: 'test-results/tmp-dashboard.png' })
})
