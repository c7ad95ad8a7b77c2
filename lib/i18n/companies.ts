import type { Locale } from './locales'

/*
 * Developers and banks as a Gulf reader knows them in Arabic. Like a community, a developer's
 * name is stored once, in English (the listings match a project's developer by that spelling, and
 * staff type the escrow bank as its letters say), and is named in the visitor's language only
 * when shown. A firm staff add later shows as stored until it is added here. Project and building
 * names are brands and stay as the developer spells them.
 */

const ARABIC_DEVELOPERS: Record<string, string> = {
  'Alnoor Developments': 'النور للتطوير',
  'Azure Coast Properties': 'أزور كوست العقارية',
  'Binghatti Developers': 'بن غاطي للتطوير',
  'Bloom Holding': 'بلوم القابضة',
  'Cayan Group': 'مجموعة كيان',
  'DIFC Investments': 'استثمارات مركز دبي المالي العالمي',
  DMCC: 'مركز دبي للسلع المتعددة',
  'Damac Properties': 'داماك العقارية',
  'Daman Real Estate': 'ضمان العقارية',
  'Dubai Properties': 'دبي للعقارات',
  'Ellington Properties': 'إلينغتون العقارية',
  'Emaar Properties': 'إعمار العقارية',
  'Emirates Financial Towers': 'أبراج الإمارات المالية',
  Goldcrest: 'غولدكرست',
  'Lake Shore Properties': 'ليك شور العقارية',
  'Mazaya Real Estate': 'مزايا العقارية',
  Meraas: 'مِراس',
  'Meydan Sobha': 'ميدان شوبا',
  Nakheel: 'نخيل',
  Nshama: 'نشاما',
  'Pantheon Development': 'بانثيون للتطوير',
  'Rimal Heights Developments': 'رمال هايتس للتطوير',
  'Sahil Living Developments': 'ساحل ليفينغ للتطوير',
  'Select Group': 'مجموعة سيليكت',
  'Sobha Realty': 'شوبا العقارية',
  'Tameer Holding': 'تعمير القابضة',
  'Union Properties': 'الاتحاد العقارية',
  'Wadi Crest Properties': 'وادي كريست العقارية',
}

const ARABIC_BANKS: Record<string, string> = {
  'Abu Dhabi Commercial Bank': 'بنك أبوظبي التجاري',
  ADCB: 'بنك أبوظبي التجاري',
  'Abu Dhabi Islamic Bank': 'مصرف أبوظبي الإسلامي',
  ADIB: 'مصرف أبوظبي الإسلامي',
  'Commercial Bank of Dubai': 'بنك دبي التجاري',
  'Dubai Islamic Bank': 'بنك دبي الإسلامي',
  'Emirates Islamic': 'الإمارات الإسلامي',
  'Emirates NBD': 'الإمارات دبي الوطني',
  'First Abu Dhabi Bank': 'بنك أبوظبي الأول',
  FAB: 'بنك أبوظبي الأول',
  Mashreq: 'المشرق',
  'Mashreq Bank': 'المشرق',
  RAKBANK: 'بنك رأس الخيمة الوطني',
}

/** 'Emaar Properties' → 'إعمار العقارية' in Arabic; as stored in English or when unknown. */
export function developerLabel(name: string, locale: Locale): string {
  return locale === 'ar' ? (ARABIC_DEVELOPERS[name.trim()] ?? name) : name
}

/** 'Emirates NBD' → 'الإمارات دبي الوطني' in Arabic; as stored in English or when unknown. */
export function bankLabel(name: string, locale: Locale): string {
  return locale === 'ar' ? (ARABIC_BANKS[name.trim()] ?? name) : name
}

/** The Latin names this file gives an Arabic form: the Arabic copy must not spell them in Latin. */
export const namedInArabic: readonly string[] = [
  ...Object.keys(ARABIC_DEVELOPERS),
  ...Object.keys(ARABIC_BANKS),
]
