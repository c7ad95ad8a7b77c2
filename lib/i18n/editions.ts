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

/**
 * The alt text of a document's picture, and its language. The media library describes pictures
 * in English: English pages keep that description; another edition names the picture in the
 * document's own words (`own`: its name or title, or a phrase of the edition around it) where the
 * document exists in that edition, and otherwise keeps the English description, marked
 * lang="en". A picture without a description shows `fallback`, the page's own words ('' for a
 * picture it leaves undescribed); without a fallback, `own`, in English where the document is.
 */
export function pictureAlt({
  mediaAlt,
  own,
  fallback,
  editions,
  locale,
}: {
  mediaAlt: string | undefined
  own: string
  fallback?: string
  editions: readonly Locale[]
  locale: Locale
}): { alt: string; lang?: 'en' } {
  if (!mediaAlt) {
    return fallback === undefined ? withLang(own, fallbackLang(editions, locale)) : { alt: fallback }
  }
  if (locale === defaultLocale) return { alt: mediaAlt }
  if (editions.includes(locale)) return { alt: own }
  return { alt: mediaAlt, lang: 'en' }
}

function withLang(alt: string, lang: 'en' | undefined): { alt: string; lang?: 'en' } {
  return lang ? { alt, lang } : { alt }
}

/**
 * A document's gallery on a page of `locale`. English pages keep the media library's
 * descriptions. Where the document exists in the edition its photos lose them, so the viewer
 * names each in the edition's words and the document's own name; where it does not, they keep
 * the English ones, and `altLang` says so.
 */
export function galleryIn<T extends { alt?: string }>(
  photos: T[],
  editions: readonly Locale[],
  locale: Locale,
): { photos: T[]; altLang?: 'en' } {
  if (locale === defaultLocale) return { photos }
  if (editions.includes(locale)) return { photos: photos.map((photo) => ({ ...photo, alt: undefined })) }
  return { photos, altLang: 'en' }
}
