import { describe, expect, it } from 'vitest'
import { DEFAULT_MARKET_SETTINGS } from '@/lib/buyer-tools/market-settings'
import { formatMoney } from './display-prefs'
import { aedPerUnitOf, boundsInAed, convertBounds } from './price-bounds'

const rates = { aedPerUnit: { ...DEFAULT_MARKET_SETTINGS.exchangeRates.aedPerUnit, USD: 3.6725, EUR: 4.25 }, updatedAt: '2026-11-20' }
const usd = { currency: 'USD' as const, aedPerUnit: 3.6725 }

describe('boundsInAed', () => {
  it('keeps AED bounds as they are', () => {
    expect(boundsInAed({ minPrice: 1_000_000, maxPrice: 2_000_000 }, 'AED', rates)).toEqual({ minPrice: 1_000_000, maxPrice: 2_000_000 })
    expect(boundsInAed({ maxPrice: 5 }, 'AED', rates)).toEqual({ minPrice: undefined, maxPrice: 5 })
  })

  it('turns USD 1,000,000 – 2,000,000 into AED at the staff’s rate', () => {
    const bounds = boundsInAed({ minPrice: 1_000_000, maxPrice: 2_000_000 }, 'USD', rates)!
    // 999,999.5 × 3.6725 = 3,672,498.16 → 3,672,499; 2,000,000.5 × 3.6725 = 7,345,001.84 → 7,345,001
    expect(bounds).toEqual({ minPrice: 3_672_499, maxPrice: 7_345_001 })
    // The home the defect found (476,515 USD) is well outside.
    expect(1_750_000).toBeLessThan(bounds.minPrice!)
  })

  it('holds exactly the homes whose shown price is within the bounds', () => {
    const bounds = boundsInAed({ minPrice: 1_000_000, maxPrice: 2_000_000 }, 'USD', rates)!
    const inside = (aed: number) => aed >= bounds.minPrice! && aed <= bounds.maxPrice!
    for (const aed of [bounds.minPrice! - 1, bounds.minPrice!, bounds.maxPrice!, bounds.maxPrice! + 1]) {
      const shown = Number(formatMoney(aed, usd).replace(/[^\d]/g, ''))
      expect(inside(aed), `${aed} AED is shown as ${shown} USD`).toBe(shown >= 1_000_000 && shown <= 2_000_000)
    }
  })

  it('has no answer for a currency without a usable rate', () => {
    expect(boundsInAed({ minPrice: 1 }, 'EUR', { ...rates, aedPerUnit: { ...rates.aedPerUnit, EUR: 0 } })).toBeNull()
    expect(aedPerUnitOf('AED', rates)).toBe(1)
    expect(aedPerUnitOf('GBP', { ...rates, aedPerUnit: { ...rates.aedPerUnit, GBP: Number.NaN } })).toBeNull()
  })
})

describe('convertBounds', () => {
  it('shows an address made in USD to an AED visitor in whole dirhams, and back', () => {
    expect(convertBounds({ minPrice: 1_000_000, maxPrice: 2_000_000 }, 'USD', 'AED', rates)).toEqual({ minPrice: 3_672_500, maxPrice: 7_345_000 })
    expect(convertBounds({ minPrice: 3_672_500 }, 'AED', 'USD', rates)).toEqual({ minPrice: 1_000_000, maxPrice: undefined })
    // USD → EUR goes through AED: 1,000,000 × 3.6725 ÷ 4.25 = 864,117.6
    expect(convertBounds({ maxPrice: 1_000_000 }, 'USD', 'EUR', rates)).toEqual({ minPrice: undefined, maxPrice: 864_118 })
  })

  it('leaves the bounds alone in the same currency', () => {
    expect(convertBounds({ minPrice: 7 }, 'EUR', 'EUR', rates)).toEqual({ minPrice: 7 })
  })
})
