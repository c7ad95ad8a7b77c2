import { describe, expect, it } from 'vitest'

import { articles } from '../articles'
import { arabicArticles } from './articles'

// Field limits of the Articles collection in the CMS.
const TITLE_MAX = 160
const EXCERPT_MAX = 300

const ARABIC_LETTER = /[\u0621-\u064A]/
const ARABIC_INDIC_DIGIT = /[\u0660-\u0669\u06F0-\u06F9]/

const bySlug = new Map(articles.map((article) => [article.slug, article]))

/** Opening and closing tag names in document order, e.g. ['h2', '/h2', 'p', 'a', '/a', '/p']. */
function tagSequence(html: string): string[] {
  return [...html.matchAll(/<(\/?[a-z][a-z0-9]*)\b[^>]*>/gi)].map((m) => m[1].toLowerCase())
}

function hrefs(html: string): string[] {
  return [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1])
}

function paragraphs(html: string): string[] {
  return [...html.matchAll(/<p\b[^>]*>([\s\S]*?)<\/p>/g)].map((m) => m[1])
}

const entries = Object.entries(arabicArticles)

describe('arabicArticles', () => {
  it('covers at least six articles, each a real seed article', () => {
    expect(entries.length).toBeGreaterThanOrEqual(6)
    for (const [slug] of entries) expect(bySlug.has(slug), slug).toBe(true)
  })

  it.each(entries)('%s: title and excerpt fit the CMS limits', (_slug, ar) => {
    expect(ar.title.trim().length).toBeGreaterThan(0)
    expect(ar.title.length).toBeLessThanOrEqual(TITLE_MAX)
    expect(ar.excerpt.trim().length).toBeGreaterThan(0)
    expect(ar.excerpt.length).toBeLessThanOrEqual(EXCERPT_MAX)
  })

  it.each(entries)('%s: the html keeps the English structure and links', (slug, ar) => {
    const en = bySlug.get(slug)!
    expect(tagSequence(ar.html)).toEqual(tagSequence(en.html))
    expect(hrefs(ar.html)).toEqual(hrefs(en.html))
  })

  it.each(entries)(
    '%s: every paragraph and the title are in Arabic, with Western digits',
    (_slug, ar) => {
      expect(ar.title).toMatch(ARABIC_LETTER)
      expect(ar.excerpt).toMatch(ARABIC_LETTER)
      const ps = paragraphs(ar.html)
      expect(ps.length).toBeGreaterThan(0)
      for (const p of ps) expect(p, p).toMatch(ARABIC_LETTER)
      for (const text of [ar.title, ar.excerpt, ar.html])
        expect(text).not.toMatch(ARABIC_INDIC_DIGIT)
    },
  )
})
