import { z } from './z'
import { clientIdSchema, enquiryFields, MESSAGE_MAX } from './enquiry'

/** What POST /projects/{idOrSlug}/interest answers with its 201. */
export const INTEREST_MESSAGE = 'Interest registered successfully'

export const UNIT_TYPE_MESSAGE = 'Choose one of this project’s unit types'

/**
 * Register interest in a project: the enquiry's contact fields and rules, the unit type the
 * visitor cares about (optional: "any") and an optional note. The project comes from the URL.
 */
export const interestFormSchema = z.object({
  firstName: enquiryFields.firstName,
  lastName: enquiryFields.lastName,
  email: enquiryFields.email,
  phone: enquiryFields.phone,
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

export const interestSchema = interestFormSchema.extend({ clientId: clientIdSchema })

export type InterestFormValues = z.input<typeof interestFormSchema>

export type InterestInput = z.input<typeof interestSchema>
export type Interest = z.output<typeof interestSchema>
