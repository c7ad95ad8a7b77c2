import { describe, expect, it } from 'vitest'
import { interestSchemaFor } from './interest'
import { english } from './texts.testing'
import {
  internationalPhone,
  PHONE_CHARACTERS,
  PHONE_COUNTRY,
  PHONE_INVALID,
  PHONE_LOCAL,
  PHONE_REQUIRED,
  PHONE_TOO_LONG,
  PHONE_TOO_SHORT,
  readPhone,
} from './phone'

describe('readPhone', () => {
  it.each([
    // The firm's own number, as printed, and buyers' numbers from abroad.
    ['+971 50 123 4567', '+971501234567'],
    ['+44 7700 900123', '+447700900123'],
    ['+7 916 123-45-67', '+79161234567'],
    ['+86 138 0013 8000', '+8613800138000'],
    ['+33 6 12 34 56 78', '+33612345678'],
    ['+1 (202) 555-0143', '+12025550143'],
    // Read as UAE: a local mobile or landline, with or without the trunk 0 after +971.
    ['050 123 4567', '+971501234567'],
    ['0501234567', '+971501234567'],
    ['04 123 4567', '+97141234567'],
    ['+971 050-123-4567', '+971501234567'],
    // Dialled out with 00, and typed on an Arabic keyboard.
    ['00971 50 123 4567', '+971501234567'],
    ['٠٥٠ ١٢٣ ٤٥٦٧', '+971501234567'],
    ['  +971 50 123 4567  ', '+971501234567'],
  ])('accepts %s as %s', (typed, e164) => {
    expect(readPhone(typed, 'AE')).toEqual({ ok: true, e164 })
  })

  it.each([
    ['', PHONE_REQUIRED],
    ['   ', PHONE_REQUIRED],
    ['call me on 050 123 4567', PHONE_CHARACTERS],
    ['+971 50 123 4567 +1', PHONE_CHARACTERS],
    ['+999 123 4567', PHONE_COUNTRY],
    ['12', PHONE_TOO_SHORT],
    ['+44 12', PHONE_TOO_SHORT],
    ['+44 7700 900123 4567 89', PHONE_TOO_LONG],
    // UAE numbers follow the UAE plan exactly: no mobile starts 051 2, no area code is 01.
    ['12345', PHONE_LOCAL],
    ['050 123 45', PHONE_LOCAL],
    ['+971 12 345 6789', PHONE_LOCAL],
    // A foreign number whose length its country does not use.
    ['+44 7700 9001', PHONE_INVALID],
  ])('refuses %j: “%s”', (typed, message) => {
    expect(readPhone(typed, 'AE')).toEqual({ ok: false, message })
  })

  it('says so in English as before', () => {
    expect([PHONE_REQUIRED, PHONE_CHARACTERS, PHONE_COUNTRY, PHONE_LOCAL].map(english)).toEqual([
      'Phone number is required',
      'Use only digits, spaces, brackets, dashes and a leading +',
      'Check the country code after the +',
      'Not a valid UAE number: check the digits, or start with + and the country code',
    ])
  })
})

describe('internationalPhone', () => {
  it('answers E.164 and puts the reason on the field', () => {
    const schema = internationalPhone('AE')
    expect(schema.parse('050 123 4567')).toBe('+971501234567')
    const refused = schema.safeParse('+999 1')
    expect(refused.success).toBe(false)
    expect(refused.error?.issues[0]?.message).toBe(PHONE_COUNTRY)
    expect(schema.safeParse(undefined).error?.issues[0]?.message).toBe(PHONE_REQUIRED)
  })

  it('is the register-interest form’s phone rule in every edition', () => {
    const lead = { firstName: 'Olga', lastName: 'Ivanova', email: 'olga@example.ru' }
    for (const locale of ['en', 'ar', 'ru', 'zh'] as const) {
      const schema = interestSchemaFor(locale)
      expect(schema.parse({ ...lead, phone: '+7 916 123-45-67' }).phone).toBe('+79161234567')
      expect(schema.parse({ ...lead, phone: '050 123 4567' }).phone).toBe('+971501234567')
    }
  })
})
