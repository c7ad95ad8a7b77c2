import { ratesAsOfText } from './rates-as-of'
import { describe, expect, it } from 'vitest'
import { CURRENCIES, DEFAULT_MARKET_SETTINGS } from '@/lib/buyer-tools/market-settings'
import {
  areaUnitLabel,
  areaUnitShort,
  currencyLabel,
  displayAmounts,
  displayPrefsOf,
  formatArea,
  formatChargePerArea,
  formatMoney,
  formatPricePerArea,
} from './display-prefs'

/** The word joiner Chinese prices carry between figure and unit (lib/format.ts#withUnit). */
const WJ = '\u2060'

const rates = { aedPerUnit: { ...DEFAULT_MARKET_SETTINGS.exchangeRates.aedPerUnit, USD: 3.6725 }, updatedAt: '2026-11-20' }

describe('displayPrefsOf', () => {
  it('reads known cookie values with the staff’s rate', () => {
    expect(displayPrefsOf('USD', 'sqm', rates)).toEqual({ currency: 'USD', area: 'sqm', aedPerUnit: 3.6725, ratesAsOf: '2026-11-20' })
  })

  it('falls back to AED and sq ft for anything else, or a currency without a usable rate', () => {
    expect(displayPrefsOf('XYZ', 'acres', rates)).toMatchObject({ currency: 'AED', area: 'sqft', aedPerUnit: 1 })
    expect(displayPrefsOf(undefined, undefined, rates)).toMatchObject({ currency: 'AED', area: 'sqft' })
    expect(displayPrefsOf('EUR', 'sqft', { ...rates, aedPerUnit: { ...rates.aedPerUnit, EUR: 0 } })).toMatchObject({ currency: 'AED', aedPerUnit: 1 })
  })
})

describe('formatting in the visitor’s currency and unit', () => {
  const usd = { currency: 'USD' as const, aedPerUnit: 3.6725, area: 'sqm' as const, ratesAsOf: '2026-11-20' }
  const aed = { currency: 'AED' as const, aedPerUnit: 1, area: 'sqft' as const, ratesAsOf: '2026-11-20' }

  it('keeps the AED format of docs/requirements.md §9 and converts others at the staff’s rate, whole units', () => {
    expect(formatMoney(3_150_000, aed)).toBe('3,150,000 AED')
    // 3,150,000 / 3.6725 = 857,726.33 → 857,726
    expect(formatMoney(3_150_000, usd)).toBe('857,726 USD')
  })

  it('converts sizes: 1,240 sq ft = 115.2 m² → 115', () => {
    expect(formatArea(1_240, aed)).toBe('1,240')
    expect(formatArea(1_240, usd)).toBe('115')
    expect(areaUnitLabel(aed)).toBe('Sq. Feet')
    // One spelling of square metres wherever a size is shown, in both editions.
    expect(areaUnitLabel(usd)).toBe('m²')
    expect(areaUnitLabel({ ...usd, locale: 'ar' })).toBe('م²')
    expect(areaUnitLabel({ ...aed, locale: 'ar' })).toBe('قدم مربع')
  })

  it('gives the price per area: 3,150,000 / 1,240 sq ft = 2,540 AED / sq ft', () => {
    expect(formatPricePerArea(3_150_000, 1_240, aed)).toBe('2,540 AED / sq ft')
    // 2,540.32 AED/sq ft ÷ 0.09290304 = 27,343.94 AED/m² ÷ 3.6725 = 7,445.6 → 7,446 USD / m²
    expect(formatPricePerArea(3_150_000, 1_240, usd)).toBe('7,446 USD / m²')
    expect(formatPricePerArea(3_150_000, 0, aed)).toBeNull()
  })

  it('gives a charge per area in the visitor’s currency and unit, cents kept', () => {
    expect(formatChargePerArea(21, aed)).toBe('21 AED / sq ft')
    expect(formatChargePerArea(18.5, aed)).toBe('18.5 AED / sq ft')
    // 21 AED / sq ft × 10.7639 = 226.04 AED / m² ÷ 3.6725 = 61.55 USD / m²
    expect(formatChargePerArea(21, usd)).toBe('61.55 USD / m²')
    expect(formatChargePerArea(21, { ...usd, area: 'sqft' })).toBe('5.72 USD / sq ft')
    expect(formatChargePerArea(21, { ...aed, locale: 'ar' })).toBe('21 درهم / قدم مربع')
  })

  it('says when converted rates were set, and nothing for AED', () => {
    expect(ratesAsOfText(usd)).toBe('rates as of 20 November 2026')
    expect(ratesAsOfText(aed)).toBeNull()
  })
})

describe('the Russian and Chinese editions', () => {
  const usd = { currency: 'USD' as const, aedPerUnit: 3.6725, area: 'sqm' as const, ratesAsOf: '2026-11-20' }
  const aed = { currency: 'AED' as const, aedPerUnit: 1, area: 'sqft' as const, ratesAsOf: '2026-11-20' }
  const nbsp = '\u00a0'

  it('names every currency the site converts to', () => {
    for (const currency of CURRENCIES) {
      for (const locale of ['ar', 'ru', 'zh'] as const) expect(currencyLabel(currency, locale)).not.toBe(currency)
    }
    expect(currencyLabel('AED', 'ru')).toBe('дирхам ОАЭ')
    expect(currencyLabel('GBP', 'ru')).toBe('фунт стерлингов')
    expect(currencyLabel('AED', 'zh')).toBe('阿联酋迪拉姆')
    expect(currencyLabel('CNY', 'zh')).toBe('人民币')
    expect(currencyLabel('USD', 'en')).toBe('USD')
  })

  it('agrees the Russian currency with the amount, and sets the Chinese one against it', () => {
    expect(formatMoney(3_150_000, { ...aed, locale: 'ru' })).toBe(`3${nbsp}150${nbsp}000 дирхамов`)
    // 3,150,000 / 3.6725 = 857,726.33 → 857,726
    expect(formatMoney(3_150_000, { ...usd, locale: 'ru' })).toBe(`857${nbsp}726 долларов`)
    expect(formatMoney(3.6725 * 21, { ...usd, locale: 'ru' })).toBe('21 доллар')
    expect(formatMoney(4.85 * 3, { currency: 'GBP', aedPerUnit: 4.85, locale: 'ru' })).toBe('3 фунта стерлингов')
    expect(formatMoney(3_150_000, { ...aed, locale: 'zh' }).replaceAll(WJ, '')).toBe('3,150,000迪拉姆')
    expect(formatMoney(3_150_000, { ...usd, locale: 'zh' }).replaceAll(WJ, '')).toBe('857,726美元')
    expect(formatMoney(1_900 * 10, { currency: 'CNY', aedPerUnit: 0.5, locale: 'zh' }).replaceAll(WJ, '')).toBe('38,000元')
  })

  it('names the units as the glossary does', () => {
    expect(areaUnitLabel({ ...aed, locale: 'ru' })).toBe('кв. фут')
    expect(areaUnitLabel({ ...usd, locale: 'ru' })).toBe('м²')
    expect(areaUnitLabel({ ...aed, locale: 'zh' })).toBe('平方英尺')
    expect(areaUnitShort({ area: 'sqm', locale: 'zh' })).toBe('平方米')
  })

  it('writes rates per area in the edition', () => {
    expect(formatPricePerArea(3_150_000, 1_240, { ...aed, locale: 'ru' })).toBe(`2${nbsp}540 дирхамов / кв. фут`)
    expect(formatPricePerArea(3_150_000, 1_240, { ...usd, locale: 'zh' })?.replaceAll(WJ, '')).toBe('7,446美元/平方米')
    // 61.55 and 5.72 take the fractional form.
    expect(formatChargePerArea(21, { ...usd, locale: 'ru' })).toBe('61,55 доллара / м²')
    expect(formatChargePerArea(21, { ...aed, locale: 'ru' })).toBe('21 дирхам / кв. фут')
    expect(formatChargePerArea(21, { ...usd, area: 'sqft', locale: 'zh' })?.replaceAll(WJ, '')).toBe('5.72美元/平方英尺')
  })

  it('says when converted rates were set', () => {
    expect(ratesAsOfText(usd, 'ru')).toBe('курс на 20 ноября 2026 г.')
    expect(ratesAsOfText(usd, 'zh')).toBe('汇率截至2026年11月20日')
    expect(ratesAsOfText(aed, 'zh')).toBeNull()
  })
})

describe('displayAmounts', () => {
  const GBP = 4.85

  it('makes the rows add up to the total shown in a converted currency', () => {
    // Each 165,000 AED alone is 34,020.6 GBP: three rows rounded alone show 3 × 34,021 = 102,063
    // under a total of 102,062.
    const shown = displayAmounts([165_000, 165_000, 165_000], GBP)
    expect(shown.reduce((sum, units) => sum + units, 0)).toBe(Math.round(495_000 / GBP))
    for (const units of shown) expect(Math.abs(units - 165_000 / GBP)).toBeLessThan(1)
  })

  it('adds up with fils and a deduction among the rows, in AED too', () => {
    // A purchase's fees: 0.5 fils rows would each round up alone (two × 0.5 → 2, under a total of 1).
    const rows = [700_000, 140_580, -28_000, 4_410, 5_790.5, 0, 3_000.5]
    for (const rate of [1, 3.6725, GBP]) {
      const shown = displayAmounts(rows, rate)
      const total = rows.reduce((sum, aed) => sum + aed, 0)
      expect(shown.reduce((sum, units) => sum + units, 0)).toBe(Math.round(total / rate))
      shown.forEach((units, i) => expect(Math.abs(units - rows[i]! / rate)).toBeLessThan(1))
    }
  })

  it('leaves whole dirhams as they are', () => {
    expect(displayAmounts([165_000, 82_501, 1_402_500], 1)).toEqual([165_000, 82_501, 1_402_500])
  })
})
