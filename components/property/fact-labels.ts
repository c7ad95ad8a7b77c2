import type { Locale } from '@/lib/i18n/locales'
import { PROPERTY_TYPES } from './labels'

/*
 * The facts tables' words in each edition. The server writes the property-info table in English
 * (lib/server/properties.ts) and staff type the building-info labels in English; both are named
 * here when shown, and anything not listed (or an edition without a table: English needs none)
 * is shown as stored.
 */

type Tables = Partial<Record<Locale, Record<string, string>>>

/** The property-info table's keys (lib/server/properties.ts) as each edition names them. */
const PROPERTY_INFO: Tables = {
  ar: {
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
  },
  ru: {
    Reference: 'Номер объекта',
    Type: 'Тип недвижимости',
    Purpose: 'Тип сделки',
    Completion: 'Статус объекта',
    Handover: 'Сдача объекта',
    Developer: 'Застройщик',
    'Payment plan': 'План оплаты',
    Furnishing: 'Меблировка',
    'Service charge': 'Плата за обслуживание',
    'Trakheesi permit': 'Разрешение Trakheesi',
    Listed: 'Дата размещения',
  },
  zh: {
    Reference: '房源编号',
    Type: '物业类型',
    Purpose: '交易类型',
    Completion: '交付状态',
    Handover: '交房时间',
    Developer: '开发商',
    'Payment plan': '付款计划',
    Furnishing: '家具配置',
    'Service charge': '物业服务费',
    'Trakheesi permit': 'Trakheesi 广告许可',
    Listed: '发布日期',
  },
}

/** The values the server writes into the property-info table in English, and the home's type. */
const INFO_VALUES: Tables = {
  ar: {
    'For Sale': 'للبيع',
    'For Rent': 'للإيجار',
    Ready: 'جاهز',
    'Off-plan': 'على الخارطة',
    Furnished: 'مفروش',
    Unfurnished: 'غير مفروش',
    'Partly furnished': 'مفروش جزئياً',
    ...PROPERTY_TYPES.ar,
  },
  ru: {
    'For Sale': 'Продажа',
    'For Rent': 'Аренда',
    Ready: 'Готовое жильё',
    'Off-plan': 'На этапе строительства',
    Furnished: 'С мебелью',
    Unfurnished: 'Без мебели',
    'Partly furnished': 'Частично с мебелью',
    ...PROPERTY_TYPES.ru,
  },
  zh: {
    'For Sale': '出售',
    'For Rent': '出租',
    Ready: '现房',
    'Off-plan': '期房',
    Furnished: '带家具',
    Unfurnished: '不带家具',
    'Partly furnished': '部分带家具',
    ...PROPERTY_TYPES.zh,
  },
}

/** The building-info labels staff use (the CMS's free-form table), as each edition names them. */
const BUILDING_INFO: Tables = {
  ar: {
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
  },
  ru: {
    Building: 'Здание',
    Tower: 'Башня',
    Floors: 'Этажность',
    Completion: 'Завершение строительства',
    'Year built': 'Год постройки',
    Elevators: 'Лифты',
    Lifts: 'Лифты',
    Cluster: 'Кластер',
    Frond: 'Ветвь Пальмы',
    'Plot Size': 'Площадь участка',
    'Unit Type': 'Планировка',
    'Villa Type': 'Тип виллы',
    View: 'Вид',
    Parking: 'Парковка',
    Developer: 'Застройщик',
    'Built-up area': 'Общая площадь',
  },
  zh: {
    Building: '楼宇',
    Tower: '塔楼',
    Floors: '楼层',
    Completion: '竣工时间',
    'Year built': '建成年份',
    Elevators: '电梯',
    Lifts: '电梯',
    Cluster: '组团',
    Frond: '棕榈叶区',
    'Plot Size': '地块面积',
    'Unit Type': '户型',
    'Villa Type': '别墅户型',
    View: '景观',
    Parking: '停车位',
    Developer: '开发商',
    'Built-up area': '建筑面积',
  },
}

function lookup(tables: Tables, key: string, locale: Locale): string {
  const table = tables[locale]
  return table ? (table[key] ?? table[key.trim()] ?? key) : key
}

export const propertyInfoLabel = (key: string, locale: Locale) => lookup(PROPERTY_INFO, key, locale)
export const propertyInfoValue = (value: string, locale: Locale) =>
  lookup(INFO_VALUES, value, locale)
export const buildingInfoLabel = (key: string, locale: Locale) => lookup(BUILDING_INFO, key, locale)
