import type { ProjectUnitType } from '@/lib/api/types'
import type { Locale } from '@/lib/i18n/locales'
import { propertyTypeLabel } from '@/lib/i18n/property-types'

type Availability = ProjectUnitType['availability']

type Unit = Pick<ProjectUnitType, 'type' | 'bedrooms'>

const withoutBedrooms = (type: string) => type === 'Office' || type === 'Retail'

/**
 * How each edition names a unit type from its kind and bedrooms. English is the key's own form
 * (unitTypeLabel), so it is the one an edition without an entry shows.
 */
const UNIT_NAMES: { en: (unit: Unit) => string } & Partial<Record<Locale, (unit: Unit) => string>> =
  {
    // "Studio Apartment", "2-bedroom Townhouse".
    en: ({ type, bedrooms }) => (bedrooms === 0 ? `Studio ${type}` : `${bedrooms}-bedroom ${type}`),
    // 'شقة استوديو', 'فيلا بغرفة نوم واحدة', 'شقة بغرفتي نوم', 'تاون هاوس من 3 غرف نوم'.
    ar: ({ type, bedrooms }) => {
      const kind = propertyTypeLabel(type, 'ar')
      if (bedrooms === 0) return `${kind} استوديو`
      if (bedrooms === 1) return `${kind} بغرفة نوم واحدة`
      if (bedrooms === 2) return `${kind} بغرفتي نوم`
      const lastTwo = bedrooms % 100
      return lastTwo >= 3 && lastTwo <= 10
        ? `${kind} من ${bedrooms} غرف نوم`
        : `${kind} من ${bedrooms} غرفة نوم`
    },
    // 'Студия', 'Квартира с 1 спальней', 'Таунхаус с 3 спальнями': the noun after 'с' agrees with
    // the figure (21 спальней, 22 спальнями).
    ru: ({ type, bedrooms }) => {
      const kind = propertyTypeLabel(type, 'ru')
      if (withoutBedrooms(type)) return kind
      if (bedrooms === 0) return type === 'Apartment' ? 'Студия' : `${kind}-студия`
      const one = bedrooms % 10 === 1 && bedrooms % 100 !== 11
      return `${kind} с ${bedrooms} ${one ? 'спальней' : 'спальнями'}`
    },
    // '开间公寓', '2居室联排别墅': the figure sits against the Chinese words; a kind still in
    // Latin letters keeps a space ('1居室 Loft').
    zh: ({ type, bedrooms }) => {
      const kind = propertyTypeLabel(type, 'zh')
      if (withoutBedrooms(type)) return kind
      const noun = /^[A-Za-z]/.test(kind) ? ` ${kind}` : kind
      return bedrooms === 0 ? `开间${noun}` : `${bedrooms}居室${noun}`
    },
  }

/**
 * A unit type as a visitor reads it in their edition: "Studio Apartment", "2-bedroom
 * Townhouse"; "شقة استوديو", "تاون هاوس بغرفتي نوم"; "Студия", "Таунхаус с 2 спальнями";
 * "开间公寓", "2居室联排别墅".
 */
export function unitTypeName(unit: Unit, locale: Locale = 'en'): string {
  return (UNIT_NAMES[locale] ?? UNIT_NAMES.en)(unit)
}

/**
 * How a project's unit type is named as a key, in English whatever the page's edition: the
 * register-interest form submits it, the server checks it against the project, staff read it in
 * the lead, and JSON-LD offers carry it. "Studio Apartment", "2-bedroom Townhouse".
 */
export function unitTypeLabel(unit: Pick<ProjectUnitType, 'type' | 'bedrooms'>): string {
  return unitTypeName(unit, 'en')
}

/** English availability labels (kept for callers that show them as they are). */
export const availabilityLabels: Record<Availability, string> = {
  available: 'Available',
  limited: 'Limited',
  'sold-out': 'Sold out',
}

/** What is left, in each edition other than English. */
const AVAILABILITY: Partial<Record<Locale, Record<Availability, string>>> = {
  ar: {
    available: 'متاح',
    limited: 'عدد محدود',
    'sold-out': 'بيعت بالكامل',
  },
  ru: {
    available: 'В продаже',
    limited: 'Осталось мало',
    'sold-out': 'Продано',
  },
  zh: {
    available: '在售',
    limited: '余量有限',
    'sold-out': '已售罄',
  },
}

export function availabilityLabel(availability: Availability, locale: Locale = 'en'): string {
  return (AVAILABILITY[locale] ?? availabilityLabels)[availability]
}
