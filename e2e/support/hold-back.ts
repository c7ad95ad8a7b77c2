import type { Page } from '@playwright/test'

/**
 * Holds back the answers to requests matching `url` (those whose body `isHeld` picks; the others
 * go through) until the returned function is called: what a slow connection does to a page's
 * code, on demand.
 */
export async function holdBack(
  page: Page,
  url: string | RegExp,
  isHeld: (body: string) => boolean = () => true,
) {
  let release!: () => void
  const gate = new Promise<void>((resolve) => (release = resolve))
  await page.route(url, async (route) => {
    try {
      const response = await route.fetch()
      const body = await response.text()
      if (isHeld(body)) await gate
      await route.fulfill({ response, body })
    } catch {
      // Either the browser dropped this request meanwhile (the page went away or no longer needed
      // it), and there is nothing left to answer, or fetching it here failed (a busy server): then
      // the browser fetches it itself, rather than wait for an answer that never comes.
      await route.continue().catch(() => {})
    }
  })
  return release
}
