/**
 * The languages a broker can say they speak: ISO 639-1 codes, named in each edition by the
 * browser's own Intl.DisplayNames (so Arabic pages say العربية without a dictionary here).
 */
export const SPOKEN_LANGUAGES = [
  'ar', 'en', 'fr', 'de', 'it', 'es', 'pt', 'ru', 'uk', 'zh', 'hi', 'ur', 'pa', 'gu', 'ml', 'ta',
  'bn', 'fa', 'tr', 'tl', 'af', 'nl', 'pl', 'ro', 'el', 'ja', 'ko',
] as const

export type SpokenLanguage = (typeof SPOKEN_LANGUAGES)[number]

export function isSpokenLanguage(value: unknown): value is SpokenLanguage {
  return (SPOKEN_LANGUAGES as readonly unknown[]).includes(value)
}

const names = new Map<string, Intl.DisplayNames>()

/** 'fr' → 'French' (English) or 'الفرنسية' (Arabic). */
export function languageName(code: string, locale: string): string {
  let display = names.get(locale)
  if (!display) names.set(locale, (display = new Intl.DisplayNames([locale], { type: 'language' })))
  return display.of(code) ?? code
}
