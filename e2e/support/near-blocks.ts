import type { Page } from '@playwright/test'

/**
 * Blocks further down a page are laid out only as they come near the viewport
 * (content-visibility: auto, app/(site)/globals.css). Scrolls each one into view, so all of them
 * have been drawn; the early script marks each as it is (data-rendered).
 */
export const NEAR_BLOCKS = 'footer, main .render-children-when-near > *'

export async function drawEveryBlock(page: Page) {
  for (const block of await page.locator(NEAR_BLOCKS).all()) {
    await block.scrollIntoViewIfNeeded()
    await block.and(page.locator('[data-rendered]')).waitFor()
  }
}
