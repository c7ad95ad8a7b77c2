import { expect, type Page } from '@playwright/test'

/**
 * Blocks further down a page are laid out only as they come near the viewport
 * (content-visibility: auto, app/(site)/globals.css). Scrolls each one into view and waits until
 * the browser no longer skips its contents, so all of them have been drawn.
 */
export const NEAR_BLOCKS = 'footer, main .render-children-when-near > *'

export async function drawEveryBlock(page: Page) {
  for (const block of await page.locator(NEAR_BLOCKS).all()) {
    await block.scrollIntoViewIfNeeded()
    await expect
      // A skipped block is itself visible; its contents are what the browser skips.
      .poll(() =>
        block.evaluate((el) => (el.firstElementChild ?? el).checkVisibility({ contentVisibilityAuto: true })),
      )
      .toBe(true)
  }
}
