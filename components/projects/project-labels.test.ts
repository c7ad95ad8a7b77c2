import { createTranslator } from 'next-intl'
import { describe, expect, it } from 'vitest'
import ar from '@/messages/ar.json'
import en from '@/messages/en.json'
import {
  cheapestUnitIndex,
  formatMonth,
  formatPercent,
  handoverLabel,
  handoverText,
  MAX_PRICE_AED,
  parsePriceAed,
  planSentence,
  projectStatusLabel,
  sizeRange,
  stageLabel,
} from './project-labels'
import { interestCallText } from './interest-call'

const labels = (locale: 'en' | 'ar') =>
  createTranslator({ locale, messages: locale === 'ar' ? ar : en, namespace: 'ProjectPlan.labels' })
const enLabels = labels('en')
const arLabels = labels('ar')

describe('project labels', () => {
  it('names each status as the site shows it', () => {
    expect(projectStatusLabel('launching', enLabels)).toBe('Launching')
    expect(projectStatusLabel('under-construction', enLabels)).toBe('Under construction')
    expect(projectStatusLabel('ready', enLabels)).toBe('Ready')
  })

  it('states a handover as quarter and year', () => {
    expect(handoverLabel({ quarter: 3, year: 2028 }, enLabels)).toBe('Q3 2028')
  })

  it('reads a handover as staff type it, and keeps other text as it is', () => {
    expect(handoverText(' Q4  2027 ', enLabels)).toBe('Q4 2027')
    expect(handoverText('Q4 2027', arLabels)).toBe('الربع الرابع 2027')
    expect(handoverText('Q1 2029', arLabels)).toBe('الربع الأول 2029')
    expect(handoverText('Ready', arLabels)).toBe('Ready')
  })

  it('says when each stage of a plan is paid', () => {
    expect(stageLabel('booking', enLabels)).toBe('On booking')
    expect(stageLabel('construction', enLabels)).toBe('During construction')
    expect(stageLabel('handover', enLabels)).toBe('On handover')
    expect(stageLabel('post-handover', enLabels)).toBe('After handover')
  })

  it('writes a month as "Mar 2027"', () => {
    expect(formatMonth('2027-03')).toBe('Mar 2027')
    expect(formatMonth('2025-12-20')).toBe('Dec 2025')
    expect(formatMonth('2026-01')).toBe('Jan 2026')
  })

  it('keeps what is not a month as given', () => {
    expect(formatMonth('2027-13')).toBe('2027-13')
    expect(formatMonth('soon')).toBe('soon')
  })

  it('writes shares without float artefacts', () => {
    expect(formatPercent(10)).toBe('10%')
    expect(formatPercent(62.5)).toBe('62.5%')
    expect(formatPercent(33.330000000000005)).toBe('33.33%')
  })

  it('puts the short plan in words', () => {
    expect(planSentence('60/40', enLabels)).toBe(
      '60% is paid before handover and 40% on handover or after it.',
    )
    expect(planSentence('37.5/62.5', enLabels)).toBe(
      '37.5% is paid before handover and 62.5% on handover or after it.',
    )
    expect(planSentence('100/0', enLabels)).toBe('The whole price is paid before handover.')
    expect(planSentence('0/100', enLabels)).toBe('The whole price is paid on handover or after it.')
    expect(planSentence('', enLabels)).toBeNull()
  })
})

describe('project labels in Arabic', () => {
  it('names statuses, stages and the handover quarter', () => {
    expect(projectStatusLabel('under-construction', arLabels)).toBe('قيد الإنشاء')
    expect(stageLabel('post-handover', arLabels)).toBe('بعد التسليم')
    expect(handoverLabel({ quarter: 4, year: 2027 }, arLabels)).toBe('الربع الرابع 2027')
  })

  it('writes a month with its Arabic name and Western digits', () => {
    expect(formatMonth('2026-11', 'ar')).toBe('نوفمبر 2026')
    expect(formatMonth('2027-01-14', 'ar')).toBe('يناير 2027')
    expect(formatMonth('soon', 'ar')).toBe('soon')
  })

  it('puts the short plan in words', () => {
    expect(planSentence('60/40', arLabels)).toBe(
      'يُسدَّد 60% من السعر قبل التسليم و40% عند التسليم أو بعده.',
    )
    expect(planSentence('100/0', arLabels)).toBe('يُسدَّد كامل السعر قبل التسليم.')
  })

  it('gives a size range in the Arabic unit', () => {
    expect(
      sizeRange({ sizeFromSqft: 750, sizeToSqft: 1_100 }, { area: 'sqft', locale: 'ar' }),
    ).toBe('750 – 1,100 قدم مربع')
  })
})

describe('cheapestUnitIndex', () => {
  it('finds the lowest price, the first one on a tie', () => {
    const prices = [2_450_000, 1_650_000, 9_600_000, 1_650_000].map((priceFromAed) => ({
      priceFromAed,
    }))
    expect(cheapestUnitIndex(prices)).toBe(1)
  })
  it('is -1 without unit types', () => {
    expect(cheapestUnitIndex([])).toBe(-1)
  })
})

describe('parsePriceAed', () => {
  it.each([
    ['1,650,000', 1_650_000],
    ['1650000', 1_650_000],
    [' 1 650 000 ', 1_650_000],
    ['AED 1,650,000', 1_650_000],
    ['1,650,000 AED', 1_650_000],
    ['2.5m', 2_500_000],
    ['950k', 950_000],
    ['1234.6', 1_235],
    ['١٬٦٥٠٬٠٠٠', 1_650_000],
    ['1,650,000 درهم', 1_650_000],
    ['۲٫۵m', 2_500_000],
  ])('reads %s', (text, price) => {
    expect(parsePriceAed(text)).toBe(price)
  })

  it.each(['', '0', '-500000', 'two million', '1,650,000.5.2', '1e6', String(MAX_PRICE_AED + 1)])(
    'refuses %j',
    (text) => {
      expect(parsePriceAed(text)).toBeNull()
    },
  )
})

describe('sizeRange', () => {
  it('gives the range in the visitor’s unit', () => {
    const unit = { sizeFromSqft: 750, sizeToSqft: 1_100 }
    expect(sizeRange(unit, { area: 'sqft' })).toBe('750 – 1,100 Sq. Feet')
    expect(sizeRange(unit, { area: 'sqm' })).toBe('70 – 102 m²')
  })
  it('gives one figure for a single size', () => {
    expect(sizeRange({ sizeFromSqft: 1_250, sizeToSqft: 1_250 }, { area: 'sqft' })).toBe(
      '1,250 Sq. Feet',
    )
  })
})

describe('the register-interest invitation', () => {
  it('names the developer’s releases in good English, whatever the name ends with', () => {
    const t = createTranslator({ locale: 'en', messages: en, namespace: 'Projects' })
    const call = (developer: string | null) => interestCallText(developer, 'en', t)
    expect(call('Emaar Properties')).toContain('who knows Emaar Properties’ releases')
    expect(call('Sobha Realty')).toContain('who knows Sobha Realty’s releases')
    expect(call(null)).toContain('who knows the developer’s releases')
  })

  it('names them in Arabic as the name is, or as the developer’s', () => {
    const t = createTranslator({ locale: 'ar', messages: ar, namespace: 'Projects' })
    expect(interestCallText('إعمار العقارية', 'ar', t)).toContain('بإصدارات إعمار العقارية ليطلعك')
    expect(interestCallText(null, 'ar', t)).toContain('بإصدارات المطوّر ليطلعك')
  })
})
