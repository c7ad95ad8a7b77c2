import { describe, expect, it } from 'vitest'
import { refusedMethod } from './methods.mjs'

describe('refusedMethod', () => {
  it.each([
    ['GET', '/'],
    ['HEAD', '/ar/property?status=rent'],
    ['POST', '/api/v1/contacts'],
    ['OPTIONS', '/api/v1/properties'],
    ['PATCH', '/cms-api/properties/1'],
    ['DELETE', '/cms-api/media/7'],
    ['POST', '/admin/collections/properties'],
    ['POST', '/api'],
  ])('lets %s %s through', (method, url) => expect(refusedMethod(method, url)).toBeNull())

  it.each([
    ['PUT', '/'],
    ['DELETE', '/ar'],
    ['PATCH', '/property/abc'],
    ['OPTIONS', '/about'],
    ['POST', '/contact'],
    ['PROPFIND', '/robots.txt'],
    ['put', '/news'],
    ['PUT', '/_next/static/chunks/main.js'],
    ['POST', '/_next/image?url=%2Fbrand%2Flogo.png&w=64&q=75'],
  ])('answers %s %s with 405, allowing GET and HEAD', (method, url) =>
    expect(refusedMethod(method, url)).toEqual({ allow: 'GET, HEAD' }),
  )

  it.each(['TRACE', 'TRACK', 'CONNECT', 'trace'])('refuses %s everywhere, never passing it to Next', (method) => {
    expect(refusedMethod(method, '/ar')).toEqual({ allow: 'GET, HEAD' })
    expect(refusedMethod(method, '/api/v1/properties')?.allow).toMatch(/GET/)
    expect(refusedMethod(method, '/api/v1/properties')?.allow).not.toMatch(/TRACE|TRACK|CONNECT/)
    expect(refusedMethod(method, '/cms-api/users')).not.toBeNull()
  })

  it.each([
    ['PUT', '/admin'],
    ['DELETE', '/admin/login'],
    ['PATCH', '/admin/collections/properties'],
    ['OPTIONS', '/admin'],
  ])('answers %s %s with 405: the admin is read and posts to itself', (method, url) =>
    expect(refusedMethod(method, url)).toEqual({ allow: 'GET, HEAD, POST' }),
  )

  it('does not mistake a page for an API by its prefix', () => {
    expect(refusedMethod('DELETE', '/apis')).toEqual({ allow: 'GET, HEAD' })
    expect(refusedMethod('DELETE', '/administrator')).toEqual({ allow: 'GET, HEAD' })
  })
})
