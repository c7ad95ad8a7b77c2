import type { DisplayPrefs } from './display-prefs'
import { formatLongDate } from './format'
import type { Locale } from './i18n/locales'

// Apart from the formatters in display-prefs.ts: cards in the browser format prices, but only
// server-rendered notes say when the rates were set, so this stays out of the cards' script.

const notes: Record<Locale, (day: string) => string> = {
  en: (day) => `rates as of ${day}`,
  ar: (day) => `أسعار الصرف بتاريخ ${day}`,
  ru: (day) => `курс на ${day}`,
  zh: (day) => `汇率截至${day}`,
}

/** The day staff set the rates: '20 November 2026' / '20 نوفمبر 2026' / '20 ноября 2026 г.' / '2026年11月20日' (Dubai time). */
export function ratesDay(ratesAsOf: string, locale: Locale = 'en'): string {
  return formatLongDate(ratesAsOf, locale) ?? ratesAsOf
}

/** 'rates as of 20 November 2026' in the edition; null for AED (nothing converted) or no date. */
export function ratesAsOfText(prefs: Pick<DisplayPrefs, 'currency' | 'ratesAsOf'>, locale: Locale = 'en'): string | null {
  if (prefs.currency === 'AED' || !prefs.ratesAsOf) return null
  return notes[locale](ratesDay(prefs.ratesAsOf, locale))
}
