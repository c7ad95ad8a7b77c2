import { expect, test } from '@playwright/test'

// Each family is preloaded as a small core file (app/(site)/fonts.ts); other characters come
// from @fontsource's complete files, fetched only by a page that uses them.

const completeFile = /manrope-latin-wght-normal|cormorant-garamond-latin-500-normal/

test('a page in plain English fetches only the two core font files', async ({ page }) => {
  const fonts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(request.url())
  })
  await page.goto('/about')
  await page.evaluate(() => document.fonts.ready)
  expect(fonts.filter((url) => completeFile.test(url))).toEqual([])
  expect(fonts.some((url) => /manrope_core/.test(url))).toBe(true)
  expect(fonts.some((url) => /cormorant_garamond_core/.test(url))).toBe(true)
})

test('an accented name is drawn from the complete family, not a system font', async ({ page }) => {
  await page.goto('/about')
  const loaded = page.waitForRequest((request) => completeFile.test(request.url()))
  await page.evaluate(() => {
    const heading = document.createElement('h2')
    heading.className = 'font-display'
    heading.textContent = 'Résidences Émeraude'
    const text = document.createElement('p')
    text.textContent = 'Açaí café in Jumeirah — Zoë, Chloé and Begoña'
    document.querySelector('main')?.prepend(heading, text)
  })
  await loaded
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.fonts]
          .filter((f) => f.status === 'loaded')
          .map((f) => f.family.replaceAll('"', '')),
      ),
    )
    .toEqual(expect.arrayContaining(['Manrope Variable', 'Cormorant Garamond']))
})
