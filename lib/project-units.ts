import type { ProjectUnitType } from '@/lib/api/types'
import type { Locale } from '@/lib/i18n/locales'

type Availability = ProjectUnitType['availability']

// The CMS's kinds of home (lib/cms/collections/properties.ts) as an Arabic buyer names them;
// a kind staff add later shows as typed until it is added here.
const ARABIC_TYPES: Record<string, string> = {
  Apartment: 'شقة',
  Villa: 'فيلا',
  Townhouse: 'تاون هاوس',
  Penthouse: 'بنتهاوس',
  Duplex: 'دوبلكس',
  Office: 'مكتب',
  Retail: 'محل تجاري',
}

/** 'شقة استوديو', 'فيلا بغرفة نوم واحدة', 'شقة بغرفتي نوم', 'تاون هاوس من 3 غرف نوم'. */
function arabicUnitName({ type, bedrooms }: Pick<ProjectUnitType, 'type' | 'bedrooms'>): string {
  const kind = ARABIC_TYPES[type] ?? type
  if (bedrooms === 0) return `${kind} استوديو`
  if (bedrooms === 1) return `${kind} بغرفة نوم واحدة`
  if (bedrooms === 2) return `${kind} بغرفتي نوم`
  const lastTwo = bedrooms % 100
  return lastTwo >= 3 && lastTwo <= 10
    ? `${kind} من ${bedrooms} غرف نوم`
    : `${kind} من ${bedrooms} غرفة نوم`
}

/**
 * A unit type as a visitor reads it in their edition: "Studio Apartment", "2-bedroom
 * Townhouse"; "شقة استوديو", "تاون هاوس بغرفتي نوم".
 */
export function unitTypeName(
  unit: Pick<ProjectUnitType, 'type' | 'bedrooms'>,
  locale: Locale = 'en',
): string {
  if (locale === 'ar') return arabicUnitName(unit)
  return unit.bedrooms === 0 ? `Studio ${unit.type}` : `${unit.bedrooms}-bedroom ${unit.type}`
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

const ARABIC_AVAILABILITY: Record<Availability, string> = {
  available: 'متاح',
  limited: 'عدد محدود',
  'sold-out': 'بيعت بالكامل',
}

export function availabilityLabel(availability: Availability, locale: Locale = 'en'): string {
  return (locale === 'ar' ? ARABIC_AVAILABILITY : availabilityLabels)[availability]
}
