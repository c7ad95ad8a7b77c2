import { expect, test, type Locator, type Page, type Request } from '@playwright/test'
import { firstUse } from './support/first-use'
import { holdBack } from './support/hold-back'
import { drawEveryBlock, NEAR_BLOCKS } from './support/near-blocks'
import { firstArticle, firstProperty } from './support/seeded'

// The framework's script runs on a visitor's first use of the page, not during its first view
// (lib/serving/deferred-scripts.mjs): the page is complete before, the app takes over after,
// and what was pressed in between is pressed again.

const FRAMEWORK_CHUNK = /\/_next\/static\/chunks\/[^?]+\.js$/
// React's data for the page, served apart from it (lib/serving/app-data.mjs).
const APP_DATA = /\/_app-data\/[\w-]+\.js\?page=/

/** Requests for the framework's chunks and React's data, of any kind (a run or a prefetch). */
function recordScripts(page: Page) {
  const scripts: string[] = []
  page.on('request', (request: Request) => {
    if (FRAMEWORK_CHUNK.test(request.url()) || APP_DATA.test(request.url())) scripts.push(request.url())
  })
  return scripts
}

const hydrated = (page: Page) => page.locator('html[data-hydrated="true"]')

test('the first view neither runs nor fetches the framework; the first use does both', async ({
  page,
}) => {
  const scripts = recordScripts(page)
  const response = await page.goto('/property')
  // The framework's scripts, as the early script lists them (a JSON array in its call).
  const listed = new Set(
    [...(await response!.text()).matchAll(/[[,]"(\/_next\/static\/chunks\/[^"]+\.js)"/g)].map((m) => m[1]),
  )
  expect(listed.size).toBeGreaterThan(3)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // The page has loaded and gone quiet, and still no framework script or data was asked for.
  await page.waitForLoadState('networkidle')
  expect(scripts).toEqual([])
  await expect(page.locator('link[rel="prefetch"]')).toHaveCount(0)
  await expect(hydrated(page)).toHaveCount(0)

  // First use: the pointer moves over the page.
  await page.mouse.move(200, 300)
  await expect(hydrated(page)).toHaveCount(1)
  const fetched = new Set(scripts.map((url) => new URL(url).pathname))
  for (const src of listed) expect(fetched.has(src!), src).toBe(true)
  expect(scripts.filter((url) => APP_DATA.test(url))).toHaveLength(1)
  // The page is the usual app now: the listing's filter bar is live.
  await expect(page.locator('form[role="search"][data-hydrated]')).toHaveCount(1)
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 800 }, hasTouch: true })

  test('a tap on the menu button before the app is live opens the menu once it is', async ({
    page,
  }) => {
    const scripts = recordScripts(page)
    await page.goto('/')
    await expect(hydrated(page)).toHaveCount(0)
    expect(scripts).toEqual([])
    await page.getByRole('button', { name: 'Open menu' }).tap()
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
    await expect(hydrated(page)).toHaveCount(1)
  })
})

test('without the framework script the page still shows its reveal-on-scroll blocks', async ({
  page,
}) => {
  await page.route(FRAMEWORK_CHUNK, (route) => route.abort())
  await page.goto('/')
  const blocks = page.locator('.reveal')
  expect(await blocks.count()).toBeGreaterThan(2)
  const last = blocks.last()
  await last.scrollIntoViewIfNeeded()
  await expect(last).toHaveAttribute('data-revealed', 'true')
  await expect(last).toHaveCSS('opacity', '1')
  await expect(hydrated(page)).toHaveCount(0)
})

test('blocks further down are laid out only as they come near, not when the page is idle', async ({ page }) => {
  await page.goto('/')
  expect(await page.locator(NEAR_BLOCKS).count()).toBeGreaterThan(5)
  // Loaded and quiet: the footer, far below the first view, has not been drawn.
  await page.waitForLoadState('networkidle')
  await page.waitForTimeout(500)
  const footer = page.locator('footer')
  await expect(footer).toHaveCSS('content-visibility', 'auto')
  await expect(footer).not.toHaveAttribute('data-rendered')
  await footer.scrollIntoViewIfNeeded()
  await expect(footer).toHaveAttribute('data-rendered', '')
})

// Contrast audits (Lighthouse's) judge text against the boxes laid out around it; a block not
// yet drawn has its assumed height, and text below that would be judged on the light page.
for (const width of [360, 412, 768, 1024, 1280]) {
  test(`at ${width} px the dark blocks are no taller than assumed before they are drawn`, async ({ page }) => {
    await page.setViewportSize({ width, height: 823 })
    await page.goto('/')
    const blocks = [page.locator('section[aria-labelledby="contact-title"]'), page.locator('footer')]
    // Both read at the top of the page, before either has been drawn.
    const assumed: number[] = []
    for (const block of blocks) {
      await expect(block).not.toHaveAttribute('data-rendered')
      assumed.push((await block.boundingBox())!.height)
    }
    for (const [i, block] of blocks.entries()) {
      await block.scrollIntoViewIfNeeded()
      await expect(block).toHaveAttribute('data-rendered', '')
      expect((await block.boundingBox())!.height).toBeLessThanOrEqual(assumed[i]!)
    }
  })
}

test("a block's transitions start only once it has been drawn", async ({ page }) => {
  // Chrome may hold a style from before the stylesheet for the elements of a skipped block, and
  // animate from it when the block is first drawn; transitions stay off until then.
  await page.goto('/', { waitUntil: 'commit' })
  const footerLink = page.locator('footer a[href="/about"]').first()
  await expect(footerLink).toBeAttached()
  // Read once the stylesheet is in: before it, every element has the initial 'all' (with no
  // duration, so nothing can animate yet), which says nothing about the rule under test.
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every((link) => link.sheet),
  )
  const before = await footerLink.evaluate((link) => ({
    marked: link.closest('footer')!.hasAttribute('data-rendered'),
    transition: getComputedStyle(link).transitionProperty,
  }))
  if (!before.marked) expect(before.transition).toBe('none')
  await footerLink.scrollIntoViewIfNeeded()
  await expect(page.locator('footer')).toHaveAttribute('data-rendered', '')
  await expect(footerLink).not.toHaveCSS('transition-property', 'none')
  await drawEveryBlock(page)
  await expect(page.locator(NEAR_BLOCKS).and(page.locator(':not([data-rendered])'))).toHaveCount(0)
})

test('what the browser does by itself before the app is live is not done twice', async ({
  page,
}) => {
  await page.goto('/careers')
  await expect(hydrated(page)).toHaveCount(0)
  // The second question starts closed (the first starts open).
  const faq = page.getByTestId('faq-list').locator('details').nth(1)
  await expect(faq).not.toHaveAttribute('open')
  await faq.locator('summary').click()
  await expect(hydrated(page)).toHaveCount(1)
  // Presses are replayed in a task queued after hydration: let it run, then look.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)))
  // Opened natively by the click; the app, once live, must not toggle it shut again.
  await expect(faq).toHaveAttribute('open', '')
})

test("React's data for the page comes with the framework, before it runs, and the app navigates", async ({
  page,
}) => {
  const order: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() !== 'script') return
    if (APP_DATA.test(request.url())) order.push('data')
    else if (FRAMEWORK_CHUNK.test(request.url())) order.push('framework')
  })
  const response = await page.goto('/about')
  expect(await response!.text()).not.toContain('self.__next_f')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(order).toEqual([])

  await page.mouse.move(200, 300)
  await expect(hydrated(page)).toHaveCount(1)
  expect(order[0]).toBe('data')
  expect(order.filter((kind) => kind === 'data')).toHaveLength(1)
  expect(order.length).toBeGreaterThan(3)

  // A link now changes the page without loading a new document: the app is running.
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true))
  await page.locator('header').getByRole('link', { name: 'Properties', exact: true }).first().click()
  await expect(page).toHaveURL(/\/property$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true)
})

// The home page's enquiry form sits in a block drawn only as it comes near; it is served inside
// a <noscript> so that Chrome's autofill does not lay that block out at DOMContentLoaded
// (lib/serving/held-markup.mjs). Without JavaScript it shows where it is (lazy-loading.spec.ts).
const contactSection = (page: Page) => page.locator('section[aria-labelledby="contact-title"]')
const homeEnquiryForm = (page: Page) => page.getByRole('form', { name: 'Send us a message' })

/** The section's form is held: no form, field or button in it, only the <noscript> holding it. */
async function expectFormHeld(section: Locator) {
  await expect(section.locator('form, input, textarea, button')).toHaveCount(0)
  const heldForms = (held: Element[]) => held.filter((el) => el.textContent?.startsWith('<form')).length
  expect(await section.locator('noscript[data-held]').evaluateAll(heldForms)).toBe(1)
}

test('a form further down is held out of the page until its first use, then hydrated as it was served', async ({
  page,
}) => {
  const reactErrors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' && /Minified React error|hydrat/i.test(message.text()))
      reactErrors.push(message.text())
  })
  page.on('pageerror', (error) => reactErrors.push(error.message))
  const release = await holdBack(page, FRAMEWORK_CHUNK)
  await page.goto('/')
  await page.waitForLoadState('load')
  const section = contactSection(page)
  await expect(section.getByRole('heading', { name: 'Talk to an adviser' })).toBeAttached()
  await expectFormHeld(section)

  // The first use puts it back at once, before the framework has even arrived.
  await page.keyboard.press('Shift')
  const form = homeEnquiryForm(page)
  await expect(form.getByLabel('First name', { exact: true })).toBeAttached()
  await expect(section.locator('noscript')).toHaveCount(0)
  await form.evaluate((element) => element.setAttribute('data-seen-before-hydration', ''))

  release()
  await expect(hydrated(page)).toHaveCount(1)
  // React took over the very element put back: had it not matched, React would have replaced it.
  await expect(form).toHaveAttribute('data-seen-before-hydration', '')
  await form.scrollIntoViewIfNeeded()
  await expect(form.getByRole('button', { name: 'Submit' })).toBeEnabled()
  expect(reactErrors).toEqual([])
})

test('a held form is put back as its block comes near, even before the page is used', async ({ page }) => {
  // A screen tall enough to bring every block near without any scroll, key or pointer.
  await page.setViewportSize({ width: 390, height: 16_000 })
  await page.goto('/')
  const form = homeEnquiryForm(page)
  await expect(form.getByLabel('First name', { exact: true })).toBeVisible()
  await expect(contactSection(page).locator('noscript')).toHaveCount(0)
  await expect(hydrated(page)).toHaveCount(0)

  // Typed into before the app runs, it is carried over to the live form.
  await form.getByLabel('First name', { exact: true }).fill('Lina')
  await firstUse(page)
  await expect(form.getByRole('button', { name: 'Submit' })).toBeEnabled()
  await expect(form.getByLabel('First name', { exact: true })).toHaveValue('Lina')
})

// The search that opens the first view is held only until the browser's first frame: not in
// the page when parsing ends (when Chrome reads every form field for autofill, and would lay the
// first view out for it) unless a frame came first and put it back, and back before the first
// frame after parsing is drawn, with no use of the page (lib/serving/held-markup.mjs).
type SearchSeen = { parsed?: SearchState; firstFrameAfter?: SearchState }
type SearchState = { forms: number; held: number; framesBefore: number }

async function loadRecordingSearch(page: Page, path: string): Promise<SearchSeen> {
  await page.goto(path)
  const seen = () => page.evaluate(() => (window as unknown as { searchSeen: SearchSeen }).searchSeen)
  await expect.poll(async () => (await seen()).firstFrameAfter).toBeDefined()
  return seen()
}

for (const path of ['/', '/property']) {
  test(`${path}: the search is out of the page as parsing ends and back for the first frame`, async ({ page }) => {
    await page.addInitScript(() => {
      let frames = 0
      requestAnimationFrame(function count() {
        frames++
        requestAnimationFrame(count)
      })
      const now = () => ({
        forms: document.querySelectorAll('form[role="search"]').length,
        held: document.querySelectorAll('noscript[data-held="drawn-form"]').length,
        framesBefore: frames,
      })
      const seen: SearchSeen = ((window as unknown as { searchSeen: SearchSeen }).searchSeen = {})
      document.addEventListener('DOMContentLoaded', () => {
        seen.parsed = now()
        // Registered after the page's own, so it runs in the same frame, after it.
        requestAnimationFrame(() => (seen.firstFrameAfter = now()))
      })
    })
    // A frame may come while the page is still being parsed (and put the search back then):
    // load until one ends its parsing before any frame, as most loads do.
    let parsedBeforeAnyFrame: SearchState | undefined
    for (let load = 0; load < 8 && !parsedBeforeAnyFrame; load++) {
      const { parsed, firstFrameAfter } = await loadRecordingSearch(page, path)
      expect(firstFrameAfter).toMatchObject({ forms: 1, held: 0 })
      if (parsed!.framesBefore === 0) parsedBeforeAnyFrame = parsed
    }
    expect(parsedBeforeAnyFrame).toMatchObject({ forms: 0, held: 1 })

    const search = page.getByRole('search', { name: 'Property search' })
    await expect(search.getByRole('button', { name: 'Search' })).toBeVisible()
    await expect(hydrated(page)).toHaveCount(0)
  })
}

// The lazy pictures of a block drawn only as it comes near are served inside a <noscript> too,
// so the parser builds no <img> for them during the first view (lib/serving/held-markup.mjs).
test("a block's pictures are held until the block comes near, then put back and loaded", async ({ page }) => {
  await page.goto('/')
  await page.waitForLoadState('load')
  const featured = page.locator('section[aria-labelledby="featured-title"]')
  await expect(featured.getByRole('link').first()).toBeAttached()
  await expect(featured.locator('img')).toHaveCount(0)
  const held = await featured.locator('noscript[data-held]').count()
  expect(held).toBeGreaterThanOrEqual(3)
  // The first view's photograph is not held: it is the largest paint.
  await expect(page.locator('main img[fetchpriority="high"]')).toHaveCount(1)

  // A screen tall enough to bring every block near without any scroll, key or pointer.
  await page.setViewportSize({ width: 390, height: 16_000 })
  const pictures = featured.locator('img')
  await expect(pictures).toHaveCount(held)
  await expect(featured.locator('noscript')).toHaveCount(0)
  await expect(page.locator('main noscript[data-held]')).toHaveCount(0)
  await expect(hydrated(page)).toHaveCount(0)
  // Put back as the page was served, a lazy picture: it loads as it comes into view.
  const first = pictures.first()
  await expect(first).toHaveAttribute('loading', 'lazy')
  await first.scrollIntoViewIfNeeded()
  await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
})

test('the first use puts back the held form at once and every held picture before the app hydrates them', async ({
  page,
}) => {
  const reactErrors: string[] = []
  page.on('pageerror', (error) => reactErrors.push(error.message))
  page.on('console', (message) => {
    if (message.type() === 'error' && /Minified React error|hydrat/i.test(message.text()))
      reactErrors.push(message.text())
  })
  const release = await holdBack(page, APP_DATA)
  await page.goto('/')
  await page.waitForLoadState('load')
  const partners = page.locator('section[aria-labelledby="partners-title"]')
  await expect(partners.locator('img')).toHaveCount(0)

  // The first key: the form is back at once; the pictures far below wait until the framework
  // is about to run (here, until React's data has arrived), not in the key's own handler.
  await page.keyboard.press('Shift')
  await expect(homeEnquiryForm(page).getByLabel('First name', { exact: true })).toBeAttached()
  await page.waitForTimeout(300)
  await expect(partners.locator('img')).toHaveCount(0)

  release()
  await expect(hydrated(page)).toHaveCount(1, { timeout: 30_000 })
  // Both rows of the 14 partners' logos, each row with its copy for the seamless loop.
  await expect(partners.locator('img')).toHaveCount(56)
  await expect(page.locator('noscript[data-held]')).toHaveCount(0)
  expect(reactErrors).toEqual([])
})

test('with pictures held, every link and button still has a name before the page is used', async ({
  page,
  request,
}) => {
  const paths = ['/', '/property', (await firstProperty(request)).path, (await firstArticle(request)).path]
  for (const path of paths) {
    await page.goto(path)
    await page.waitForLoadState('load')
    const nameless = await page.locator('a[href], button').evaluateAll((controls) =>
      controls
        .filter((control) => {
          const label = control.getAttribute('aria-label') ?? control.getAttribute('aria-labelledby') ?? ''
          // What assistive technology reads: a <noscript>'s text is markup it ignores.
          const shown = control.cloneNode(true) as Element
          shown.querySelectorAll('noscript').forEach((held) => held.remove())
          const alts = [...shown.querySelectorAll('img')].map((img) => img.alt).join('')
          return !(label + (shown.textContent ?? '') + alts + (control.getAttribute('title') ?? '')).trim()
        })
        .map((control) => control.outerHTML.slice(0, 120)),
    )
    expect(nameless, path).toEqual([])
  }
})

test("a property page's enquiry form waits the same way, and comes back with the listing's message", async ({
  page,
  request,
}) => {
  const property = await firstProperty(request)
  await page.goto(property.path)
  const section = page.locator('section[aria-labelledby="enquiry-heading"]')
  await expect(section.getByRole('heading', { level: 2 })).toBeAttached()
  await expectFormHeld(section)
  await firstUse(page)
  const message = section.getByLabel('Message', { exact: true })
  await message.scrollIntoViewIfNeeded()
  await expect(message).toHaveValue(new RegExp(property.name.slice(0, 20)))
  await expect(section.getByRole('button', { name: 'Submit' })).toBeEnabled()
})
