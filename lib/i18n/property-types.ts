// The kinds of home staff choose in the CMS (lib/cms/collections/properties.ts), as each edition
// names them: the listings, the filters and the projects' unit types all read them here.
import type { Locale } from './locales'

/** The CMS's kinds of home in each edition (a label on its own, so capitalised where case exists). */
export const PROPERTY_TYPES: Partial<Record<Locale, Record<string, string>>> = {
  ar: {
    Apartment: 'شقة',
    Villa: 'فيلا',
    Townhouse: 'تاون هاوس',
    Penthouse: 'بنتهاوس',
    Duplex: 'دوبلكس',
    Office: 'مكتب',
    Retail: 'محل تجاري',
  },
  ru: {
    Apartment: 'Квартира',
    Villa: 'Вилла',
    Townhouse: 'Таунхаус',
    Penthouse: 'Пентхаус',
    Duplex: 'Дуплекс',
    Office: 'Офис',
    Retail: 'Торговое помещение',
  },
  zh: {
    Apartment: '公寓',
    Villa: '别墅',
    Townhouse: '联排别墅',
    Penthouse: '顶层公寓',
    Duplex: '复式',
    Office: '办公室',
    Retail: '商铺',
  },
}

/** 'Apartment' → 'شقة' / 'Квартира' / '公寓'; unchanged in English or when unknown. */
export function propertyTypeLabel(type: string, locale: Locale): string {
  return PROPERTY_TYPES[locale]?.[type] ?? type
}
