/**
 * The sitemap's contents and how it is split, as pure functions of the data (the routes in
 * app/ only read and serve).
 *
 * One sitemap file may hold 50,000 URLs (the protocol's limit); chunks are kept at 5,000 so
 * each file stays around 1 MB and is quick to render on a small server. Until the site has
 * more than one chunk's worth, /sitemap.xml is itself the list; past that it becomes an index
 * of /sitemap/{n}.xml (app/sitemap/[chunk]/route.ts).
 */
import { defaultLocale, locales, type Locale } from './i18n/locales'
import { getPathname } from './i18n/navigation'

export const SITEMAP_CHUNK_SIZE = 5000

export interface SitemapEntry {
  /** Site path, e.g. /property/abc */
  path: string
  /** ISO date of the last change of what the page shows, when the data says. */
  lastModified?: string
  /** The same page in every edition, by hreflang (x-default: English), as site paths. */
  alternates?: Record<string, string>
  /** The editions a stored document exists in; every edition when not given. */
  editions?: readonly Locale[]
}

export interface SitemapSources {
  properties: { _id: string; updatedAt: string; editions?: readonly Locale[] }[]
  /** Published off-plan projects, by slug (their canonical address). */
  projects: { slug: string; updatedAt: string; editions?: readonly Locale[] }[]
  articles: { _id: string; slug: string; kind: 'news' | 'guide'; updatedAt: string; editions?: readonly Locale[] }[]
  /** The newest change to a team member, or null when unknown. */
  teamUpdatedAt: string | null
  /** Brokers (team members with a BRN), by the slug of their page under /team. */
  brokers?: { slug: string; updatedAt: string }[]
  serviceSlugs: readonly string[]
  /** Effective dates of the legal pages, as printed on them (dd/mm/yyyy). */
  legalEffective: { privacy: string; terms: string }
}

/** The newest of some ISO dates; undefined when there are none. */
export function latest(dates: (string | null | undefined)[]): string | undefined {
  let best: string | undefined
  let bestTime = -Infinity
  for (const date of dates) {
    const time = date ? Date.parse(date) : NaN
    if (!Number.isNaN(time) && time > bestTime) {
      best = new Date(time).toISOString()
      bestTime = time
    }
  }
  return best
}

/** '01/04/2024' (as the legal pages print it) → '2024-04-01'. */
export function fromDayMonthYear(date: string): string | undefined {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(date)
  return match ? `${match[3]}-${match[2]}-${match[1]}` : undefined
}

/**
 * Every public page, fixed pages first. A listing page's date is its newest item's, so a
 * crawler revisits /property when a listing changes; pages of fixed copy carry no date rather
 * than an invented one.
 */
export function sitemapEntries(sources: SitemapSources): SitemapEntry[] {
  const { properties, projects, articles, teamUpdatedAt, serviceSlugs, legalEffective, brokers = [] } =
    sources
  const news = articles.filter((a) => a.kind === 'news')
  const guides = articles.filter((a) => a.kind === 'guide')
  const newestListing = latest(properties.map((p) => p.updatedAt))
  const fixed: SitemapEntry[] = [
    { path: '/', lastModified: latest([newestListing, ...articles.map((a) => a.updatedAt)]) },
    { path: '/about' },
    { path: '/team', lastModified: teamUpdatedAt ?? undefined },
    { path: '/services' },
    { path: '/property', lastModified: newestListing },
    { path: '/projects', lastModified: latest(projects.map((p) => p.updatedAt)) },
    { path: '/communities', lastModified: latest(guides.map((a) => a.updatedAt)) },
    { path: '/news', lastModified: latest(news.map((a) => a.updatedAt)) },
    { path: '/careers', lastModified: teamUpdatedAt ?? undefined },
    { path: '/contact' },
    { path: '/complaint' },
    { path: '/mortgage-calculator' },
    { path: '/privacy-policy', lastModified: fromDayMonthYear(legalEffective.privacy) },
    { path: '/terms-and-conditions', lastModified: fromDayMonthYear(legalEffective.terms) },
  ]
  const all: SitemapEntry[] = [
    ...fixed,
    ...serviceSlugs.map((slug) => ({ path: `/services/${slug}` })),
    ...properties.map((p) => ({ path: `/property/${p._id}`, lastModified: p.updatedAt, editions: p.editions })),
    ...projects.map((p) => ({ path: `/projects/${p.slug}`, lastModified: p.updatedAt, editions: p.editions })),
    ...brokers.map((b) => ({ path: `/team/${b.slug}`, lastModified: b.updatedAt })),
    // Each article under its canonical address: news by id, community guides by slug.
    ...articles.map((a) => ({
      path: a.kind === 'guide' ? `/communities/${a.slug}` : `/news/${a._id}`,
      lastModified: a.updatedAt,
      editions: a.editions,
    })),
  ]
  return all.flatMap(inEveryEdition)
}

/**
 * A page once per edition it exists in ('/about', '/ar/about'), each naming all of those as
 * alternates, as search engines ask of a sitemap that lists translated pages (hreflang in
 * xhtml:link). A listing not yet translated into Russian is not listed under /ru, and no
 * alternate names it there: that page would show its text in English.
 */
function inEveryEdition({ editions = locales, ...entry }: SitemapEntry): SitemapEntry[] {
  const pathIn = (locale: Locale) => getPathname({ href: entry.path, locale })
  const alternates = Object.fromEntries(editions.map((edition) => [edition, pathIn(edition)]))
  alternates['x-default'] = pathIn(defaultLocale)
  const dated = entry.lastModified ? entry : { path: entry.path }
  return editions.map((locale) => ({ ...dated, path: pathIn(locale), alternates }))
}

/** How many files `total` entries need: always at least one, so the sitemap never 404s. */
export function sitemapChunkCount(total: number, size = SITEMAP_CHUNK_SIZE): number {
  return Math.max(1, Math.ceil(total / size))
}

export function sitemapChunk<T>(entries: T[], index: number, size = SITEMAP_CHUNK_SIZE): T[] {
  return entries.slice(index * size, (index + 1) * size)
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`)
}

/** A sitemap index (sitemaps.org protocol) naming each chunk and when it last changed. */
export function sitemapIndexXml(sitemaps: { url: string; lastModified?: string }[]): string {
  const items = sitemaps.map(
    (s) =>
      `<sitemap><loc>${escapeXml(s.url)}</loc>${s.lastModified ? `<lastmod>${escapeXml(s.lastModified)}</lastmod>` : ''}</sitemap>`,
  )
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</sitemapindex>\n`
}

/** A plain sitemap (urlset) of some entries, URLs made absolute on the site's address. */
export function urlsetXml(entries: SitemapEntry[], siteUrl: string): string {
  const items = entries.map((e) => {
    const links = Object.entries(e.alternates ?? {}).map(
      ([hreflang, path]) => `<xhtml:link rel="alternate" hreflang="${escapeXml(hreflang)}" href="${escapeXml(absoluteUrl(path, siteUrl))}"/>`,
    )
    const lastmod = e.lastModified ? `<lastmod>${escapeXml(e.lastModified)}</lastmod>` : ''
    return `<url><loc>${escapeXml(absoluteUrl(e.path, siteUrl))}</loc>${lastmod}${links.join('')}</url>`
  })
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${items.join('\n')}\n</urlset>\n`
}

/** The home page as the bare origin (no trailing slash), like the canonical link says. */
export function absoluteUrl(path: string, siteUrl: string): string {
  const origin = siteUrl.replace(/\/$/, '')
  return path === '/' ? origin : `${origin}${path}`
}
