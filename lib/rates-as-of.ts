import type { DisplayPrefs } from './display-prefs'

// Apart from the formatters in display-prefs.ts: cards in the browser format prices, but only
// server-rendered notes say when the rates were set, so this stays out of the cards' script.

/** 'rates as of 20 November 2026'; null for AED (nothing converted) or no date. */
export function ratesAsOfText(prefs: Pick<DisplayPrefs, 'currency' | 'ratesAsOf'>): string | null {
  if (prefs.currency === 'AED' || !prefs.ratesAsOf) return null
  const date = new Date(prefs.ratesAsOf)
  const asOf = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Dubai' })
  return `rates as of ${Number.isNaN(date.getTime()) ? prefs.ratesAsOf : asOf.format(date)}`
}
