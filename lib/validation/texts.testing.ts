import { createTranslator } from 'next-intl'
import type { z } from 'zod'
import type { Locale } from '@/lib/i18n/locales'
import ar from '@/messages/ar.json'
import en from '@/messages/en.json'
import ru from '@/messages/ru.json'
import zh from '@/messages/zh.json'
import { issueMessage, type Message, validationText } from './messages'

/*
 * For the tests: messages as an edition shows them, the way the server and the forms write them
 * (validationText with that edition's Validation texts).
 */

const editions = { en, ar, ru, zh }

export function textIn(locale: Locale): (message: Message) => string {
  const t = createTranslator({ locale, messages: editions[locale], namespace: 'Validation' })
  return (message) => validationText(t, locale, message)
}

export const english = textIn('en')

/** Each field's first message of a failed parse, in an edition (English by default). */
export function fieldErrors(error: z.ZodError | undefined, locale: Locale = 'en'): Record<string, string> {
  const text = textIn(locale)
  const errors: Record<string, string> = {}
  for (const issue of error?.issues ?? []) errors[String(issue.path[0])] ??= text(issueMessage(issue))
  return errors
}
