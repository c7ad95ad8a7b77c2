import { localeInfo, type Locale } from './i18n/locales'

// Made on first use: a formatter built at import time would ride along in every script that
// imports this module only for its links.
const grouped = new Map<Locale, Intl.NumberFormat>()
function wholeNumbers(locale: Locale): Intl.NumberFormat {
  let format = grouped.get(locale)
  if (!format) grouped.set(locale, (format = new Intl.NumberFormat(localeInfo[locale].intl, { maximumFractionDigits: 0 })))
  return format
}

/** SPEC: whole numbers, en-AE grouping, followed by ' AED' (in Arabic, ' درهم', Western digits). */
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
