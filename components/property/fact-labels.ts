import type { Locale } from '@/lib/i18n/locales'
import { ARABIC_TYPES } from './labels'

/*
 * The facts tables' words in the Arabic edition. The server writes the property-info table in
 * English (lib/server/properties.ts) and staff type the building-info labels in English; both
 * are named here when shown, and anything not listed is shown as stored.
 */

/** The property-info table's keys (lib/server/properties.ts) as the Arabic edition names them. */
const ARABIC_PROPERTY_INFO: Record<string, string> = {
  Reference: 'الرقم المرجعي',
  Type: 'نوع العقار',
  Purpose: 'الغرض',
  Completion: 'حالة الإنجاز',
  Handover: 'موعد التسليم',
  Developer: 'المطوّر',
  'Payment plan': 'خطة السداد',
  Furnishing: 'التأثيث',
  'Service charge': 'رسوم الخدمة',
  'Trakheesi permit': 'تصريح تراخيصي',
  Listed: 'تاريخ الإدراج',
}

/** The values the server writes into the property-info table in English. */
const ARABIC_INFO_VALUES: Record<string, string> = {
  'For Sale': 'للبيع',
  'For Rent': 'للإيجار',
  Ready: 'جاهز',
  'Off-plan': 'على الخارطة',
  Furnished: 'مفروش',
  Unfurnished: 'غير مفروش',
  'Partly furnished': 'مفروش جزئياً',
  ...ARABIC_TYPES,
}

/** The building-info labels staff use (the CMS's free-form table), as the Arabic edition names them. */
const ARABIC_BUILDING_INFO: Record<string, string> = {
  Building: 'المبنى',
  Tower: 'البرج',
  Floors: 'الطوابق',
  Completion: 'موعد الإنجاز',
  'Year built': 'سنة البناء',
  Elevators: 'المصاعد',
  Lifts: 'المصاعد',
  Cluster: 'المجمّع',
  Frond: 'السعفة',
  'Plot Size': 'مساحة الأرض',
  'Unit Type': 'طراز الوحدة',
  'Villa Type': 'طراز الفيلا',
  View: 'الإطلالة',
  Parking: 'مواقف السيارات',
  Developer: 'المطوّر',
  'Built-up area': 'المساحة المبنية',
}

function lookup(table: Record<string, string>, key: string, locale: Locale): string {
  return locale === 'ar' ? (table[key] ?? table[key.trim()] ?? key) : key
}

export const propertyInfoLabel = (key: string, locale: Locale) =>
  lookup(ARABIC_PROPERTY_INFO, key, locale)
export const propertyInfoValue = (value: string, locale: Locale) =>
  lookup(ARABIC_INFO_VALUES, value, locale)
export const buildingInfoLabel = (key: string, locale: Locale) =>
  lookup(ARABIC_BUILDING_INFO, key, locale)
