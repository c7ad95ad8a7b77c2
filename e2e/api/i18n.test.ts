import { JSDOM } from 'jsdom'
import { beforeAll, describe, expect, it } from 'vitest'
import { base, call } from './client'
import { crawl, type CrawledPage } from './pages'
import { staffToken } from './staff'
import { arabicEdition } from '@/scripts/seed-data/ar'
import { russianEdition } from '@/scripts/seed-data/ru'
import { chineseEdition } from '@/scripts/seed-data/zh'

// The editions as search engines, the API and staff meet them: each page names its own address
// and the editions it exists in (hreflang), the sitemap lists every edition with alternates,
// /api/v1 answers in an edition on `locale=`, a listing not yet translated names only its real
// editions, and a translation saved by staff never touches the English text. Real HTTP against
// the server under test; XML and HTML parsed, not grepped.

const XHTML = 'http://www.w3.org/1999/xhtml'
const EDITIONS = ['en', 'ar', 'ru', 'zh'] as const
type Edition = (typeof EDITIONS)[number]

interface Listing {
  _id: string
  name: string
  description: string
  editions: Edition[]
}

async function firstListing(locale?: string): Promise<Listing> {
  const res = await call<{ data: { docs: Listing[] } }>(`/api/v1/properties?limit=1${locale ? `&locale=${locale}` : ''}`)
  expect(res.status).toBe(200)
  return res.body.data.docs[0]!
}

async function allListings(): Promise<Listing[]> {
  const res = await call<{ data: { docs: Listing[] } }>('/api/v1/properties?limit=50')
  expect(res.status).toBe(200)
  return res.body.data.docs
}

const arabicLetters = /[\u0600-\u06FF]/
const russianLetters = /[\u0400-\u04FF]/
const chineseCharacters = /[\u4E00-\u9FFF]/

/** hreflang → absolute href of a page's <link rel="alternate"> tags. */
function alternatesOf(page: CrawledPage): Record<string, string> {
  const links = [...page.document.querySelectorAll('link[rel="alternate"][hreflang]')]
  return Object.fromEntries(links.map((link) => [link.getAttribute('hreflang')!, link.getAttribute('href')!]))
}

const canonicalOf = (page: CrawledPage) => page.document.querySelector('link[rel="canonical"]')?.getAttribute('href')
const absolute = (path: string) => (path === '/' ? base : `${base}${path}`)
/** '/property' in an edition: '/ru/property', '/ru' for the home. */
const inEdition = (edition: Edition, path: string) => (edition === 'en' ? path : path === '/' ? `/${edition}` : `/${edition}${path}`)
const ogLocale: Record<Edition, string> = { en: 'en_AE', ar: 'ar_AE', ru: 'ru_RU', zh: 'zh_CN' }

describe('each page in every edition names itself and its other editions', () => {
  let listing: Listing
  const pages = new Map<string, CrawledPage>()
  const paths = ['/', '/property', '', '/news', '/contact', '/projects', '/services']

  beforeAll(async () => {
    // A listing translated into every edition: the demo content has two dozen.
    listing = (await allListings()).find((l) => EDITIONS.every((e) => l.editions.includes(e)))!
    expect(listing, 'a listing in all four editions').toBeDefined()
    paths[2] = `/property/${listing._id}`
    // 28 pages, most rendered for the first time: a path's four editions at once.
    for (const path of paths) {
      const urls = EDITIONS.map((edition) => inEdition(edition, path))
      const crawled = await Promise.all(urls.map((url) => crawl(url)))
      urls.forEach((url, i) => pages.set(url, crawled[i]!))
    }
  }, 180_000)

  it('sets lang and dir on the document', () => {
    for (const path of paths) {
      for (const edition of EDITIONS) {
        const page = pages.get(inEdition(edition, path))!
        expect(page.status, inEdition(edition, path)).toBe(200)
        const html = page.document.documentElement
        expect(html.getAttribute('lang'), inEdition(edition, path)).toBe(edition)
        expect(html.getAttribute('dir'), inEdition(edition, path)).toBe(edition === 'ar' ? 'rtl' : 'ltr')
      }
    }
  })

  it('has its own canonical and the same four alternates and x-default as its twins', () => {
    for (const path of paths) {
      const expected = { ...Object.fromEntries(EDITIONS.map((e) => [e, absolute(inEdition(e, path))])), 'x-default': absolute(path) }
      for (const edition of EDITIONS) {
        const page = pages.get(inEdition(edition, path))!
        expect(alternatesOf(page), inEdition(edition, path)).toEqual(expected)
        expect(canonicalOf(page), inEdition(edition, path)).toBe(absolute(inEdition(edition, path)))
      }
    }
  })

  it('gives Open Graph its locale and the other editions’', () => {
    for (const path of paths) {
      for (const edition of EDITIONS) {
        const page = pages.get(inEdition(edition, path))!
        expect(page.meta('og:locale'), inEdition(edition, path)).toBe(ogLocale[edition])
        const others = [...page.document.querySelectorAll('meta[property="og:locale:alternate"]')].map((m) => m.getAttribute('content'))
        expect(others.sort(), inEdition(edition, path)).toEqual(EDITIONS.filter((e) => e !== edition).map((e) => ogLocale[e]).sort())
      }
    }
  })

  it('renders each edition’s page text in its language, from the server', () => {
    const letters: Record<Edition, RegExp> = { en: /[A-Za-z]/, ar: arabicLetters, ru: russianLetters, zh: chineseCharacters }
    for (const edition of ['ar', 'ru', 'zh'] as const) {
      const home = pages.get(inEdition(edition, '/'))!
      expect(home.document.querySelector('h1')?.textContent, edition).toMatch(letters[edition])
      const property = pages.get(inEdition(edition, `/property/${listing._id}`))!
      expect(property.document.querySelector('h1')?.textContent, edition).toMatch(letters[edition])
      expect(property.document.querySelector('h1')?.hasAttribute('lang'), edition).toBe(false)
      expect(property.document.title, edition).toMatch(letters[edition])
    }
  })
})

describe('the office in each edition’s words', () => {
  // The address and hours are CMS fields the seed writes into each edition; a settings document
  // read in the wrong locale would show English (or nothing) in the footer and on /contact.
  const seeded = { ar: arabicEdition.settings, ru: russianEdition.settings, zh: chineseEdition.settings }
  const squash = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim()

  it.each(['ar', 'ru', 'zh'] as const)('shows the %s address in the footer and the hours on the contact page', async (edition) => {
    const contact = await crawl(inEdition(edition, '/contact'))
    expect(contact.status).toBe(200)
    const footerAddress = squash(contact.document.querySelector('footer address')?.textContent)
    expect(footerAddress).toContain(squash(seeded[edition].address))
    expect(squash(contact.document.querySelector('main')?.textContent)).toContain(squash(seeded[edition].openingHours))
  })

  it('keeps the English address and hours on the English pages', async () => {
    const contact = await crawl('/contact')
    const footerAddress = squash(contact.document.querySelector('footer address')?.textContent)
    for (const edition of ['ar', 'ru', 'zh'] as const) {
      expect(footerAddress).not.toContain(squash(seeded[edition].address))
    }
    expect(footerAddress).toMatch(/Dubai/)
    expect(squash(contact.document.querySelector('main')?.textContent)).toContain('Mon–Sat, 9:00–19:00')
  })
})

describe('a listing not yet translated into an edition', () => {
  let listing: Listing
  let russian: CrawledPage

  beforeAll(async () => {
    listing = (await allListings()).find((l) => !l.editions.includes('ru'))!
    expect(listing, 'a demo listing left in English for Russian readers').toBeDefined()
    russian = await crawl(`/ru/property/${listing._id}`)
  })

  it('shows its text in English inside the Russian page, marked as English', () => {
    expect(russian.status).toBe(200)
    expect(russian.document.documentElement.getAttribute('lang')).toBe('ru')
    const title = russian.document.querySelector('h1')!
    expect(title.textContent).toBe(listing.name)
    expect(title.getAttribute('lang')).toBe('en')
    expect(russian.document.querySelector('[data-testid="property-description"]')?.getAttribute('lang')).toBe('en')
    // The page around it is Russian.
    expect(russian.document.querySelector('nav')?.textContent).toMatch(russianLetters)
  })

  it('names in hreflang only the editions it exists in, never an English fallback', () => {
    const expected = Object.fromEntries(
      [...listing.editions.map((e) => [e, absolute(inEdition(e, `/property/${listing._id}`))]), ['x-default', absolute(`/property/${listing._id}`)]],
    )
    expect(alternatesOf(russian)).toEqual(expected)
    expect(Object.keys(expected)).not.toContain('ru')
  })

  it('marks its English name inside the Russian enquiry heading', () => {
    const heading = russian.document.getElementById('enquiry-heading')!
    expect(heading.getAttribute('lang')).toBeNull()
    expect(heading.textContent).toMatch(russianLetters)
    expect(heading.querySelector('span[lang="en"]')?.textContent).toBe(listing.name)
  })

  it('leaves its Russian address out of search indexes, and its data says the text is English', async () => {
    // Metadata may stream into the body: the tag is looked for anywhere in the document.
    const robots = (page: CrawledPage) => page.document.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null
    const inLanguage = (page: CrawledPage) => page.jsonLd.find((data) => data['@type'] === 'RealEstateListing')?.inLanguage
    expect(robots(russian)).toBe('noindex, follow')
    expect(inLanguage(russian)).toBe('en')

    // A listing written in Russian is indexed there, in Russian.
    const translated = (await allListings()).find((l) => l.editions.includes('ru'))!
    const page = await crawl(`/ru/property/${translated._id}`)
    expect(page.status).toBe(200)
    expect(robots(page)).toBeNull()
    expect(inLanguage(page)).toBe('ru')
  })
})

describe('English fallbacks in an edition’s lists', () => {
  it('marks the card of a news story not yet in Russian as English on /ru/news, and only that one', async () => {
    const news = await call<{ data: { docs: { _id: string; title: string; editions: Edition[] }[] } }>('/api/v1/news?limit=48&locale=ru')
    expect(news.status).toBe(200)
    const english = news.body.data.docs.find((a) => !a.editions.includes('ru'))
    const russianStory = news.body.data.docs.find((a) => a.editions.includes('ru'))
    expect(english, 'a demo story left in English for Russian readers').toBeDefined()
    expect(russianStory, 'a demo story in Russian').toBeDefined()

    const page = await crawl('/ru/news')
    expect(page.status).toBe(200)
    const titleLink = (id: string) => page.document.querySelector(`article a[href="/ru/news/${id}"]`)
    const link = titleLink(english!._id)!
    expect(link.textContent).toBe(english!.title)
    expect(link.closest('[lang="en"]')).not.toBeNull()
    const excerpt = link.closest('article')!.querySelector('[data-testid="news-excerpt"]')!
    expect(excerpt.closest('[lang="en"]')).not.toBeNull()

    const translated = titleLink(russianStory!._id)!
    expect(translated.textContent).toMatch(russianLetters)
    expect(translated.closest('[lang="en"]')).toBeNull()
  })

  it('describes a listing’s card photo on /ru/property by its Russian name, or marks the English one', async () => {
    const page = await crawl('/ru/property')
    expect(page.status).toBe(200)
    const cards = [...page.document.querySelectorAll('article[data-testid="property-card"]')]
    expect(cards.length).toBeGreaterThan(0)
    let russianCards = 0
    for (const card of cards) {
      const href = card.querySelector('a[href^="/ru/property/"]')!.getAttribute('href')!
      const id = href.slice('/ru/property/'.length)
      const answer = await call<{ data: { name: string; editions: Edition[] } }>(`/api/v1/properties/${id}?locale=ru`)
      expect(answer.status, id).toBe(200)
      const img = card.querySelector('img')!
      if (answer.body.data.editions.includes('ru')) {
        russianCards += 1
        expect(img.getAttribute('alt'), id).toBe(answer.body.data.name)
        expect(answer.body.data.name, id).toMatch(russianLetters)
        expect(img.hasAttribute('lang'), id).toBe(false)
      } else {
        // The media library's English description, said to be English.
        expect(img.getAttribute('lang'), id).toBe('en')
      }
    }
    expect(russianCards, 'a listing in Russian on the first page').toBeGreaterThan(0)
  })
})

describe('the sitemap', () => {
  let doc: Document

  beforeAll(async () => {
    const res = await call('/sitemap.xml')
    expect(res.status).toBe(200)
    doc = new JSDOM(res.text, { contentType: 'application/xml' }).window.document
  })

  it('lists every page in its editions, each with its editions and x-default as alternates', () => {
    const urls = [...doc.getElementsByTagName('url')]
    const locs = new Set(urls.map((url) => url.getElementsByTagName('loc')[0]!.textContent!))
    expect(urls.length).toBeGreaterThan(200)
    for (const url of urls) {
      const loc = url.getElementsByTagName('loc')[0]!.textContent!
      const links = [...url.getElementsByTagNameNS(XHTML, 'link')]
      const byLang: Record<string, string> = Object.fromEntries(
        links.map((link) => [link.getAttribute('hreflang') ?? '', link.getAttribute('href') ?? '']),
      )
      expect(Object.keys(byLang), loc).toContain('en')
      expect(Object.keys(byLang), loc).toContain('x-default')
      expect(links.every((link) => link.getAttribute('rel') === 'alternate'), loc).toBe(true)
      // Its own address is one of the alternates, and every alternate is listed too.
      expect(Object.values(byLang), loc).toContain(loc)
      expect(byLang['x-default'], loc).toBe(byLang.en)
      for (const href of Object.values(byLang)) expect(locs.has(href), `${loc} → ${href}`).toBe(true)
    }
    for (const edition of ['ar', 'ru', 'zh']) {
      expect(locs.has(absolute(`/${edition}`))).toBe(true)
      expect(locs.has(absolute(`/${edition}/property`))).toBe(true)
    }
  })

  it('lists a listing only in the editions it is translated into', async () => {
    const listings = await allListings()
    const locs = new Set([...doc.getElementsByTagName('loc')].map((loc) => loc.textContent!))
    const english = listings.find((l) => !l.editions.includes('ru'))!
    const translated = listings.find((l) => l.editions.includes('ru') && l.editions.includes('zh'))!
    expect(locs.has(absolute(`/property/${english._id}`))).toBe(true)
    expect(locs.has(absolute(`/ru/property/${english._id}`))).toBe(false)
    expect(locs.has(absolute(`/ru/property/${translated._id}`))).toBe(true)
    expect(locs.has(absolute(`/zh/property/${translated._id}`))).toBe(true)
  })

  // 24 pages, most rendered for the first time (in CI beside the browser tests): an edition's at once.
  it('names only pages that answer in their edition', async () => {
    const locs = [...doc.getElementsByTagName('loc')].map((loc) => loc.textContent!)
    for (const edition of ['ar', 'ru', 'zh']) {
      const sample = [...locs.filter((loc) => loc.includes(`/${edition}/`)).slice(0, 6), ...locs.filter((loc) => loc.includes(`/${edition}/property/`)).slice(0, 2)]
      const pages = await Promise.all(sample.map((loc) => crawl(loc.slice(base.length))))
      pages.forEach((page, i) => {
        expect(page.status, sample[i]).toBe(200)
        expect(page.document.documentElement.getAttribute('lang'), sample[i]).toBe(edition)
      })
    }
  }, 120_000)
})

describe('/api/v1 in Arabic', () => {
  it('answers in English by default and in Arabic with locale=ar', async () => {
    const english = await firstListing()
    const arabic = await firstListing('ar')
    expect(arabic._id).toBe(english._id)
    expect(english.name).not.toMatch(arabicLetters)
    expect(arabic.name).toMatch(arabicLetters)
    expect(arabic.description).toMatch(arabicLetters)
    const explicit = await firstListing('en')
    expect(explicit.name).toBe(english.name)
  })

  it('answers in Russian and Chinese with locale=ru and locale=zh, for what is translated', async () => {
    const listing = (await allListings()).find((l) => l.editions.includes('ru') && l.editions.includes('zh'))!
    const russian = await call<{ data: { name: string; description: string } }>(`/api/v1/properties/${listing._id}?locale=ru`)
    expect(russian.body.data.name).toMatch(russianLetters)
    expect(russian.body.data.description).toMatch(russianLetters)
    const chinese = await call<{ data: { name: string } }>(`/api/v1/properties/${listing._id}?locale=zh`)
    expect(chinese.body.data.name).toMatch(chineseCharacters)
    // Prices stay in dirhams whatever the edition.
    const prices = await Promise.all(['en', 'ru', 'zh'].map(async (l) => (await call<{ data: { price: number } }>(`/api/v1/properties/${listing._id}?locale=${l}`)).body.data.price))
    expect(new Set(prices).size).toBe(1)
  })

  it('reads one listing, article and project in Arabic', async () => {
    const listing = await firstListing()
    const one = await call<{ data: { name: string } }>(`/api/v1/properties/${listing._id}?locale=ar`)
    expect(one.body.data.name).toMatch(arabicLetters)
    const news = await call<{ data: { docs: { _id: string; title: string }[] } }>('/api/v1/news?limit=1&locale=ar')
    expect(news.body.data.docs[0]!.title).toMatch(arabicLetters)
    const projects = await call<{ data: { docs: { slug: string; location: string }[] } }>('/api/v1/projects?limit=1&locale=ar')
    const project = await call<{ data: { location: string; description: string } }>(`/api/v1/projects/${projects.body.data.docs[0]!.slug}?locale=ar`)
    expect(project.body.data.location).toMatch(arabicLetters)
    expect(project.body.data.description).toMatch(arabicLetters)
  })

  it('refuses an edition it does not have, with a clear 400', async () => {
    const res = await call<{ message: string; errors: Record<string, string> }>('/api/v1/properties?locale=fr')
    expect(res.status).toBe(400)
    expect(res.body.message).toBe('locale: must be one of en, ar, ru, zh')
    expect(res.body.errors.locale).toBe('must be one of en, ar, ru, zh')
  })
})

describe('a translation saved by staff', () => {
  it('shows on the Arabic edition and leaves every English text as it was', async () => {
    const token = await staffToken()
    const auth = { Authorization: `JWT ${token}`, 'content-type': 'application/json' }
    const english = await firstListing()
    const found = await fetch(`${base}/cms-api/properties?where[publicId][equals]=${english._id}&depth=0&locale=en`, { headers: auth })
    const doc = ((await found.json()) as { docs: { id: number; location: string; description: string }[] }).docs[0]!

    const name = `شقة للاختبار ${Date.now()}`
    const saved = await fetch(`${base}/cms-api/properties/${doc.id}?locale=ar&depth=0`, {
      method: 'PATCH',
      headers: auth,
      body: JSON.stringify({ name }),
    })
    expect(saved.status).toBe(200)

    await expect.poll(async () => (await firstListing('ar')).name, { timeout: 15_000 }).toBe(name)
    const after = await firstListing()
    expect(after.name).toBe(english.name)
    expect(after.description).toBe(english.description)
    const staffView = await fetch(`${base}/cms-api/properties/${doc.id}?depth=0&locale=en`, { headers: auth })
    const stored = (await staffView.json()) as { name: string; location: string; description: string; untranslatedAr: string }
    expect(stored).toMatchObject({ name: english.name, location: doc.location, description: doc.description })
  })

  it('marks for staff what a new document still lacks in Arabic, and clears it once translated', async () => {
    const token = await staffToken()
    const auth = { Authorization: `JWT ${token}`, 'content-type': 'application/json' }
    const stamp = Date.now()
    const profile = 'A Dubai developer of waterfront apartments, founded in 2004.'
    const created = await fetch(`${base}/cms-api/developers?depth=0`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ name: `Test Developer ${stamp}`, slug: `test-developer-${stamp}`, profile }),
    })
    expect(created.status).toBe(201)
    const { doc } = (await created.json()) as { doc: { id: number; untranslatedAr: string } }
    expect(doc.untranslatedAr).toBe('profile')

    const translated = await fetch(`${base}/cms-api/developers/${doc.id}?locale=ar&depth=0`, {
      method: 'PATCH',
      headers: auth,
      body: JSON.stringify({ profile: 'مطوّر عقاري في دبي متخصص في الشقق المطلة على الواجهة البحرية، تأسس عام 2004.' }),
    })
    expect(translated.status).toBe(200)
    expect(((await translated.json()) as { doc: { untranslatedAr: string } }).doc.untranslatedAr).toBe('')
    const englishView = await fetch(`${base}/cms-api/developers/${doc.id}?depth=0&locale=en`, { headers: auth })
    expect(((await englishView.json()) as { profile: string }).profile).toBe(profile)
  })
})

describe('the editions’ addresses', () => {
  it('sends an unknown Arabic path to the Arabic home and /en/… to the unprefixed page', async () => {
    const unknown = await call('/ar/no-such-page')
    expect(unknown.status).toBe(307)
    expect(new URL(unknown.headers.get('location')!, base).pathname).toBe('/ar')
    const english = await call('/en/property')
    expect(english.status).toBe(307)
    expect(new URL(english.headers.get('location')!, base).pathname).toBe('/property')
  })

  it('takes a returning visitor who chose Arabic to the Arabic home, but not a click inside the site', async () => {
    const returning = await call('/', { headers: { cookie: 'locale=ar', 'sec-fetch-site': 'none' } })
    expect(returning.status).toBe(307)
    expect(new URL(returning.headers.get('location')!, base).pathname).toBe('/ar')
    const clicked = await call('/', { headers: { cookie: 'locale=ar', 'sec-fetch-site': 'same-origin' } })
    expect(clicked.status).toBe(200)
    // A crawler keeps no cookie and is never redirected, whatever its languages.
    const crawler = await call('/', { headers: { 'accept-language': 'ar-AE,ar;q=0.9', 'user-agent': 'Googlebot/2.1' } })
    expect(crawler.status).toBe(200)
    expect(crawler.text).toContain('lang="en"')
  })
})
