import { expect, test, type Page } from '@playwright/test'
import { appReady } from './support/app-ready'
import { FRAMEWORK_SCRIPTS, PHONE, throttle } from './support/phone'

// The site shell (docs/requirements.md §2 "Header, side menu, footer"; section 8 router failure).
// Runs against the dev or production server given by TEST_BASE_URL.

const widths = [390, 767, 1024, 1280] as const
const linkLabels = ['Home', 'About Us', 'Our Team', 'Our Services', 'Properties', 'Projects', 'Careers']

function header(page: Page) {
  return page.locator('header').first()
}
function menuButton(page: Page) {
  return header(page).getByRole('button', { name: 'Open menu' })
}
function menu(page: Page) {
  return page.getByRole('dialog', { name: 'Menu' })
}

/** Lenis adds its class once the app has hydrated and smooth scrolling runs. */
async function waitForApp(page: Page) {
  await appReady(page)
  await expect(page.locator('html.lenis')).toBeAttached({ timeout: 30_000 })
}

async function openMenu(page: Page) {
  await menuButton(page).click()
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true')
  await expect(menu(page)).toBeVisible()
}

for (const width of widths) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } })

    test('header shows the links above 1024 px and a hamburger at 1024 px or less', async ({ page }) => {
      await page.goto('/')
      const desktopNav = header(page).getByRole('navigation', { name: 'Main' })
      if (width <= 1024) {
        await expect(menuButton(page)).toBeVisible()
        await expect(desktopNav).toBeHidden()
        await expect(menu(page)).toBeHidden()
      } else {
        await expect(menuButton(page)).toBeHidden()
        for (const label of linkLabels) await expect(desktopNav.getByRole('link', { name: label, exact: true })).toBeVisible()
        await expect(desktopNav.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('aria-current', 'page')
        await expect(header(page).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact')
      }
      await expect(header(page).getByRole('link', { name: /home|Crescent|Real Estate/i }).first()).toHaveAttribute('href', '/')
      // Always in the first view: requested with the page, not once layout finds it on screen.
      const logo = header(page).locator('img[src*="/brand/logo"]')
      await expect(logo).not.toHaveAttribute('loading', 'lazy')
      expect(await logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
    })

    // The side menu at the narrowest and the widest width that has it; 767 px behaves as both.
    if (width !== 390 && width !== 1024) return

    test('side menu opens, locks scrolling, traps focus and closes with Escape', async ({ page }) => {
      await page.goto('/')
      await waitForApp(page)
      const button = menuButton(page)
      await expect(button).toHaveAttribute('aria-controls', 'site-menu')
      await expect(button).toHaveAttribute('aria-expanded', 'false')
      await expect(page.locator('#site-menu')).toHaveAttribute('aria-modal', 'true')

      // Start from a scrolled position so a leak in the lock would show as movement.
      await page.evaluate(() => window.scrollTo(0, 400))
      await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(400)
      const overflowBefore = await page.evaluate(() => getComputedStyle(document.documentElement).overflow)

      await openMenu(page)
      const dialog = menu(page)
      for (const label of linkLabels) await expect(dialog.getByRole('link', { name: label, exact: true })).toBeVisible()
      await expect(dialog.getByRole('link', { name: 'Contact Us' })).toBeVisible()
      await expect(dialog.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('aria-current', 'page')

      // Focus moves into the dialog and stays there.
      const close = dialog.getByRole('button', { name: 'Close menu' })
      await expect(close).toBeFocused()
      const lastFocusable = dialog.locator('a[href], button').last()
      await lastFocusable.focus()
      await page.keyboard.press('Tab')
      await expect(close).toBeFocused()
      await page.keyboard.press('Shift+Tab')
      await expect(lastFocusable).toBeFocused()

      // Scroll lock: the page's overflow hidden (or clipped, by Lenis stopped), and neither the
      // wheel nor the keyboard moves it.
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toMatch(/^(hidden|clip)$/)
      await page.mouse.move(10, 400)
      await page.mouse.wheel(0, 900)
      await page.keyboard.press('PageDown')
      await page.keyboard.press('End')
      // Give any (wrongly) smoothed scroll a few frames to show up before measuring.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
      expect(await page.evaluate(() => Math.round(window.scrollY))).toBe(400)

      await page.keyboard.press('Escape')
      await expect(button).toHaveAttribute('aria-expanded', 'false')
      await expect(dialog).toBeHidden()
      await expect(button).toBeFocused()
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe(overflowBefore)
      expect(await page.evaluate(() => Math.round(window.scrollY))).toBe(400)
    })

    test('side menu closes with its close button and returns focus', async ({ page }) => {
      await page.goto('/')
      await waitForApp(page)
      await openMenu(page)
      await menu(page).getByRole('button', { name: 'Close menu' }).click()
      await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false')
      await expect(menu(page)).toBeHidden()
      await expect(menuButton(page)).toBeFocused()
    })

    test('choosing a link in the side menu navigates and closes it', async ({ page }) => {
      await page.goto('/')
      await waitForApp(page)
      await openMenu(page)
      await menu(page).getByRole('link', { name: 'Our Services', exact: true }).click()
      // Client-side navigation (the first visit may compile the page on a dev server).
      await expect(page).toHaveURL(/\/services$/, { timeout: 30_000 })
      await expect(menu(page)).toBeHidden()
      await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false')
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden')
    })
  })
}

test.describe('footer, structured data and scroll restoration', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('footer has the calls to action, working contact links, ORN and legal links', async ({ page }) => {
    await page.goto('/')
    const footer = page.locator('footer')
    await expect(footer.getByRole('link', { name: 'Book a Valuation' })).toHaveAttribute('href', '/contact')
    await expect(footer.getByRole('link', { name: 'Explore More' })).toHaveAttribute('href', '/property')
    await expect(footer.locator('a[href^="tel:+"]').first()).toBeVisible()
    await expect(footer.locator('a[href^="mailto:"]')).toHaveCount(1)
    await expect(footer.locator('a[href^="https://wa.me/"]')).toHaveCount(1)
    await expect(footer).toContainText(/ORN \d+/)
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy')
    await expect(footer.getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute('href', '/terms-and-conditions')
    await expect(footer.getByRole('navigation', { name: 'Services' }).getByRole('link')).toHaveCount(9)
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`)
  })

  test('every page carries the firm as schema.org RealEstateAgent JSON-LD', async ({ page }) => {
    await page.goto('/')
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
    const agent = blocks.map((b) => JSON.parse(b) as Record<string, unknown>).find((d) => d['@type'] === 'RealEstateAgent')
    expect(agent).toBeTruthy()
    expect(agent).toMatchObject({
      '@context': 'https://schema.org',
      areaServed: { name: 'Dubai' },
      address: { addressLocality: 'Dubai', addressCountry: 'AE' },
    })
    expect(String(agent!.telephone)).toMatch(/^\+971/)
    expect(String(agent!.email)).toContain('@')
    expect(String(agent!.logo)).toMatch(/\/brand\/logo\.svg$/)
  })

  test('scrolling is smoothed by Lenis, and not for visitors who prefer reduced motion', async ({ browser, baseURL }) => {
    const smooth = await browser.newPage({ baseURL })
    await smooth.goto('/')
    await waitForApp(smooth)
    await smooth.close()

    const reduced = await browser.newPage({ baseURL, reducedMotion: 'reduce' })
    await reduced.goto('/')
    // Hydrated (the menu button responds) yet Lenis never started.
    await reduced.setViewportSize({ width: 390, height: 800 })
    await expect(async () => {
      await menuButton(reduced).click({ timeout: 2_000 })
      await expect(menuButton(reduced)).toHaveAttribute('aria-expanded', 'true', { timeout: 1_000 })
    }).toPass({ timeout: 30_000 })
    await expect(reduced.locator('html.lenis')).toHaveCount(0)
    await reduced.close()
  })

  test('a wheel scroll glides with Lenis, and a page at rest asks the browser for no frames', async ({ page }) => {
    // Every frame the page asks for, counted: Lenis's own loop asked for one 60 times a second
    // for as long as the page was open, a phone's battery spent on a page at rest.
    await page.addInitScript(() => {
      const counted = window as unknown as { framesAsked: number }
      counted.framesAsked = 0
      const ask = window.requestAnimationFrame.bind(window)
      window.requestAnimationFrame = (callback) => {
        counted.framesAsked += 1
        return ask(callback)
      }
    })
    await page.goto('/about')
    await waitForApp(page)
    const framesAskedIn = async (ms: number) => {
      const asked = () => page.evaluate(() => (window as unknown as { framesAsked: number }).framesAsked)
      const before = await asked()
      await page.waitForTimeout(ms)
      return (await asked()) - before
    }
    // The page settles (its blocks drawn, images in), then rests.
    await page.waitForTimeout(1_000)
    expect(await framesAskedIn(1_000), 'frames asked for in a second at rest').toBeLessThan(10)

    await page.mouse.move(640, 400)
    await page.mouse.wheel(0, 600)
    // Lenis eases the scroll over frames (its class says so while it moves), then comes to rest
    // where the wheel sent it.
    await expect(page.locator('html.lenis-smooth')).toBeAttached()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(600)
    await expect(page.locator('html.lenis-smooth')).toHaveCount(0)
    expect(await framesAskedIn(1_000), 'frames asked for in a second, at rest again').toBeLessThan(10)
  })

  test('back on a scrolled page, the first wheel turn scrolls on from where the page came back', async ({ page }) => {
    await page.goto('/')
    await waitForApp(page)
    await page.evaluate(() => window.scrollTo(0, 2000))
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(2000)
    // Followed in place: the test's own click would first scroll the link into view.
    await page.locator('footer').getByRole('link', { name: 'Our Services', exact: true }).evaluate((link: HTMLElement) => link.click())
    await expect(page).toHaveURL(/\/services$/, { timeout: 30_000 })
    await page.mouse.move(640, 400)
    await page.mouse.wheel(0, 300)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(300)
    await page.goBack()
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 15_000 }).toBe(2000)
    await page.mouse.wheel(0, 300)
    // It glided from the top before: Lenis had missed the browser putting the page back.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(2300)
  })

  test('a route change opens the new page at its top', async ({ page }) => {
    await page.goto('/')
    await waitForApp(page)
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1500)
    await page.locator('footer').getByRole('link', { name: 'Our Services', exact: true }).click()
    await expect(page).toHaveURL(/\/services$/, { timeout: 30_000 })
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })
})

test.describe('router failure', () => {
  // A real server error thrown in the home page segment. The page honours the test-only fault
  // switch (TEST_FAULTS=1 and cookie test-fault=page), so app/(site)/error.tsx renders for real.
  test("an error in a page shows 'Unexpected Application Error!' with the error text", async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'test-fault', value: 'page', url: baseURL! }])
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeVisible()
    // Development shows the thrown message; production replaces server messages with a generic text.
    await expect(page.getByTestId('error-message')).toHaveText(/\S/)
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/')
    // The shell stays: header and footer are still there around the error.
    await expect(page.locator('header').first()).toBeVisible()
    await expect(page.locator('footer')).toBeVisible()

    // Once the fault is gone, 'Try again' renders the page.
    await context.clearCookies()
    await page.getByRole('button', { name: 'Try again' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Your Gateway to Dubai’s Real Estate Future' })).toBeVisible()
  })
})

test.describe('the first paint', () => {
  test.use(PHONE)

  test('on a slow phone the header’s logo comes with the first photograph, not after the scripts', async ({ page }) => {
    await throttle(page)
    await page.goto('/', { waitUntil: 'load', timeout: 60_000 })
    const timings = await page.evaluate(() =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map(({ name, responseEnd, transferSize }) => ({
        url: name,
        responseEnd,
        transferSize,
      })),
    )
    const logo = timings.find(({ url }) => new URL(url).pathname === '/brand/logo.svg')
    const scripts = timings.filter(({ url }) => FRAMEWORK_SCRIPTS.test(url))
    const largestScript = scripts.reduce((largest, script) => (script.transferSize > largest.transferSize ? script : largest))
    expect(logo, 'the logo was fetched').toBeDefined()
    // At low priority it queued behind every script and arrived well after the largest one
    // (components/layout/logo.tsx).
    expect(logo!.responseEnd).toBeLessThan(largestScript.responseEnd)
  })
})
