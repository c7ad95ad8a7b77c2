import { describe, expect, it } from 'vitest'
import { enquiryFormSchema, enquiryFormSchemaFor, enquirySchema, enquirySchemaFor } from './enquiry'
import { issueMessage } from './messages'
import { english, fieldErrors, textIn } from './texts.testing'

const valid = {
  firstName: 'Aisha',
  lastName: 'Rahman',
  email: 'aisha.rahman@example.com',
  phone: '+971 050-123-4567',
  message: 'I would like to view the apartment this weekend.',
}

/** The first message zod gives for one field, as the form and the API show it in English. */
function errorFor(input: Record<string, unknown>, field: string) {
  const result = enquiryFormSchema.safeParse(input)
  const issue = result.error?.issues.find((i) => i.path[0] === field)
  return issue && english(issueMessage(issue))
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

  it('sees the same rule on an Arabic name that is too short, in Arabic', () => {
    const result = enquiryFormSchemaFor('ar').safeParse({ ...valid, firstName: 'ع' })
    expect(fieldErrors(result.error, 'ar')).toEqual({ firstName: 'قصير جداً!' })
    expect(fieldErrors(result.error)).toEqual({ firstName: 'Too Short!' })
  })

  it.each([
    ['٠٥٠١٢٣٤٥٦٧', '0501234567'],
    ['+٩٧١ ٠٥٠ ١٢٣ ٤٥٦٧', '+971 050 123 4567'],
    ['۰۵۰-۱۲۳-۴۵۶۷', '050-123-4567'],
  ])('reads the phone %s in Arabic-Indic digits as %s', (phone, western) => {
    expect(enquiryFormSchema.parse({ ...valid, phone }).phone).toBe(western)
  })
})

describe('the phone rule of each edition', () => {
  const home = ['+7 916 123-45-67', '+86 138 0013 8000']

  it.each(['ru', 'zh'] as const)(
    'takes a Russian (+7) or Chinese (+86) mobile in the %s edition, stored as E.164',
    (locale) => {
      expect(home.map((phone) => enquiryFormSchemaFor(locale).parse({ ...valid, phone }).phone)).toEqual(
        ['+79161234567', '+8613800138000'],
      )
      expect(enquirySchemaFor(locale).parse({ ...valid, phone: '050 123 4567' }).phone).toBe(
        '+971501234567',
      )
    },
  )

  it.each(['en', 'ar'] as const)('keeps §5’s rule and message in the %s edition', (locale) => {
    for (const phone of home) {
      const result = enquiryFormSchemaFor(locale).safeParse({ ...valid, phone })
      expect(fieldErrors(result.error)).toEqual({ phone: 'Invalid phone number' })
    }
    expect(enquiryFormSchemaFor(locale).parse({ ...valid, phone: '050-123-4567' }).phone).toBe(
      '050-123-4567',
    )
  })

  it('says what is wrong with a number in Russian and Chinese', () => {
    const ru = enquiryFormSchemaFor('ru').safeParse({ ...valid, phone: '12' })
    expect(fieldErrors(ru.error, 'ru')).toEqual({ phone: 'Номер телефона слишком короткий' })
    const zh = enquiryFormSchemaFor('zh').safeParse({ ...valid, phone: '' })
    expect(fieldErrors(zh.error, 'zh')).toEqual({ phone: '请填写电话号码' })
    expect(textIn('ru')('fields.tooShort')).toBe('Слишком короткое значение')
  })
})

describe('a one-character Chinese name', () => {
  const withName = { ...valid, phone: '+86 138 0013 8000', lastName: '王', firstName: '丽' }

  it('is a whole name in the Chinese edition', () => {
    expect(enquiryFormSchemaFor('zh').safeParse(withName).success).toBe(true)
  })

  it('is still too short by the specification’s rule in English and Arabic, and a Latin letter in Chinese', () => {
    const english = enquiryFormSchemaFor('en').safeParse({ ...withName, phone: valid.phone })
    expect(english.error?.issues.map((i) => i.message)).toEqual(['fields.tooShort', 'fields.tooShort'])
    expect(enquiryFormSchemaFor('ar').safeParse({ ...withName, phone: valid.phone }).success).toBe(false)
    expect(enquiryFormSchemaFor('zh').safeParse({ ...withName, lastName: 'W' }).success).toBe(false)
  })
})
