import { describe, expect, it } from 'vitest'
import { enquiryFormSchema, enquirySchema } from './enquiry'

const valid = {
  firstName: 'Aisha',
  lastName: 'Rahman',
  email: 'aisha.rahman@example.com',
  phone: '+971 050-123-4567',
  message: 'I would like to view the apartment this weekend.',
}

/** The first message zod gives for one field, as the form and the API show it. */
function errorFor(input: Record<string, unknown>, field: string) {
  const result = enquiryFormSchema.safeParse(input)
  return result.success ? undefined : result.error.issues.find((i) => i.path[0] === field)?.message
}

describe('enquiry schema (docs/requirements.md §5, word for word)', () => {
  it.each([
    ['firstName', '', 'First name is required'],
    ['firstName', undefined, 'First name is required'],
    ['firstName', '   ', 'First name is required'],
    ['firstName', 'A', 'Too Short!'],
    ['firstName', 'A'.repeat(51), 'Too Long!'],
    ['lastName', '', 'Last name is required'],
    ['lastName', 'B', 'Too Short!'],
    ['lastName', 'B'.repeat(51), 'Too Long!'],
    ['email', '', 'Email is required'],
    ['email', 'aisha@', 'Invalid email'],
    ['phone', '', 'Phone number is required'],
    ['phone', '050123', 'Invalid phone number'],
    ['phone', '+971 50 123 45678 9', 'Invalid phone number'],
    ['message', '', 'Message is required'],
    ['message', 'Too short', 'Message is too short'],
  ])('%s = %j → %s', (field, value, message) => {
    expect(errorFor({ ...valid, [field]: value }, field)).toBe(message)
  })

  it.each(['0501234567', '+971 050 123 4567', '+1 (415) 555-0134', '050.123.4567', '050-123-4567'])(
    'accepts phone %s',
    (phone) => {
      expect(enquiryFormSchema.safeParse({ ...valid, phone }).success).toBe(true)
    },
  )

  it('accepts names of exactly 2 and 50 characters and trims them', () => {
    const parsed = enquiryFormSchema.parse({
      ...valid,
      firstName: ' Al ',
      lastName: 'B'.repeat(50),
    })
    expect(parsed.firstName).toBe('Al')
  })

  it('lets the API add page and a retry-safe client id, and refuses a malformed id', () => {
    expect(
      enquirySchema.safeParse({ ...valid, page: '/contact', clientId: 'a1b2c3d4-e5f6' }).success,
    ).toBe(true)
    expect(enquirySchema.safeParse({ ...valid, clientId: 'short' }).success).toBe(false)
    expect(enquirySchema.safeParse({ ...valid, clientId: 'has spaces in it' }).success).toBe(false)
  })
})

describe('the Arabic edition’s visitors', () => {
  it('may write their names and message in Arabic', () => {
    const parsed = enquiryFormSchema.parse({
      ...valid,
      firstName: 'عائشة',
      lastName: 'الرحمن',
      message: 'أرغب في معاينة الشقة في دبي مارينا نهاية هذا الأسبوع.',
    })
    expect(parsed.firstName).toBe('عائشة')
  })

  it('still sees the English rules on an Arabic name that is too short', () => {
    const result = enquiryFormSchema.safeParse({ ...valid, firstName: 'ع' })
    expect(result.error?.issues[0]?.message).toBe('Too Short!')
  })

  it.each([
    ['٠٥٠١٢٣٤٥٦٧', '0501234567'],
    ['+٩٧١ ٠٥٠ ١٢٣ ٤٥٦٧', '+971 050 123 4567'],
    ['۰۵۰-۱۲۳-۴۵۶۷', '050-123-4567'],
  ])('reads the phone %s in Arabic-Indic digits as %s', (phone, western) => {
    expect(enquiryFormSchema.parse({ ...valid, phone }).phone).toBe(western)
  })
})
