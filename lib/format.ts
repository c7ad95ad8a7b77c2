import { localeInfo, type Locale } from './i18n/locales'

// Made on first use: a formatter built at import time would ride along in every script that
// imports this module only for its links.
const grouped = new Map<Locale, Intl.NumberFormat>()
function wholeNumbers(locale: Locale): Intl.NumberFormat {
  let format = grouped.get(locale)
  if (!format) grouped.set(locale, (format = new Intl.NumberFormat(localeInfo[locale].intl, { maximumFractionDigits: 0 })))
  return format
}

/**
 * A noun's forms by the figure before it, for editions whose nouns agree with a number
 * (Russian: 1 дирхам, 3 дирхама, 5 дирхамов, 2,5 дирхама), by Intl's plural categories; a plain
 * string where the word never changes.
 */
export type CountedNoun = string | (Partial<Record<Intl.LDMLPluralRule, string>> & { other: string })

const pluralRules = new Map<string, Intl.PluralRules>()

/** The noun's form after `amount` as shown with at most `fractionDigits` decimals. */
export function nounAfter(amount: number, noun: CountedNoun, locale: Locale, fractionDigits = 0): string {
  if (typeof noun === 'string') return noun
  const key = `${locale}/${fractionDigits}`
  let rules = pluralRules.get(key)
  if (!rules) {
    rules = new Intl.PluralRules(localeInfo[locale].intl, { maximumFractionDigits: fractionDigits })
    pluralRules.set(key, rules)
  }
  return noun[rules.select(amount)] ?? noun.other
}

// Chinese sets a unit against its figure (120平方米, 3,150,000迪拉姆); the others leave a space.
// Chinese text may wrap between any two characters, so the figure and the unit's characters are
// held together by word joiners (U+2060, invisible): a narrow column never shows '3,398,058迪拉'
// with '姆' alone on the next line.
const WORD_JOINER = '\u2060'

/** A figure and the unit or currency after it, spaced as the edition writes them. */
export function withUnit(figure: string, unit: string, locale: Locale = 'en'): string {
  if (locale === 'zh') return [figure, ...unit].join(WORD_JOINER)
  return `${figure} ${unit}`
}

// The word after a price in dirhams, per edition: English keeps the code (docs/requirements.md
// §9), the others the currency's word, as the Dubai portals' editions do.
const DIRHAMS: Partial<Record<Locale, CountedNoun>> = {
  ar: 'درهم',
  ru: { one: 'дирхам', few: 'дирхама', many: 'дирхамов', other: 'дирхама' },
  zh: '迪拉姆',
}

/**
 * docs/requirements.md §9: whole numbers, en-AE grouping, followed by ' AED' (in Arabic, ' درهم',
 * Western digits; in Russian the agreeing 'дирхамов'; in Chinese '迪拉姆', set against the figure).
 */
export function formatPrice(price: number, locale: Locale = 'en'): string {
  const whole = Math.round(price)
  return withUnit(wholeNumbers(locale).format(whole), nounAfter(whole, DIRHAMS[locale] ?? 'AED', locale), locale)
}

export function formatNumber(value: number, locale: Locale = 'en'): string {
  return wholeNumbers(locale).format(Math.round(value))
}

/** A phone number as a tel:/wa.me target: digits only, with the leading + for tel:. */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}

export function whatsappHref(phone: string, text?: string): string {
  const digits = phone.replace(/\D/g, '')
  return `https://wa.me/${digits}${text ? `?text=${encodeURIComponent(text)}` : ''}`
}

const longDates = new Map<Locale, Intl.DateTimeFormat>()

/**
 * A day as the site writes it, in Dubai time so a late-evening date never shows as the next
 * day: '12 March 2026' (English keeps en-GB's day-month order), '12 مارس 2026' in Arabic.
 * Null for a value that is not a date, so each caller says what to show instead.
 */
export function formatLongDate(value: string, locale: Locale = 'en'): string | null {
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return null
  let format = longDates.get(locale)
  if (!format) {
    const tag = locale === 'en' ? 'en-GB' : localeInfo[locale].intl
    format = new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Dubai' })
    longDates.set(locale, format)
  }
  return format.format(date)
}

let adminDays: Intl.DateTimeFormat | undefined

/** A day as the admin writes its dates ('d MMM yyyy'), in Dubai time: '28 Dec 2026'. */
export function formatAdminDay(date: Date): string {
  adminDays ??= new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Dubai' })
  return adminDays.format(date)
}

/**
 * The English possessive of a name: 'Emaar’s', and for a name ending in s just the apostrophe,
 * 'Emaar Properties’' (never 'Properties’s').
 */
export function possessive(name: string): string {
  const trimmed = name.trim()
  return /s$/i.test(trimmed) ? `${trimmed}’` : `${trimmed}’s`
}
