import { describe, expect, it } from 'vitest'
import {
  applicationFieldsSchema,
  applicationFieldsSchemaFor,
  applicationFormSchema,
  RESUME_MAX_BYTES,
  resumeProblem,
  sniffResume,
} from './application'
import { english, fieldErrors } from './texts.testing'

const fields = {
  firstName: 'Omar',
  lastName: 'Haddad',
  email: 'omar.haddad@example.com',
  phone: '0501234567',
  designation: 'Property Consultant',
}

function messageFor(input: Record<string, unknown>, field: string) {
  return fieldErrors(applicationFieldsSchema.safeParse(input).error)[field]
}

describe('application fields (docs/requirements.md §5, word for word)', () => {
  it.each([
    ['firstName', '', 'First name is required'],
    ['lastName', '', 'Last name is required'],
    ['email', '', 'Email is required'],
    ['email', 'omar@', 'Invalid email format'],
    ['phone', '', 'Phone number is required'],
    ['phone', '050123456', 'Phone number must be 10 digits'],
    ['phone', '+971501234567', 'Phone number must be 10 digits'],
    ['phone', '050 123 4567', 'Phone number must be 10 digits'],
    ['designation', '', 'Designation is required'],
  ])('%s = %j → %s', (field, value, message) => {
    expect(messageFor({ ...fields, [field]: value }, field)).toBe(message)
  })
})

describe('resume in the browser', () => {
  const file = (name: string, size: number) => new File([new Uint8Array(size)], name)

  it('requires one, of a Word or PDF name, up to 5 MB', () => {
    const problem = (f: File | null) => {
      const key = resumeProblem(f)
      return key && english(key)
    }
    expect(problem(null)).toBe('Resume is required')
    expect(problem(file('cv.pdf', 0))).toBe('Resume is required')
    expect(problem(file('cv.png', 10))).toBe('Resume must be a PDF or Word document')
    expect(problem(file('cv.PDF', RESUME_MAX_BYTES))).toBeNull()
    expect(problem(file('cv.docx', RESUME_MAX_BYTES + 1))).toBe('Resume must be 5 MB or smaller')
    expect(problem(file('cv.doc', 100))).toBeNull()
  })

  it('is part of the form schema, starting from null', () => {
    const empty = applicationFormSchema.safeParse({ ...fields, resume: null })
    expect(empty.success).toBe(false)
    expect(empty.error!.issues[0]!.path).toEqual(['resume'])
    expect(fieldErrors(empty.error)).toEqual({ resume: 'Resume is required' })
    expect(applicationFormSchema.safeParse({ ...fields, resume: file('cv.pdf', 10) }).success).toBe(
      true,
    )
  })
})

describe('sniffResume (by bytes, not by name)', () => {
  const bytes = (...parts: (string | number[])[]) =>
    new Uint8Array(
      Buffer.concat(
        parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))),
      ),
    )
  const ole = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]

  it('knows PDF, DOCX and DOC', () => {
    expect(sniffResume(bytes('%PDF-1.7\n%%EOF'))).toBe('pdf')
    expect(
      sniffResume(bytes([0x50, 0x4b, 0x03, 0x04], 'xxxx[Content_Types].xml....word/document.xml')),
    ).toBe('docx')
    expect(
      sniffResume(
        bytes(ole, 'x'.repeat(100), Buffer.from('WordDocument', 'utf16le').toString('latin1')),
      ),
    ).toBe('doc')
  })

  it('refuses other files whatever they are called', () => {
    expect(sniffResume(bytes('MZ\x90\x00 an executable'))).toBeNull()
    expect(sniffResume(bytes([0x50, 0x4b, 0x03, 0x04], 'xl/workbook.xml'))).toBeNull() // a spreadsheet
    expect(
      sniffResume(bytes(ole, Buffer.from('Workbook', 'utf16le').toString('latin1'))),
    ).toBeNull() // an .xls
    expect(sniffResume(bytes('%PD'))).toBeNull()
    expect(sniffResume(new Uint8Array())).toBeNull()
  })
})

describe('an application from the Arabic edition', () => {
  it('takes Arabic names and role, and a phone in Arabic-Indic digits', () => {
    const parsed = applicationFieldsSchema.parse({
      ...fields,
      firstName: 'عمر',
      lastName: 'حداد',
      designation: 'مستشار عقاري',
      phone: '٠٥٠١٢٣٤٥٦٧',
    })
    expect(parsed).toMatchObject({ firstName: 'عمر', phone: '0501234567' })
  })
})

describe('an application from the Russian and Chinese editions', () => {
  it('takes a home number there, and keeps §5’s 10 digits in English and Arabic', () => {
    expect(applicationFieldsSchemaFor('ru').parse({ ...fields, phone: '+7 916 123-45-67' }).phone).toBe(
      '+79161234567',
    )
    expect(applicationFieldsSchemaFor('zh').parse({ ...fields, phone: '+86 138 0013 8000' }).phone).toBe(
      '+8613800138000',
    )
    for (const locale of ['en', 'ar'] as const) {
      const result = applicationFieldsSchemaFor(locale).safeParse({ ...fields, phone: '+7 916 123-45-67' })
      expect(fieldErrors(result.error)).toEqual({ phone: 'Phone number must be 10 digits' })
    }
    const arabic = applicationFieldsSchemaFor('ar').safeParse({ ...fields, phone: '12' })
    expect(fieldErrors(arabic.error, 'ar')).toEqual({ phone: 'يجب أن يتكوّن رقم الهاتف من 10 أرقام' })
  })
})
