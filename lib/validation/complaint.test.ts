import { describe, expect, it } from 'vitest'
import { complaintFormSchema, complaintFormSchemaFor, complaintSchema } from './complaint'
import { fieldErrors } from './texts.testing'

const valid = {
  firstName: 'Omar',
  lastName: 'Haddad',
  email: 'omar@example.com',
  phone: '0501234567',
  message: 'The viewing on Saturday was cancelled without notice.',
}

describe('complaint schema (docs/requirements.md §10)', () => {
  it('uses the enquiry rules and messages', () => {
    const result = complaintFormSchema.safeParse({ ...valid, firstName: 'A', message: 'short' })
    expect(result.success).toBe(false)
    expect(fieldErrors(result.error)).toEqual({
      firstName: 'Too Short!',
      message: 'Message is too short',
    })
  })

  it('takes the edition’s phone rule, as the enquiry does', () => {
    const phone = '+86 138 0013 8000'
    expect(complaintFormSchemaFor('zh').parse({ ...valid, phone }).phone).toBe('+8613800138000')
    expect(fieldErrors(complaintFormSchema.safeParse({ ...valid, phone }).error)).toEqual({
      phone: 'Invalid phone number',
    })
  })

  it('takes an optional property reference of at most 50 characters', () => {
    expect(complaintFormSchema.safeParse(valid).success).toBe(true)
    expect(complaintFormSchema.safeParse({ ...valid, propertyReference: '' }).success).toBe(true)
    expect(
      complaintFormSchema.safeParse({ ...valid, propertyReference: 'x'.repeat(50) }).success,
    ).toBe(true)
    expect(
      complaintFormSchema.safeParse({ ...valid, propertyReference: 'x'.repeat(51) }).success,
    ).toBe(false)
  })

  it('lets the API add a client id', () => {
    expect(complaintSchema.parse({ ...valid, clientId: 'retry-123456' }).clientId).toBe(
      'retry-123456',
    )
  })
})
