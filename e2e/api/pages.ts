import { JSDOM } from 'jsdom'
import type { Article, Paginated, Project, Property } from '@/lib/api/types'
import { base, call } from './client'

/** A public page as a crawler receives it: one GET, no JavaScript, the HTML parsed. */
export interface CrawledPage {
  path: string
  status: number
  document: Document
  /** `<meta property|name=key>` content in the head, or null. */
  meta: (key: string) => string | null
  /** Every application/ld+json block, parsed. */
  jsonLd: Record<string, unknown>[]
}

export async function crawl(path: string): Promise<CrawledPage> {
  const answer = await call(path)
  // A crawler reads the tags, not the styles. Each page carries its styles and core fonts inline
  // (next.config.ts), some 140 kB that jsdom would parse into a style model page after page.
  const { document } = new JSDOM(answer.text.replace(/(<style\b[^>]*>)[\s\S]*?(<\/style>)/g, '$1$2')).window
  const meta = (key: string) =>
    document.head.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content') ?? null
  const jsonLd = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? 'null') as Record<string, unknown>,
  )
  return { path, status: answer.status, document, meta, jsonLd }
}

/** One real listing, news article and community guide from the API, and their pages' paths. */
export async function samplePaths() {
  const properties = await call<{ data: Paginated<Property> }>('/api/v1/properties?limit=1')
  const news = await call<{ data: Paginated<Article> }>('/api/v1/news?limit=1')
  const guides = await call<{ data: Paginated<Article> }>('/api/v1/news?kind=guide&limit=1')
  const projects = await call<{ data: Paginated<Project> }>('/api/v1/projects?limit=1')
  const property = properties.body.data.docs[0]!
  const project = projects.body.data.docs[0]!
  const article = news.body.data.docs[0]!
  const guide = guides.body.data.docs[0]!
  return {
    property,
    article,
    guide,
    project,
    propertyPath: `/property/${property._id}`,
    projectPath: `/projects/${project.slug}`,
    articlePath: `/news/${article._id}`,
    guidePath: `/communities/${guide.slug}`,
  }
}

/**
 * Every route of docs/requirements.md §2 and the buyer tools, detail routes filled in with real
 * items.
 */
export async function publicRoutes(): Promise<string[]> {
  const { propertyPath, articlePath, guidePath, projectPath } = await samplePaths()
  return [
    '/',
    '/about',
    '/team',
    '/property',
    propertyPath,
    '/contact',
    '/complaint',
    '/communities',
    guidePath,
    '/careers',
    '/news',
    articlePath,
    '/services',
    '/services/buy-property',
    '/privacy-policy',
    '/terms-and-conditions',
    '/mortgage-calculator',
    '/favourites',
    '/compare',
    '/projects',
    projectPath,
  ]
}

/** The site's address as the server under test was told it (SITE_URL = the test base URL). */
export const siteUrl = base
