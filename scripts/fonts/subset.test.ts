import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { fontStack } from '../../app/(site)/font-stack'
import { coreFontFaces } from '../../app/(site)/core-font-faces'
import {
  ARABIC_COMPLETE_FILE,
  CORE_FACES,
  CORE_FONT_FACES_MODULE,
  KEPT_FEATURES,
  arabicCoreUnicodeRange,
  coreFontFacesModule,
  coreUnicodeRange,
  subsetFace,
} from './subset.mjs'

/** Tailwind's font-variant utilities and the OpenType feature each turns on. */
const FEATURE_UTILITIES: Record<string, string> = {
  'tabular-nums': 'tnum',
  'lining-nums': 'lnum',
  'oldstyle-nums': 'onum',
  'proportional-nums': 'pnum',
  'slashed-zero': 'zero',
  'diagonal-fractions': 'frac',
  'stacked-fractions': 'afrc',
  ordinal: 'ordn',
}

function sourceFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(tsx?|css)$/.test(file))
    .map((file) => path.join(dir, file))
}

describe('core font faces', () => {
  it('are what scripts/fonts/subset.mjs makes from the installed @fontsource files', async () => {
    expect(
      fs.readFileSync(CORE_FONT_FACES_MODULE, 'utf8') === (await coreFontFacesModule()),
      `${CORE_FONT_FACES_MODULE} is stale: run npm run fonts:subset`,
    ).toBe(true)
    // The Cyrillic files hold little beyond the Russian alphabet: their cores are cut less.
    for (const face of CORE_FACES) {
      const share = face.from.includes('cyrillic') ? 0.8 : 0.65
      expect((await subsetFace(face)).length, face.family).toBeLessThan(fs.statSync(face.from).size * share)
    }
  })

  it('give each edition the faces its first view draws with, and no other', () => {
    const families = (css: string) => [...css.matchAll(/font-family:'([^']+)'/g)].map((m) => m[1])
    expect(families(coreFontFaces.en)).toEqual(['Manrope Core', 'Cormorant Garamond Core', 'Readex Pro Arabic Name', 'Noto Sans SC Name', 'Noto Sans SC Name'])
    expect(families(coreFontFaces.ar)).toEqual(['Manrope Core', 'Readex Pro Arabic', 'Noto Sans SC Name', 'Noto Sans SC Name'])
    // Russian: the Latin and the Cyrillic cores of both families. Chinese: the Latin core; its
    // own face comes in slices (lib/fonts/cjk.ts).
    expect(families(coreFontFaces.ru)).toEqual(['Manrope Core', 'Cormorant Garamond Core', 'Manrope Core', 'Cormorant Garamond Core', 'Readex Pro Arabic Name', 'Noto Sans SC Name', 'Noto Sans SC Name'])
    expect(families(coreFontFaces.zh)).toEqual(['Manrope Core', 'Readex Pro Arabic Name'])
    // The stacks (fonts.ts) and the English pages' rule for Arabic words name these very families.
    const named = fs.readFileSync('app/(site)/fonts.ts', 'utf8') + fs.readFileSync('app/(site)/globals.css', 'utf8')
    for (const family of new Set([...families(coreFontFaces.en), ...families(coreFontFaces.ar)]))
      expect(named, family).toContain(`'${family}'`)
  })

  it('keep every OpenType feature the site turns on', () => {
    const used = new Set<string>()
    for (const file of [...sourceFiles('app'), ...sourceFiles('components')]) {
      const text = fs.readFileSync(file, 'utf8')
      for (const [utility, feature] of Object.entries(FEATURE_UTILITIES)) {
        if (new RegExp(`(^|[\\s"'\`:])${utility}([\\s"'\`]|$)`, 'm').test(text)) used.add(feature)
      }
      for (const match of text.matchAll(/font-feature-settings:[^;}]*/g)) {
        for (const tag of match[0].matchAll(/["']([a-z0-9]{4})["']/g)) used.add(tag[1]!)
      }
      expect(text, `${file} sets font-variant directly`).not.toMatch(/font-variant(-caps)?:\s*(small-caps|all-small-caps)/)
    }
    expect(used.size).toBeGreaterThan(0)
    for (const feature of used) expect(KEPT_FEATURES, feature).toContain(feature)
  })

  it('are declared for exactly the characters they hold', () => {
    const faceRule = /font-family:'([^']+)'.*?unicode-range:([^}]+)\}/g
    const ranges = Object.fromEntries(
      [...`${coreFontFaces.en}\n${coreFontFaces.ar}`.matchAll(faceRule)].map((match) => [match[1], match[2]]),
    )
    expect(ranges['Manrope Core']).toBe(coreUnicodeRange())
    expect(ranges['Cormorant Garamond Core']).toBe(coreUnicodeRange())
    expect(ranges['Readex Pro Arabic']).toBe(arabicCoreUnicodeRange())
    expect(coreUnicodeRange()).toContain('U+0020-007E')
    expect(arabicCoreUnicodeRange()).toContain('U+0621-063A')
  })
})

describe('the complete Arabic file', () => {
  it('is in public/fonts as installed, for the characters outside the core', () => {
    expect(Buffer.compare(fs.readFileSync(ARABIC_COMPLETE_FILE.to), fs.readFileSync(ARABIC_COMPLETE_FILE.from))).toBe(0)
    expect(fs.readFileSync('app/(site)/globals.css', 'utf8')).toContain(`url('/${ARABIC_COMPLETE_FILE.to.replace('public/', '')}')`)
  })
})

describe('font stack', () => {
  it('puts the complete family between the core file and the metric-matched fallback', () => {
    expect(fontStack("'Manrope Core', 'Manrope Fallback', Arial", 'Manrope Variable')).toBe(
      "'Manrope Core', 'Manrope Variable', 'Manrope Fallback', Arial",
    )
  })

  it('puts every core family before any complete one when a second script joins', () => {
    const arabic = { core: "'Readex Pro Arabic'", complete: "'Readex Pro Arabic Complete'" }
    expect(fontStack("'Manrope Core', 'Manrope Fallback', Arial", 'Manrope Variable', arabic)).toBe(
      "'Manrope Core', 'Readex Pro Arabic', 'Manrope Variable', 'Readex Pro Arabic Complete', 'Manrope Fallback', Arial",
    )
  })
})
