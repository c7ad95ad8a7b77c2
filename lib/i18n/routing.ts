import { defineRouting } from 'next-intl/routing'

/**
 * The site's editions, for next-intl and for the rest of the code (lib/i18n/locales.ts reads
 * them from here). English is the default and keeps the unprefixed addresses; every other
 * edition lives under its own prefix with the same paths (/ar/property/{id}).
 */
export const routing = defineRouting({
  locales: ['en', 'ar', 'ru', 'zh'],
  defaultLocale: 'en',
  localePrefix: 'as-needed',
})
