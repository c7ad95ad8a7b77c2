import { describe, expect, it } from 'vitest'
import { unitTypeLabel } from './project-units'

describe('unitTypeLabel', () => {
  it('names studios and bedroom counts the way buyers say them', () => {
    expect(unitTypeLabel({ type: 'Apartment', bedrooms: 0 })).toBe('Studio Apartment')
    expect(unitTypeLabel({ type: 'Townhouse', bedrooms: 3 })).toBe('3-bedroom Townhouse')
  })
})
