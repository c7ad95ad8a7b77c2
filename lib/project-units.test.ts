import { describe, expect, it } from 'vitest'
import { availabilityLabel, unitTypeLabel, unitTypeName } from './project-units'

describe('unitTypeLabel', () => {
  it('names studios and bedroom counts the way buyers say them', () => {
    expect(unitTypeLabel({ type: 'Apartment', bedrooms: 0 })).toBe('Studio Apartment')
    expect(unitTypeLabel({ type: 'Townhouse', bedrooms: 3 })).toBe('3-bedroom Townhouse')
  })
})

describe('unitTypeName', () => {
  it('is the English label in English', () => {
    expect(unitTypeName({ type: 'Villa', bedrooms: 5 })).toBe('5-bedroom Villa')
    expect(unitTypeName({ type: 'Apartment', bedrooms: 0 }, 'en')).toBe('Studio Apartment')
  })

  it('names the kind and the bedrooms in Arabic, with the count’s own form', () => {
    expect(unitTypeName({ type: 'Apartment', bedrooms: 0 }, 'ar')).toBe('شقة استوديو')
    expect(unitTypeName({ type: 'Apartment', bedrooms: 1 }, 'ar')).toBe('شقة بغرفة نوم واحدة')
    expect(unitTypeName({ type: 'Townhouse', bedrooms: 2 }, 'ar')).toBe('تاون هاوس بغرفتي نوم')
    expect(unitTypeName({ type: 'Penthouse', bedrooms: 4 }, 'ar')).toBe('بنتهاوس من 4 غرف نوم')
    expect(unitTypeName({ type: 'Villa', bedrooms: 11 }, 'ar')).toBe('فيلا من 11 غرفة نوم')
  })

  it('names the kind and the bedrooms in Russian, the noun agreeing with the figure', () => {
    expect(unitTypeName({ type: 'Apartment', bedrooms: 0 }, 'ru')).toBe('Студия')
    expect(unitTypeName({ type: 'Apartment', bedrooms: 1 }, 'ru')).toBe('Квартира с 1 спальней')
    expect(unitTypeName({ type: 'Townhouse', bedrooms: 2 }, 'ru')).toBe('Таунхаус с 2 спальнями')
    expect(unitTypeName({ type: 'Villa', bedrooms: 11 }, 'ru')).toBe('Вилла с 11 спальнями')
    expect(unitTypeName({ type: 'Villa', bedrooms: 21 }, 'ru')).toBe('Вилла с 21 спальней')
  })

  it('names the layout and the kind in Chinese', () => {
    expect(unitTypeName({ type: 'Apartment', bedrooms: 0 }, 'zh')).toBe('开间公寓')
    expect(unitTypeName({ type: 'Townhouse', bedrooms: 2 }, 'zh')).toBe('2居室联排别墅')
    expect(unitTypeName({ type: 'Penthouse', bedrooms: 4 }, 'zh')).toBe('4居室顶层公寓')
  })

  it('keeps a kind it does not know as typed', () => {
    expect(unitTypeName({ type: 'Loft', bedrooms: 1 }, 'ar')).toBe('Loft بغرفة نوم واحدة')
    expect(unitTypeName({ type: 'Loft', bedrooms: 1 }, 'ru')).toBe('Loft с 1 спальней')
    expect(unitTypeName({ type: 'Loft', bedrooms: 1 }, 'zh')).toBe('1居室 Loft')
  })
})

describe('availabilityLabel', () => {
  it('names what is left in each edition', () => {
    expect(availabilityLabel('sold-out')).toBe('Sold out')
    expect(availabilityLabel('limited', 'en')).toBe('Limited')
    expect(availabilityLabel('available', 'ar')).toBe('متاح')
    expect(availabilityLabel('sold-out', 'ar')).toBe('بيعت بالكامل')
    expect(availabilityLabel('available', 'ru')).toBe('В продаже')
    expect(availabilityLabel('limited', 'ru')).toBe('Осталось мало')
    expect(availabilityLabel('sold-out', 'zh')).toBe('已售罄')
  })
})
