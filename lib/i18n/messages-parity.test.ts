import fs from 'node:fs'
import path from 'node:path'
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser'
import { describe, expect, it } from 'vitest'
import { defaultLocale, locales } from './locales'

// Every edition's interface texts have the keys English has, no others, and each text takes the
// same arguments: a key missing in one edition would show that edition a key name (or English).

type Tree = { [key: string]: string | Tree }

const read = (locale: string): Tree =>
  JSON.parse(fs.readFileSync(path.resolve('messages', `${locale}.json`), 'utf8'))

/** 'Footer.copyright' → its text, for every leaf. */
function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>()
  for (const [key, value] of Object.entries(tree)) {
    const at = prefix ? `${prefix}.${key}` : key
    if (typeof value === 'string') out.set(at, value)
    else for (const [k, v] of leaves(value, at)) out.set(k, v)
  }
  return out
}

/** The names of a text's arguments, select and plural ones included, sorted. */
function argumentsOf(text: string): string[] {
  const names = new Set<string>()
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.literal || element.type === TYPE.pound) continue
      if ('value' in element && typeof element.value === 'string' && element.type !== TYPE.tag)
        names.add(element.value)
      if ('options' in element)
        for (const option of Object.values(element.options)) walk(option.value)
      if (element.type === TYPE.tag) walk(element.children)
    }
  }
  walk(parse(text))
  return [...names].sort()
}

const reference = leaves(read(defaultLocale))

describe.each(locales.filter((locale) => locale !== defaultLocale))(
  'messages/%s.json',
  (locale) => {
    const texts = leaves(read(locale))

    it('has every key English has, and no other', () => {
      expect([...texts.keys()].sort()).toEqual([...reference.keys()].sort())
    })

    it('takes the same arguments in every text', () => {
      const differing = [...reference].filter(
        ([key, text]) =>
          texts.has(key) && argumentsOf(text).join() !== argumentsOf(texts.get(key)!).join(),
      )
      expect(differing.map(([key]) => key)).toEqual([])
    })
  },
)

describe('messages/en.json', () => {
  it('parses as ICU messages throughout', () => {
    for (const text of reference.values()) expect(() => parse(text)).not.toThrow()
  })

  it('the parity check sees a missing key and a renamed argument', () => {
    const withMissing = new Map(reference)
    withMissing.delete('Footer.copyright')
    expect([...withMissing.keys()].sort()).not.toEqual([...reference.keys()].sort())
    expect(argumentsOf('© {year} {siteName}.')).not.toEqual(argumentsOf('© {yr} {siteName}.'))
    expect(argumentsOf('Switch to {target, select, ar {Arabic} other {English}}')).toEqual([
      'target',
    ])
  })
})
