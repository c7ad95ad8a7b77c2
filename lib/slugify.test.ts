import { describe, expect, it } from 'vitest'
import { slugify } from './slugify'

describe('slugify', () => {
  it('makes a page address from a name', () => {
    expect(slugify('Khalid Al Mansoori')).toBe('khalid-al-mansoori')
    expect(slugify('  Zoë  O’Brien-Ávila ')).toBe('zoe-o-brien-avila')
  })
})
