import { expect, type Page } from '@playwright/test'

/**
 * Public pages run the framework's script on a visitor's first use of the page, not during the
 * first view (lib/serving/deferred-scripts.mjs). Tests that need the live app use the page the
 * way a visitor would, with a key press that changes nothing (Shift), and wait for it.
 */
export async function firstUse(page: Page) {
  await page.keyboard.press('Shift')
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached({ timeout: 30_000 })
}
