import { zodResolver } from '@hookform/resolvers/zod'
import { complaintFormSchema } from './complaint'
import { enquiryFormSchema } from './enquiry'
import type { Locale } from '@/lib/i18n/locales'
import { interestFormSchemaFor } from './interest'

/*
 * The forms' validation (zod and its resolver) is a large module, and no visitor needs it before
 * touching a form; the forms load it on their first validation (components/forms/lazy-resolver.ts).
 * The schemas are the same ones the API validates with.
 */
export const enquiryResolver = zodResolver(enquiryFormSchema)
export const complaintResolver = zodResolver(complaintFormSchema)
/** Per edition: a number without +code is read in the country of the page's language. */
export const interestResolverFor = (locale: Locale) => zodResolver(interestFormSchemaFor(locale))
