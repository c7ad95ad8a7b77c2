import { expect, type Locator, type Page } from '@playwright/test'
import { drawEveryBlock } from './near-blocks'

/**
 * What a phone shows of `region` is whole: the page does not scroll sideways, the region does
 * not either, and no element in it is cut, neither by a box that hides its overflow (a
 * truncated 'AVAILABILI…') nor by running past the region's edges. Returns nothing; each
 * failure names the offending text.
 */
export async function expectNothingClipped(page: Page, region: Locator) {
  const pageOverflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(pageOverflow, 'the page does not scroll sideways').toBeLessThanOrEqual(0)
  const problems = await region.evaluate((root) => {
    const found: string[] = []
    if (root.scrollWidth > root.clientWidth + 1) found.push(`the region scrolls sideways by ${root.scrollWidth - root.clientWidth} px`)
    const edge = root.getBoundingClientRect()
    for (const el of root.querySelectorAll<HTMLElement>('*')) {
      const style = getComputedStyle(el)
      const box = el.getBoundingClientRect()
      if (style.display === 'none' || box.width === 0 || el.closest('.sr-only')) continue
      const text = (el.innerText || el.getAttribute('aria-label') || el.tagName).trim().slice(0, 40)
      if (style.overflowX !== 'visible' && el.scrollWidth > el.clientWidth + 1)
        found.push(`"${text}" is cut (${el.scrollWidth} px in ${el.clientWidth} px)`)
      if (box.left < edge.left - 1 || box.right > edge.right + 1)
        found.push(`"${text}" runs past the edge (${Math.round(box.left)}–${Math.round(box.right)} in ${Math.round(edge.left)}–${Math.round(edge.right)})`)
    }
    return found
  })
  expect(problems).toEqual([])
}

/** The two widths every page is held to: a phone's and a desktop's. */
export const PAGE_WIDTHS = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
] as const

/**
 * The widths of PAGE_WIDTHS at which the open page is wider than the screen, after every block
 * has been laid out at that width, with by how much (empty when none; the page is left at the
 * last width). The page is loaded once and the window resized: no page is rendered for a width on
 * the server, so what differs between a phone's load and a desktop's is the layout, which
 * follows the window.
 */
export async function widthsOverflowed(page: Page): Promise<string[]> {
  const overflowed: string[] = []
  for (const { name, viewport } of PAGE_WIDTHS) {
    await page.setViewportSize(viewport)
    await drawEveryBlock(page)
    const by = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    if (by > 0) overflowed.push(`${name} (${viewport.width} px) by ${by} px`)
  }
  return overflowed
}
