import { describe, expect, it } from 'vitest'
import { estimateRentalYield, grossYield, median } from './rental-yield'

describe('median', () => {
  it('takes the middle of an odd count, whatever the order', () => {
    expect(median([185_000, 165_000, 175_000])).toBe(175_000)
    expect(median([72_000])).toBe(72_000)
  })
  it('averages the two middle values of an even count', () => {
    // 60,000 68,000 | 72,000 78,000 → (68,000 + 72,000) / 2
    expect(median([72_000, 68_000, 78_000, 60_000])).toBe(70_000)
  })
  it('leaves its input in the order it was given', () => {
    const rents = [3, 1, 2]
    median(rents)
    expect(rents).toEqual([3, 1, 2])
  })
  it('refuses an empty list', () => {
    expect(() => median([])).toThrow(RangeError)
  })
})

describe('grossYield', () => {
  it('is the annual rent over the price, in percent to one decimal', () => {
    expect(grossYield(175_000, 3_150_000)).toBe(5.6) // 5.555…
    expect(grossYield(210_000, 3_250_000)).toBe(6.5) // 6.461…
    expect(grossYield(72_000, 950_000)).toBe(7.6) // 7.578…
    expect(grossYield(58_000, 1_000_000)).toBe(5.8)
    expect(grossYield(61_000, 1_000_000)).toBe(6.1)
  })
  it('refuses a price of zero', () => {
    expect(() => grossYield(100_000, 0)).toThrow(RangeError)
  })
})

describe('estimateRentalYield', () => {
  it('estimates from the median rent once there are enough comparables', () => {
    expect(estimateRentalYield(3_150_000, [185_000, 165_000, 175_000], 3)).toEqual({
      status: 'estimated',
      medianRent: 175_000,
      yieldPercent: 5.6,
      comparables: 3,
    })
  })
  it('is not moved by one outlier the way a mean would be', () => {
    // Mean 112,500 would give 11.3%; the median of 68,000 72,000 78,000 232,000 is 75,000.
    const estimate = estimateRentalYield(1_000_000, [68_000, 72_000, 78_000, 232_000], 3)
    expect(estimate).toMatchObject({ status: 'estimated', medianRent: 75_000, yieldPercent: 7.5 })
  })
  it('says how many are found and needed when there are too few', () => {
    expect(estimateRentalYield(2_050_000, [135_000], 3)).toEqual({
      status: 'too-few',
      comparables: 1,
      needed: 3,
    })
    expect(estimateRentalYield(2_050_000, [135_000, 140_000], 3)).toMatchObject({
      status: 'too-few',
      comparables: 2,
    })
  })
  it('does not count rents of zero as comparables', () => {
    expect(estimateRentalYield(1_000_000, [0, 58_000, 54_000], 3)).toEqual({
      status: 'too-few',
      comparables: 2,
      needed: 3,
    })
    expect(estimateRentalYield(1_000_000, [0, 58_000, 54_000, 72_000], 3)).toMatchObject({
      status: 'estimated',
      medianRent: 58_000,
      yieldPercent: 5.8,
      comparables: 3,
    })
  })
  it('always needs at least one comparable, even if the minimum is set to zero', () => {
    expect(estimateRentalYield(1_000_000, [], 0)).toEqual({
      status: 'too-few',
      comparables: 0,
      needed: 1,
    })
    expect(estimateRentalYield(1_000_000, [60_000], 0)).toMatchObject({
      status: 'estimated',
      yieldPercent: 6,
    })
  })
})
