import { describe, expect, it, vi } from 'vitest'

// A server module: outside Next.js its guard has nothing to guard.
vi.mock('server-only', () => ({}))

const { CJK_FILE, cjkFontFaces } = await import('./cjk')

describe('the Chinese face’s slices', () => {
  it('declares only files the font route serves, so no slice answers 404', () => {
    const urls = [...cjkFontFaces().matchAll(/url\(([^)]+)\)/g)].map(([, url]) => url!)
    const fromPackage = urls.filter((url) => url.startsWith('/fonts/cjk/'))
    expect(fromPackage.length).toBeGreaterThan(50)
    for (const url of fromPackage) expect(url.split('/').pop()).toMatch(CJK_FILE)
    expect(urls.some((url) => /latin|cyrillic|vietnamese/.test(url))).toBe(false)
  })
})
