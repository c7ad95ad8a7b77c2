import { z } from 'zod'
import { clientIdSchema, enquiryFields } from './enquiry'

/** DESIGN section 4: the enquiry's fields and rules plus an optional property reference. */
export const complaintSchema = z.object({
  ...enquiryFields,
  propertyReference: z.string().trim().max(50, 'Property reference is too long').optional(),
  clientId: clientIdSchema,
})

export type ComplaintInput = z.input<typeof complaintSchema>
export type Complaint = z.output<typeof complaintSchema>
