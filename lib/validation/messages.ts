import { localeInfo, type Locale } from '@/lib/i18n/locales'
import type { Texts } from '@/lib/i18n/texts'

/*
 * The messages of the schemas, the lead endpoints and the forms, in every edition.
 *
 * Key convention: a message is the key of its text in the `Validation` namespace of
 * messages/{locale}.json, written without the namespace: 'fields.tooShort',
 * 'refusals.tooManySubmissions'. A zod schema takes the key as its message
 * (`.min(2, 'fields.tooShort')`, `{ error: 'fields.firstNameRequired' }`); a message with numbers
 * or names in it is a custom issue whose `params` carry them (`{ years: 25 }`). English's texts
 * are docs/requirements.md's, word for word; lib/i18n/messages-parity.test.ts holds every edition
 * to the same keys and arguments.
 *
 * Anything that is not such a key (zod's own messages, already in the edition's language, or a
 * server's answer a form shows) is text, shown as it is.
 *
 * Nothing heavier than this: the forms load it with the page, while zod stays lazy.
 */

/** A message's arguments: numbers, names, or another message (the query's '{field}: {message}'). */
export type MessageValues = Record<string, string | number | MessageRef>

/** A message with arguments. */
export interface MessageRef {
  key: string
  values?: MessageValues
}

/** What schemas, the server and the forms pass around: a key (or a text), or a key with values. */
export type Message = string | MessageRef

/** next-intl's translator for 'Validation' (useTranslations, getTranslations, createTranslator). */
export type ValidationTexts = Texts<'Validation'>

/** 'group.camelCase': nothing else is taken for a key (no text has that shape). */
const KEY = /^[a-z][A-Za-z]*\.[a-z][A-Za-z\d]*$/

/** A message with its values, the way the server and the forms hold it. */
export function messageOf(key: string, values?: MessageValues): Message {
  return values ? { key, values } : key
}

/** A zod issue's message: its key, and the `params` of a custom issue as the key's values. */
export function issueMessage(issue: { message: string; params?: Record<string, unknown> }): Message {
  return issue.params ? { key: issue.message, values: issue.params as MessageValues } : issue.message
}

const numberFormats = new Map<Locale, Intl.NumberFormat>()

/**
 * A number as the edition writes it. A whole number under 1000 (a count, an age, a term, a
 * percentage) is passed as it is: a plural selects on it, and it prints with the same Western
 * digits in every edition (the texts never use `#`). Any other (an amount) is grouped the
 * edition's way: 1,250,000 in English, Arabic and Chinese, 1 250 000 in Russian.
 */
function numberIn(locale: Locale, value: number): string | number {
  if (Number.isInteger(value) && Math.abs(value) < 1000) return value
  let format = numberFormats.get(locale)
  if (!format) {
    format = new Intl.NumberFormat(localeInfo[locale].intl, { maximumFractionDigits: 2 })
    numberFormats.set(locale, format)
  }
  return format.format(value)
}

/**
 * A message in the translator's edition: the text of a key, with its values; anything that is
 * not a key of the namespace is returned as it is. The server (lib/server/http.ts) and the
 * forms (components/forms/validation-text.ts) both show messages through this.
 */
export function validationText(t: ValidationTexts, locale: Locale, message: Message): string {
  const { key, values } = typeof message === 'string' ? { key: message, values: undefined } : message
  // Loosely typed here: the key comes from a schema or an answer, not from the source.
  const translate = t as unknown as {
    (key: string, values?: Record<string, string | number>): string
    has(key: string): boolean
    raw(key: string): unknown
  }
  // `has` alone would take 'fields.constructor' (an object's inherited member) for a text.
  if (!KEY.test(key) || !translate.has(key) || typeof translate.raw(key) !== 'string') return key
  if (!values) return translate(key)
  const shown: Record<string, string | number> = {}
  for (const [name, value] of Object.entries(values)) {
    shown[name] =
      typeof value === 'number'
        ? numberIn(locale, value)
        : typeof value === 'string'
          ? value
          : validationText(t, locale, value)
  }
  return translate(key, shown)
}
