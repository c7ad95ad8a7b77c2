import { describe, expect, it } from 'vitest'
import { activeFilterCount } from './filter-sheet'

describe('activeFilterCount', () => {
  it('counts location, bedrooms, type, min and max price once each', () => {
    expect(activeFilterCount({})).toBe(0)
    expect(activeFilterCount({ location: 'Dubai Marina', bedrooms: '2' })).toBe(2)
    expect(
      activeFilterCount({
        location: 'Dubai Marina',
        bedrooms: '2',
        type: 'Villa',
        minPrice: '1000000',
        maxPrice: '5000000',
      }),
    ).toBe(5)
  })

  it('leaves out the purpose and empty values', () => {
    expect(activeFilterCount({ status: 'rent' })).toBe(0)
    expect(activeFilterCount({ status: 'sell', location: '  ', type: '', minPrice: '0' })).toBe(1)
  })
})
