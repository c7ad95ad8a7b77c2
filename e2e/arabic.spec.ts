import { expect, type Locator, type Page, test } from '@playwright/test'
import type { Paginated, Project } from '@/lib/api/types'
import { bankLabel } from '@/lib/i18n/companies'
import { appReady } from './support/app-ready'
import { drawEveryBlock } from './support/near-blocks'
import { PAGE_WIDTHS, widthsOverflowed } from './support/no-overflow'
import { firstArticle, firstProperty } from './support/seeded'
import { expectToast, recordToasts } from './support/toasts'

/**
 * The Arabic edition in a real browser, on a phone and on a desktop: every page right to left
 * with nothing wider than the screen, the language switch taking the visitor to the same page
 * and back, and each form accepting Arabic input and answering in Arabic.
 */

async function firstProject(page: Page): Promise<Project> {
  const list = (await (await page.request.get('/api/v1/projects?limit=50')).json()) as { data: Paginated<Project> }
  const project = list.data.docs.find((p) => p.unitTypes.length > 0)
  expect(project, 'a project with unit types').toBeDefined()
  return project!
}

/** The language menu the visitor can see: in the header from 640 px, in the side menu below that. */
async function switchLanguage(page: Page, openMenuName: string, target: 'en' | 'ar') {
  const inHeader = page.locator('header [data-testid="language-menu"]')
  if (!(await inHeader.isVisible())) {
    await page.getByRole('button', { name: openMenuName }).click()
    await page.getByRole('dialog').getByTestId(`language-link-${target}`).click()
  } else {
    await inHeader.click()
    await page.locator('#language-menu').getByTestId(`language-link-${target}`).click()
  }
}

test('Arabic pages are right to left, in Arabic, and no wider than a phone’s or a desktop’s screen', async ({ page }) => {
  test.setTimeout(150_000)
  const property = await firstProperty(page.request)
  const article = await firstArticle(page.request)
  const project = await firstProject(page)
  for (const path of [
    '/ar',
    '/ar/property',
    `/ar${property.path}`,
    `/ar${article.path}`,
    '/ar/contact',
    '/ar/complaint',
    '/ar/careers',
    `/ar/projects/${project.slug}`,
  ]) {
    await page.setViewportSize(PAGE_WIDTHS[0].viewport)
    await page.goto(path)
    const html = page.locator('html')
    await expect(html, path).toHaveAttribute('dir', 'rtl')
    await expect(html, path).toHaveAttribute('lang', 'ar')
    await expect(page.locator('main'), path).toContainText(/[\u0600-\u06FF]/)
    expect(await widthsOverflowed(page), path).toEqual([])
  }
})

for (const { name, viewport } of PAGE_WIDTHS) {
  test.describe(`Arabic pages on a ${name}`, () => {
    test.use({ viewport })

    test('a listing’s header reads whole: no cut-off crumb, the unit switch on one line', async ({ page }) => {
      const property = await firstProperty(page.request)
      await page.goto(`/ar${property.path}`)
      const trail = page.getByRole('navigation', { name: 'مسار التنقل' })
      const current = trail.locator('[aria-current="page"]')
      // Screen readers hear the whole trail; on a phone the title below shows the page's name.
      await expect(current).toHaveText(await page.getByRole('heading', { level: 1 }).innerText())
      if (viewport.width < 640) {
        expect((await current.boundingBox())!.width).toBeLessThanOrEqual(1)
      } else {
        await expect(current).toBeVisible()
        const clipped = await current.evaluate((el) => el.scrollWidth > el.clientWidth + 1)
        expect(clipped).toBe(false)
      }
      // The currency and unit pill: 'قدم مربع' on one line, the pill no taller than a tap target.
      const pill = page.getByTestId('display-switch')
      const box = (await pill.boundingBox())!
      expect(box.height).toBeLessThanOrEqual(48)
      await expect(pill).toContainText('قدم مربع')
    })

    test('the language switch keeps the visitor on the same page, both ways', async ({ page }) => {
      const property = await firstProperty(page.request)
      await page.goto(`/ar${property.path}`)
      await appReady(page)
      await switchLanguage(page, 'فتح القائمة', 'en')
      await expect(page).toHaveURL(new RegExp(`${property.path}$`))
      await expect(page.locator('html')).toHaveAttribute('lang', 'en')
      await appReady(page)
      await switchLanguage(page, 'Open menu', 'ar')
      await expect(page).toHaveURL(new RegExp(`/ar${property.path}$`))
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    })

    test('the switch keeps a listing’s filters and is remembered for the home page', async ({ page }) => {
      await page.goto('/property?status=rent')
      await appReady(page)
      await switchLanguage(page, 'Open menu', 'ar')
      await expect(page).toHaveURL(/\/ar\/property\?status=rent$/)
      const cookies = await page.context().cookies()
      expect(cookies.find((c) => c.name === 'locale')?.value).toBe('ar')
      // Coming back to the bare address later (typed, bookmarked) opens the Arabic home.
      await page.goto('/')
      await expect(page).toHaveURL(/\/ar$/)
    })
  })
}

const enquiry = {
  'الاسم الأول': 'عائشة',
  'اسم العائلة': 'الرحمن',
  'البريد الإلكتروني': 'aisha.alrahman@example.com',
  'رقم الهاتف': '+971 050-123-4567',
}

async function fill(form: Locator, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await form.getByLabel(label, { exact: true }).fill(value)
}

/** The forms refuse a submission sent within a few seconds of the page's form token. */
async function waitLikeAVisitor(page: Page, form: Locator) {
  // The token is fetched on the first focus of a field, unless an earlier touch fetched it.
  const token = page.waitForResponse('**/api/v1/form-token', { timeout: 5_000 }).catch(() => null)
  await form.getByLabel('الاسم الأول', { exact: true }).focus()
  await token
  await page.waitForTimeout(4_600)
}

test.describe('Arabic forms', () => {
  test.beforeEach(async ({ page }) => {
    await recordToasts(page)
  })

  test('the enquiry form shows its rules in Arabic and sends Arabic text', async ({ page }) => {
    await page.goto('/ar/contact')
    await appReady(page)
    const form = page.getByRole('form', { name: 'يسعدنا تواصلك معنا!' })
    const first = form.getByLabel('الاسم الأول', { exact: true })
    await first.focus()
    await first.blur()
    await expect(first).toHaveAccessibleDescription('الاسم الأول مطلوب')

    await waitLikeAVisitor(page, form)
    await fill(form, { ...enquiry, رسالتك: 'أرغب في معاينة الشقة المكونة من غرفتي نوم في دبي مارينا نهاية هذا الأسبوع.' })
    const response = page.waitForResponse('**/api/v1/contacts?locale=ar')
    await form.getByRole('button', { name: 'إرسال' }).click()
    const answer = await response
    expect(answer.status()).toBe(201)
    const sent = answer.request().postDataJSON() as Record<string, string>
    expect(sent).toMatchObject({ firstName: 'عائشة', lastName: 'الرحمن', page: '/ar/contact' })
    await expectToast(page, 'تم استلام رسالتك بنجاح')
  })

  test('the complaint form answers with its reference in Arabic', async ({ page }) => {
    await page.goto('/ar/complaint')
    await appReady(page)
    const form = page.getByRole('form', { name: 'تقديم شكوى' })
    await waitLikeAVisitor(page, form)
    await fill(form, { ...enquiry, 'رقم الهاتف': '0501234567', 'تفاصيل الشكوى': 'لم يحضر الوسيط موعد المعاينة الذي حجزناه يوم السبت الماضي.' })
    const response = page.waitForResponse('**/api/v1/complaints?locale=ar')
    await form.getByRole('button', { name: 'إرسال' }).click()
    const answer = (await (await response).json()) as { message: string; data: { reference: string } }
    expect(answer.message).toBe('تم تقديم شكواك بنجاح')
    await expectToast(page, new RegExp(`^تم تقديم شكواك بنجاح\\. الرقم المرجعي: .?${answer.data.reference}`))
  })

  test('the job application accepts an Arabic name and résumé and thanks the applicant in Arabic', async ({ page }) => {
    await page.goto('/ar/careers')
    await appReady(page)
    await page.getByRole('button', { name: 'قدّم الآن' }).first().click()
    const form = page.getByRole('form', { name: 'طلب التوظيف' })
    await expect(form).toBeVisible()
    const phone = form.getByLabel('رقم الهاتف', { exact: true })
    await phone.fill('05012345')
    await phone.blur()
    await expect(phone).toHaveAccessibleDescription('يجب أن يتكوّن رقم الهاتف من 10 أرقام')

    await waitLikeAVisitor(page, form)
    await fill(form, { ...enquiry, 'رقم الهاتف': '0501234567', 'الوظيفة التي تتقدم لها': 'مستشار عقاري' })
    await form.locator('input[type="file"]').setInputFiles({
      name: 'السيرة الذاتية.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\nxref\ntrailer\n<<>>\n%%EOF\n'),
    })
    const response = page.waitForResponse('**/api/v1/careers?locale=ar')
    await form.getByRole('button', { name: 'إرسال' }).click()
    expect((await response).status()).toBe(201)
    await expectToast(page, 'تم إرسال طلبك بنجاح')
  })

  test('registering interest in a project answers in Arabic', async ({ page }) => {
    const project = await firstProject(page)
    await page.goto(`/ar/projects/${project.slug}`)
    await appReady(page)
    const form = page.getByRole('form', { name: `تسجيل الاهتمام بمشروع ${project.name}` })
    await form.scrollIntoViewIfNeeded()
    await waitLikeAVisitor(page, form)
    await fill(form, { ...enquiry, 'البريد الإلكتروني': `buyer.${Date.now()}@example.com` })
    await form.getByLabel('هل هناك ما تود إخبارنا به؟').fill('أفضّل طابقاً مرتفعاً بإطلالة على الخور.')
    const response = page.waitForResponse((r) => r.url().includes('/interest?locale=ar'))
    await form.getByRole('button', { name: 'سجّل اهتمامك' }).click()
    expect((await response).status()).toBe(201)
    await expectToast(page, new RegExp(`^شكراً لك\\. (كتيّب|سيتواصل).*${project.name}`))
  })
})

test.describe('Arabic names and terms', () => {
  test('a project by Emaar names its developer and escrow bank in Arabic', async ({ page }) => {
    const res = await page.request.get('/api/v1/projects?developer=emaar-properties&limit=1')
    const { data } = (await res.json()) as { data: Paginated<Project> }
    const project = data.docs[0]
    expect(project, 'a seeded Emaar project').toBeDefined()
    await page.goto(`/ar/projects/${project!.slug}`)
    const main = page.locator('main')
    await expect(main.getByText('إعمار العقارية').first()).toBeVisible()
    await expect(main).not.toContainText('Emaar')
    if (project!.escrowBank) {
      await expect(main).toContainText(bankLabel(project!.escrowBank, 'ar'))
      await expect(main).not.toContainText(project!.escrowBank)
    }
  })

  test('the mortgage calculator speaks of التمويل and says the age rule as a sentence', async ({ page }) => {
    await page.goto('/ar/mortgage-calculator')
    await appReady(page)
    const form = page.getByTestId('true-cost-form')
    await expect(form).toHaveAttribute('data-hydrated', 'true')
    await expect(form.getByLabel('مدة التمويل', { exact: true })).toBeVisible()
    await form.getByLabel('عمر المقترض', { exact: true }).fill('62')
    await form.getByLabel('مدة التمويل', { exact: true }).fill('25')
    await expect(form).toContainText(
      'يجب سداد التمويل بالكامل قبل أن يبلغ المقترض 65 عاماً، لذا لا تتجاوز مدة التمويل لمن عمره 62 عاماً 3 سنوات',
    )
    // One word for the product: no قرض / القرض / قروض anywhere on the page.
    const text = await page.locator('main').innerText()
    expect(text).not.toMatch(/(?<![\u0600-\u06FF])[وف]?[بلك]?(?:ال|لل)?(?:قرض|قروض)/)
    expect(text).not.toContain('أجنبي')
    expect(text).toContain('وافد')
  })
})

test('an Arabic page carries its Arabic face and Manrope and fetches no font; an English page its display face and the switch’s letters', async ({
  browser,
}) => {
  async function fontsOf(path: string) {
    const page = await browser.newPage()
    const fonts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname)
    })
    await page.goto(path)
    await drawEveryBlock(page)
    await page.evaluate(() => document.fonts.ready)
    const faces = await page.evaluate(() =>
      [...document.fonts].map((face) => ({ family: face.family.replaceAll('"', ''), status: face.status })),
    )
    const loaded = faces.filter((face) => face.status === 'loaded').map((face) => face.family)
    return { fonts, loaded, declared: faces.map((face) => face.family) }
  }
  const arabic = await fontsOf('/ar')
  // Its Arabic and its Latin-side characters (figures, ², « ») are all in the core faces in the
  // page; the English display face is not among them (its Latin is set in Manrope).
  expect(arabic.fonts).toEqual([])
  expect(arabic.loaded.sort()).toEqual(['Manrope Core', 'Readex Pro Arabic'])
  expect(arabic.declared).not.toContain('Cormorant Garamond Core')

  const english = await fontsOf('/about')
  expect(english.fonts).toEqual([])
  expect(english.loaded.sort()).toEqual(['Cormorant Garamond Core', 'Manrope Core'])
  expect(english.declared).not.toContain('Readex Pro Arabic')
  // The language menu's 'العربية' is drawn in its own letters' face, in the page: opening the
  // menu fetches no font.
  expect(english.declared).toContain('Readex Pro Arabic Name')
})

test('opening the language menu on an English page draws العربية without fetching a font', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  const fonts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(request.url())
  })
  await page.goto('/about')
  await page.getByTestId('language-menu').click()
  await expect(page.locator('#language-menu').getByTestId('language-link-ar')).toBeVisible()
  await page.evaluate(() => document.fonts.ready)
  const arabicName = await page.evaluate(() =>
    [...document.fonts].find((face) => face.family.replaceAll('"', '') === 'Readex Pro Arabic Name')?.status,
  )
  expect(arabicName).toBe('loaded')
  expect(fonts.filter((url) => /readex/i.test(url))).toEqual([])
})
