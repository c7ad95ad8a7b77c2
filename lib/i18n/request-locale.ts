import 'server-only'
import { headers } from 'next/headers'
import { notFound } from 'next/navigation'
import { setRequestLocale as setIntlRequestLocale } from 'next-intl/server'
import { cache } from 'react'
import { defaultLocale, isLocale, type Locale } from './locales'
import { missingItemOf, PAGE_PATH_HEADER } from './page-path'

// One holder per request (React's cache() is scoped to a server render). The [locale] layout
// and each page set it from their params before rendering anything, so the server components
// below them read the edition without threading it through every prop.
const holder = cache((): { locale: Locale } => ({ locale: defaultLocale }))

export function setRequestLocale(locale: Locale): void {
  holder().locale = locale
  // next-intl's own record of it, which its getTranslations and useTranslations read.
  setIntlRequestLocale(locale)
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

/**
 * For a not-found screen: the edition and the last segment of the address asked for. Next
 * renders these screens without params, and not after their layout has set the edition, so
 * they read the address the middleware passed on; the edition is then set for what they render.
 */
export async function missingPageItem(): Promise<{ locale: Locale; item: string }> {
  const path = (await headers()).get(PAGE_PATH_HEADER)
  const found = path ? missingItemOf(path) : { locale: getLocale(), item: '' }
  setRequestLocale(found.locale)
  return found
}
