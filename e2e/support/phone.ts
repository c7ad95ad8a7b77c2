import { expect, type Page } from '@playwright/test'
import { throttleLikeAPhone } from '../../scripts/bench/lib/throttling.mjs'
import { holdBack } from './hold-back'

export const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }

/** A phone on a slow network, as `npm run bench:phone` throttles one (slow 4G, 4x CPU). */
export async function throttle(page: Page) {
  await throttleLikeAPhone(await page.context().newCDPSession(page))
}

/** Opens `path` and returns as soon as the browser has painted its first content. */
export async function openUntilFirstPaint(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'commit' })
  await page.waitForFunction(
    () =>
      performance
        .getEntriesByType('paint')
        .some((entry) => entry.name === 'first-contentful-paint'),
    undefined,
    { timeout: 60_000, polling: 16 },
  )
}

/**
 * Holds the page's JavaScript back until the returned function is called: whatever the visitor
 * does meanwhile happens before React has hydrated anything, however fast the machine is.
 */
export function holdScripts(page: Page) {
  return holdBack(page, FRAMEWORK_SCRIPTS)
}

/** The build's scripts (its stylesheets live beside them and are not held). */
export const FRAMEWORK_SCRIPTS = /\/_next\/static\/chunks\/[^?]+\.js(?:\?|$)/

export async function expectNotLive(page: Page) {
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0)
}
