import { z } from './z'
import { clientIdSchema, enquiryFields } from './enquiry'

/** docs/requirements.md §10: the enquiry's fields and rules plus an optional property reference. */
export const complaintFormSchema = z.object({
  ...enquiryFields,
  propertyReference: z.string().trim().max(50, 'Property reference is too long').optional(),
})

export const complaintSchema = complaintFormSchema.extend({ clientId: clientIdSchema })

export type ComplaintFormValues = z.input<typeof complaintFormSchema>

export type ComplaintInput = z.input<typeof complaintSchema>
export type Complaint = z.output<typeof complaintSchema>
