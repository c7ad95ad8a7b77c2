import { zodResolver } from '@hookform/resolvers/zod'
import { complaintFormSchema } from './complaint'
import { enquiryFormSchema } from './enquiry'
import { interestFormSchema } from './interest'

/*
 * The forms' validation (zod and its resolver) is a large module, and no visitor needs it before
 * touching a form; the forms load it on their first validation (components/forms/lazy-resolver.ts).
 * The schemas are the same ones the API validates with.
 */
export const enquiryResolver = zodResolver(enquiryFormSchema)
export const complaintResolver = zodResolver(complaintFormSchema)
export const interestResolver = zodResolver(interestFormSchema)
