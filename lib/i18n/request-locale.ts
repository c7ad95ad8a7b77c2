import 'server-only'
import { notFound } from 'next/navigation'
import { cache } from 'react'
import { defaultLocale, isLocale, type Locale } from './locales'

// One holder per request (React's cache() is scoped to a server render). The [locale] layout
// and each page set it from their params before rendering anything, so the server components
// below them read the edition without threading it through every prop.
const holder = cache((): { locale: Locale } => ({ locale: defaultLocale }))

export function setRequestLocale(locale: Locale): void {
  holder().locale = locale
}

/** The edition the current page renders in (English outside a page render). */
export function getLocale(): Locale {
  return holder().locale
}

/**
 * A page's or layout's edition from its params: sets it for the components below and returns
 * it. Only known editions reach here (the middleware), so anything else is not found.
 */
export async function pageLocale(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  return locale
}
