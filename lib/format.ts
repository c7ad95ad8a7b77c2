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
 * docs/requirements.md §9: whole numbers, en-AE grouping, followed by ' AED' (in Arabic, ' درهم',
 * Western digits).
 */
export function formatPrice(price: number, locale: Locale = 'en'): string {
  return `${wholeNumbers(locale).format(Math.round(price))} ${locale === 'ar' ? 'درهم' : 'AED'}`
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
