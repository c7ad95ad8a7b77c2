import { describe, expect, it } from 'vitest'
import { localizeLinks } from './paths'

const anchor = (href: string) => `<p>See <a class="x" href="${href}">this</a>.</p>`
const hrefIn = (html: string) => /href="([^"]*)"/.exec(html)?.[1]

describe('localizeLinks', () => {
  it.each([
    ['/contact', '/ar/contact'],
    ['/', '/ar'],
    ['/property?status=rent', '/ar/property?status=rent'],
    ['/mortgage-calculator#fees', '/ar/mortgage-calculator#fees'],
    ['/news/65f1c2a9b7e4d3a1c0f9e812', '/ar/news/65f1c2a9b7e4d3a1c0f9e812'],
  ])('gives the site page %s its Arabic address %s', (href, localized) => {
    expect(hrefIn(localizeLinks(anchor(href), 'ar'))).toBe(localized)
  })

  it('gives the other editions their own prefix and leaves English as stored', () => {
    expect(hrefIn(localizeLinks(anchor('/contact'), 'ru'))).toBe('/ru/contact')
    expect(hrefIn(localizeLinks(anchor('/contact'), 'zh'))).toBe('/zh/contact')
    expect(localizeLinks(anchor('/contact'), 'en')).toBe(anchor('/contact'))
  })

  it.each([
    '/api/v1/properties',
    '/cms-api/media/file/brochure.pdf',
    '/admin',
    '/images/hero.jpg',
    '/brand/logo.svg',
    '/robots.txt',
    '/ar/contact',
    '/ru/about',
    '//evil.example/x',
    'https://wa.me/971500000000',
    'mailto:info@example.ae',
    '#top',
  ])('leaves %s as it is', (href) => {
    expect(localizeLinks(anchor(href), 'ar')).toBe(anchor(href))
  })
})
