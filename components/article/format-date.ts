import { formatLongDate } from '@/lib/format'
import type { Locale } from '@/lib/i18n/locales'

/** '12 March 2026' / '12 مارس 2026'; nothing for a date that cannot be read. */
export function formatArticleDate(iso: string, locale: Locale = 'en'): string {
  return formatLongDate(iso, locale) ?? ''
}
