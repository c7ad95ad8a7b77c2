import { expect, type Page } from '@playwright/test'

/** The seeded staff account (scripts/test/data.mjs seeds it with this password). */
export const STAFF = {
  email: 'admin@crescentkey.ae',
  password: process.env.TEST_ADMIN_PASSWORD ?? 'test-admin-password-123',
}

/**
 * Signs the page's browser in as staff through the CMS's sign-in endpoint: the answer's session
 * cookie lands in the page's own cookie jar (page.request shares it). The admin's sign-in form
 * itself is tested in admin-security.spec.ts; here it only cost time, and a click made before
 * the form had hydrated was lost on a loaded machine.
 */
export async function signInAsStaff(page: Page): Promise<void> {
  const login = await page.request.post('/cms-api/users/login', { data: STAFF })
  expect(login.ok(), await login.text()).toBe(true)
}
