import { expect, type Locator, type Page } from '@playwright/test'

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
