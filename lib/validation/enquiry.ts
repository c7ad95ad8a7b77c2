import { z } from './z'

/** An optional +country code, then 10 digits grouped 3-3-4 with optional separators. */
export const PHONE_PATTERN = /^(\+\d{1,3}[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}$/

export const MESSAGE_MAX = 5000

/**
 * Arabic keyboards type Arabic-Indic digits (٠١٢… and the Persian ۰۱۲…): the phone rules read
 * them as the 0-9 they are, and the lead is stored with Western digits like every other.
 */
export function westernDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) & 0xf))
}

export function personName(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .min(2, 'Too Short!')
    .max(50, 'Too Long!')
}

/** A browser-chosen id that makes a retried submission idempotent (see the leads collections). */
export const clientIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'Invalid client id')
  .optional()

export const enquiryFields = {
  firstName: personName('First name is required'),
  lastName: personName('Last name is required'),
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .max(254, 'Invalid email')
    .pipe(z.email('Invalid email')),
  phone: z
    .string({ error: 'Phone number is required' })
    .trim()
    .overwrite(westernDigits)
    .min(1, 'Phone number is required')
    .regex(PHONE_PATTERN, 'Invalid phone number'),
  message: z
    .string({ error: 'Message is required' })
    .trim()
    .min(1, 'Message is required')
    .min(10, 'Message is too short')
    .max(MESSAGE_MAX, 'Message is too long'),
}

/** What the visitor types: the browser validates with this, the API with its extension below. */
export const enquiryFormSchema = z.object(enquiryFields)

export const LISTING_ID_MESSAGE = 'Invalid listing id'

/**
 * What the browser sends: the visitor's fields, checked by the same rules, with where they sent
 * it from and, from a listing's page, that listing's id (the lead then goes to its broker).
 */
export const enquirySchema = enquiryFormSchema.extend({
  page: z.string().max(200).optional(),
  property: z
    .string({ error: LISTING_ID_MESSAGE })
    .regex(/^[a-f0-9]{24}$/, LISTING_ID_MESSAGE)
    .optional(),
  clientId: clientIdSchema,
})

export type EnquiryFormValues = z.input<typeof enquiryFormSchema>

export type EnquiryInput = z.input<typeof enquirySchema>
export type Enquiry = z.output<typeof enquirySchema>
