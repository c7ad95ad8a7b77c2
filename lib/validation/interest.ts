import type { Locale } from '@/lib/i18n/locales'
import { defaultLocale } from '@/lib/i18n/locales'
import { z } from './z'
import { clientIdSchema, MESSAGE_MAX, personFields } from './enquiry'
import { internationalPhone, phoneCountryOf } from './phone'

// The messages are keys of the Validation namespace (messages.ts).

/** What POST /projects/{idOrSlug}/interest answers with its 201. */
export const INTEREST_MESSAGE = 'success.interestRegistered'

export const UNIT_TYPE_MESSAGE = 'fields.unitTypeInvalid'

/**
 * Register interest in a project: the enquiry's name and e-mail rules, any international phone
 * number (read in the country of the page's language, stored as E.164: buyers call from
 * everywhere), the unit type the visitor cares about (optional: "any") and an optional note.
 * The project comes from the URL.
 */
export function interestFormSchemaFor(locale: Locale) {
  return z.object({
    ...personFields,
    phone: internationalPhone(phoneCountryOf[locale]),
    unitType: z
      .string({ error: UNIT_TYPE_MESSAGE })
      .trim()
      .max(80, UNIT_TYPE_MESSAGE)
      .optional()
      .transform((value) => value || undefined),
    message: z
      .string({ error: 'fields.messageTooLong' })
      .trim()
      .max(MESSAGE_MAX, 'fields.messageTooLong')
      .optional()
      .transform((value) => value || undefined),
  })
}

export function interestSchemaFor(locale: Locale) {
  return interestFormSchemaFor(locale).extend({ clientId: clientIdSchema })
}

export const interestFormSchema = interestFormSchemaFor(defaultLocale)
export const interestSchema = interestSchemaFor(defaultLocale)

export type InterestFormValues = z.input<typeof interestFormSchema>

export type InterestInput = z.input<typeof interestSchema>
export type Interest = z.output<typeof interestSchema>
