import type { Locale } from './locales'

type Message = string | ((...args: never[]) => string)

/**
 * The same keys as English, each the same kind: a text, or a function of the same arguments
 * that returns a text (English's literal wording is not part of the type).
 */
type Translation<T> = {
  readonly [K in keyof T]: T[K] extends (...args: infer A) => string ? (...args: A) => string : string
}

/**
 * One feature's interface texts in every edition. English is the reference: a translation must
 * have every key English has, so a missing Arabic text is a type error rather than a blank.
 * Pick an edition with `messages[locale]`.
 */
export function defineMessages<T extends Record<string, Message>>(
  messages: { en: T } & { [L in Exclude<Locale, 'en'>]: Translation<T> },
): Record<Locale, Translation<T>> {
  return messages as unknown as Record<Locale, Translation<T>>
}

/**
 * A content module's edition: `inEdition(locale, aboutEn, aboutAr)`. The Arabic module must have
 * the English one's shape, so a missing translation fails the type check.
 */
export function inEdition<T>(locale: Locale, en: T, ar: NoInfer<T>): T {
  return locale === 'ar' ? ar : en
}
