import { z } from './z'
import { clientIdSchema, westernDigits } from './enquiry'

export const RESUME_MAX_BYTES = 5 * 1024 * 1024
export const RESUME_EXTENSIONS = ['.pdf', '.doc', '.docx'] as const
export const RESUME_TYPE_MESSAGE = 'Resume must be a PDF or Word document'
export const RESUME_SIZE_MESSAGE = 'Resume must be 5 MB or smaller'
export const RESUME_REQUIRED_MESSAGE = 'Resume is required'

function required(message: string) {
  return z.string({ error: message }).trim().min(1, message)
}

/** The application's text fields; the resume file is checked separately (by bytes on the server). */
export const applicationFieldsSchema = z.object({
  firstName: required('First name is required').max(50, 'Too Long!'),
  lastName: required('Last name is required').max(50, 'Too Long!'),
  email: required('Email is required')
    .max(254, 'Invalid email format')
    .pipe(z.email('Invalid email format')),
  phone: required('Phone number is required')
    .overwrite(westernDigits)
    .regex(/^\d{10}$/, 'Phone number must be 10 digits'),
  designation: required('Designation is required').max(100, 'Designation is too long'),
  clientId: clientIdSchema,
})

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
export const applicationFormSchema = applicationFieldsSchema.omit({ clientId: true }).extend({
  resume: z
    .custom<File | null>(() => true)
    .superRefine((file, ctx) => {
      const problem = resumeProblem(file)
      if (problem) ctx.addIssue({ code: 'custom', message: problem })
    }),
})

export type ApplicationFormValues = z.input<typeof applicationFormSchema>
