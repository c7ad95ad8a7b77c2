import { localeInfo, type Locale } from '@/lib/i18n/locales'

const formats = new Map<Locale, Intl.DateTimeFormat>()

/** '12 March 2026' / '12 مارس 2026', in Dubai time so a late-evening publish never shows the next day. */
export function formatArticleDate(iso: string, locale: Locale = 'en'): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  let format = formats.get(locale)
  if (!format) {
    // English keeps the British order the site has always shown; Arabic uses ar-AE, Western digits.
    const tag = locale === 'en' ? 'en-GB' : localeInfo[locale].intl
    formats.set(
      locale,
      (format = new Intl.DateTimeFormat(tag, {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'Asia/Dubai',
      })),
    )
  }
  return format.format(date)
}
