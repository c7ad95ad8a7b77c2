import { describe, expect, it } from 'vitest'
import { contactAboutHref, propertyIdOf } from './contact-about'

describe('contactAboutHref', () => {
  it('names the listing in the contact address', () => {
    expect(contactAboutHref('6650a1b2c3d4e5f6a7b8c9d0')).toBe('/contact?property=6650a1b2c3d4e5f6a7b8c9d0')
  })
})

describe('propertyIdOf', () => {
  it('reads a listing id back and nothing else', () => {
    expect(propertyIdOf('6650a1b2c3d4e5f6a7b8c9d0')).toBe('6650a1b2c3d4e5f6a7b8c9d0')
    for (const bad of [undefined, '', 'abc', '6650A1B2C3D4E5F6A7B8C9D0', '<script>', ['6650a1b2c3d4e5f6a7b8c9d0']])
      expect(propertyIdOf(bad)).toBeNull()
  })
})
