import { format } from 'date-fns'
import { describe, expect, it } from 'vitest'
import { ADMIN_DATE, ADMIN_DATE_TIME, adminPercent, adminPrice, languageName, translationStatusLocale, translationStatusText, yesNo } from './admin-display'

describe('admin date formats', () => {
  it('write the day, the month and the year, with the time where it is kept', () => {
    const launch = new Date(2025, 4, 20, 12, 0)
    expect(format(launch, ADMIN_DATE)).toBe('20 May 2025')
    expect(format(new Date(2026, 10, 3, 9, 5), ADMIN_DATE_TIME)).toBe('3 Nov 2026, 09:05')
  })
})

describe('adminPrice', () => {
  it('groups thousands and names the currency, as on the site', () => {
    expect(adminPrice(265000, 'sell')).toBe('265,000 AED')
    expect(adminPrice(2450000)).toBe('2,450,000 AED')
  })
  it('quotes rents per year', () => {
    expect(adminPrice(120000, 'rent')).toBe('120,000 AED / year')
  })
  it('shows a dash for a missing price', () => {
    expect(adminPrice(null, 'sell')).toBe('—')
    expect(adminPrice(undefined)).toBe('—')
  })
})

describe('yesNo and adminPercent', () => {
  it('write words instead of true and false', () => {
    expect(yesNo(true)).toBe('Yes')
    expect(yesNo(false)).toBe('No')
    expect(yesNo(null)).toBe('No')
  })
  it('write a percentage with its sign', () => {
    expect(adminPercent(50)).toBe('50 %')
    expect(adminPercent(null)).toBe('—')
  })
})

describe('translationStatusText', () => {
  it('names the language in English, from the status field of its edition', () => {
    expect(languageName('ar')).toBe('Arabic')
    expect(translationStatusLocale('untranslatedAr')).toBe('ar')
  })
  it('says an edition is translated when nothing is missing', () => {
    expect(translationStatusText('', 'ar')).toBe('Arabic: translated')
  })
  it('lists what is missing in words, once each', () => {
    expect(translationStatusText('name, description, amenities.name, buildingInfo.value', 'ar')).toBe(
      'Arabic: missing name, description, amenities, building info',
    )
    expect(translationStatusText('paymentPlan.label, paymentPlan', 'ar')).toBe('Arabic: missing payment plan')
  })
  it('does not claim a translation it has not checked', () => {
    expect(translationStatusText(null, 'ar')).toBe('Arabic: not checked yet (save to check)')
  })
})
