import { describe, expect, it } from 'vitest'
import { localPathOr, refererPath } from './safe-redirect'

describe('localPathOr', () => {
  it.each(['/', '/property?status=rent', '/ar/news/palm-jumeirah', '/search/%2F%2Fx', '/a//b'])(
    'keeps the local path %s',
    (path) => expect(localPathOr(path)).toBe(path),
  )

  it.each([
    '//evil.example/x',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    'https://evil.example/',
    'evil.example',
    'javascript:alert(1)',
    '',
    null,
    undefined,
  ])('sends %j home instead', (path) => expect(localPathOr(path)).toBe('/'))

  it('takes another fallback', () => expect(localPathOr('//x', '/ar')).toBe('/ar'))
})

describe('refererPath', () => {
  const host = 'www.crescentkey.ae'

  it('returns the path and query of a page of this site', () => {
    expect(refererPath('https://www.crescentkey.ae/property?status=rent', host)).toBe('/property?status=rent')
  })

  it.each([
    'http://www.crescentkey.ae//evil.example/x',
    'http://www.crescentkey.ae/\\evil.example',
    'http://www.crescentkey.ae///evil.example',
    'https://evil.example/property',
    'not a url',
  ])('never follows %s', (referer) => expect(refererPath(referer, host)).toBe('/'))

  it('needs both a referrer and a host', () => {
    expect(refererPath(null, host)).toBe('/')
    expect(refererPath('https://www.crescentkey.ae/about', null)).toBe('/')
  })
})
