import { hasLocale } from 'next-intl'
import { getRequestConfig } from 'next-intl/server'
import { routing } from './routing'

/**
 * next-intl's configuration for a server render: the edition the page set
 * (lib/i18n/request-locale.ts) and that edition's interface texts from messages/{locale}.json.
 */
export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale
  return {
    locale,
    // Dates are the firm's: Dubai's, wherever the server runs.
    timeZone: 'Asia/Dubai',
    messages: (await import(`../../messages/${locale}.json`)).default,
  }
})
