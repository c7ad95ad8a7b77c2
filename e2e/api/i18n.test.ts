import { JSDOM } from 'jsdom'
import { beforeAll, describe, expect, it } from 'vitest'
import { base, call } from './client'
import { crawl, type CrawledPage } from './pages'
import { staffToken } from './staff'

// The Arabic edition as search engines, the API and staff meet it: each page names its own
// address and its other edition (hreflang), the sitemap lists both editions with alternates,
// /api/v1 answers in Arabic on `locale=ar`, and a translation saved by staff never touches
// the English text. Real HTTP against the server under test; XML and HTML parsed, not grepped.

const XHTML = 'http://www.w3.org/1999/xhtml'

interface Listing {
  _id: string
  name: string
  description: string
}

async function firstListing(locale?: string): Promise<Listing> {
  const res = await call<{ data: { docs: Listing[] } }>(`/api/v1/properties?limit=1${locale ? `&locale=${locale}` : ''}`)
  expect(res.status).toBe(200)
  return res.body.data.docs[0]!
}

const arabicLetters = /[\u0600-\u06FF]/

/** hreflang → absolute href of a page's <link rel="alternate"> tags. */
function alternatesOf(page: CrawledPage): Record<string, string> {
  const links = [...page.document.querySelectorAll('link[rel="alternate"][hreflang]')]
  return Object.fromEntries(links.map((link) => [link.getAttribute('hreflang')!, link.getAttribute('href')!]))
}

const canonicalOf = (page: CrawledPage) => page.document.querySelector('link[rel="canonical"]')?.getAttribute('href')
const absolute = (path: string) => (path === '/' ? base : `${base}${path}`)

describe('each page in both editions names itself and its other edition', () => {
  let listing: Listing
  const pages = new Map<string, CrawledPage>()

  beforeAll(async () => {
    listing = await firstListing()
    const paths = ['/', '/property', `/property/${listing._id}`, '/news', '/contact', '/projects', '/services']
    for (const path of paths) {
      pages.set(path, await crawl(path))
      const arabic = path === '/' ? '/ar' : `/ar${path}`
      pages.set(arabic, await crawl(arabic))
    }
  })

  it('sets lang and dir on the document', () => {
    for (const [path, page] of pages) {
      expect(page.status, path).toBe(200)
      const html = page.document.documentElement
      const arabic = path.startsWith('/ar')
      expect(html.getAttribute('lang'), path).toBe(arabic ? 'ar' : 'en')
      expect(html.getAttribute('dir'), path).toBe(arabic ? 'rtl' : 'ltr')
    }
  })

  it('has its own canonical and the same en, ar and x-default alternates as its twin', () => {
    for (const [path, page] of pages) {
      if (path.startsWith('/ar')) continue
      const arabicPath = path === '/' ? '/ar' : `/ar${path}`
      const twin = pages.get(arabicPath)!
      const expected = { en: absolute(path), ar: absolute(arabicPath), 'x-default': absolute(path) }
      expect(alternatesOf(page), path).toEqual(expected)
      expect(alternatesOf(twin), arabicPath).toEqual(expected)
      expect(canonicalOf(page), path).toBe(absolute(path))
      expect(canonicalOf(twin), arabicPath).toBe(absolute(arabicPath))
    }
  })

  it('gives Open Graph its locale and the other edition’s', () => {
    for (const [path, page] of pages) {
      const arabic = path.startsWith('/ar')
      expect(page.meta('og:locale'), path).toBe(arabic ? 'ar_AE' : 'en_AE')
      expect(page.meta('og:locale:alternate'), path).toBe(arabic ? 'en_AE' : 'ar_AE')
    }
  })

  it('renders the Arabic page’s text in Arabic, from the server', () => {
    const home = pages.get('/ar')!
    expect(home.document.querySelector('h1')?.textContent).toMatch(arabicLetters)
    const property = pages.get(`/ar/property/${listing._id}`)!
    expect(property.document.querySelector('h1')?.textContent).toMatch(arabicLetters)
    expect(property.document.title).toMatch(arabicLetters)
  })
})

describe('the sitemap', () => {
  let doc: Document

  beforeAll(async () => {
    const res = await call('/sitemap.xml')
    expect(res.status).toBe(200)
    doc = new JSDOM(res.text, { contentType: 'application/xml' }).window.document
  })

  it('lists every page in both editions, each with its en, ar and x-default alternates', () => {
    const urls = [...doc.getElementsByTagName('url')]
    const locs = new Set(urls.map((url) => url.getElementsByTagName('loc')[0]!.textContent!))
    expect(urls.length).toBeGreaterThan(100)
    for (const url of urls) {
      const loc = url.getElementsByTagName('loc')[0]!.textContent!
      const links = [...url.getElementsByTagNameNS(XHTML, 'link')]
      const byLang: Record<string, string> = Object.fromEntries(
        links.map((link) => [link.getAttribute('hreflang') ?? '', link.getAttribute('href') ?? '']),
      )
      expect(Object.keys(byLang).sort(), loc).toEqual(['ar', 'en', 'x-default'])
      expect(links.every((link) => link.getAttribute('rel') === 'alternate'), loc).toBe(true)
      // Its own address is one of the alternates, and every alternate is listed too.
      expect(Object.values(byLang), loc).toContain(loc)
      expect(byLang['x-default'], loc).toBe(byLang.en)
      for (const href of Object.values(byLang)) expect(locs.has(href), `${loc} → ${href}`).toBe(true)
    }
    expect(locs.has(absolute('/ar'))).toBe(true)
    expect(locs.has(absolute('/ar/property'))).toBe(true)
  })

  it('names only pages that answer in their edition', async () => {
    const locs = [...doc.getElementsByTagName('loc')].map((loc) => loc.textContent!)
    const sample = [...locs.filter((loc) => loc.includes('/ar/')).slice(0, 12), ...locs.filter((loc) => loc.includes('/ar/property/')).slice(0, 3)]
    for (const loc of sample) {
      const page = await crawl(loc.slice(base.length))
      expect(page.status, loc).toBe(200)
      expect(page.document.documentElement.getAttribute('lang'), loc).toBe('ar')
    }
  })
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
    expect(res.body.message).toBe('locale: must be one of en, ar')
    expect(res.body.errors.locale).toBe('must be one of en, ar')
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
