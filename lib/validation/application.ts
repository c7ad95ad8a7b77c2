import { defaultLocale, type Locale } from '@/lib/i18n/locales'
import { z } from './z'
import { clientIdSchema } from './enquiry'
import { internationalPhone, phoneCountryOf, westernDigits } from './phone'
import { phoneRuleOf } from './phone-rule'

// The messages are keys of the Validation namespace (messages.ts), English being §5's texts.

export const RESUME_MAX_BYTES = 5 * 1024 * 1024
export const RESUME_EXTENSIONS = ['.pdf', '.doc', '.docx'] as const
export const RESUME_TYPE_MESSAGE = 'fields.resumeType'
export const RESUME_SIZE_MESSAGE = 'fields.resumeSize'
export const RESUME_REQUIRED_MESSAGE = 'fields.resumeRequired'
export const RESUME_ONE_FILE_MESSAGE = 'fields.resumeOneFile'

function required(message: string) {
  return z.string({ error: message }).trim().min(1, message)
}

/**
 * The application's phone in an edition (phone-rule.ts): §5's exactly 10 digits in English and
 * Arabic, any international number (stored as E.164) in Russian and Chinese.
 */
function applicationPhoneFor(locale: Locale): z.ZodType<string, string> {
  return phoneRuleOf[locale] === 'spec'
    ? required('fields.phoneRequired')
        .overwrite(westernDigits)
        .regex(/^\d{10}$/, 'fields.phoneTenDigits')
    : internationalPhone(phoneCountryOf[locale])
}

/** The application's text fields; the resume file is checked separately (by bytes on the server). */
export function applicationFieldsSchemaFor(locale: Locale) {
  return z.object({
    firstName: required('fields.firstNameRequired').max(50, 'fields.tooLong'),
    lastName: required('fields.lastNameRequired').max(50, 'fields.tooLong'),
    email: required('fields.emailRequired')
      .max(254, 'fields.emailFormatInvalid')
      .pipe(z.email('fields.emailFormatInvalid')),
    phone: applicationPhoneFor(locale),
    designation: required('fields.designationRequired').max(100, 'fields.designationTooLong'),
    clientId: clientIdSchema,
  })
}

/** The English edition's (the API contract's) schema. */
export const applicationFieldsSchema = applicationFieldsSchemaFor(defaultLocale)

export type ApplicationFields = z.output<typeof applicationFieldsSchema>

/** What the browser can check before upload: presence, extension and size. */
export function resumeProblem(
  file: { name: string; size: number } | null | undefined,
): string | null {
  if (!file || file.size === 0) return RESUME_REQUIRED_MESSAGE
  const name = file.name.toLowerCase()
  if (!RESUME_EXTENSIONS.some((ext) => name.endsWith(ext))) return RESUME_TYPE_MESSAGE
  if (file.size > RESUME_MAX_BYTES) return RESUME_SIZE_MESSAGE
  return null
}

export type ResumeKind = 'pdf' | 'doc' | 'docx'

/** The file's real type, from its first bytes: a renamed .exe is not a PDF. */
export function sniffResume(bytes: Uint8Array): ResumeKind | null {
  const starts = (sig: number[]) => sig.every((b, i) => bytes[i] === b)
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf' // %PDF-
  const text = () =>
    Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1')
  if (starts([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) {
    // An OLE compound file is also an .xls, .ppt or .msi: a Word file has a 'WordDocument'
    // stream, whose name sits (UTF-16) in the file's directory.
    return text().includes('W\0o\0r\0d\0D\0o\0c\0u\0m\0e\0n\0t\0') ? 'doc' : null
  }
  if (starts([0x50, 0x4b, 0x03, 0x04])) {
    // A .docx is a zip whose entries include word/document.xml; the name sits in a local header.
    return text().includes('word/document.xml') ? 'docx' : null
  }
  return null
}

/**
 * The browser's version: the same text rules plus the resume's presence, extension and size
 * (the server checks the bytes). The file is held as a File; `null` until one is chosen.
 */
export function applicationFormSchemaFor(locale: Locale) {
  return applicationFieldsSchemaFor(locale).omit({ clientId: true }).extend({
    resume: z
      .custom<File | null>(() => true)
      .superRefine((file, ctx) => {
        const problem = resumeProblem(file)
        if (problem) ctx.addIssue({ code: 'custom', message: problem })
      }),
  })
}

export const applicationFormSchema = applicationFormSchemaFor(defaultLocale)

export type ApplicationFormValues = z.input<typeof applicationFormSchema>
