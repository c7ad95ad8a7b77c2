import { describe, expect, it } from 'vitest'
import { interestFormSchema, interestSchema, interestSchemaFor } from './interest'
import { fieldErrors } from './texts.testing'

const valid = {
  firstName: 'Aisha',
  lastName: 'Rahman',
  email: 'aisha.rahman@example.com',
  phone: '+971 50 123 4567',
}
const stored = { ...valid, phone: '+971501234567' }

function errorFor(input: Record<string, unknown>, field: string) {
  return fieldErrors(interestFormSchema.safeParse(input).error)[field]
}

describe('register-interest schema', () => {
  it('takes the contact fields alone: unit type and note are optional', () => {
    expect(interestSchema.parse(valid)).toEqual(stored)
    expect(interestSchema.parse({ ...valid, unitType: '', message: '  ' })).toEqual(stored)
  })

  it('keeps a unit type and a note, trimmed', () => {
    const parsed = interestSchema.parse({
      ...valid,
      unitType: ' 2 Bedroom ',
      message: ' Corner unit, high floor ',
    })
    expect(parsed.unitType).toBe('2 Bedroom')
    expect(parsed.message).toBe('Corner unit, high floor')
  })

  it.each([
    ['firstName', '', 'First name is required'],
    ['lastName', 'B', 'Too Short!'],
    ['email', 'aisha@', 'Invalid email'],
    ['phone', '', 'Phone number is required'],
    ['phone', '12', 'This phone number is too short'],
    ['unitType', 'x'.repeat(81), 'Choose one of this project’s unit types'],
    ['unitType', 42, 'Choose one of this project’s unit types'],
    ['message', 'x'.repeat(5001), 'Message is too long'],
  ])('%s = %j is refused with “%s”, the words the form shows', (field, value, message) => {
    expect(errorFor({ ...valid, [field]: value }, field)).toBe(message)
  })

  it('takes a one-character Chinese name in every edition, as a Chinese buyer writes it', () => {
    for (const locale of ['en', 'ar', 'ru', 'zh'] as const)
      expect(interestSchemaFor(locale).safeParse({ ...valid, lastName: '王' }).success, locale).toBe(true)
  })

  it('reads a local number as UAE in both editions, and stores E.164', () => {
    for (const locale of ['en', 'ar'] as const) {
      const parsed = interestSchemaFor(locale).parse({ ...valid, phone: '050 123 4567' })
      expect(parsed.phone).toBe('+971501234567')
    }
  })

  it('refuses a malformed client id', () => {
    expect(interestSchema.safeParse({ ...valid, clientId: 'bad id!' }).success).toBe(false)
  })
})
