import { defaultLocale, type Locale } from '@/lib/i18n/locales'

/**
 * A lead endpoint's address for the page's edition: an Arabic, Russian or Chinese page asks for
 * its answers (the toast's message, each field error) in its language, and has its phone checked
 * by its edition's rule (lib/validation/phone-rule.ts); English posts exactly as the API contract
 * says.
 */
export function leadEndpoint(path: string, locale: Locale): string {
  return locale === defaultLocale ? path : `${path}?locale=${encodeURIComponent(locale)}`
}
