import { defaultLocale, type Locale } from '@/lib/i18n/locales'
import { internationalPhone, phoneCountryOf, westernDigits } from './phone'
import { phoneRuleOf } from './phone-rule'
import { z } from './z'

// The messages are keys of the Validation namespace (messages.ts), English being §5's texts.

export { westernDigits }

/** An optional +country code, then 10 digits grouped 3-3-4 with optional separators. */
export const PHONE_PATTERN = /^(\+\d{1,3}[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}$/

export const MESSAGE_MAX = 5000

/**
 * A first or last name: §5 asks for two characters at least ('Too Short!'). A Chinese surname or
 * given name is often one character (王, 李), so where one may be written (the Chinese edition,
 * and the site's own forms) a single Chinese character is a whole name.
 */
export function personName(requiredMessage: string, oneHanCharacter = false) {
  const name = z.string({ error: requiredMessage }).trim().min(1, requiredMessage).max(50, 'fields.tooLong')
  if (!oneHanCharacter) return name.min(2, 'fields.tooShort')
  return name.refine((text) => text.length >= 2 || /^\p{Script=Han}$/u.test(text), 'fields.tooShort')
}

/** Where a one-character Chinese name is a name: the Chinese edition (see personName). */
const acceptsOneHanCharacter = (locale: Locale) => locale === 'zh'

/** A browser-chosen id that makes a retried submission idempotent (see the leads collections). */
export const clientIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'fields.clientIdInvalid')
  .optional()

/** docs/requirements.md §5's enquiry phone: 'Invalid phone number' unless 10 digits 3-3-4. */
const specPhone: z.ZodType<string, string> = z
  .string({ error: 'fields.phoneRequired' })
  .trim()
  .overwrite(westernDigits)
  .min(1, 'fields.phoneRequired')
  .regex(PHONE_PATTERN, 'fields.phoneInvalid')

/**
 * The phone field of the enquiry and the complaint in an edition (phone-rule.ts): §5's rule in
 * English and Arabic, any international number (stored as E.164) in Russian and Chinese.
 */
export function enquiryPhoneFor(locale: Locale): z.ZodType<string, string> {
  return phoneRuleOf[locale] === 'spec' ? specPhone : internationalPhone(phoneCountryOf[locale])
}

export const emailField = z
  .string({ error: 'fields.emailRequired' })
  .trim()
  .min(1, 'fields.emailRequired')
  .max(254, 'fields.emailInvalid')
  .pipe(z.email('fields.emailInvalid'))

/** The people fields of §5's forms in an edition. */
export function personFieldsFor(locale: Locale) {
  const oneHan = acceptsOneHanCharacter(locale)
  return {
    firstName: personName('fields.firstNameRequired', oneHan),
    lastName: personName('fields.lastNameRequired', oneHan),
    email: emailField,
  }
}

/** The people fields of the site's own forms (register interest): any edition's names. */
export const personFields = {
  firstName: personName('fields.firstNameRequired', true),
  lastName: personName('fields.lastNameRequired', true),
  email: emailField,
}

export const enquiryMessage = z
  .string({ error: 'fields.messageRequired' })
  .trim()
  .min(1, 'fields.messageRequired')
  .min(10, 'fields.messageTooShort')
  .max(MESSAGE_MAX, 'fields.messageTooLong')

/** The enquiry's fields in an edition: only the phone rule differs between editions. */
export function enquiryFieldsFor(locale: Locale) {
  return { ...personFieldsFor(locale), phone: enquiryPhoneFor(locale), message: enquiryMessage }
}

/** What the visitor types: the browser validates with this, the API with its extension below. */
export function enquiryFormSchemaFor(locale: Locale) {
  return z.object(enquiryFieldsFor(locale))
}

export const LISTING_ID_MESSAGE = 'fields.listingIdInvalid'

/**
 * What the browser sends: the visitor's fields, checked by the same rules, with where they sent
 * it from and, from a listing's page, that listing's id (the lead then goes to its broker).
 */
export function enquirySchemaFor(locale: Locale) {
  return enquiryFormSchemaFor(locale).extend({
    page: z.string().max(200).optional(),
    property: z
      .string({ error: LISTING_ID_MESSAGE })
      .regex(/^[a-f0-9]{24}$/, LISTING_ID_MESSAGE)
      .optional(),
    clientId: clientIdSchema,
  })
}

/** The English edition's (the API contract's) schemas. */
export const enquiryFormSchema = enquiryFormSchemaFor(defaultLocale)
export const enquirySchema = enquirySchemaFor(defaultLocale)

export type EnquiryFormValues = z.input<typeof enquiryFormSchema>

export type EnquiryInput = z.input<typeof enquirySchema>
export type Enquiry = z.output<typeof enquirySchema>
