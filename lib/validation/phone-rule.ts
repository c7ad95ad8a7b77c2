import type { Locale } from '@/lib/i18n/locales'

/**
 * The phone rule of the enquiry, complaint and application forms in each edition. The English
 * and Arabic editions keep docs/requirements.md §5's rules and messages ('spec': a UAE-style
 * 10-digit number); the Russian and Chinese editions serve buyers who give their home numbers
 * (+7, +86), so they take any international number (phone.ts). The browser and the API build
 * the same schema from this for the same edition. No imports: the forms read it with the page.
 */
export const phoneRuleOf: Record<Locale, 'spec' | 'international'> = {
  en: 'spec',
  ar: 'spec',
  ru: 'international',
  zh: 'international',
}
