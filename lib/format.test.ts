import { describe, expect, it } from 'vitest'
import { formatPrice, phoneHref, possessive, whatsappHref } from './format'

/** The word joiner Chinese prices carry between figure and unit (lib/format.ts#withUnit). */
const WJ = '\u2060'

describe('formatPrice', () => {
  it('groups whole dirhams in the en-AE style and appends AED', () => {
    expect(formatPrice(2450000)).toBe('2,450,000 AED')
    expect(formatPrice(95000)).toBe('95,000 AED')
    expect(formatPrice(0)).toBe('0 AED')
  })
  it('rounds to whole numbers', () => {
    expect(formatPrice(1234.6)).toBe('1,235 AED')
  })
  it('writes the dirhams in the edition', () => {
    expect(formatPrice(2450000, 'ar')).toBe('2,450,000 درهم')
    // Russian agrees the noun with the figure, and groups with no-break spaces.
    expect(formatPrice(2450000, 'ru')).toBe('2\u00a0450\u00a0000 дирхамов')
    expect(formatPrice(95021, 'ru')).toBe('95\u00a0021 дирхам')
    expect(formatPrice(95022.4, 'ru')).toBe('95\u00a0022 дирхама')
    // Chinese sets the unit against the figure.
    expect(formatPrice(2450000, 'zh').replaceAll(WJ, '')).toBe('2,450,000迪拉姆')
    // Held together: a narrow column cannot break inside the price.
    expect(formatPrice(2450000, 'zh')).toBe(['2,450,000', '迪', '拉', '姆'].join(WJ))
  })
})

describe('contact links', () => {
  it('builds tel: and wa.me links from a formatted number', () => {
    expect(phoneHref('+971 50 123 4567')).toBe('tel:+971501234567')
    expect(whatsappHref('+971 50 123 4567')).toBe('https://wa.me/971501234567')
    expect(whatsappHref('+971 50 123 4567', 'Hello & welcome')).toBe('https://wa.me/971501234567?text=Hello%20%26%20welcome')
  })
})

describe('possessive', () => {
  it('adds ’s to a name, and only the apostrophe to a name ending in s', () => {
    expect(possessive('Emaar')).toBe('Emaar’s')
    expect(possessive('Emaar Properties')).toBe('Emaar Properties’')
    expect(possessive('DAMAC PROPERTIES ')).toBe('DAMAC PROPERTIES’')
    expect(possessive('Nakheel')).toBe('Nakheel’s')
  })
})
