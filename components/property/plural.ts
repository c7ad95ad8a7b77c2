/** The forms an Arabic noun takes after a number (CLDR's plural categories for Arabic). */
export interface ArabicForms {
  zero: string
  one: string
  two: string
  few: string
  many: string
  other: string
}

// Made on first use, like the number formatters (lib/format.ts).
let rules: Intl.PluralRules | undefined

/**
 * The noun after a count in Arabic: its own forms for 1 and 2, the plural for 3 to 10, the
 * accusative singular for 11 to 99 and the singular again for round hundreds.
 */
export function arabicPlural(count: number, forms: ArabicForms): string {
  rules ??= new Intl.PluralRules('ar')
  return forms[rules.select(count) as keyof ArabicForms] ?? forms.other
}

/** 'عقار' in every form, for counts of listings. */
export const PROPERTY_FORMS: ArabicForms = {
  zero: 'عقار',
  one: 'عقار',
  two: 'عقاران',
  few: 'عقارات',
  many: 'عقاراً',
  other: 'عقار',
}
