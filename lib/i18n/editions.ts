import { defaultLocale, locales, type Locale } from './locales'

/*
 * Which editions a stored document really exists in. The CMS keeps, per edition, the fields
 * still missing in that language (lib/cms/fields/translation-status.ts): empty once all are
 * translated, null on a document never saved since. Pages show a missing text in English and say
 * so (lang="en"), and name in hreflang and the sitemap only the editions that exist, so no
 * alternate points at an English fallback.
 */

const translations = locales.filter((locale) => locale !== defaultLocale)

/** The status field of an edition: 'ar' → 'untranslatedAr'. */
export function translationStatusField(locale: Locale): string {
  return `untranslated${locale.charAt(0).toUpperCase()}${locale.slice(1)}`
}

/** The status fields to read with a document (a `select` of the CMS's local API). */
export const translationStatusSelect: Record<string, true> = Object.fromEntries(
  translations.map((locale) => [translationStatusField(locale), true]),
)

/** English, and every edition the document has nothing missing in. */
export function editionsOf(doc: object): Locale[] {
  const status = doc as Record<string, unknown>
  return [defaultLocale, ...translations.filter((locale) => status[translationStatusField(locale)] === '')]
}

/** `lang="en"` for a block the page's edition shows in English, as its document lacks it. */
export function fallbackLang(editions: readonly Locale[], locale: Locale): 'en' | undefined {
  return editions.includes(locale) ? undefined : 'en'
}
