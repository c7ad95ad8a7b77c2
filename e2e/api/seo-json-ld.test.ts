import { beforeAll, describe, expect, it } from 'vitest'
import { careerFaqs } from '@/content/careers'
import { crawl, publicRoutes, samplePaths, siteUrl, type CrawledPage } from './pages'

// Structured data (schema.org JSON-LD) as search engines read it from the server's HTML:
// every block parses, and each page carries the types it should with their required fields.

type Node = Record<string, unknown>

let pages: CrawledPage[] = []
let sample: Awaited<ReturnType<typeof samplePaths>>

beforeAll(async () => {
  sample = await samplePaths()
  pages = []
  for (const path of await publicRoutes()) pages.push(await crawl(path))
})

const page = (path: string) => pages.find((p) => p.path === path)!
const ofType = (p: CrawledPage, type: string) => p.jsonLd.filter((node) => node['@type'] === type)
const one = (p: CrawledPage, type: string): Node => {
  const nodes = ofType(p, type)
  expect(nodes, `${p.path}: ${type}`).toHaveLength(1)
  return nodes[0]!
}
const absolute = (value: unknown) => typeof value === 'string' && value.startsWith(`${siteUrl}`)

function expectBreadcrumbs(p: CrawledPage, names: string[]) {
  const list = one(p, 'BreadcrumbList')
  const items = list.itemListElement as Node[]
  expect(items.map((i) => i.position)).toEqual(names.map((_, i) => i + 1))
  expect(items.map((i) => i.name)).toEqual(names)
  for (const item of items) {
    expect(item['@type']).toBe('ListItem')
    expect(absolute(item.item), String(item.item)).toBe(true)
  }
  // The last step is the page itself, at its canonical address.
  expect(new URL(items.at(-1)!.item as string).pathname).toBe(p.path)
}

describe('JSON-LD', () => {
  it('parses on every page and says which vocabulary it uses', () => {
    for (const p of pages) {
      expect(p.jsonLd.length, p.path).toBeGreaterThan(0)
      for (const node of p.jsonLd) {
        expect(node['@context'], p.path).toBe('https://schema.org')
        expect(node['@type'], p.path).toEqual(expect.any(String))
      }
    }
  })

  it('describes the firm as a RealEstateAgent on every page', () => {
    for (const p of pages) {
      const agent = one(p, 'RealEstateAgent')
      expect(agent.name, p.path).toMatch(/Crescent Key/)
      expect(absolute(agent.url), p.path).toBe(true)
      expect(absolute(agent.logo), p.path).toBe(true)
      expect(agent.telephone, p.path).toMatch(/\d/)
      const address = agent.address as Node
      expect(address['@type']).toBe('PostalAddress')
      expect(address.addressCountry).toBe('AE')
      expect(address.streetAddress).toMatch(/\S/)
    }
  })

  it('describes a listing as a RealEstateListing with its price, place and photos', () => {
    const p = page(sample.propertyPath)
    const listing = one(p, 'RealEstateListing')
    expect(listing.name).toBe(sample.property.name)
    expect(new URL(listing.url as string).pathname).toBe(sample.propertyPath)
    expect(Array.isArray(listing.image) && (listing.image as unknown[]).every(absolute)).toBe(true)
    expect(listing.datePosted).toBe(sample.property.createdAt)
    const offer = listing.offers as Node
    expect(offer['@type']).toBe('Offer')
    expect(offer.price).toBe(sample.property.price)
    expect(offer.priceCurrency).toBe('AED')
    expect((listing.address as Node).addressLocality).toBe(sample.property.city)
    expectBreadcrumbs(p, ['Home', 'Properties', sample.property.name])
  })

  it('describes news as a NewsArticle and a community guide as an Article', () => {
    for (const [path, type, article, section] of [
      [sample.articlePath, 'NewsArticle', sample.article, 'News'],
      [sample.guidePath, 'Article', sample.guide, 'Communities'],
    ] as const) {
      const p = page(path)
      const node = one(p, type)
      expect(node.headline).toBe(article.title)
      expect(node.datePublished).toBe(article.publishedAt)
      expect(node.dateModified).toBe(article.updatedAt)
      expect((node.image as unknown[]).every(absolute)).toBe(true)
      expect(new URL(node.mainEntityOfPage as string).pathname).toBe(path)
      expect((node.author as Node).name).toMatch(/Crescent Key/)
      expect(absolute(((node.publisher as Node).logo as Node).url)).toBe(true)
      expectBreadcrumbs(p, ['Home', section, article.title])
    }
  })

  it('gives a service page its Service and breadcrumb trail', () => {
    const p = page('/services/buy-property')
    const service = one(p, 'Service')
    expect(service.name).toMatch(/Buy/)
    expect(((service.provider as Node)['@type'])).toBe('RealEstateAgent')
    expectBreadcrumbs(p, ['Home', 'Our Services', service.name as string])
  })

  it('answers the careers FAQs as a FAQPage, question by question', () => {
    const faq = one(page('/careers'), 'FAQPage')
    const questions = faq.mainEntity as Node[]
    expect(questions.map((q) => q.name)).toEqual(careerFaqs.map((f) => f.question))
    for (const [i, q] of questions.entries()) {
      expect(q['@type']).toBe('Question')
      const answer = q.acceptedAnswer as Node
      expect(answer['@type']).toBe('Answer')
      expect(answer.text).toBe(careerFaqs[i]!.answer.join(' '))
    }
  })

  it('describes a project as an ApartmentComplex or Residence with one Offer per unit type', () => {
    const page = pages.find((p) => p.path === sample.projectPath)!
    const [place] = [...ofType(page, 'ApartmentComplex'), ...ofType(page, 'Residence')]
    expect(place, 'ApartmentComplex or Residence').toBeDefined()
    expect(place!.name).toBe(sample.project.name)
    const offers = place!.offers as Record<string, unknown>[]
    expect(offers).toHaveLength(sample.project.unitTypes.length)
    sample.project.unitTypes.forEach((unit, i) => {
      expect(offers[i]).toMatchObject({ '@type': 'Offer', price: unit.priceFromAed, priceCurrency: 'AED' })
    })
    expectBreadcrumbs(page, ['Home', 'Projects', sample.project.name])
  })

  it('puts breadcrumbs on detail pages only', () => {
    const details = new Set([sample.propertyPath, sample.articlePath, sample.guidePath, sample.projectPath, '/services/buy-property'])
    for (const p of pages) expect(ofType(p, 'BreadcrumbList').length, p.path).toBe(details.has(p.path) ? 1 : 0)
  })
})
