import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { fontStack } from '../../app/(site)/font-stack'
import { ARABIC_FONT_FILES, CORE_FONTS, KEPT_FEATURES, arabicCoreUnicodeRange, coreUnicodeRange, subsetCore } from './subset.mjs'

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

describe('core font files', () => {
  it('are what scripts/fonts/subset.mjs makes from the installed @fontsource files', async () => {
    for (const font of CORE_FONTS) {
      const made = await subsetCore(font)
      expect(
        Buffer.compare(made, fs.readFileSync(font.to)),
        `${font.to} is stale: run npm run fonts:subset`,
      ).toBe(0)
      expect(made.length).toBeLessThan(fs.statSync(font.from).size * 0.65)
    }
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

  it('are declared for exactly the characters they hold (fonts.ts for Manrope, globals.css for Cormorant)', () => {
    const declared = [
      ...fs.readFileSync('app/(site)/fonts.ts', 'utf8').matchAll(/value:\s*'(U\+[^']+)'/g),
    ].map((m) => m[1])
    expect(declared).toEqual([coreUnicodeRange()])
    const css = fs.readFileSync('app/(site)/globals.css', 'utf8')
    const display = /font-family: 'Cormorant Garamond Core';[^}]*unicode-range: ([^;]+);/.exec(css)
    expect(display?.[1]).toBe(coreUnicodeRange())
    expect(coreUnicodeRange()).toContain('U+0020-007E')
  })
})

describe('Arabic font files', () => {
  it('are in public/fonts, and the core file is declared in globals.css for exactly its characters', () => {
    for (const file of ARABIC_FONT_FILES) expect(fs.existsSync(file.to), file.to).toBe(true)
    const css = fs.readFileSync('app/(site)/globals.css', 'utf8')
    const core = /font-family: 'Readex Pro Arabic';[^}]*unicode-range: ([^;]+);/.exec(css)
    expect(core?.[1]).toBe(arabicCoreUnicodeRange())
    expect(arabicCoreUnicodeRange()).toContain('U+0621-063A')
  })
})

describe('font stack', () => {
  it('puts the complete family between the core file and the metric-matched fallback', () => {
    expect(fontStack("'sansFont', 'sansFont Fallback', Arial", 'Manrope Variable')).toBe(
      "'sansFont', 'Manrope Variable', 'sansFont Fallback', Arial",
    )
  })

  it('puts every core family before any complete one when a second script joins', () => {
    const arabic = { core: "'Readex Pro Arabic'", complete: "'Readex Pro Arabic Complete'" }
    expect(fontStack("'sansFont', 'sansFont Fallback', Arial", 'Manrope Variable', arabic)).toBe(
      "'sansFont', 'Readex Pro Arabic', 'Manrope Variable', 'Readex Pro Arabic Complete', 'sansFont Fallback', Arial",
    )
  })
})
