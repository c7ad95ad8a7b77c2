import type { Locale } from './locales'

/**
 * Dubai's communities as each edition names them. A listing's community is a key as well as a
 * label (the listings filter and the guides match on its English spelling), so it is stored
 * once, in English, and named in the visitor's edition only when shown. English needs no table;
 * a community staff add later shows in English until its edition's table names it. The Russian
 * and Chinese names are the editions' agreed glossary forms: where Russian buyers know a
 * community by its Latin brand, the brand comes first and its reading follows in brackets.
 */
const COMMUNITIES: Partial<Record<Locale, Record<string, string>>> = {
  ar: {
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
  },
  ru: {
    'Arabian Ranches': 'Arabian Ranches (Арабиан Ранчес)',
    'Business Bay': 'Бизнес-Бей',
    DIFC: 'DIFC (Международный финансовый центр Дубая)',
    'Damac Hills 2': 'Damac Hills 2 (Дамак Хиллс 2)',
    'Downtown Dubai': 'Даунтаун Дубай',
    'Dubai Creek Harbour': 'Дубай Крик Харбор',
    'Dubai Hills Estate': 'Dubai Hills Estate (Дубай Хиллс)',
    'Dubai Marina': 'Дубай Марина',
    'Emaar Beachfront': 'Emaar Beachfront (Эмаар Бичфронт)',
    'Jumeirah Lake Towers': 'Jumeirah Lake Towers (JLT)',
    'Jumeirah Village Circle': 'Jumeirah Village Circle (JVC)',
    'Mohammed Bin Rashid City': 'Город Мохаммеда бин Рашида (MBR City)',
    'Palm Jumeirah': 'Пальма Джумейра',
    'Town Square': 'Town Square (Таун Сквер)',
    Dubai: 'Дубай',
  },
  zh: {
    'Arabian Ranches': '阿拉伯牧场',
    'Business Bay': '商业湾',
    DIFC: '迪拜国际金融中心 (DIFC)',
    'Damac Hills 2': '达马克山庄2期',
    'Downtown Dubai': '迪拜市中心',
    'Dubai Creek Harbour': '迪拜溪港',
    'Dubai Hills Estate': '迪拜山庄',
    'Dubai Marina': '迪拜码头',
    'Emaar Beachfront': '艾玛尔海滨',
    'Jumeirah Lake Towers': '朱美拉湖塔 (JLT)',
    'Jumeirah Village Circle': '朱美拉村环区 (JVC)',
    'Mohammed Bin Rashid City': '穆罕默德·本·拉希德城',
    'Palm Jumeirah': '朱美拉棕榈岛',
    'Town Square': '城市广场 (Town Square)',
    Dubai: '迪拜',
  },
}

export function communityLabel(community: string, locale: Locale): string {
  return COMMUNITIES[locale]?.[community] ?? community
}
