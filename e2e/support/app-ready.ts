import { expect, type Page } from '@playwright/test'

/**
 * Waits until React has hydrated the page (components/providers.client.tsx marks <html>), for
 * tests about the live app rather than the server's HTML.
 */
export async function appReady(page: Page, timeout = 30_000) {
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached({ timeout })
}
