// Made on first use: a formatter built at import time would ride along in every script that
// imports this module only for its links.
let grouped: Intl.NumberFormat | undefined
const aed = () => (grouped ??= new Intl.NumberFormat('en-AE', { maximumFractionDigits: 0 }))

/** SPEC: whole numbers, en-AE grouping, followed by ' AED'. */
export function formatPrice(price: number): string {
  return `${aed().format(Math.round(price))} AED`
}

export function formatNumber(value: number): string {
  return aed().format(Math.round(value))
}

/** A phone number as a tel:/wa.me target: digits only, with the leading + for tel:. */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}

export function whatsappHref(phone: string, text?: string): string {
  const digits = phone.replace(/\D/g, '')
  return `https://wa.me/${digits}${text ? `?text=${encodeURIComponent(text)}` : ''}`
}
