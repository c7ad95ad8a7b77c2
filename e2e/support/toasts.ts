import { expect, type Page } from '@playwright/test'

/**
 * Toasts close after 1000 ms (docs/requirements.md §9), which can be shorter than an assertion's
 * polling gap on a busy machine; so the page records each toast that is rendered (sonner's
 * [data-sonner-toast] items) and tests assert on that record.
 */
export async function recordToasts(page: Page) {
  await page.addInitScript(() => {
    const seen = new WeakSet<Element>()
    const texts: string[] = []
    ;(window as unknown as { __toasts: string[] }).__toasts = texts
    new MutationObserver(() => {
      for (const toast of document.querySelectorAll('[data-sonner-toast]')) {
        const text = toast.textContent?.trim()
        if (!seen.has(toast) && text) {
          seen.add(toast)
          texts.push(text)
        }
      }
    }).observe(document, { childList: true, subtree: true, characterData: true })
  })
}

export async function expectToast(page: Page, text: string | RegExp, timeout?: number) {
  await expect
    .poll(
      async () => {
        const toasts = await page.evaluate(
          () => (window as unknown as { __toasts: string[] }).__toasts,
        )
        return toasts.some((toast) =>
          typeof text === 'string' ? toast === text : text.test(toast),
        )
      },
      { timeout },
    )
    .toBe(true)
}
