import type { Locale } from '@/lib/i18n/locales'
import { defaultLocale } from '@/lib/i18n/locales'
import { z } from './z'
import { clientIdSchema, enquiryFields, MESSAGE_MAX } from './enquiry'
import { internationalPhone, phoneCountryOf } from './phone'

/** What POST /projects/{idOrSlug}/interest answers with its 201. */
export const INTEREST_MESSAGE = 'Interest registered successfully'

export const UNIT_TYPE_MESSAGE = 'Choose one of this project’s unit types'

/**
 * Register interest in a project: the enquiry's name and e-mail rules, any international phone
 * number (read in the country of the page's language, stored as E.164: buyers call from
 * everywhere), the unit type the visitor cares about (optional: "any") and an optional note.
 * The project comes from the URL.
 */
export function interestFormSchemaFor(locale: Locale) {
  return z.object({
    firstName: enquiryFields.firstName,
    lastName: enquiryFields.lastName,
    email: enquiryFields.email,
    phone: internationalPhone(phoneCountryOf[locale]),
    unitType: z
      .string({ error: UNIT_TYPE_MESSAGE })
      .trim()
      .max(80, UNIT_TYPE_MESSAGE)
      .optional()
      .transform((value) => value || undefined),
    message: z
      .string({ error: 'Message is too long' })
      .trim()
      .max(MESSAGE_MAX, 'Message is too long')
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
