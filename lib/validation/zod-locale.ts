import type { Locale } from '@/lib/i18n/locales'
import { z } from './z'

/**
 * zod's own messages in an edition, for what no schema words itself (a crafted request's wrong
 * type or size). Given per parse (`schema.safeParse(input, zodLocale(locale))`), never with a
 * global z.config: one server answers every edition at once. The schemas' own messages are keys
 * (messages.ts) and outrank these.
 */
const locales: Record<Locale, () => { localeError: z.core.$ZodErrorMap }> = {
  en: z.locales.en,
  ar: z.locales.ar,
  ru: z.locales.ru,
  zh: z.locales.zhCN,
}

const made = new Map<Locale, z.core.ParseContext<z.core.$ZodIssue>>()

export function zodLocale(locale: Locale): z.core.ParseContext<z.core.$ZodIssue> {
  let context = made.get(locale)
  if (!context) {
    context = { error: locales[locale]().localeError }
    made.set(locale, context)
  }
  return context
}
