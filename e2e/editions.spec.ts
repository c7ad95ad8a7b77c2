import fs from 'node:fs'
import { expect, type Locator, type Page, test } from '@playwright/test'
import type english from '@/messages/en.json'
import { appReady } from './support/app-ready'
import { PAGE_WIDTHS, widthsOverflowed } from './support/no-overflow'
import { expectToast, recordToasts } from './support/toasts'

/**
 * The Russian and Chinese editions in a real browser, as the Arabic one is tested
 * (arabic.spec.ts): every page type in the edition's language at 390 and 1280 px and no wider
 * than the screen, the language menu keeping the visitor on the same page (by pointer and by
 * keyboard), prices in the edition's currency until the visitor chooses another, the forms
 * answering in the language and taking the edition's phone numbers, and the faces each edition
 * draws with. The texts a test looks for come from the edition's messages file.
 */

/** An edition's interface texts, as its pages show them. */
const textsOf = (locale: string) => JSON.parse(fs.readFileSync(`messages/${locale}.json`, 'utf8')) as typeof english
const ru = textsOf('ru')
const zh = textsOf('zh')

const editions = [
  { locale: 'ru', letters: /[\u0400-\u04FF]/, texts: ru, currency: 'RUB', phone: '+7 916 123-45-67' },
  { locale: 'zh', letters: /[\u4E00-\u9FFF]/, texts: zh, currency: 'CNY', phone: '+86 138 0013 8000' },
] as const

interface Listed {
  _id: string
  slug?: string
  editions: string[]
  status?: string
  price?: number
}

/** A document of `endpoint` translated into `locale` (the demo content translates two dozen listings). */
async function translatedInto(page: Page, endpoint: string, locale: string): Promise<Listed> {
  const res = await page.request.get(`${endpoint}?limit=50`)
  const list = (await res.json()) as { data: { docs: Listed[] } }
  const doc = list.data.docs.find((d) => d.editions.includes(locale))
  expect(doc, `${endpoint}: one translated into ${locale}`).toBeDefined()
  return doc!
}

/** The language menu the visitor can see: in the header from 640 px, in the side menu below that. */
async function chooseEdition(page: Page, openMenuName: string, target: string) {
  const inHeader = page.locator('header [data-testid="language-menu"]')
  if (await inHeader.isVisible()) {
    await inHeader.click()
    await page.locator('#language-menu').getByTestId(`language-link-${target}`).click()
  } else {
    await page.getByRole('button', { name: openMenuName }).click()
    await page.getByRole('dialog').getByTestId(`language-link-${target}`).click()
  }
}

for (const { locale, letters, texts } of editions) {
  test(`${locale}: every page type is in the edition’s language, left to right, and no wider than a phone’s or a desktop’s screen`, async ({
    page,
  }) => {
    test.setTimeout(240_000)
    const listing = await translatedInto(page, '/api/v1/properties', locale)
    const article = await translatedInto(page, '/api/v1/news', locale)
    const project = await translatedInto(page, '/api/v1/projects', locale)
    for (const path of [
      '',
      '/property',
      `/property/${listing._id}`,
      `/news/${article.slug ?? article._id}`,
      `/projects/${project.slug}`,
      '/projects',
      '/about',
      '/services',
      '/contact',
      '/complaint',
      '/careers',
      '/mortgage-calculator',
      '/team',
      '/news',
      '/communities',
    ]) {
      const url = `/${locale}${path}`
      await page.setViewportSize(PAGE_WIDTHS[0].viewport)
      await page.goto(url)
      const html = page.locator('html')
      await expect(html, url).toHaveAttribute('lang', locale)
      await expect(html, url).toHaveAttribute('dir', 'ltr')
      // A project's title is its brand name, as the developer spells it.
      if (!path.startsWith('/projects/')) await expect(page.locator('h1').first(), url).toContainText(letters)
      await expect(page.locator('main'), url).toContainText(letters)
      expect(await widthsOverflowed(page), url).toEqual([])
    }
  })

  for (const { name, viewport } of PAGE_WIDTHS) {
    test.describe(`${locale} pages on a ${name}`, () => {
      test.use({ viewport })

      test('the language menu keeps the visitor on the same page, through every edition', async ({ page }) => {
        const listing = await translatedInto(page, '/api/v1/properties', locale)
        const path = `/property/${listing._id}`
        await page.goto(`/${locale}${path}?currency=AED#amenities`)
        await appReady(page)
        const other = locale === 'ru' ? 'zh' : 'ru'
        await chooseEdition(page, texts.Menu.openMenu, other)
        await expect(page).toHaveURL(new RegExp(`/${other}${path}\\?currency=AED#amenities$`))
        await expect(page.locator('html')).toHaveAttribute('lang', other)
        await appReady(page)
        const otherTexts = other === 'ru' ? ru : zh
        await chooseEdition(page, otherTexts.Menu.openMenu, 'en')
        await expect(page).toHaveURL(new RegExp(`(?<!/(ru|zh|ar))${path}\\?currency=AED#amenities$`))
        await expect(page.locator('html')).toHaveAttribute('lang', 'en')
        // The choice is remembered for the bare home address.
        const cookies = await page.context().cookies()
        expect(cookies.find((c) => c.name === 'locale')?.value).toBe('en')
      })
    })
  }

  test(`${locale}: the language menu works from the keyboard and says which edition is current`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto(`/${locale}/about`)
    const button = page.getByRole('button', { name: texts.LanguageSwitch.menu.replace('{language}', locale === 'ru' ? 'Русский' : '中文') })
    await expect(button).toBeVisible()
    // Before the app has loaded too: the popover is the browser's own.
    await button.focus()
    await page.keyboard.press('Enter')
    const menu = page.getByRole('navigation', { name: texts.LanguageSwitch.listLabel })
    await expect(menu).toBeVisible()
    const links = menu.getByRole('link')
    await expect(links).toHaveCount(4)
    await expect(links).toHaveText(['English', 'العربية', 'Русский', '中文'])
    await expect(menu.locator('[aria-current="true"]')).toHaveAttribute('hreflang', locale)
    await expect(menu.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/about')
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(button).toBeFocused()
  })
}

test('prices show in the edition’s currency until the visitor chooses one; the API stays in AED', async ({ page, context }) => {
  for (const { locale, currency } of editions) {
    await context.clearCookies()
    await page.goto(`/${locale}/property`)
    await expect(page.getByTestId('display-switch')).toContainText(currency)
    const firstPrice = await page.getByTestId('card-price').first().innerText()
    expect(firstPrice).not.toMatch(/AED|درهم|迪拉姆|дирхам/)
    // The visitor picks dirhams: the edition now shows dirhams, and remembers it.
    await page.getByTestId('display-switch').click()
    await page.locator('#display-preferences').getByText('AED', { exact: true }).click()
    await page.locator('#display-preferences').getByRole('button').last().click()
    await expect(page).toHaveURL(new RegExp(`/${locale}/property$`))
    await expect(page.getByTestId('display-switch')).toContainText('AED')
    const api = (await (await page.request.get(`/api/v1/properties?limit=1&locale=${locale}`)).json()) as {
      data: { docs: { price: number }[] }
    }
    const english = (await (await page.request.get('/api/v1/properties?limit=1')).json()) as typeof api
    expect(api.data.docs[0]!.price).toBe(english.data.docs[0]!.price)
  }
})

async function fill(form: Locator, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await form.getByLabel(label, { exact: true }).fill(value)
}

/** The forms refuse a submission sent within a few seconds of the page's form token. */
async function waitLikeAVisitor(page: Page, form: Locator, firstField: string) {
  const token = page.waitForResponse('**/api/v1/form-token', { timeout: 5_000 }).catch(() => null)
  await form.getByLabel(firstField, { exact: true }).focus()
  await token
  await page.waitForTimeout(4_600)
}

for (const { locale, letters, texts, phone } of editions) {
  test.describe(`${locale} forms`, () => {
    test.beforeEach(async ({ page }) => {
      await recordToasts(page)
    })

    test('the enquiry form says its rules in the language, takes the edition’s phone numbers and answers in it', async ({ page }) => {
      await page.goto(`/${locale}/contact`)
      await appReady(page)
      const form = page.locator('form').filter({ has: page.getByLabel(texts.Forms.firstName, { exact: true }) }).first()
      const first = form.getByLabel(texts.Forms.firstName, { exact: true })
      await first.focus()
      await first.blur()
      await expect(first).toHaveAccessibleDescription(letters)

      await waitLikeAVisitor(page, form, texts.Forms.firstName)
      await fill(form, {
        [texts.Forms.firstName]: locale === 'ru' ? 'Ирина' : '王',
        [texts.Forms.lastName]: locale === 'ru' ? 'Соколова' : '丽娜',
        [texts.Forms.email]: `buyer.${locale}.${Date.now()}@example.com`,
        [texts.Forms.phone]: phone,
        [texts.Forms.message]: locale === 'ru' ? 'Хочу посмотреть квартиру в Дубай Марина на этой неделе.' : '我想本周看一下迪拜码头的公寓。',
      })
      const response = page.waitForResponse(`**/api/v1/contacts?locale=${locale}`)
      await form.getByRole('button', { name: texts.Forms.submit }).click()
      const answer = await response
      expect(answer.status()).toBe(201)
      const { message } = (await answer.json()) as { message: string }
      expect(message).toMatch(letters)
      await expectToast(page, message)
    })

    test('registering interest in a project takes a number from the edition’s country and answers in the language', async ({ page }) => {
      const project = await translatedInto(page, '/api/v1/projects', locale)
      await page.goto(`/${locale}/projects/${project.slug}`)
      await appReady(page)
      const form = page.locator('form').filter({ has: page.getByLabel(texts.Forms.interestMessage) }).first()
      await form.scrollIntoViewIfNeeded()
      await waitLikeAVisitor(page, form, texts.Forms.firstName)
      await fill(form, {
        [texts.Forms.firstName]: locale === 'ru' ? 'Павел' : '李',
        [texts.Forms.lastName]: locale === 'ru' ? 'Орлов' : '明',
        [texts.Forms.email]: `interest.${locale}.${Date.now()}@example.com`,
        [texts.Forms.phone]: phone,
      })
      const response = page.waitForResponse((r) => r.url().includes(`/interest?locale=${locale}`))
      await form.getByRole('button', { name: texts.Forms.registerInterest }).click()
      expect((await response).status()).toBe(201)
      await expect(page.locator('[data-sonner-toast]').first()).toContainText(letters)
    })
  })
}

test('a Russian page draws in the site’s faces with its Cyrillic inside the page; a Chinese page fetches only slices of its face', async ({
  browser,
}) => {
  async function fontsOf(path: string) {
    const page = await browser.newPage()
    const fonts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname)
    })
    await page.goto(path)
    await page.evaluate(() => document.fonts.ready)
    const loaded = await page.evaluate(() =>
      [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family.replaceAll('"', '')),
    )
    await page.close()
    return { fonts, loaded: [...new Set(loaded)].sort() }
  }
  const russian = await fontsOf('/ru')
  expect(russian.fonts).toEqual([])
  expect(russian.loaded).toEqual(['Cormorant Garamond Core', 'Manrope Core'])

  const chinese = await fontsOf('/zh')
  expect(chinese.loaded).toContain('Noto Sans SC')
  expect(chinese.fonts.length).toBeGreaterThan(0)
  // Slices only: of the site's own Chinese, or @fontsource's for other characters; never a whole face.
  for (const font of chinese.fonts) expect(font).toMatch(/^\/fonts\/(noto-sans-sc-site\/site-\d+-[0-9a-f]+|cjk\/[\d.]+\/noto-sans-sc-\d+-400-normal)\.woff2$/)
})
