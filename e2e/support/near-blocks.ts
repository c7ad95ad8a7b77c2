import { expect, type Page } from '@playwright/test'

/**
 * Blocks further down a page are laid out only as they come near the viewport
 * (content-visibility: auto, app/(site)/globals.css). Scrolls each one into view and waits until
 * the browser no longer skips its contents, so all of them have been drawn.
 */
export const NEAR_BLOCKS = 'footer, main .render-children-when-near > *'

/** How long one block may stay skipped once it is in view (the expect timeout of the config). */
const BLOCK_TIMEOUT = 10_000

export async function drawEveryBlock(page: Page) {
  // All in the page, in one call: a round trip per block and per check costs more than the drawing.
  const stillSkipped = await page.evaluate(
    async ({ selector, timeout }) => {
      const count = document.querySelectorAll(selector).length
      for (let i = 0; i < count; i++) {
        // Found again at each look, as a locator would: hydration may replace a block.
        const block = () => document.querySelectorAll(selector)[i]
        block()?.scrollIntoView({ block: 'center', behavior: 'instant' })
        const deadline = performance.now() + timeout
        // A skipped block is itself visible; its contents are what the browser skips.
        const drawn = () => {
          const el = block()
          return (
            !!el && (el.firstElementChild ?? el).checkVisibility({ contentVisibilityAuto: true })
          )
        }
        while (!drawn()) {
          if (performance.now() > deadline)
            return `block ${i + 1} of ${count}: ${block()?.outerHTML.slice(0, 160) ?? 'gone'}`
          await new Promise((frame) => requestAnimationFrame(frame))
        }
      }
      return null
    },
    { selector: NEAR_BLOCKS, timeout: BLOCK_TIMEOUT },
  )
  expect(stillSkipped, 'a block whose contents the browser still skips once in view').toBeNull()
}
