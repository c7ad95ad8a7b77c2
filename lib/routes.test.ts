import { describe, expect, it } from 'vitest'
import { decideRoute, hasMalformedEscape } from './routes'

describe('decideRoute', () => {
  it.each([
    '/',
    '/about',
    '/team',
    '/property',
    '/property/65f1c2a9b7e4d3a1c0f9e812',
    '/contact',
    '/complaint',
    '/communities',
    '/communities/downtown-dubai',
    '/careers',
    '/news',
    '/news/65f1c2a9b7e4d3a1c0f9e812',
    '/services',
    '/services/off-plan',
    '/privacy-policy',
    '/terms-and-conditions',
    '/mortgage-calculator',
    '/favourites',
    '/compare',
    '/about/',
    '/property/65f1c2a9b7e4d3a1c0f9e812/opengraph-image',
  ])('serves the page %s', (path) => {
    expect(decideRoute(path)).toBe('page')
  })

  it.each([
    '/api/v1/properties',
    '/api',
    '/cms-api/media/file/x.jpg',
    '/admin',
    '/admin/login',
    '/admin/collections/properties',
    '/_next/static/chunks/app.js',
    '/_next/image',
    '/robots.txt',
    '/sitemap.xml',
    '/favicon.ico',
    '/icon.svg',
    '/manifest.webmanifest',
    '/images/hero.jpg',
    '/brand/logo.svg',
  ])('lets %s through', (path) => {
    expect(decideRoute(path)).toBe('pass')
  })

  it.each([
    '/nope',
    '/About',
    '/property/1/2',
    '/news/a/b',
    '/administrator',
    '/admin.php',
    '/wp-login.php',
    '//evil.com',
    '/\\evil.com',
    '/%2F%2Fevil.com',
    '/.env',
    '/data/site.db',
    '/apix',
    '/favourites/x',
    '/compare/a/b',
  ])('redirects %s home', (path) => {
    expect(decideRoute(path)).toBe('redirect')
  })
})

describe('hasMalformedEscape', () => {
  it.each(['/news/%E0%A4%A', '/property/%', '/api/v1/news/%zz', '/cms-api/media/file/%E0%A4'])('finds the broken escape in %s', (path) => {
    expect(hasMalformedEscape(path)).toBe(true)
  })

  it.each(['/', '/news/dubai-marina', '/api/v1/properties/%20', '/news/%D8%AF%D8%A8%D9%8A', '/%2F%2Fevil.com'])('passes %s', (path) => {
    expect(hasMalformedEscape(path)).toBe(false)
  })
})
