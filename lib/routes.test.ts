import { describe, expect, it } from 'vitest'
import { decideRoute, hasMalformedEscape, namesUploadPrefix, routeRequest } from './routes'

describe('decideRoute', () => {
  it.each([
    '/',
    '/about',
    '/team',
    '/team/amira-haddad',
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
  it.each(['/news/%E0%A4%A', '/property/%', '/api/v1/news/%zz', '/cms-api/media/file/%E0%A4'])(
    'finds the broken escape in %s',
    (path) => {
      expect(hasMalformedEscape(path)).toBe(true)
    },
  )

  it.each([
    '/',
    '/news/dubai-marina',
    '/api/v1/properties/%20',
    '/news/%D8%AF%D8%A8%D9%8A',
    '/%2F%2Fevil.com',
  ])('passes %s', (path) => {
    expect(hasMalformedEscape(path)).toBe(false)
  })
})

describe('namesUploadPrefix', () => {
  it.each([
    '/cms-api/media/file/a.jpg?prefix=x',
    '/cms-api/brochures/file/b.pdf?prefix=',
    '/cms-api/resumes/file/c.pdf?a=1&prefix=media',
  ])('finds the prefix in %s', (url) => {
    const { pathname, searchParams } = new URL(url, 'http://site.test')
    expect(namesUploadPrefix(pathname, searchParams)).toBe(true)
  })

  it.each([
    '/cms-api/media/file/a.jpg',
    '/cms-api/media?prefix=x',
    '/api/v1/properties?prefix=x',
    '/cms-api/media/file/prefix.jpg',
  ])('passes %s', (url) => {
    const { pathname, searchParams } = new URL(url, 'http://site.test')
    expect(namesUploadPrefix(pathname, searchParams)).toBe(false)
  })
})

describe('routeRequest', () => {
  it.each([
    ['/', '/en'],
    ['/property', '/en/property'],
    ['/news/65f1c2a9b7e4d3a1c0f9e812', '/en/news/65f1c2a9b7e4d3a1c0f9e812'],
    ['/projects/creek-crescent', '/en/projects/creek-crescent'],
  ])('serves the English page %s from the edition tree (%s) at its own address', (path, to) => {
    expect(routeRequest(path)).toEqual({ action: 'rewrite', to })
  })

  it.each([
    '/ar',
    '/ar/property',
    '/ar/property/65f1c2a9b7e4d3a1c0f9e812',
    '/ar/news/dubai-marina',
    '/ar/projects',
  ])('serves the Arabic page %s as it is', (path) => {
    expect(routeRequest(path)).toEqual({ action: 'next' })
  })

  it.each([
    '/api/v1/properties',
    '/admin',
    '/_next/static/x.js',
    '/robots.txt',
    '/sitemap.xml',
    '/fonts/readex-pro-arabic-wght-5.3.0.woff2',
  ])('lets %s through', (path) => {
    expect(routeRequest(path)).toEqual({ action: 'next' })
  })

  it.each([
    ['/nope', '/'],
    ['/ar/nope', '/ar'],
    ['/ar/property/1/2', '/ar'],
    ['/ar/api/v1/properties', '/ar'],
    ['/ar/robots.txt', '/ar'],
    ['/ar//evil.com', '/ar'],
    ['/en/nope', '/'],
    ['/fr/property', '/'],
  ])('redirects the unknown %s to its edition’s home %s', (path, to) => {
    expect(routeRequest(path)).toEqual({ action: 'redirect', to })
  })

  it('sends /en/… to the page’s unprefixed address', () => {
    expect(routeRequest('/en/property')).toEqual({ action: 'redirect', to: '/property' })
    expect(routeRequest('/en')).toEqual({ action: 'redirect', to: '/' })
  })

  it('sends only the bare home to the edition the visitor chose before', () => {
    expect(routeRequest('/', 'ar')).toEqual({ action: 'redirect', to: '/ar' })
    expect(routeRequest('/property', 'ar')).toEqual({ action: 'rewrite', to: '/en/property' })
    expect(routeRequest('/', 'en')).toEqual({ action: 'rewrite', to: '/en' })
    expect(routeRequest('/', 'xx')).toEqual({ action: 'rewrite', to: '/en' })
    expect(routeRequest('/ar', 'en')).toEqual({ action: 'next' })
  })

  it('lets a click on English inside the site reach the English home', () => {
    expect(routeRequest('/', 'ar', true)).toEqual({ action: 'rewrite', to: '/en' })
  })
})

describe('portal feeds', () => {
  it('reach their route handlers unprefixed; other /feeds paths and edition prefixes go home', () => {
    expect(routeRequest('/feeds/property-finder.xml')).toEqual({ action: 'next' })
    expect(routeRequest('/feeds/bayut.xml')).toEqual({ action: 'next' })
    expect(routeRequest('/feeds/other.xml')).toEqual({ action: 'redirect', to: '/' })
    expect(routeRequest('/ar/feeds/bayut.xml')).toEqual({ action: 'redirect', to: '/ar' })
  })
})
