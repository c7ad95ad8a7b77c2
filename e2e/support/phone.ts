import { expect, type Page } from '@playwright/test'
import { holdBack } from './hold-back'

/**
 * A phone on a slow network, as DevTools throttles one: slow 4G (562.5 ms latency, 1.47 Mbps
 * down, 675 kbps up) and a 4x slower CPU. The same figures as `npm run bench:phone`.
 */
export const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }

export async function throttle(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 562.5,
    downloadThroughput: (1474.5 * 1024) / 8,
    uploadThroughput: (675 * 1024) / 8,
  })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  return cdp
}

/** Opens `path` and returns as soon as the browser has painted its first content. */
export async function openUntilFirstPaint(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'commit' })
  await page.waitForFunction(
    () => performance.getEntriesByType('paint').some((entry) => entry.name === 'first-contentful-paint'),
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

export async function waitForLive(page: Page) {
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached({ timeout: 60_000 })
}
