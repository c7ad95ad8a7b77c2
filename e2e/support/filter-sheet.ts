import type { Page } from '@playwright/test'

/** The listing's 'Filters' button (components/filters/filter-sheet.tsx), shown below md. */
export const filtersButton = (page: Page) => page.locator('summary').filter({ hasText: 'Filters' })

/**
 * Opens the phone listing's search sheet and waits until it has risen into place, so what a
 * test measures inside it is the settled layout, not a frame of the rise. Wider than md the bar
 * is always shown and nothing happens.
 */
export async function openFilterSheet(page: Page) {
  const filters = filtersButton(page)
  if (!(await filters.isVisible())) return
  await filters.click()
  await page
    .locator('.filter-sheet[open] .filter-sheet-panel')
    .evaluate((panel) => Promise.all(panel.getAnimations().map((animation) => animation.finished)))
}
