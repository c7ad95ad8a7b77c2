import * as homeAr from '@/content/ar/home'
import * as homeRu from '@/content/ru/home'
import * as homeZh from '@/content/zh/home'
import * as homeEn from '@/content/home'
import { inEdition } from '@/lib/i18n/content-edition'
import type { Locale } from '@/lib/i18n/locales'

/** The home page's copy in an edition (content/home.ts, content/ar/home.ts). */
export function homeContent(locale: Locale) {
  return inEdition(locale, { en: homeEn, ar: homeAr, ru: homeRu, zh: homeZh })
}
