import type { Property } from '@/lib/api/types'
import type { Locale } from '@/lib/i18n/locales'

/*
 * The listing's stored words named in the visitor's language. The stored values (the type
 * 'Apartment', the purpose 'sell') are keys as well as labels: filters, the API and the JSON-LD
 * use them in English, so they are translated only where they are shown. A type not listed here
 * (one added later) is shown as stored. Small on purpose: the cards' scripts carry it.
 */

export const ARABIC_TYPES: Record<string, string> = {
  Apartment: 'شقة',
  Villa: 'فيلا',
  Townhouse: 'تاون هاوس',
  Penthouse: 'بنتهاوس',
  Duplex: 'دوبلكس',
  Office: 'مكتب',
  Retail: 'محل تجاري',
}

/** 'Apartment' → 'شقة' in Arabic; unchanged in English or when unknown. */
export function propertyTypeLabel(type: string, locale: Locale): string {
  return locale === 'ar' ? (ARABIC_TYPES[type] ?? type) : type
}

/** The cards' wording (docs/requirements.md §2): 'For Sell' / 'For Rent'. */
export function statusLabel(status: Property['status'], locale: Locale = 'en'): string {
  if (locale === 'ar') return status === 'rent' ? 'للإيجار' : 'للبيع'
  return status === 'rent' ? 'For Rent' : 'For Sell'
}

/**
 * '2-bedroom apartment' / 'شقة بغرفتي نوم': a listing's size and type in a sentence. English keeps
 * its callers' own wording ('2-bed', lower case), so this is the Arabic form only.
 */
export function arabicKindOf({ bedrooms, type }: Pick<Property, 'bedrooms' | 'type'>): string {
  const noun = propertyTypeLabel(type, 'ar')
  if (type === 'Office' || type === 'Retail') return noun
  if (bedrooms <= 0) return `${noun} استوديو`
  if (bedrooms === 1) return `${noun} بغرفة نوم واحدة`
  if (bedrooms === 2) return `${noun} بغرفتي نوم`
  return `${noun} من ${bedrooms} ${bedrooms <= 10 ? 'غرف' : 'غرفة'} نوم`
}
