import { defaultLocale, type Locale } from '@/lib/i18n/locales'
import { z } from './z'
import { clientIdSchema, enquiryFieldsFor } from './enquiry'

/**
 * docs/requirements.md §10: the enquiry's fields and rules (its phone rule per edition) plus an
 * optional property reference.
 */
export function complaintFormSchemaFor(locale: Locale) {
  return z.object({
    ...enquiryFieldsFor(locale),
    propertyReference: z.string().trim().max(50, 'fields.propertyReferenceTooLong').optional(),
  })
}

export function complaintSchemaFor(locale: Locale) {
  return complaintFormSchemaFor(locale).extend({ clientId: clientIdSchema })
}

/** The English edition's (the API contract's) schemas. */
export const complaintFormSchema = complaintFormSchemaFor(defaultLocale)
export const complaintSchema = complaintSchemaFor(defaultLocale)

export type ComplaintFormValues = z.input<typeof complaintFormSchema>

export type ComplaintInput = z.input<typeof complaintSchema>
export type Complaint = z.output<typeof complaintSchema>
