import { describe, expect, it } from 'vitest'
import { isCurrent, pagePath } from './nav-links'

describe('pagePath', () => {
  it('drops the edition prefix, including the one English pages are rendered under', () => {
    expect(pagePath('/team')).toBe('/team')
    expect(pagePath('/ar/team')).toBe('/team')
    expect(pagePath('/en/team')).toBe('/team')
    expect(pagePath('/ar')).toBe('/')
    expect(pagePath('/en')).toBe('/')
    expect(pagePath('/')).toBe('/')
  })

  it('leaves a path that only starts with the same letters alone', () => {
    expect(pagePath('/english-guide')).toBe('/english-guide')
    expect(pagePath('/arabian-ranches')).toBe('/arabian-ranches')
  })
})

describe('isCurrent', () => {
  it('marks a link on its own page and below it, in every edition', () => {
    expect(isCurrent('/property', '/property')).toBe(true)
    expect(isCurrent('/property', '/ar/property/12')).toBe(true)
    expect(isCurrent('/property', '/en/property/12')).toBe(true)
    expect(isCurrent('/projects', '/ar/property')).toBe(false)
  })

  it('marks Home only on the home page', () => {
    expect(isCurrent('/', '/')).toBe(true)
    expect(isCurrent('/', '/ar')).toBe(true)
    expect(isCurrent('/', '/en')).toBe(true)
    expect(isCurrent('/', '/ar/about')).toBe(false)
  })
})
