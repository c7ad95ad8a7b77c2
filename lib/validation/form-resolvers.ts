import { zodResolver } from '@hookform/resolvers/zod'
import type { Locale } from '@/lib/i18n/locales'
import { complaintFormSchemaFor } from './complaint'
import { enquiryFormSchemaFor } from './enquiry'
import { interestFormSchemaFor } from './interest'

/*
 * The forms' validation (zod and its resolver) is a large module, and no visitor needs it before
 * touching a form; the forms load it on their first validation (components/forms/lazy-resolver.ts).
 * The schemas are the ones the API validates with for the same edition: the phone rule depends on
 * it (phone-rule.ts; a number without +code is read in the country of the page's language). Their
 * messages are keys, which the fields show in the page's edition.
 */
export const enquiryResolverFor = (locale: Locale) => zodResolver(enquiryFormSchemaFor(locale))
export const complaintResolverFor = (locale: Locale) => zodResolver(complaintFormSchemaFor(locale))
export const interestResolverFor = (locale: Locale) => zodResolver(interestFormSchemaFor(locale))
