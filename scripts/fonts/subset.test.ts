import fs from 'node:fs'
import subsetFont from 'subset-font'
import { describe, expect, it } from 'vitest'
import { withCompleteFamily } from '../../app/(site)/font-stack'
import { CORE_CHARACTERS, CORE_FONTS, coreUnicodeRange } from './subset.mjs'

describe('core font files', () => {
  it('are what scripts/fonts/subset.mjs makes from the installed @fontsource files', async () => {
    for (const { from, to } of CORE_FONTS) {
      const made = await subsetFont(fs.readFileSync(from), CORE_CHARACTERS, {
        targetFormat: 'woff2',
      })
      expect(
        Buffer.compare(made, fs.readFileSync(to)),
        `${to} is stale: run npm run fonts:subset`,
      ).toBe(0)
      expect(made.length).toBeLessThan(fs.statSync(from).size * 0.75)
    }
  })

  it('are declared in fonts.ts for exactly the characters they hold', () => {
    const declared = [
      ...fs.readFileSync('app/(site)/fonts.ts', 'utf8').matchAll(/value:\s*'(U\+[^']+)'/g),
    ].map((m) => m[1])
    expect(declared).toEqual([coreUnicodeRange(), coreUnicodeRange()])
    expect(coreUnicodeRange()).toContain('U+0020-007E')
  })
})

describe('font stack', () => {
  it('puts the complete family between the core file and the metric-matched fallback', () => {
    expect(withCompleteFamily("'sansFont', 'sansFont Fallback'", 'Manrope Variable')).toBe(
      "'sansFont', 'Manrope Variable', 'sansFont Fallback'",
    )
  })
})
