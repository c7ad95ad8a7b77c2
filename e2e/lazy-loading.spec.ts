import { expect, test, type Page } from '@playwright/test'
import { appReady } from './support/app-ready'
import { holdBack } from './support/hold-back'
import { FRAMEWORK_SCRIPTS } from './support/phone'
import { firstProperty } from './support/seeded'

// What a page view costs on a slow phone: the carousels' code (Embla), the lightbox and the
// careers modal are not fetched with the page, only when the visitor gets near them or reaches
// for them — and then they work. Without JavaScript the same pages still show their content.

/** Text found only in each library's code (string literals survive minification). */
const code = {
  carousel: 'slidesInView',
  lightbox: 'yarl__',
  // A test id only the modal's own chunk carries (its words now come with the page).
  careersModal: 'application-modal-backdrop',
}

/** Every script the page fetches, by body, in the order they arrive. */
function recordScripts(page: Page) {
  const bodies: string[] = []
  const reading: Promise<void>[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return
    reading.push(response.text().then((body) => void bodies.push(body), () => undefined))
  })
  return {
    loaded: (marker: string) => bodies.some((body) => body.includes(marker)),
    /** Waits until the scripts fetched so far have been read (a large one takes a while). */
    read: () => Promise.all(reading),
  }
}

/** Holds back the chunk whose code contains `marker` until the returned function is called. */
function holdChunk(page: Page, marker: string) {
  return holdBack(page, '**/_next/static/chunks/*.js', (body) => body.includes(marker))
}

async function openAndSettle(page: Page, path: string) {
  await page.goto(path)
  // Whatever the page fetches by itself after loading (idle-time extras) has arrived.
  await page.waitForLoadState('networkidle')
}

test('home: no carousel code until the visitor nears it', async ({ page }) => {
  const scripts = recordScripts(page)
  await openAndSettle(page, '/')
  await scripts.read()
  expect(scripts.loaded(code.carousel)).toBe(false)

  const carousel = page.getByRole('region', { name: 'Testimonials' })
  await carousel.scrollIntoViewIfNeeded()
  await expect.poll(() => scripts.loaded(code.carousel)).toBe(true)
  await carousel.getByRole('button', { name: 'Show testimonial 2' }).click()
  await expect(carousel.getByRole('button', { name: 'Show testimonial 2' })).toHaveAttribute('aria-current', 'true')

  await page.getByRole('heading', { name: 'Talk to an adviser' }).scrollIntoViewIfNeeded()
  const form = page.getByRole('form', { name: 'Send us a message' })
  const firstName = form.getByLabel('First name', { exact: true })
  await firstName.fill('A')
  await firstName.blur()
  await expect(firstName).toHaveAccessibleDescription('Too Short!')
})

test('property page: the lightbox is fetched once the gallery is seen and the page idle, so a tap opens it even offline', async ({
  page,
  request,
  context,
}) => {
  const property = await firstProperty(request)
  const scripts = recordScripts(page)
  await openAndSettle(page, property.path)
  // No tap yet: the gallery is on screen, so its lightbox comes once the main thread is idle —
  // which, on a busy machine, can be after the network has gone quiet; the similar-homes carousel
  // and the careers modal are nowhere near.
  await expect.poll(async () => (await scripts.read(), scripts.loaded(code.lightbox))).toBe(true)
  for (const marker of [code.carousel, code.careersModal]) expect(scripts.loaded(marker), marker).toBe(false)

  await appReady(page)
  await expect(page.getByTestId('gallery').locator('xpath=..')).toHaveAttribute('data-hydrated', 'true')
  // Signal lost on the way (a lift, the metro): the tap needs nothing from the network.
  await context.setOffline(true)
  await page.getByTestId('gallery-tile').first().click()
  await expect(page.locator('.yarl__root')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.locator('.yarl__root')).toBeHidden()
  await context.setOffline(false)
})

test('careers: the application modal is fetched when the visitor heads for Apply Now', async ({ page }) => {
  const scripts = recordScripts(page)
  await openAndSettle(page, '/careers')
  await scripts.read()
  expect(scripts.loaded(code.careersModal)).toBe(false)
  await page.getByRole('button', { name: 'Apply Now' }).click()
  const dialog = page.getByRole('dialog', { name: 'Apply to join our team' })
  await expect(dialog.getByRole('form', { name: 'Job application' })).toBeVisible()
  await expect.poll(() => scripts.loaded(code.careersModal)).toBe(true)
})

/** The home page's live testimonials, its carousel code held back, the pointer resting on it. */
async function testimonialsWithCodeHeld(page: Page) {
  const release = await holdChunk(page, code.carousel)
  await page.goto('/')
  await appReady(page)
  const carousel = page.getByRole('region', { name: 'Testimonials' })
  await carousel.scrollIntoViewIfNeeded()
  // The pointer over the carousel keeps autoplay from moving it.
  await carousel.hover()
  return { release, carousel }
}

test('a press on a carousel arrow before the carousel’s code has arrived moves it, and its dots follow', async ({
  page,
}) => {
  const { release, carousel } = await testimonialsWithCodeHeld(page)
  const current = carousel.locator('[data-selected="true"] [data-testimonial-name]')
  const first = (await current.textContent())!.trim()
  await carousel.getByRole('button', { name: 'Next testimonial' }).click()
  await expect(current).toHaveText(first)

  release()
  await expect(current).not.toHaveText(first)
  await expect(carousel.getByRole('button', { name: 'Show testimonial 2' })).toHaveAttribute('aria-current', 'true')
  // The slide marked current is the one in view (once the track has finished moving).
  const slide = carousel.locator('[role="group"][data-selected="true"]')
  await expect
    .poll(async () => {
      const [track, shown] = await Promise.all([carousel.boundingBox(), slide.boundingBox()])
      return Math.abs(shown!.x - track!.x) < track!.width / 4
    })
    .toBe(true)
})

test('a press in the instant the carousel starts is not lost', async ({ page }) => {
  const { release, carousel } = await testimonialsWithCodeHeld(page)
  // Embla places the track as it starts, before React has rendered the controls again with the
  // running carousel: Next is pressed right then, from the style change.
  await carousel.evaluate((region) => {
    const track = region.querySelector('[aria-roledescription="slide"]')!.parentElement!
    const next = region.querySelector<HTMLButtonElement>('button[aria-label="Next testimonial"]')!
    const observer = new MutationObserver(() => {
      observer.disconnect()
      next.click()
    })
    observer.observe(track, { attributes: true, attributeFilter: ['style'] })
  })
  release()
  await expect(carousel.getByRole('button', { name: 'Show testimonial 2' })).toHaveAttribute('aria-current', 'true')
  await expect(carousel.locator('[role="group"][data-selected="true"]')).toHaveAttribute('aria-label', /^2 of /)
})

test('a press on Submit before the page is live is not lost', async ({ page }) => {
  // All of the page's code is held back while the visitor fills the form in and presses Submit.
  const release = await holdBack(page, FRAMEWORK_SCRIPTS)
  await page.goto('/complaint', { waitUntil: 'domcontentloaded' })
  const form = page.getByRole('form', { name: 'Leave A Complaint' })
  await form.getByLabel('First name', { exact: true }).fill('Omar')
  const submit = form.getByRole('button', { name: 'Submit' })
  await expect(submit).toBeEnabled()
  await submit.click()

  release()
  // The live form handled the press with what was typed: validation runs and focus goes to the
  // first field still missing.
  await expect(form.getByLabel('Last name', { exact: true })).toBeFocused()
  await expect(form.getByLabel('First name', { exact: true })).toHaveValue('Omar')
  await expect(form.getByLabel('Last name', { exact: true })).toHaveAccessibleDescription('Last name is required')
  await expect(form.getByLabel('Email', { exact: true })).toHaveAccessibleDescription('Email is required')
  await expect(submit).toBeEnabled()
})

test('public pages carry none of the CMS admin’s code', async ({ page }) => {
  // Found in the admin's own bundle (checked first, so the marker means something).
  const admin = 'payload-toast'
  const adminScripts = recordScripts(page)
  await openAndSettle(page, '/admin')
  await adminScripts.read()
  expect(adminScripts.loaded(admin)).toBe(true)
  for (const path of ['/', '/property', '/news', '/careers', '/contact']) {
    const scripts = recordScripts(page)
    await openAndSettle(page, path)
    await scripts.read()
    expect(scripts.loaded(admin), path).toBe(false)
  }
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('forms, carousels, the featured properties and the listing message are in the page', async ({ page, request }) => {
    await page.goto('/')
    const search = page.getByRole('search', { name: 'Property search' })
    await expect(search.getByRole('button', { name: 'Search' })).toBeVisible()
    await expect(search.getByRole('textbox', { name: 'Min price' })).toBeVisible()
    const form = page.getByRole('form', { name: 'Send us a message' })
    for (const label of ['First name', 'Last name', 'Email', 'Phone', 'Message'])
      await expect(form.getByLabel(label, { exact: true })).toBeVisible()
    await expect(form.getByRole('button', { name: 'Submit' })).toBeVisible()
    const carousel = page.getByRole('region', { name: 'Testimonials' })
    await expect(carousel.locator('[data-selected="true"] [data-testimonial-name]')).toBeVisible()
    const featured = page.getByRole('list', { name: 'Featured Properties' })
    await featured.scrollIntoViewIfNeeded()
    await expect(featured.getByRole('link').first()).toBeVisible()
    const picture = featured.getByRole('img').first()
    await expect(picture).toBeVisible()
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
    await expect(page.getByText('Loading...', { exact: true })).toHaveCount(0)

    const property = await firstProperty(request)
    await page.goto(property.path)
    await expect(page.getByLabel('Message', { exact: true }).last()).toHaveValue(new RegExp(property.name.slice(0, 20)))

    await page.goto('/careers')
    await expect(page.getByTestId('team-slider-viewport').getByTestId('team-card').first()).toBeVisible()
  })
})
