import { NextRequest } from 'next/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { middleware } from '@/middleware'
import {
  decideRoute,
  editionOfPath,
  hasMalformedEscape,
  namesUploadPrefix,
  routeRequest,
} from './routes'

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

describe('editionOfPath', () => {
  it.each([
    ['/ar/news/x', 'ar', '/news/x'],
    ['/ar', 'ar', '/'],
    ['/ru?x=1', 'ru', '/?x=1'],
    ['/zh/property', 'zh', '/property'],
    ['/property', 'en', '/property'],
    ['/en/property', 'en', '/en/property'],
    ['/arabian-ranches', 'en', '/arabian-ranches'],
    ['/fr/property', 'en', '/fr/property'],
  ])('reads %s as %s, %s', (path, locale, within) => {
    expect(editionOfPath(path)).toEqual({ locale, path: within })
  })
})

describe('routeRequest', () => {
  it.each(['/', '/property', '/news/65f1c2a9b7e4d3a1c0f9e812', '/projects/creek-crescent'])(
    'hands the English page %s to next-intl',
    (path) => {
      expect(routeRequest(path)).toEqual({ action: 'page' })
    },
  )

  it.each([
    '/ar',
    '/ar/property',
    '/ar/property/65f1c2a9b7e4d3a1c0f9e812',
    '/ar/news/dubai-marina',
    '/ar/projects',
    '/ru/property',
    '/zh/team/amira-haddad',
  ])('hands the page %s of another edition to next-intl', (path) => {
    expect(routeRequest(path)).toEqual({ action: 'page' })
  })

  it.each([
    '/api/v1/properties',
    '/admin',
    '/_next/static/x.js',
    '/robots.txt',
    '/sitemap.xml',
    '/fonts/readex-pro-arabic-wght-5.3.0.woff2',
  ])('lets %s through', (path) => {
    expect(routeRequest(path)).toEqual({ action: 'pass' })
  })

  it.each([
    ['/nope', '/'],
    ['/ar/nope', '/ar'],
    ['/ar/property/1/2', '/ar'],
    ['/ar/api/v1/properties', '/ar'],
    ['/ar/robots.txt', '/ar'],
    ['/ar//evil.com', '/ar'],
    ['/ru/nope', '/ru'],
    ['/zh/admin', '/zh'],
    ['/en/nope', '/'],
    ['/en//evil.com', '/'],
    ['/fr/property', '/'],
    ['/AR/property', '/'],
  ])('redirects the unknown %s to its edition’s home %s', (path, to) => {
    expect(routeRequest(path)).toEqual({ action: 'redirect', to })
  })

  it('hands /en/… pages to next-intl, which sends them to their unprefixed address', () => {
    expect(routeRequest('/en/property')).toEqual({ action: 'page' })
    expect(routeRequest('/en')).toEqual({ action: 'page' })
  })

  it('sends only the bare home to the edition the visitor chose before', () => {
    expect(routeRequest('/', 'ar')).toEqual({ action: 'redirect', to: '/ar' })
    expect(routeRequest('/', 'zh')).toEqual({ action: 'redirect', to: '/zh' })
    expect(routeRequest('/property', 'ar')).toEqual({ action: 'page' })
    expect(routeRequest('/', 'en')).toEqual({ action: 'page' })
    expect(routeRequest('/', 'xx')).toEqual({ action: 'page' })
    expect(routeRequest('/ar', 'en')).toEqual({ action: 'page' })
  })

  it('lets a click on English inside the site reach the English home', () => {
    expect(routeRequest('/', 'ar', true)).toEqual({ action: 'page' })
  })

  it('refuses a broken escape in an API or file path, and sends a page with one home', () => {
    expect(routeRequest('/api/v1/news/%zz')).toEqual({ action: 'malformed' })
    expect(routeRequest('/cms-api/media/file/%E0%A4')).toEqual({ action: 'malformed' })
    expect(routeRequest('/news/%E0%A4%A')).toEqual({ action: 'redirect', to: '/' })
    expect(routeRequest('/ar/news/%E0%A4%A')).toEqual({ action: 'redirect', to: '/ar' })
    expect(routeRequest('/ru/property/%')).toEqual({ action: 'redirect', to: '/ru' })
    expect(routeRequest('/en/news/%E0%A4%A')).toEqual({ action: 'redirect', to: '/' })
    expect(routeRequest('/ar/api/%zz')).toEqual({ action: 'redirect', to: '/ar' })
  })
})

describe('portal feeds', () => {
  it('reach their route handlers unprefixed; other /feeds paths and edition prefixes go home', () => {
    expect(routeRequest('/feeds/property-finder.xml')).toEqual({ action: 'pass' })
    expect(routeRequest('/feeds/bayut.xml')).toEqual({ action: 'pass' })
    expect(routeRequest('/feeds/other.xml')).toEqual({ action: 'redirect', to: '/' })
    expect(routeRequest('/ar/feeds/bayut.xml')).toEqual({ action: 'redirect', to: '/ar' })
  })
})

/*
 * The middleware as Next runs it: our rules, then next-intl's routing for the pages. A request
 * names a forged host, so every redirect is seen to be built from SITE_URL.
 */
describe('the middleware', () => {
  const SITE = 'https://crescentkey.example'
  afterEach(() => {
    vi.unstubAllEnvs()
  })

  function run(path: string, headers: Record<string, string> = {}) {
    vi.stubEnv('SITE_URL', SITE)
    const response = middleware(new NextRequest(`http://evil.example${path}`, { headers }))
    const rewrite = response.headers.get('x-middleware-rewrite')
    return {
      status: response.status,
      location: response.headers.get('location'),
      rewrite: rewrite === null ? null : new URL(rewrite).pathname + new URL(rewrite).search,
      passed: response.headers.get('x-middleware-next') === '1',
      /** A header handed to the page's render. */
      header: (name: string) => response.headers.get(`x-middleware-request-${name}`),
      cacheControl: response.headers.get('cache-control'),
    }
  }

  it.each([
    ['/', '/en'],
    ['/property', '/en/property'],
    ['/property?status=rent', '/en/property?status=rent'],
    ['/news/65f1c2a9b7e4d3a1c0f9e812', '/en/news/65f1c2a9b7e4d3a1c0f9e812'],
    ['/projects/creek-crescent', '/en/projects/creek-crescent'],
  ])('serves the English page %s from the edition tree (%s) at its own address', (path, to) => {
    const answer = run(path)
    expect(answer.rewrite).toBe(to)
    expect(answer.header('x-next-intl-locale')).toBe('en')
  })

  it.each([
    ['/ar', 'ar'],
    ['/ar/property/65f1c2a9b7e4d3a1c0f9e812', 'ar'],
    ['/ru/news/dubai-marina', 'ru'],
    ['/zh/projects', 'zh'],
  ])('serves the page %s as it is, in its edition', (path, locale) => {
    const answer = run(path)
    expect(answer.passed).toBe(true)
    expect(answer.rewrite).toBeNull()
    expect(answer.header('x-next-intl-locale')).toBe(locale)
  })

  it.each(['/api/v1/properties', '/cms-api/media/file/a.jpg', '/admin', '/robots.txt'])(
    'lets %s through untouched by next-intl',
    (path) => {
      const answer = run(path)
      expect(answer.passed).toBe(true)
      expect(answer.header('x-next-intl-locale')).toBeNull()
    },
  )

  it.each([
    ['/en/property?status=rent', `${SITE}/property?status=rent`],
    ['/en', `${SITE}/`],
    ['/nope', `${SITE}/`],
    ['/ar/nope', `${SITE}/ar`],
    ['/zh/property/1/2', `${SITE}/zh`],
    ['/ar/news/%E0%A4%A', `${SITE}/ar`],
  ])('redirects %s to %s (307, uncached), never to the Host it was asked on', (path, to) => {
    const answer = run(path)
    expect(answer.status).toBe(307)
    expect(answer.location).toBe(to)
    expect(answer.cacheControl).toBe('no-store')
  })

  it('takes a returning visitor to the edition they chose, but not a click inside the site', () => {
    expect(run('/', { cookie: 'locale=ar', 'sec-fetch-site': 'none' }).location).toBe(`${SITE}/ar`)
    const clicked = run('/', { cookie: 'locale=ar', 'sec-fetch-site': 'same-origin' })
    expect(clicked.location).toBeNull()
    expect(clicked.rewrite).toBe('/en')
  })

  it('hands the page the address asked for, whatever header the client sent', () => {
    const page = run('/ar/property/0123456789abcdef01234567', { 'x-page-path': '/property/x' })
    expect(page.header('x-page-path')).toBe('/ar/property/0123456789abcdef01234567')
    expect(run('/property/x', { 'x-page-path': '/ar/property/x' }).header('x-page-path')).toBe(
      '/property/x',
    )
    expect(run('/api/v1/properties', { 'x-page-path': '/ar' }).header('x-page-path')).toBe(
      '/api/v1/properties',
    )
  })

  it('answers 400 to a broken escape in an API path and to an upload that names a prefix', () => {
    expect(run('/api/v1/news/%zz').status).toBe(400)
    expect(run('/cms-api/media/file/a.jpg?prefix=media').status).toBe(400)
  })
})
