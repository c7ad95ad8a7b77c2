import 'server-only'
import { defaultLocale, isLocale, locales, type Locale } from '@/lib/i18n/locales'
import { HttpError } from './http'

const LOCALE_MESSAGE = `must be one of ${locales.join(', ')}`

/**
 * The edition an /api/v1 read answers in: `?locale=ar`, English without it. An unknown locale
 * is the caller's mistake (400), not a silent English answer they might take for a translation.
 */
export function localeParam(request: Request): Locale {
  const value = new URL(request.url).searchParams.get('locale')
  if (value === null) return defaultLocale
  if (isLocale(value)) return value
  throw new HttpError(400, `locale: ${LOCALE_MESSAGE}`, { locale: LOCALE_MESSAGE })
}
