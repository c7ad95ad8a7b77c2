import type { Locale } from '@/lib/i18n/locales'

// The Intl locale that joins the list in each edition, where it is not the language's own code:
// English joins as British English does ('Arabic, English and French', no serial comma). Arabic,
// Russian and Chinese join by their own rules ('английский, арабский и русский', '英语、阿拉伯语和俄语').
const LIST_LOCALES: Partial<Record<Locale, string>> = { en: 'en-GB' }

/** The languages a broker speaks, named in the page's edition and joined as a list. */
export function languageList(names: string[], locale: Locale): string {
  return new Intl.ListFormat(LIST_LOCALES[locale] ?? locale, {
    style: 'long',
    type: 'conjunction',
  }).format(names)
}
