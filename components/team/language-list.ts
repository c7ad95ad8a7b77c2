/** The languages a broker speaks, named in the page's edition and joined as a list. */
export function languageList(names: string[], locale: 'en' | 'ar'): string {
  return new Intl.ListFormat(locale === 'ar' ? 'ar' : 'en-GB', {
    style: 'long',
    type: 'conjunction',
  }).format(names)
}
