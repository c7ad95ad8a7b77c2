import { expect, test, type Page } from '@playwright/test'
import { careerFaqs } from '../content/careers'

// /careers: the application modal's dismissal rules and focus handling, the no-JS fallback,
// the team slider's slides per width, the FAQ accordion and its JSON-LD.

async function openModal(page: Page) {
  await page.goto('/careers')
  const apply = page.getByRole('button', { name: 'Apply Now' })
  await apply.click()
  const dialog = page.getByRole('dialog', { name: 'Apply to join our team' })
  await expect(dialog).toBeVisible()
  return { apply, dialog }
}

// The modal's rules, checked one after another on a single open modal: each step leaves it open
// for the next, until the close icon shuts it. /careers and the lazily fetched modal load once.
test('the application modal: focus inside, no dismissal by Escape or backdrop, Tab trapped, the close icon closes', async ({
  page,
}) => {
  const { apply, dialog } = await openModal(page)
  const focusInside = () => dialog.evaluate((el) => el.contains(document.activeElement))

  await test.step('it opens with focus inside it', async () => {
    await expect(dialog).toHaveAttribute('aria-modal', 'true')
    await expect(dialog.getByRole('form', { name: 'Job application' })).toBeVisible()
    expect(await focusInside()).toBe(true)
  })

  await test.step('Escape does not dismiss it', async () => {
    await page.keyboard.press('Escape')
    await page.keyboard.press('Escape')
    await expect(dialog).toBeVisible()
  })

  await test.step('focus is trapped in it', async () => {
    for (let i = 0; i < 20; i++) {
      await page.keyboard.press('Tab')
      expect(await focusInside()).toBe(true)
    }
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Shift+Tab')
      expect(await focusInside()).toBe(true)
    }
  })

  await test.step('a click on the backdrop does not dismiss it', async () => {
    const box = (await dialog.boundingBox())!
    // Just outside the panel, on the backdrop, and in the page's top-left corner.
    await page.mouse.click(Math.max(2, box.x - 20), box.y + 40)
    await page.mouse.click(5, 5)
    await expect(dialog).toBeVisible()
  })

  await test.step('the close icon closes it and focus returns to Apply Now', async () => {
    await dialog.getByRole('button', { name: 'Close application form' }).click()
    await expect(dialog).toBeHidden()
    await expect(apply).toBeFocused()
    await expect(apply).toHaveAttribute('aria-expanded', 'false')
  })
})

test('Apply Now opens from the keyboard with Enter or Space', async ({ page }) => {
  await page.goto('/careers')
  const apply = page.getByRole('button', { name: 'Apply Now' })
  const dialog = page.getByRole('dialog', { name: 'Apply to join our team' })
  for (const key of ['Enter', 'Space']) {
    await apply.focus()
    await page.keyboard.press(key)
    await expect(dialog).toBeVisible()
    await dialog.getByRole('button', { name: 'Close application form' }).click()
    await expect(dialog).toBeHidden()
  }
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  test('Apply Now leads to how to apply by e-mail', async ({ page }) => {
    await page.goto('/careers')
    const apply = page.getByRole('button', { name: 'Apply Now' })
    await expect(apply).toHaveAttribute('href', '#apply')
    await apply.click()
    await expect(page).toHaveURL(/#apply$/)
    await expect(page.locator('#apply a[href^="mailto:"]')).toBeVisible()
  })
})

test.describe('team slider', () => {
  test.use({ reducedMotion: 'reduce' }) // no autoplay: the track stands still while we count
  for (const [width, expected] of [
    [1280, 4],
    [991, 3],
    [767, 2],
    [600, 1],
  ] as const) {
    test(`shows ${expected} member(s) at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await page.goto('/careers')
      const viewport = page.getByTestId('team-slider-viewport')
      await viewport.scrollIntoViewIfNeeded()
      const visible = await viewport.evaluate((vp) => {
        const frame = vp.getBoundingClientRect()
        return [...vp.querySelectorAll('[data-testid="team-card"]')].filter((card) => {
          const r = card.getBoundingClientRect()
          return r.width > 0 && r.left >= frame.left - 1 && r.right <= frame.right + 1
        }).length
      })
      expect(visible).toBe(expected)
    })
  }

  test('next and previous move the slider', async ({ page }) => {
    await page.goto('/careers')
    const viewport = page.getByTestId('team-slider-viewport')
    await viewport.scrollIntoViewIfNeeded()
    const firstVisible = () =>
      viewport.evaluate((vp) => {
        const left = vp.getBoundingClientRect().left
        const cards = [...vp.querySelectorAll('[data-testid="team-card"]')]
        const card = cards.find((c) => Math.abs(c.getBoundingClientRect().left - left) < 30)
        return card?.querySelector('figcaption p')?.textContent ?? null
      })
    const start = await firstVisible()
    expect(start).not.toBeNull()
    await page.getByRole('button', { name: 'Next team member' }).click()
    await expect.poll(firstVisible).not.toBe(start)
    await page.getByRole('button', { name: 'Previous team member' }).click()
    await expect.poll(firstVisible).toBe(start)
  })
})

test('the two FAQs open and close, and are described by FAQPage JSON-LD', async ({ page }) => {
  await page.goto('/careers')
  const items = page.getByTestId('faq-list').locator('details')
  await expect(items).toHaveCount(2)
  const second = items.nth(1)
  const answer = second.getByText(careerFaqs[1]!.answer[0]!)
  await expect(answer).toBeHidden()
  await second.locator('summary').click()
  await expect(answer).toBeVisible()
  await second.locator('summary').focus()
  await page.keyboard.press('Enter')
  await expect(answer).toBeHidden()
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  const faq = blocks.map((b) => JSON.parse(b) as { '@type': string; mainEntity?: { name: string }[] }).find((b) => b['@type'] === 'FAQPage')
  expect(faq?.mainEntity?.map((q) => q.name)).toEqual(careerFaqs.map((f) => f.question))
})

test('careers: a failed team read shows the spec’s error in place of the slider', async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: 'test-fault', value: 'team', url: baseURL ?? 'http://127.0.0.1:3000' }])
  await page.goto('/careers')
  await expect(page.getByTestId('error-state')).toHaveText('Team details not loaded. Something went wrong.')
  await expect(page.getByRole('button', { name: 'Apply Now' })).toBeVisible()
})
