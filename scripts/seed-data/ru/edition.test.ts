import { describe, expect, it } from 'vitest'

import { articles } from '../articles'
import { developers } from '../developers'
import { projects } from '../projects'
import { properties } from '../properties'
import { team } from '../team'
import { testimonials } from '../testimonials'
import { russianEdition as ru } from '.'

// Completeness of the Russian edition against the English seed, and a guard against English left
// inside the Russian.

const NBSP = '\u00A0'
const propertyByKey = new Map(properties.map((p) => [p.key, p]))
const projectBySlug = new Map(projects.map((p) => [p.slug, p]))
const articleBySlug = new Map(articles.map((a) => [a.slug, a]))
const translatedListings = properties.filter((p) => ru.listings[p.key])

/**
 * Latin words allowed inside Russian text. Building, project and developer names are taken from
 * the English seed records themselves (a listing's building and cluster, with the cluster number
 * dropped: 'Saheel 1' → 'Saheel'); everything else is listed here: the few other proper names the
 * texts mention, the community names the ru/zh glossary keeps in Latin, its two bracketed terms
 * and the official codes.
 */
const ALLOWED_LATIN: readonly string[] = [
  // Brands, places and institutions named in the texts
  'Crescent Key',
  'Emaar',
  'Sobha',
  'Sobha Hartland',
  'Ellington',
  'Binghatti',
  'Meraas',
  'Jumeirah',
  'Atlantis The Royal',
  'Atlantis',
  'The View at The Palm',
  'Pier 7',
  'Circle Mall',
  'Ranches Souk',
  'JESS Arabian Ranches',
  'Ranches Primary School',
  'Sunmarke',
  'JSS International',
  'Hartland International School',
  'North London Collegiate School',
  'King’s College Hospital',
  'Elie Saab',
  'Bosch',
  'Gaggenau',
  'Churchill Executive Tower',
  'Dubai REST',
  // Building and area names the seed records spell only in a longer form
  'Signature',
  'Bay Square',
  'Sunrise Bay',
  '29 Boulevard',
  'Park Island',
  'District One',
  'District 11',
  // Glossary: community names kept in Latin, and terms given with their English in brackets
  'Dubai Hills Estate',
  'Emaar Beachfront',
  'Jumeirah Lake Towers',
  'Jumeirah Village Circle',
  'Arabian Ranches',
  'Damac Hills',
  'Town Square',
  'MBR City',
  'service charge',
  'title deed',
  // Official systems and codes
  'Ejari',
  'Oqood',
  'Trakheesi',
  'RERA',
  'DIFC',
  'DMCC',
  'DEWA',
  'EIBOR',
]

const SEED_NAMES: readonly string[] = [
  ...translatedListings.flatMap((p) => {
    const names = [p.buildingInfo.Building, p.buildingInfo.Cluster].filter((name): name is string =>
      Boolean(name),
    )
    return names.flatMap((name) => [name, name.replace(/ [0-9A-Z]{1,2}$/, '')])
  }),
  ...projects.map((p) => p.name),
  ...developers.map((d) => d.name),
  ...properties.map((p) => p.developer),
]

// Longest first, so 'Emaar Beachfront' is taken out before 'Emaar'.
const allowed = [...new Set([...ALLOWED_LATIN, ...SEED_NAMES])].sort((a, b) => b.length - a.length)

/** The runs of four or more Latin letters left once the allowed names are taken out. */
function strayLatin(text: string): string[] {
  let rest = text.replace(/<[^>]*>/g, ' ')
  for (const name of allowed) rest = rest.split(name).join(' ')
  return rest.match(/[A-Za-z]{4,}/g) ?? []
}

/** Every figure of an English text as Russian writes it: '3,150,000' → '3 150 000', '1.5' → '1,5'. */
function russianFigures(english: string): string[] {
  const figures = english.replace(/\bQ[1-4]\b/g, '').match(/\d[\d,.]*\d|\d/g) ?? []
  return figures.map((f) => f.replace(/,/g, NBSP).replace(/\./g, ','))
}

/** Opening and closing tag names in document order, e.g. ['h2', '/h2', 'p', 'a', '/a', '/p']. */
function tagSequence(html: string): string[] {
  return [...html.matchAll(/<(\/?[a-z][a-z0-9]*)\b[^>]*>/gi)].map((m) => m[1]!.toLowerCase())
}

function hrefs(html: string): string[] {
  return [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]!)
}

/** Every Russian text of the edition, labelled for the failure message. */
function allTexts(): [string, string][] {
  const out: [string, string][] = []
  for (const [key, l] of Object.entries(ru.listings))
    out.push(
      [`listing ${key} name`, l.name],
      [`listing ${key} location`, l.location],
      [`listing ${key}`, l.description],
    )
  for (const [en, text] of Object.entries(ru.amenities)) out.push([`amenity ${en}`, text])
  for (const [en, text] of Object.entries(ru.paymentPlans)) out.push([`plan ${en}`, text])
  for (const p of translatedListings)
    for (const value of Object.values(p.buildingInfo))
      out.push([`building value ${value}`, ru.buildingValue(value)])
  for (const [key, t] of Object.entries(ru.team))
    out.push([`team ${key}`, `${t.designation} ${t.bio}`])
  for (const [key, t] of Object.entries(ru.testimonials))
    out.push([`testimonial ${key}`, `${t.location} ${t.message}`])
  for (const [slug, a] of Object.entries(ru.articles))
    out.push([`article ${slug}`, `${a.title} ${a.excerpt} ${a.html}`])
  for (const [key, profile] of Object.entries(ru.developers))
    out.push([`developer ${key}`, profile])
  for (const [slug, p] of Object.entries(ru.projects))
    out.push([
      `project ${slug}`,
      [p.location, ...p.description, ...p.paymentPlanLabels, ...p.amenities].join(' '),
    ])
  out.push(['settings', `${ru.settings.address} ${ru.settings.openingHours}`])
  return out
}

describe('Russian edition: listings', () => {
  it('are keyed by real English listing keys, at least twenty of them', () => {
    const keys = Object.keys(ru.listings)
    expect(keys.filter((key) => !propertyByKey.has(key))).toEqual([])
    expect(keys.length).toBeGreaterThanOrEqual(20)
  })

  it('keep the paragraphs and every figure of the English name and description', () => {
    for (const p of translatedListings) {
      const russian = ru.listings[p.key]!
      expect(russian.description.split('\n\n'), p.key).toHaveLength(
        p.description.split('\n\n').length,
      )
      for (const figure of russianFigures(p.description))
        expect(russian.description, `${p.key}: ${figure}`).toContain(figure)
      for (const figure of russianFigures(p.name))
        expect(russian.name, `${p.key}: ${figure}`).toContain(figure)
    }
  })

  it('have a Russian name for every amenity and payment plan they use', () => {
    const missingAmenities = translatedListings.flatMap((p) =>
      p.amenities.filter((a) => !ru.amenities[a]),
    )
    expect(missingAmenities).toEqual([])
    const missingPlans = translatedListings
      .map((p) => p.paymentPlan)
      .filter((plan): plan is string => Boolean(plan) && !ru.paymentPlans[plan!])
    expect(missingPlans).toEqual([])
  })

  it('give every building value of a translated listing in Russian', () => {
    for (const p of translatedListings)
      for (const value of Object.values(p.buildingInfo))
        expect(ru.buildingValue(value)).toBeTruthy()
    expect(ru.buildingValue('Q4 2027 (expected)')).toBe('4 кв. 2027 (ожидается)')
    expect(ru.buildingValue('Contemporary')).toBe('Современный')
    expect(ru.buildingValue('G+52')).toBe('G+52')
    expect(ru.buildingValue('42')).toBe('42')
    expect(ru.buildingValue('9,400 sq ft')).toBe(`9${NBSP}400 кв. футов`)
  })
})

describe('Russian edition: projects', () => {
  it('match the English project: paragraphs, payment-plan rows and amenities, in count', () => {
    expect(Object.keys(ru.projects).length).toBeGreaterThan(0)
    for (const [slug, russian] of Object.entries(ru.projects)) {
      const english = projectBySlug.get(slug)
      expect(english, slug).toBeDefined()
      expect(russian.paymentPlanLabels, slug).toHaveLength(english!.paymentPlan.length)
      expect(russian.amenities, slug).toHaveLength(english!.amenities.length)
      expect(russian.description, slug).toHaveLength(english!.description.split('\n\n').length)
      for (const figure of russianFigures(english!.description))
        expect(russian.description.join(' '), `${slug}: ${figure}`).toContain(figure)
    }
  })
})

describe('Russian edition: people, developers and articles', () => {
  it('cover every team member, testimonial and developer', () => {
    expect(team.filter((m) => !ru.team[m.key]).map((m) => m.key)).toEqual([])
    expect(testimonials.filter((t) => !ru.testimonials[t.key]).map((t) => t.key)).toEqual([])
    expect(developers.filter((d) => !ru.developers[d.key]).map((d) => d.key)).toEqual([])
    for (const m of team)
      for (const figure of russianFigures(m.bio))
        expect(ru.team[m.key]!.bio, `${m.key}: ${figure}`).toContain(figure)
  })

  it('keep each article’s markup, links and figures', () => {
    for (const [slug, russian] of Object.entries(ru.articles)) {
      const english = articleBySlug.get(slug)
      expect(english, slug).toBeDefined()
      expect(tagSequence(russian.html), slug).toEqual(tagSequence(english!.html))
      expect(hrefs(russian.html), slug).toEqual(hrefs(english!.html))
      const text = `${russian.title} ${russian.excerpt} ${russian.html}`
      for (const figure of russianFigures(
        `${english!.title} ${english!.excerpt} ${english!.html.replace(/href="[^"]*"/g, '')}`,
      ))
        expect(text, `${slug}: ${figure}`).toContain(figure)
    }
  })
})

describe('Russian edition: text', () => {
  it('leaves no English outside the allowed names', () => {
    const stray = allTexts().flatMap(([label, text]) =>
      strayLatin(text).map((word) => `${label}: ${word}`),
    )
    expect(stray).toEqual([])
  })

  it('groups thousands the Russian way, never with an English comma', () => {
    for (const [label, text] of allTexts()) {
      expect(text, label).not.toMatch(/\d,\d{3}(?!\d)/)
      expect(text, label).not.toMatch(new RegExp(`\\d{4}${NBSP}\\d`))
    }
  })
})
