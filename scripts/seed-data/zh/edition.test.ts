import { describe, expect, it } from 'vitest'

import { articles } from '../articles'
import { developers } from '../developers'
import { projects } from '../projects'
import { properties } from '../properties'
import { team } from '../team'
import { testimonials } from '../testimonials'
import { chineseEdition as zh } from '.'

// Completeness of the Chinese edition against the English seed, and a guard against English left
// inside the Chinese: a run of four or more Latin letters must belong to a name.

const propertyByKey = new Map(properties.map((p) => [p.key, p]))
const projectBySlug = new Map(projects.map((p) => [p.slug, p]))
const articleBySlug = new Map(articles.map((a) => [a.slug, a]))
const listingEntries = Object.entries(zh.listings)

// Names the Chinese keeps in Latin letters, taken from the English seed itself: buildings,
// clusters and the address parts before the community, projects, developers and people.
const communities = new Set([...properties.map((p) => p.city), ...projects.map((p) => p.community)])
function addressParts(location: string): string[] {
  const parts = location.split(', ')
  const community = parts.findIndex((part) => communities.has(part))
  return community > 0 ? parts.slice(0, community) : parts.slice(0, 1)
}
const seedNames = [
  ...properties.flatMap((p) => [
    ...addressParts(p.location),
    p.buildingInfo.Building ?? '',
    p.buildingInfo.Cluster ?? '',
    p.developer,
  ]),
  ...projects.flatMap((p) => [p.name, ...addressParts(p.location)]),
  ...developers.map((d) => d.name),
  ...team.flatMap((m) => [m.firstName, m.lastName]),
  ...testimonials.map((t) => t.name),
]
const NAME_WORDS = new Set(seedNames.flatMap((name) => name.match(/[A-Za-z]{4,}/g) ?? []))

// Everything else allowed in Latin letters, on purpose: official codes and systems, and brands
// and places the seed names that have no established Chinese form.
const ALLOWED = [
  'RERA',
  'DEWA',
  'DIFC',
  'DMCC',
  'EIBOR',
  'Ejari',
  'Oqood',
  'Trakheesi',
  'Dubai REST',
  'Form', // Form A, Form F: the RERA contract forms, by the names Dubai's brokers use
  'Signature', // the Palm villa type
  'Meraas',
  'Elie Saab',
  'Pier 7',
  'Town Square',
  'Ranches Souk',
  'Ranches',
  'JESS',
  'Circle Mall',
  'Sunmarke',
  'JSS International',
  'Churchill Executive Tower', // the office address in site settings
]

function latinLeftovers(text: string): string[] {
  let rest = text.replace(/<[^>]*>/g, ' ')
  for (const phrase of ALLOWED) rest = rest.split(phrase).join(' ')
  return (rest.match(/[A-Za-z]{4,}/g) ?? []).filter((word) => !NAME_WORDS.has(word))
}

const CJK = '\\u3400-\\u9fff'
/** Half-width punctuation touching a Chinese character, or a space between two of them. */
const BAD_SPACING = new RegExp(`[${CJK}][,;:?!]|[,;:?!(][${CJK}]|[${CJK}]\\(|\\)[${CJK}]|[${CJK}] [${CJK}]`)

// Every figure of the English must reappear in the Chinese. Amounts in millions and billions are
// counted in 万 and 亿 in Chinese ('AED 2.4 million' → '240万', 'AED 162 million' → '1.62亿',
// 'AED 800,000' → '80万').
function round(value: number): string {
  return String(Math.round(value * 1000) / 1000)
}
function missingFigures(english: string, chinese: string): string[] {
  const target = chinese.replace(/(\d),(\d)/g, '$1$2')
  const text = english.replace(/\bQ[1-4]\b/g, '')
  const missing: string[] = []
  for (const match of text.matchAll(/\d[\d,.]*\d|\d/g)) {
    const figure = match[0].replace(/,/g, '')
    const after = text.slice((match.index ?? 0) + match[0].length)
    const value = Number(figure)
    const forms = [figure]
    if (/^ million/.test(after)) forms.push(`${round(value * 100)}万`, `${round(value / 100)}亿`)
    if (/^ billion/.test(after)) forms.push(`${round(value * 10)}亿`)
    if (Number.isInteger(value) && value >= 10_000 && value % 100 === 0) forms.push(`${round(value / 10_000)}万`)
    if (!forms.some((form) => target.includes(form))) missing.push(match[0])
  }
  return missing
}

function tagSequence(html: string): string[] {
  return [...html.matchAll(/<(\/?[a-z][a-z0-9]*)\b[^>]*>/gi)].map((m) => (m[1] ?? '').toLowerCase())
}
function hrefs(html: string): string[] {
  return [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1])
}

/** Every translated text with a label saying where it comes from. */
function allTexts(): [string, string][] {
  const buildingValues = new Set(properties.flatMap((p) => Object.values(p.buildingInfo)))
  return [
    ...listingEntries.flatMap(([key, l]): [string, string][] => [
      [`listing ${key} name`, l.name],
      [`listing ${key} location`, l.location],
      [`listing ${key} description`, l.description],
    ]),
    ...Object.entries(zh.amenities).map(([en, text]): [string, string] => [`amenity ${en}`, text]),
    ...Object.entries(zh.paymentPlans).map(([en, text]): [string, string] => [`plan ${en}`, text]),
    ...[...buildingValues].map((value): [string, string] => [`building ${value}`, zh.buildingValue(value)]),
    ...Object.entries(zh.team).flatMap(([key, m]): [string, string][] => [
      [`team ${key}`, m.designation],
      [`team ${key}`, m.bio],
    ]),
    ...Object.entries(zh.testimonials).flatMap(([key, t]): [string, string][] => [
      [`testimonial ${key}`, t.location],
      [`testimonial ${key}`, t.message],
    ]),
    ...Object.entries(zh.articles).flatMap(([slug, a]): [string, string][] => [
      [`article ${slug}`, a.title],
      [`article ${slug}`, a.excerpt],
      [`article ${slug}`, a.html.replace(/<[^>]*>/g, '')],
    ]),
    ...Object.entries(zh.developers).map(([key, text]): [string, string] => [`developer ${key}`, text]),
    ...Object.entries(zh.projects).flatMap(([slug, p]): [string, string][] =>
      [p.location, ...p.description, ...p.paymentPlanLabels, ...p.amenities].map((text) => [
        `project ${slug}`,
        text,
      ]),
    ),
    ['settings', zh.settings.address],
    ['settings', zh.settings.openingHours],
  ]
}

describe('Chinese listings', () => {
  it('are at least 20, each a real English listing', () => {
    expect(listingEntries.length).toBeGreaterThanOrEqual(20)
    expect(listingEntries.map(([key]) => key).filter((key) => !propertyByKey.has(key))).toEqual([])
  })

  it('have the English paragraphs and every figure of them', () => {
    for (const [key, listing] of listingEntries) {
      const english = propertyByKey.get(key)!
      expect(listing.description.split('\n\n'), key).toHaveLength(english.description.split('\n\n').length)
      expect(missingFigures(english.description, listing.description), key).toEqual([])
    }
  })

  it('name every amenity and payment plan a translated listing uses', () => {
    const listings = listingEntries.map(([key]) => propertyByKey.get(key)!)
    const amenities = new Set(listings.flatMap((p) => p.amenities))
    expect([...amenities].filter((name) => !zh.amenities[name])).toEqual([])
    const plans = new Set(listings.flatMap((p) => (p.paymentPlan ? [p.paymentPlan] : [])))
    expect([...plans].filter((plan) => !zh.paymentPlans[plan])).toEqual([])
  })
})

describe('Chinese building facts', () => {
  it('give every value carrying English words a Chinese form', () => {
    const wordy = /expected|rebuilt|upgraded|sq ft|unit|Type|Modern|Contemporary|District \d|Podium|Q[1-4] \d{4}/
    const values = new Set(properties.flatMap((p) => Object.values(p.buildingInfo)))
    expect([...values].filter((value) => wordy.test(value) && zh.buildingValue(value) === value)).toEqual([])
    expect(zh.buildingValue('Q4 2027')).toBe('2027年第四季度')
    expect(zh.buildingValue('G+52')).toBe('G+52')
    expect(zh.buildingValue('42')).toBe('42')
  })
})

describe('Chinese projects', () => {
  it('have one label per payment milestone and one name per amenity of the English project', () => {
    expect(Object.keys(zh.projects).length).toBeGreaterThan(0)
    for (const [slug, project] of Object.entries(zh.projects)) {
      const english = projectBySlug.get(slug)
      expect(english, slug).toBeDefined()
      expect(project.paymentPlanLabels, slug).toHaveLength(english!.paymentPlan.length)
      expect(project.amenities, slug).toHaveLength(english!.amenities.length)
      expect(project.description, slug).toHaveLength(english!.description.split('\n\n').length)
      expect(missingFigures(english!.description, project.description.join('\n\n')), slug).toEqual([])
    }
  })
})

describe('Chinese articles', () => {
  it.each(Object.entries(zh.articles))('%s keeps the English structure, links and figures', (slug, article) => {
    const english = articleBySlug.get(slug)
    expect(english, slug).toBeDefined()
    expect(tagSequence(article.html)).toEqual(tagSequence(english!.html))
    expect(hrefs(article.html)).toEqual(hrefs(english!.html))
    expect(missingFigures(english!.html.replace(/<[^>]*>/g, ''), article.html)).toEqual([])
    expect(missingFigures(english!.excerpt, article.excerpt)).toEqual([])
  })
})

describe('Chinese team, testimonials and developers', () => {
  it('cover every team member, testimonial and developer, with their figures', () => {
    expect(Object.keys(zh.team).sort()).toEqual(team.map((m) => m.key).sort())
    expect(Object.keys(zh.testimonials).sort()).toEqual(testimonials.map((t) => t.key).sort())
    expect(Object.keys(zh.developers).sort()).toEqual(developers.map((d) => d.key).sort())
    for (const m of team) expect(missingFigures(m.bio, zh.team[m.key]!.bio), m.key).toEqual([])
    for (const t of testimonials) expect(missingFigures(t.message, zh.testimonials[t.key]!.message), t.key).toEqual([])
    for (const d of developers) expect(missingFigures(d.profile, zh.developers[d.key]!), d.key).toEqual([])
  })
})

describe('Chinese text', () => {
  it('leaves no English outside the allowed names', () => {
    const leftovers = allTexts().flatMap(([where, text]) => latinLeftovers(text).map((word) => `${where}: ${word}`))
    expect(leftovers).toEqual([])
  })

  it('uses full-width punctuation and no spaces between Chinese characters', () => {
    const bad = allTexts().filter(([, text]) => BAD_SPACING.test(text))
    expect(bad).toEqual([])
  })
})
