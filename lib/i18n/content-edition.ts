import type { Locale } from './locales'

/**
 * A content module's edition: `inEdition(locale, aboutEn, aboutAr)`. The Arabic module must have
 * the English one's shape, so a missing translation fails the type check.
 */
export function inEdition<T>(locale: Locale, en: T, ar: NoInfer<T>): T {
  return locale === 'ar' ? ar : en
}
