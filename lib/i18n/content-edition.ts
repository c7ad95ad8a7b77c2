import type { Locale } from './locales'

/**
 * A content module's edition: `inEdition(locale, { en: aboutEn, ar: aboutAr, … })`. Every
 * edition's module must have the English one's shape and every edition must be named, so a
 * missing translation fails the type check.
 */
export function inEdition<T>(locale: Locale, editions: { en: T } & Record<Exclude<Locale, 'en'>, NoInfer<T>>): T {
  return editions[locale]
}
