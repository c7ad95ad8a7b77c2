import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import tailwind from '@/tailwind.config'
import { call } from './client'
import { crawl, publicRoutes, siteUrl, type CrawledPage } from './pages'

// What search engines and link previews read from every public page, fetched the way a
// crawler does (no JavaScript): title, description, canonical, Open Graph and Twitter tags,
// the single h1, the icons and the web manifest.

let pages: CrawledPage[] = []
let arabicPages: CrawledPage[] = []

beforeAll(async () => {
  // A second service page beside buy-property: the off-plan one.
  const routes = [...(await publicRoutes()), '/services/off-plan']
  pages = []
  arabicPages = []
  for (const path of routes) pages.push(await crawl(path))
  // The Arabic edition: the same pages under /ar.
  for (const path of routes) arabicPages.push(await crawl(path === '/' ? '/ar' : `/ar${path}`))
  // Every public page of both editions, most rendered for the first time: on a busy machine
  // (in CI the browser tests run beside this) that takes longer than the other hooks' 60 s.
}, 120_000)

const bothEditions = () => [...pages, ...arabicPages]

const titleOf = (page: CrawledPage) => page.document.title
const descriptionOf = (page: CrawledPage) => page.meta('description')

describe('every public page', () => {
  it('answers 200 in English', () => {
    for (const page of pages) {
      expect(page.status, page.path).toBe(200)
      expect(page.document.documentElement.getAttribute('lang'), page.path).toBe('en')
    }
  })

  it('answers 200 in Arabic under /ar, right to left', () => {
    for (const page of arabicPages) {
      expect(page.status, page.path).toBe(200)
      expect(page.document.documentElement.getAttribute('lang'), page.path).toBe('ar')
      expect(page.document.documentElement.getAttribute('dir'), page.path).toBe('rtl')
    }
  })

  it('has a title and a description of its own, in each edition', () => {
    const all = bothEditions()
    for (const page of all) {
      expect(titleOf(page), page.path).toMatch(/\S.* \| \S/)
      expect(descriptionOf(page)?.length ?? 0, page.path).toBeGreaterThanOrEqual(50)
    }
    // Unique within an edition. Across editions a page whose content has no Arabic yet (it falls
    // back to English) may share its twin's words; hreflang names them as alternates.
    for (const edition of [pages, arabicPages]) {
      expect(new Set(edition.map(titleOf)).size).toBe(edition.length)
      expect(new Set(edition.map(descriptionOf)).size).toBe(edition.length)
    }
    // The fixed pages' words are the site's own: always in Arabic on the Arabic pages.
    for (const page of arabicPages.filter((p) => !/^\/ar\/(?:property|news|communities|projects)\/./.test(p.path)))
      expect(descriptionOf(page), page.path).toMatch(/[\u0600-\u06FF]/)
  })

  it('has exactly one h1, in each edition', () => {
    for (const page of bothEditions())
      expect(page.document.querySelectorAll('h1'), page.path).toHaveLength(1)
  })

  it('names one absolute canonical URL: its own address on the site', () => {
    for (const page of bothEditions()) {
      const links = page.document.head.querySelectorAll('link[rel="canonical"]')
      expect(links, page.path).toHaveLength(1)
      const canonical = new URL(links[0]!.getAttribute('href')!)
      expect(canonical.origin, page.path).toBe(new URL(siteUrl).origin)
      expect(canonical.pathname, page.path).toBe(page.path)
    }
  })

  it('has Open Graph and Twitter card tags with an absolute image', () => {
    for (const page of bothEditions()) {
      for (const key of ['og:title', 'og:description', 'og:type', 'og:site_name', 'twitter:title', 'twitter:description'])
        expect(page.meta(key), `${page.path} ${key}`).toMatch(/\S/)
      expect(new URL(page.meta('og:url')!).pathname, page.path).toBe(page.path)
      expect(page.meta('og:image'), page.path).toMatch(new RegExp(`^${siteUrl}/`))
      expect(page.meta('twitter:image'), page.path).toMatch(new RegExp(`^${siteUrl}/`))
      expect(page.meta('twitter:card'), page.path).toBe('summary_large_image')
    }
  })

  it('links the icons, the apple-touch icon and the web manifest once each', () => {
    for (const page of bothEditions()) {
      const head = page.document.head
      expect(head.querySelectorAll('link[rel="manifest"]'), page.path).toHaveLength(1)
      expect(head.querySelectorAll('link[rel="apple-touch-icon"]'), page.path).toHaveLength(1)
      expect(head.querySelector('link[rel="icon"][type="image/svg+xml"]'), page.path).not.toBeNull()
      expect(head.querySelector('link[rel="icon"][sizes="192x192"]'), page.path).not.toBeNull()
    }
  })
})

async function imageAt(path: string) {
  const res = await fetch(new URL(path, siteUrl))
  expect(res.status, path).toBe(200)
  const bytes = Buffer.from(await res.arrayBuffer())
  return { type: res.headers.get('content-type'), meta: await sharp(bytes).metadata(), stats: await sharp(bytes).stats() }
}

describe('icons and manifest', () => {
  it('serves every linked icon at its stated size', async () => {
    const head = pages[0]!.document.head
    const apple = head.querySelector('link[rel="apple-touch-icon"]')!.getAttribute('href')!
    const appleIcon = await imageAt(apple)
    expect(appleIcon.type).toBe('image/png')
    expect([appleIcon.meta.width, appleIcon.meta.height]).toEqual([180, 180])
    // iOS shows transparency as black: the home-screen icon must be opaque.
    expect(appleIcon.stats.isOpaque).toBe(true)
    const icon192 = head.querySelector('link[rel="icon"][sizes="192x192"]')!.getAttribute('href')!
    expect((await imageAt(icon192)).meta.width).toBe(192)
    // The SVG icon is inline (app/inline-svg-icon.ts): the same drawing as the served file.
    const inlineSvg = head.querySelector('link[rel="icon"][type="image/svg+xml"]')!.getAttribute('href')!
    expect(inlineSvg).toMatch(/^data:image\/svg\+xml,/)
    const svg = await call('/brand/icon.svg')
    expect(svg.status).toBe(200)
    expect(svg.headers.get('content-type')).toContain('image/svg+xml')
    const inlineMarkup = decodeURIComponent(inlineSvg.slice('data:image/svg+xml,'.length))
    expect(inlineMarkup).toBe(svg.text.trim())
    const drawn = await sharp(Buffer.from(inlineMarkup)).metadata()
    expect([drawn.format, drawn.width, drawn.height]).toEqual(['svg', 48, 48])
    const favicon = await call('/favicon.ico')
    expect(favicon.status).toBe(200)
  })

  it('describes the site for home screens in the brand’s colours', async () => {
    const href = pages[0]!.document.head.querySelector('link[rel="manifest"]')!.getAttribute('href')!
    const answer = await call<{
      name: string
      short_name: string
      start_url: string
      display: string
      theme_color: string
      background_color: string
      icons: { src: string; sizes: string; type: string; purpose?: string }[]
    }>(href)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toMatch(/application\/manifest\+json/)
    const manifest = answer.body
    const colors = tailwind.theme!.extend!.colors as { ivory: string; ink: { DEFAULT: string } }
    expect(manifest.name).toMatch(/Crescent Key/)
    expect(manifest.short_name.length).toBeLessThanOrEqual(12)
    expect(manifest.start_url).toBe('/')
    expect(manifest.display).toBe('standalone')
    expect([colors.ivory, colors.ink.DEFAULT]).toContain(manifest.theme_color)
    expect([colors.ivory, colors.ink.DEFAULT]).toContain(manifest.background_color)
    // Installable: a 192 and a 512 PNG, and a maskable one for Android's shapes.
    for (const size of [192, 512]) {
      const icon = manifest.icons.find((i) => i.sizes === `${size}x${size}` && i.type === 'image/png' && i.purpose !== 'maskable')
      expect(icon, `${size} icon`).toBeDefined()
      expect((await imageAt(icon!.src)).meta.width).toBe(size)
    }
    // The scalable icon is the same inline drawing as the pages' (no request of its own).
    const scalable = manifest.icons.find((i) => i.type === 'image/svg+xml')
    const pageSvg = pages[0]!.document.head.querySelector('link[rel="icon"][type="image/svg+xml"]')!
    expect(scalable?.src).toBe(pageSvg.getAttribute('href'))
    const maskable = manifest.icons.find((i) => i.purpose === 'maskable')
    expect(maskable).toBeDefined()
    expect((await imageAt(maskable!.src)).meta.height).toBe(512)
  })
})
