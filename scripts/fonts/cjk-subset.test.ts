import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import slices from '@/lib/fonts/cjk-site-slices.json'
import { SITE_SLICES_DIR } from './cjk-subset.mjs'

// The Chinese edition's own slices of Noto Sans SC (scripts/fonts/cjk-subset.mjs): the files the
// stylesheet names are there, no character is in two of them, and they hold the site's Chinese,
// so a page's characters do not fall through to @fontsource's larger slices.

const codes = (range: string) =>
  range.split(',').flatMap((part) => {
    const [from, to] = part.replace('U+', '').split('-').map((hex) => parseInt(hex, 16)) as [number, number | undefined]
    return Array.from({ length: (to ?? from) - from + 1 }, (_, i) => from + i)
  })

describe('the Chinese edition’s own font slices', () => {
  it('are on disk under the names the stylesheet gives, and no other file is', () => {
    expect(fs.readdirSync(SITE_SLICES_DIR).sort()).toEqual(slices.map((slice) => slice.file).sort())
  })

  it('declare each character once', () => {
    const all = slices.flatMap((slice) => codes(slice.unicodeRange))
    expect(new Set(all).size).toBe(all.length)
  })

  it('hold every Chinese character of the interface texts and page copy (run npm run fonts:cjk after editing them)', () => {
    const covered = new Set(slices.flatMap((slice) => codes(slice.unicodeRange)))
    const texts = [fs.readFileSync('messages/zh.json', 'utf8'), ...fs.readdirSync('content/zh').map((f) => fs.readFileSync(`content/zh/${f}`, 'utf8'))]
    const missing = [...new Set([...texts.join('')].filter((c) => (c.codePointAt(0) ?? 0) >= 0x2e80 && !covered.has(c.codePointAt(0)!)))]
    expect(missing.join('')).toBe('')
  })
})
