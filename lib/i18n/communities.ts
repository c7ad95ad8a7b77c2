import type { Locale } from './locales'

/**
 * Dubai's communities as the Arabic edition names them. A listing's community is a key as well as
 * a label (the listings filter and the guides match on its English spelling), so it is stored
 * once, in English, and named in the visitor's language only when shown. A community staff add
 * later shows in English until it is added here.
 */
const ARABIC_COMMUNITIES: Record<string, string> = {
  'Arabian Ranches': 'المرابع العربية',
  'Business Bay': 'الخليج التجاري',
  DIFC: 'مركز دبي المالي العالمي',
  'Damac Hills 2': 'داماك هيلز 2',
  'Downtown Dubai': 'وسط مدينة دبي',
  'Dubai Creek Harbour': 'مرسى خور دبي',
  'Dubai Hills Estate': 'دبي هيلز استيت',
  'Dubai Marina': 'دبي مارينا',
  'Emaar Beachfront': 'إعمار بيتشفرونت',
  'Jumeirah Lake Towers': 'أبراج بحيرات جميرا',
  'Jumeirah Village Circle': 'قرية جميرا الدائرية',
  'Mohammed Bin Rashid City': 'مدينة محمد بن راشد',
  'Palm Jumeirah': 'نخلة جميرا',
  'Town Square': 'تاون سكوير',
  Dubai: 'دبي',
}

export function communityLabel(community: string, locale: Locale): string {
  return locale === 'ar' ? (ARABIC_COMMUNITIES[community] ?? community) : community
}
