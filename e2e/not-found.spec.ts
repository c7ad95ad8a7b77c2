import { expect, test, type Page } from '@playwright/test'
import { appReady } from './support/app-ready'

// What a visitor meets at an address whose listing, project or article is not there, in both
// editions: HTTP 404, the page's language and direction, a title and heading in that language,
// and a way on. A listing id that is well-formed but no longer listed reads as sold or
// withdrawn (with homes on the market now), never as a server fault; a broken address keeps
// the product's own 'Something went wrong' (docs/requirements.md §8).

type Edition = 'en' | 'ar'

interface Case {
  name: string
  path: string
  testId: string
  title: Record<Edition, string>
  heading: Record<Edition, string>
  text: Record<Edition, string>
  back: { href: string; label: Record<Edition, string> }
}

const GONE_LISTING = '/property/0123456789abcdef01234567'

const cases: Case[] = [
  {
    name: 'a listing that is no longer listed',
    path: GONE_LISTING,
    testId: 'property-gone',
    title: { en: 'Property no longer available', ar: 'العقار لم يعد متاحاً' },
    heading: { en: 'This property is no longer available', ar: 'هذا العقار لم يعد متاحاً' },
    text: {
      en: 'It may have been sold, let or taken off the market by its owner.',
      ar: 'ربما بيع أو أُجّر أو سحبه مالكه من السوق.',
    },
    back: { href: '/property', label: { en: 'Browse all properties', ar: 'تصفّح جميع العقارات' } },
  },
  {
    name: 'a malformed listing address',
    path: '/property/not-a-listing',
    testId: 'property-not-found',
    title: { en: 'Property not found', ar: 'العقار غير موجود' },
    heading: { en: 'Something went wrong', ar: 'حدث خطأ ما' },
    text: {
      en: 'This property may have been sold, let or withdrawn.',
      ar: 'ربما بيع هذا العقار أو أُجّر أو سُحب من السوق.',
    },
    back: { href: '/property', label: { en: 'Back to all properties', ar: 'العودة إلى جميع العقارات' } },
  },
  {
    name: 'a project that is not on sale',
    path: '/projects/no-such-project-anywhere',
    testId: 'project-not-found',
    title: { en: 'Project no longer available', ar: 'المشروع لم يعد متاحاً' },
    heading: { en: 'This project is no longer available', ar: 'هذا المشروع لم يعد متاحاً' },
    text: {
      en: 'This project may have sold out or been withdrawn from sale.',
      ar: 'ربما بيعت جميع وحدات هذا المشروع أو سُحب من البيع.',
    },
    back: { href: '/projects', label: { en: 'Back to all projects', ar: 'العودة إلى جميع المشاريع' } },
  },
  {
    name: 'an unknown news article',
    path: '/news/ffffffffffffffffffffffff',
    testId: 'article-error',
    title: { en: 'Article not found', ar: 'المقال غير موجود' },
    heading: { en: 'Something went wrong', ar: 'حدث خطأ ما' },
    text: { en: 'This article may have moved or been removed.', ar: 'ربما نُقل هذا المقال أو أُزيل.' },
    back: { href: '/news', label: { en: 'Back to news', ar: 'العودة إلى الأخبار' } },
  },
  {
    name: 'an unknown community',
    path: '/communities/no-such-community',
    testId: 'article-error',
    title: { en: 'Community guide not found', ar: 'دليل المجتمع غير موجود' },
    heading: { en: 'Something went wrong', ar: 'حدث خطأ ما' },
    text: { en: 'This guide may have moved or been removed.', ar: 'ربما نُقل هذا الدليل أو أُزيل.' },
    back: { href: '/communities', label: { en: 'Back to communities', ar: 'العودة إلى المجتمعات' } },
  },
]

const inEdition = (edition: Edition, path: string) => (edition === 'ar' ? `/ar${path}` : path)

async function expectEdition(page: Page, edition: Edition) {
  await expect(page.locator('html')).toHaveAttribute('lang', edition)
  await expect(page.locator('html')).toHaveAttribute('dir', edition === 'ar' ? 'rtl' : 'ltr')
}

for (const edition of ['en', 'ar'] as const) {
  test.describe(`${edition === 'ar' ? 'Arabic' : 'English'} edition`, () => {
    for (const c of cases) {
      test(`${c.name} answers 404 in the page's language`, async ({ page }) => {
        const res = await page.goto(inEdition(edition, c.path))
        expect(res?.status()).toBe(404)
        await appReady(page)
        await expectEdition(page, edition)
        await expect(page).toHaveTitle(new RegExp(`^${c.title[edition]} \\| `))
        const screen = page.getByTestId(c.testId)
        await expect(screen.getByRole('heading', { level: 1 })).toHaveText(c.heading[edition])
        const sentence = screen.getByText(c.text[edition])
        await expect(sentence).toBeVisible()
        // Its full stop sits at the end of the line the edition reads: the right-hand end in English.
        expect(await sentence.evaluate((el) => getComputedStyle(el).direction)).toBe(
          edition === 'ar' ? 'rtl' : 'ltr',
        )
        await expect(page.locator('head meta[name="robots"]').first()).toHaveAttribute('content', /noindex/)
        const main = page.locator('main')
        await expect(main.getByRole('link', { name: c.back.label[edition] }).first()).toHaveAttribute(
          'href',
          inEdition(edition, c.back.href),
        )
      })
    }

    test('a listing that is gone offers homes on the market now, never a server fault', async ({
      page,
    }) => {
      await page.goto(inEdition(edition, GONE_LISTING))
      await appReady(page)
      const main = page.locator('main')
      await expect(main).not.toContainText(edition === 'ar' ? 'حدث خطأ ما' : 'Something went wrong')
      const homes = page.getByTestId('listings-now')
      await expect(homes.getByRole('heading', { level: 2 })).toHaveText(
        edition === 'ar' ? 'عقارات معروضة الآن' : 'Homes on the market now',
      )
      const cards = homes.getByTestId('property-card')
      expect(await cards.count()).toBeGreaterThan(0)
      expect(await cards.count()).toBeLessThanOrEqual(3)
      // Each card opens a listing that is there, in the same edition.
      const href = await cards.first().getByRole('link').first().getAttribute('href')
      expect(href).toMatch(new RegExp(`^${edition === 'ar' ? '/ar' : ''}/property/[a-f0-9]{24}$`))
      const opened = await page.request.get(href!)
      expect(opened.status()).toBe(200)
    })
  })
}

test('a header sent by the visitor cannot change the edition of a not-found page', async ({
  page,
}) => {
  await page.setExtraHTTPHeaders({ 'x-page-path': `/ar${GONE_LISTING}` })
  const res = await page.goto(GONE_LISTING)
  expect(res?.status()).toBe(404)
  await appReady(page)
  await expectEdition(page, 'en')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This property is no longer available')
})
