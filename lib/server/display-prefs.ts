import 'server-only'
import { cookies } from 'next/headers'
import { cache } from 'react'
import { AREA_COOKIE, CURRENCY_COOKIE, displayPrefsOf, type DisplayPrefs } from '@/lib/display-prefs'
import { EDITION_CURRENCY } from '@/lib/edition-currency.mjs'
import { getLocale } from '@/lib/i18n/request-locale'
import { readMarketSettings } from './settings'

/**
 * The visitor's currency and area unit (cookies) with the staff's exchange rate: one read per
 * render. Without a chosen currency, the edition's (lib/edition-currency.mjs).
 */
export const getDisplayPrefs = cache(async (): Promise<DisplayPrefs> => {
  const [jar, market] = await Promise.all([cookies(), readMarketSettings()])
  const locale = getLocale()
  const currency = jar.get(CURRENCY_COOKIE)?.value ?? EDITION_CURRENCY[locale]
  const prefs = displayPrefsOf(currency, jar.get(AREA_COOKIE)?.value, market.exchangeRates)
  return { ...prefs, locale }
})
