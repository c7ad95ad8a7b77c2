import { routing } from './routing'

/**
 * The site's editions, as next-intl's routing names them (routing.ts). Adding a language means
 * adding it there, to the CMS localization (payload.config.ts), a messages/{locale}.json file and
 * the content modules.
 */
export const locales = routing.locales

export type Locale = (typeof locales)[number]

export const defaultLocale: Locale = routing.defaultLocale

/** The cookie that remembers a visitor's chosen edition (set by the language switcher). */
export const LOCALE_COOKIE = 'locale'

interface LocaleInfo {
  /** Text direction of the edition's documents. */
  dir: 'ltr' | 'rtl'
  /**
   * The Intl locale for numbers and dates. Arabic keeps Western digits, as Dubai's portals and
   * title deeds do, so prices read the same in both editions.
   */
  intl: string
  /** Open Graph's locale tag. */
  og: string
  /** The language's own name, as the switcher shows it. */
  nativeName: string
}

export const localeInfo: Record<Locale, LocaleInfo> = {
  en: { dir: 'ltr', intl: 'en-AE', og: 'en_AE', nativeName: 'English' },
  ar: { dir: 'rtl', intl: 'ar-AE-u-nu-latn', og: 'ar_AE', nativeName: 'العربية' },
  ru: { dir: 'ltr', intl: 'ru-RU', og: 'ru_RU', nativeName: 'Русский' },
  zh: { dir: 'ltr', intl: 'zh-CN', og: 'zh_CN', nativeName: '中文' },
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value)
}

/** A query's or cookie's locale, or the default for anything else. */
export function localeOr(value: unknown, fallback: Locale = defaultLocale): Locale {
  return isLocale(value) ? value : fallback
}
