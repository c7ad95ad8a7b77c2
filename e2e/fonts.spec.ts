import { expect, test } from '@playwright/test'

// Each family is preloaded as a small core file (app/(site)/fonts.ts); other characters come
// from @fontsource's complete files, fetched only by a page that uses them.

const completeFile = /manrope-latin-wght-normal|cormorant-garamond-latin-500-normal/

test('pages in plain English fetch only the two core font files', async ({ page, request }) => {
  const list = (await (await request.get('/api/v1/properties?limit=1')).json()) as {
    data: { docs: { _id: string }[] }
  }
  const news = (await (await request.get('/api/v1/news?limit=20')).json()) as {
    data: { docs: { _id: string; kind?: string }[] }
  }
  // Guides are read under /communities; /news/{id} is for news articles.
  const article = news.data.docs.find((doc) => doc.kind !== 'guide')!
  const fonts: string[] = []
  page.on('request', (req) => {
    if (req.resourceType() === 'font') fonts.push(req.url())
  })
  for (const path of [
    '/',
    '/property',
    `/property/${list.data.docs[0]!._id}`,
    `/news/${article._id}`,
    '/news',
    '/about',
  ]) {
    await page.goto(path)
    await page.evaluate(() => document.fonts.ready)
    expect(
      fonts.filter((url) => completeFile.test(url)),
      path,
    ).toEqual([])
  }
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
