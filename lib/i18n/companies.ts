import type { Locale } from './locales'

/*
 * Developers and banks as each edition's readers know them: a Gulf reader in Arabic, a Chinese
 * reader by the few Chinese names the mainland press and portals use (艾玛尔 for Emaar, 迪拜地产
 * for Dubai Properties, the big banks). Russian readers know them all by their Latin brands, as
 * Russian-language portals print them, so Russian needs no table, and neither does English.
 * Like a community, a developer's name is stored once, in English (the listings match a project's
 * developer by that spelling, and staff type the escrow bank as its letters say), and is named in
 * the visitor's edition only when shown. A firm staff add later, or one an edition keeps in Latin
 * letters, shows as stored. Project and building names are brands and stay as the developer
 * spells them.
 */

type Names = Partial<Record<Locale, Record<string, string>>>

const DEVELOPERS: Names = {
  ar: {
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
  },
  zh: {
    'Damac Properties': '达马克地产',
    'Dubai Properties': '迪拜地产',
    'Emaar Properties': '艾玛尔地产',
  },
}

const BANKS: Names = {
  ar: {
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
  },
  zh: {
    'Abu Dhabi Commercial Bank': '阿布扎比商业银行',
    ADCB: '阿布扎比商业银行',
    'Abu Dhabi Islamic Bank': '阿布扎比伊斯兰银行',
    ADIB: '阿布扎比伊斯兰银行',
    'Commercial Bank of Dubai': '迪拜商业银行',
    'Dubai Islamic Bank': '迪拜伊斯兰银行',
    'Emirates Islamic': '阿联酋伊斯兰银行',
    'Emirates NBD': '阿联酋国民银行',
    'First Abu Dhabi Bank': '阿布扎比第一银行',
    FAB: '阿布扎比第一银行',
  },
}

/** 'Emaar Properties' → 'إعمار العقارية' in Arabic, '艾玛尔地产' in Chinese; as stored otherwise. */
export function developerLabel(name: string, locale: Locale): string {
  return DEVELOPERS[locale]?.[name.trim()] ?? name
}

/** 'Emirates NBD' → 'الإمارات دبي الوطني' in Arabic, '阿联酋国民银行' in Chinese; as stored otherwise. */
export function bankLabel(name: string, locale: Locale): string {
  return BANKS[locale]?.[name.trim()] ?? name
}

/**
 * The Latin names this file gives a form in the edition: that edition's copy should not spell
 * them in Latin letters (lib/i18n/arabic-copy.test.ts holds the Arabic copy to it).
 */
export function namedIn(locale: Locale): readonly string[] {
  return [...Object.keys(DEVELOPERS[locale] ?? {}), ...Object.keys(BANKS[locale] ?? {})]
}

/** The Latin names this file gives an Arabic form: the Arabic copy must not spell them in Latin. */
export const namedInArabic: readonly string[] = namedIn('ar')
