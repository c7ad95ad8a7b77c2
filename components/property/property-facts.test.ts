import { createTranslator } from 'next-intl'
import { describe, expect, it } from 'vitest'
import { formatPrice } from '@/lib/format'
import ar from '@/messages/ar.json'
import en from '@/messages/en.json'
import { kindOf, propertyTypeLabel, statusLabel } from './labels'
import { propertyWhatsappHref } from './property-card'
import {
  buildingInfoRows,
  enquiryMessageFor,
  formatListedDate,
  paragraphsOf,
  placeOf,
  propertyInfoRows,
  shorten,
} from './property-facts'

/** Rows as read, without the word joiners that hold a Chinese figure to its unit (lib/format.ts#withUnit). */
const withoutJoiners = <T>(rows: T): T => JSON.parse(JSON.stringify(rows).replaceAll('\u2060', '')) as T

const texts = <N extends 'Property' | 'PropertyCard' | 'ProjectPlan.labels'>(
  locale: 'en' | 'ar',
  namespace: N,
) => createTranslator({ locale, messages: locale === 'ar' ? ar : en, namespace })
const labels = (locale: 'en' | 'ar') => texts(locale, 'ProjectPlan.labels')

describe('listing facts', () => {
  it('labels createdDate as the date it was Listed', () => {
    const rows = propertyInfoRows(
      { Reference: 'CK-S-1042', createdDate: '2026-03-12T08:00:00.000Z' },
      'en',
      labels('en'),
    )
    expect(rows).toEqual([
      // A code: shown left to right in either edition.
      ['Reference', 'CK-S-1042', true],
      ['Listed', '12 March 2026'],
    ])
  })
  it('keeps an unparsable date as stored', () => {
    expect(formatListedDate('soon')).toBe('soon')
  })
  it('gives the building size a label and unit, once', () => {
    expect(buildingInfoRows({ Floors: '42', sqft: '1850' })).toEqual([
      ['Floors', '42'],
      ['Built-up area', '1,850 Sq. Feet'],
    ])
    expect(buildingInfoRows({ Building: 'Marina Gate 2', Sqft: '1,240', sqft: '1240' })).toEqual([
      ['Building', 'Marina Gate 2'],
      ['Built-up area', '1,240 Sq. Feet'],
    ])
  })
  it('names the city only when the location does not', () => {
    expect(placeOf({ location: 'Boulevard Point, Downtown Dubai', city: 'Downtown Dubai' })).toBe(
      'Boulevard Point, Downtown Dubai',
    )
    expect(placeOf({ location: 'Marina Gate 2', city: 'Dubai Marina' })).toBe(
      'Marina Gate 2, Dubai Marina',
    )
  })
  it('shortens meta descriptions at a word boundary', () => {
    expect(shorten('Short text.', 50)).toBe('Short text.')
    expect(
      shorten(
        'From the 41st floor of Boulevard Point, this two-bedroom looks onto the Fountain',
        40,
      ),
    ).toBe('From the 41st floor of Boulevard Point…')
  })
  it('splits the description into paragraphs', () => {
    expect(paragraphsOf('First.\n\nSecond.\nThird.\n\n')).toEqual(['First.', 'Second.', 'Third.'])
  })
})

describe('card texts', () => {
  it('reads For Sell / For Rent from the status', () => {
    expect(statusLabel('sell')).toBe('For Sell')
    expect(statusLabel('rent')).toBe('For Rent')
  })
  it('shows prices as the card does', () => {
    expect(formatPrice(3250000)).toBe('3,250,000 AED')
  })
  it('opens WhatsApp on the firm number with the listing named', () => {
    const href = propertyWhatsappHref(
      '+971 50 123 4567',
      { name: 'Marina Gate Residence', reference: 'CK-S-1042' },
      texts('en', 'PropertyCard'),
    )
    expect(href.startsWith('https://wa.me/971501234567?text=')).toBe(true)
    const text = decodeURIComponent(href.split('?text=')[1]!)
    expect(text).toContain('Marina Gate Residence')
    expect(text).toContain('CK-S-1042')
  })
  it('prefills the enquiry with the reference', () => {
    expect(
      enquiryMessageFor({ name: 'Palm Villa', reference: 'CK-R-7' }, texts('en', 'Property')),
    ).toContain('Ref. CK-R-7')
  })
})

describe('listing facts in the visitor’s currency and unit', () => {
  const usdSqm = { currency: 'USD', aedPerUnit: 3.6725, area: 'sqm' } as const
  it('converts the built-up area', () => {
    // 1,240 sq ft = 115.2 m²
    expect(buildingInfoRows({ sqft: '1240' }, 'en', usdSqm)).toEqual([['Built-up area', '115 m²']])
    expect(buildingInfoRows({ sqft: '1240' }, 'ar', usdSqm)).toEqual([['المساحة المبنية', '115 م²']])
  })
  it('converts the service charge, which the server writes in AED per sq ft', () => {
    const info = { 'Service charge': '21 AED / sq ft' }
    expect(propertyInfoRows(info, 'en', labels('en'), usdSqm)).toEqual([
      ['Service charge', '61.55 USD / m²'],
    ])
    expect(propertyInfoRows(info, 'ar', labels('ar'), usdSqm)).toEqual([
      ['رسوم الخدمة', '61.55 دولار / م²'],
    ])
    expect(propertyInfoRows(info, 'en', labels('en'))).toEqual([
      ['Service charge', '21 AED / sq ft'],
    ])
  })
})

describe('the Arabic edition', () => {
  it('names the property-info keys and the known values, keeping codes left to right', () => {
    const rows = propertyInfoRows(
      {
        Reference: 'CK-S-1042',
        Type: 'Apartment',
        Purpose: 'For Sale',
        Completion: 'Off-plan',
        Furnishing: 'Partly furnished',
        'Service charge': '18 AED / sq ft',
        'Payment plan': '60/40',
        createdDate: '2026-03-12T08:00:00.000Z',
      },
      'ar',
      labels('ar'),
    )
    expect(rows).toEqual([
      ['الرقم المرجعي', 'CK-S-1042', true],
      ['نوع العقار', 'شقة'],
      ['الغرض', 'للبيع'],
      ['حالة الإنجاز', 'على الخارطة'],
      ['التأثيث', 'مفروش جزئياً'],
      ['رسوم الخدمة', '18 درهم / قدم مربع'],
      ['خطة السداد', '60/40'],
      ['تاريخ الإدراج', '12 مارس 2026'],
    ])
  })
  it('names known building labels and passes unknown ones through', () => {
    expect(
      buildingInfoRows(
        { Building: 'Marina Gate 2', Floors: 'G+52', Concierge: '24/7', sqft: '1850' },
        'ar',
      ),
    ).toEqual([
      ['المبنى', 'Marina Gate 2'],
      ['الطوابق', 'G+52'],
      ['Concierge', '24/7'],
      ['المساحة المبنية', '1,850 قدم مربع'],
    ])
  })
  it('names the community in Arabic and the purpose in the card pill', () => {
    expect(placeOf({ location: 'Marina Gate 2', city: 'Dubai Marina' }, 'ar')).toBe(
      'Marina Gate 2، دبي مارينا',
    )
    expect(statusLabel('sell', 'ar')).toBe('للبيع')
    expect(statusLabel('rent', 'ar')).toBe('للإيجار')
  })
  it('writes the WhatsApp message and the enquiry in Arabic, with the reference', () => {
    const href = propertyWhatsappHref(
      '+971501234567',
      { name: 'Marina Gate', reference: 'CK-S-1042' },
      texts('ar', 'PropertyCard'),
    )
    const text = decodeURIComponent(href.split('?text=')[1]!)
    expect(text).toContain('مرحباً')
    expect(text).toContain('CK-S-1042')
    expect(
      enquiryMessageFor({ name: 'Palm Villa', reference: 'CK-R-7' }, texts('ar', 'Property')),
    ).toContain('الرقم المرجعي CK-R-7')
  })
  it('gives the noun the form its count asks for', () => {
    const t = texts('ar', 'Property')
    expect([1, 2, 3, 10, 11, 99, 100].map((count) => t('propertiesCount', { count }))).toEqual([
      'عقار',
      'عقاران',
      'عقارات',
      'عقارات',
      'عقاراً',
      'عقاراً',
      'عقار',
    ])
  })
  it('writes the listed date in Arabic with Western digits', () => {
    expect(formatListedDate('2026-03-12T08:00:00.000Z', 'ar')).toBe('12 مارس 2026')
  })
})

describe('the Russian and Chinese editions', () => {
  // Their messages files are on the way; the handover labels are not what these rows test.
  const planLabels = labels('en')
  it('names the property-info keys and the known values, keeping codes left to right', () => {
    const info = {
      Reference: 'CK-S-1042',
      Type: 'Apartment',
      Purpose: 'For Sale',
      Completion: 'Off-plan',
      Furnishing: 'Partly furnished',
      'Service charge': '18 AED / sq ft',
      'Payment plan': '60/40',
    }
    expect(propertyInfoRows(info, 'ru', planLabels)).toEqual([
      ['Номер объекта', 'CK-S-1042', true],
      ['Тип недвижимости', 'Квартира'],
      ['Тип сделки', 'Продажа'],
      ['Статус объекта', 'На этапе строительства'],
      ['Меблировка', 'Частично с мебелью'],
      ['Плата за обслуживание', '18 дирхамов / кв. фут'],
      ['План оплаты', '60/40'],
    ])
    expect(withoutJoiners(propertyInfoRows(info, 'zh', planLabels))).toEqual([
      ['房源编号', 'CK-S-1042', true],
      ['物业类型', '公寓'],
      ['交易类型', '出售'],
      ['交付状态', '期房'],
      ['家具配置', '部分带家具'],
      ['物业服务费', '18迪拉姆/平方英尺'],
      ['付款计划', '60/40'],
    ])
  })
  it('names known building labels, with the size in the edition’s unit', () => {
    const info = { Building: 'Marina Gate 2', Concierge: '24/7', sqft: '1850' }
    expect(buildingInfoRows(info, 'ru')).toEqual([
      ['Здание', 'Marina Gate 2'],
      ['Concierge', '24/7'],
      ['Общая площадь', '1\u00a0850 кв. фут'],
    ])
    expect(withoutJoiners(buildingInfoRows(info, 'zh', { area: 'sqm' }))).toEqual([
      ['楼宇', 'Marina Gate 2'],
      ['Concierge', '24/7'],
      ['建筑面积', '172平方米'],
    ])
  })
  it('names the community and the purpose in the card pill', () => {
    expect(placeOf({ location: 'Marina Gate 2', city: 'Dubai Marina' }, 'ru')).toBe(
      'Marina Gate 2, Дубай Марина',
    )
    expect(placeOf({ location: 'Marina Gate 2', city: 'Dubai Marina' }, 'zh')).toBe(
      'Marina Gate 2，迪拜码头',
    )
    expect(statusLabel('sell', 'ru')).toBe('Продажа')
    expect(statusLabel('rent', 'ru')).toBe('Аренда')
    expect(statusLabel('sell', 'zh')).toBe('出售')
    expect(statusLabel('rent', 'zh')).toBe('出租')
  })
  it('does not name a community twice when the location has it in either spelling', () => {
    expect(
      placeOf({ location: 'Sidra 3, Dubai Hills Estate', city: 'Dubai Hills Estate' }, 'ru'),
    ).toBe('Sidra 3, Dubai Hills Estate')
    expect(
      placeOf({ location: 'Lake Terrace, Cluster D, JLT', city: 'Jumeirah Lake Towers' }, 'zh'),
    ).toBe('Lake Terrace, Cluster D, JLT')
    expect(
      placeOf({ location: 'Boulevard Point, Даунтаун Дубай', city: 'Downtown Dubai' }, 'ru'),
    ).toBe('Boulevard Point, Даунтаун Дубай')
    expect(placeOf({ location: 'Golf Place', city: 'Dubai Hills Estate' }, 'ru')).toBe(
      'Golf Place, Dubai Hills Estate (Дубай Хиллс)',
    )
  })
  it('writes the listed date in the edition', () => {
    expect(formatListedDate('2026-03-12T08:00:00.000Z', 'ru')).toBe('12 марта 2026 г.')
    expect(formatListedDate('2026-03-12T08:00:00.000Z', 'zh')).toBe('2026年3月12日')
  })
})

describe('a listing’s kind in a sentence', () => {
  it('keeps the Arabic phrase', () => {
    expect(kindOf({ bedrooms: 2, type: 'Apartment' }, 'ar')).toBe('شقة بغرفتي نوم')
    expect(kindOf({ bedrooms: 0, type: 'Apartment' }, 'ar')).toBe('شقة استوديو')
    expect(kindOf({ bedrooms: 4, type: 'Villa' }, 'ar')).toBe('فيلا من 4 غرف نوم')
    expect(kindOf({ bedrooms: 0, type: 'Office' }, 'ar')).toBe('مكتب')
  })
  it('agrees the Russian noun with the figure', () => {
    expect(kindOf({ bedrooms: 2, type: 'Apartment' }, 'ru')).toBe('квартира с 2 спальнями')
    expect(kindOf({ bedrooms: 1, type: 'Villa' }, 'ru')).toBe('вилла с 1 спальней')
    expect(kindOf({ bedrooms: 11, type: 'Villa' }, 'ru')).toBe('вилла с 11 спальнями')
    expect(kindOf({ bedrooms: 21, type: 'Villa' }, 'ru')).toBe('вилла с 21 спальней')
    expect(kindOf({ bedrooms: 0, type: 'Apartment' }, 'ru')).toBe('студия')
    expect(kindOf({ bedrooms: 0, type: 'Retail' }, 'ru')).toBe('торговое помещение')
  })
  it('writes the Chinese layout before the noun', () => {
    expect(kindOf({ bedrooms: 2, type: 'Apartment' }, 'zh')).toBe('2居室公寓')
    expect(kindOf({ bedrooms: 3, type: 'Townhouse' }, 'zh')).toBe('3居室联排别墅')
    expect(kindOf({ bedrooms: 0, type: 'Apartment' }, 'zh')).toBe('开间公寓')
    expect(kindOf({ bedrooms: 0, type: 'Office' }, 'zh')).toBe('办公室')
  })
  it('names the types in each edition and keeps an unknown one as stored', () => {
    expect(propertyTypeLabel('Penthouse', 'ru')).toBe('Пентхаус')
    expect(propertyTypeLabel('Penthouse', 'zh')).toBe('顶层公寓')
    expect(propertyTypeLabel('Penthouse', 'en')).toBe('Penthouse')
    expect(propertyTypeLabel('Loft', 'zh')).toBe('Loft')
  })
})
