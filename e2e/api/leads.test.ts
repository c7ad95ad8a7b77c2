import { describe, expect, it } from 'vitest'
import { base, call, clientId, postJson, validEnquiry } from './client'
import { staffFind } from './staff'

type Answer = { message: string; errors?: Record<string, string>; data?: { _id: string; reference?: string } }

describe('POST /api/v1/contacts', () => {
  it('stores a valid enquiry and answers 201 with the spec message', async () => {
    const id = clientId('enq')
    const answer = await postJson<Answer>('/api/v1/contacts', { ...validEnquiry, clientId: id })
    expect(answer.status).toBe(201)
    expect(answer.body.message).toBe('Contact created successfully')
    expect(answer.body.data!._id).toMatch(/^[a-f0-9]{24}$/)
    const rows = await staffFind('enquiries', 'clientId', id)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ firstName: 'Aisha', email: validEnquiry.email, status: 'new' })
  })

  it('stores a retried submission once', async () => {
    const id = clientId('retry')
    const first = await postJson<Answer>('/api/v1/contacts', { ...validEnquiry, clientId: id })
    const again = await postJson<Answer>('/api/v1/contacts', { ...validEnquiry, clientId: id })
    expect(again.status).toBe(201)
    expect(again.body.data!._id).toBe(first.body.data!._id)
    expect(await staffFind('enquiries', 'clientId', id)).toHaveLength(1)
  })

  it.each([
    [{ firstName: '' }, 'firstName', 'First name is required'],
    [{ firstName: undefined }, 'firstName', 'First name is required'],
    [{ firstName: 'A' }, 'firstName', 'Too Short!'],
    [{ firstName: 'A'.repeat(51) }, 'firstName', 'Too Long!'],
    [{ lastName: '' }, 'lastName', 'Last name is required'],
    [{ lastName: 'B' }, 'lastName', 'Too Short!'],
    [{ lastName: 'B'.repeat(51) }, 'lastName', 'Too Long!'],
    [{ email: '' }, 'email', 'Email is required'],
    [{ email: 'not-an-email' }, 'email', 'Invalid email'],
    [{ phone: '' }, 'phone', 'Phone number is required'],
    [{ phone: '12345' }, 'phone', 'Invalid phone number'],
    [{ phone: '+971 50 123 45678 9' }, 'phone', 'Invalid phone number'],
    [{ message: '' }, 'message', 'Message is required'],
    [{ message: 'Too short' }, 'message', 'Message is too short'],
    [{ firstName: 42 }, 'firstName', 'First name is required'],
  ])('answers 400 for %j', async (change, field, message) => {
    const answer = await postJson<Answer>('/api/v1/contacts', { ...validEnquiry, ...change })
    expect(answer.status).toBe(400)
    expect(answer.body.message).toBe(message)
    expect(answer.body.errors![field]).toBe(message)
  })

  it.each(['0501234567', '+971 050 123 4567', '+1 (415) 555-0134', '050.123.4567'])('accepts phone %s', async (phone) => {
    const answer = await postJson<Answer>('/api/v1/contacts', { ...validEnquiry, phone })
    expect(answer.status).toBe(201)
  })

  it('answers 415 for a body that is not JSON', async () => {
    const answer = await call<Answer>('/api/v1/contacts', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'hello',
    })
    expect(answer.status).toBe(415)
  })

  it('answers 400 for malformed JSON', async () => {
    const answer = await call<Answer>('/api/v1/contacts', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"firstName":',
    })
    expect(answer.status).toBe(400)
  })

  it('answers 413 for a body over 32 KB', async () => {
    const answer = await postJson<Answer>('/api/v1/contacts', { ...validEnquiry, message: 'x'.repeat(40_000) })
    expect(answer.status).toBe(413)
  })
})

describe('POST /api/v1/complaints', () => {
  it('stores a complaint and answers its CMP reference', async () => {
    const id = clientId('cmp')
    const answer = await postJson<Answer>('/api/v1/complaints', {
      ...validEnquiry,
      message: 'The viewing on Saturday was cancelled without notice.',
      propertyReference: 'CK-S-10234',
      clientId: id,
    })
    expect(answer.status).toBe(201)
    expect(answer.body.message).toBe('Complaint submitted successfully')
    expect(answer.body.data!.reference).toMatch(/^CMP-\d{6}$/)
    const rows = await staffFind('complaints', 'clientId', id)
    expect(rows[0]).toMatchObject({ status: 'received', reference: answer.body.data!.reference })
  })

  it('uses the enquiry rules and limits the property reference', async () => {
    const short = await postJson<Answer>('/api/v1/complaints', { ...validEnquiry, message: 'short' })
    expect(short.body.message).toBe('Message is too short')
    const long = await postJson<Answer>('/api/v1/complaints', { ...validEnquiry, propertyReference: 'x'.repeat(51) })
    expect(long.status).toBe(400)
    expect(long.body.errors!.propertyReference).toBeTruthy()
  })
})

const pdf = () => new Blob([Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n')], { type: 'application/pdf' })

function application(fields: Record<string, string>, resume: Blob | null = pdf(), name = 'cv.pdf') {
  const form = new FormData()
  const defaults = {
    firstName: 'Omar',
    lastName: 'Haddad',
    email: 'omar.haddad@example.com',
    phone: '0501234567',
    designation: 'Property Consultant',
  }
  for (const [k, v] of Object.entries({ ...defaults, ...fields })) form.append(k, v)
  if (resume) form.append('resume', resume, name)
  return form
}

async function apply(form: FormData) {
  return call<Answer>('/api/v1/careers', { method: 'POST', body: form })
}

describe('POST /api/v1/careers', () => {
  it('stores an application with its resume, readable by staff only', async () => {
    const id = clientId('app')
    const answer = await apply(application({ clientId: id }))
    expect(answer.status, answer.text).toBe(201)
    expect(answer.body.message).toBe('Application sent successfully')
    const rows = await staffFind('applications', 'clientId', id)
    expect(rows).toHaveLength(1)
    const resume = rows[0]!.resume as { filename: string; url: string }
    expect(resume.filename).toMatch(/^[0-9a-f-]{36}\.pdf$/)
    const anonymous = await fetch(`${base}/cms-api/resumes/file/${resume.filename}`)
    expect(anonymous.status).toBeGreaterThanOrEqual(401)
    expect(anonymous.status).toBeLessThan(500)
  })

  it.each([
    [{ firstName: '' }, 'firstName', 'First name is required'],
    [{ lastName: '' }, 'lastName', 'Last name is required'],
    [{ email: '' }, 'email', 'Email is required'],
    [{ email: 'omar@' }, 'email', 'Invalid email format'],
    [{ phone: '' }, 'phone', 'Phone number is required'],
    [{ phone: '050123456' }, 'phone', 'Phone number must be 10 digits'],
    [{ phone: '+971501234567' }, 'phone', 'Phone number must be 10 digits'],
    [{ designation: '' }, 'designation', 'Designation is required'],
  ])('answers 400 for %j', async (change, field, message) => {
    const answer = await apply(application(change))
    expect(answer.status).toBe(400)
    expect(answer.body.errors![field]).toBe(message)
  })

  it('requires a resume', async () => {
    const answer = await apply(application({}, null))
    expect(answer.status).toBe(400)
    expect(answer.body.message).toBe('Resume is required')
  })

  it('refuses a file that is not really a PDF or Word document', async () => {
    const fake = new Blob([Buffer.from('MZ\x90\x00 this is an executable')], { type: 'application/pdf' })
    const answer = await apply(application({}, fake, 'cv.pdf'))
    expect(answer.status).toBe(400)
    expect(answer.body.message).toBe('Resume must be a PDF or Word document')
  })

  it('refuses a resume over 5 MB', async () => {
    const big = new Blob([Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(5 * 1024 * 1024 + 10, 32)])])
    const answer = await apply(application({}, big))
    expect(answer.status).toBe(400)
    expect(answer.body.message).toBe('Resume must be 5 MB or smaller')
  })

  it('answers 413 for a body over 6 MB and 415 for JSON', async () => {
    const huge = new Blob([Buffer.alloc(7 * 1024 * 1024, 32)])
    expect((await apply(application({}, huge))).status).toBe(413)
    expect((await postJson('/api/v1/careers', { firstName: 'Omar' })).status).toBe(415)
  })
})

describe("Payload's own REST", () => {
  it('refuses anonymous writes and anonymous reads of leads', async () => {
    const write = await postJson('/cms-api/enquiries', validEnquiry)
    expect([401, 403]).toContain(write.status)
    const property = await postJson('/cms-api/properties', { name: 'Injected' })
    expect([401, 403]).toContain(property.status)
    for (const collection of ['enquiries', 'applications', 'complaints', 'resumes', 'users']) {
      const read = await call<{ docs?: unknown[] }>(`/cms-api/${collection}`)
      expect([401, 403], collection).toContain(read.status)
    }
  })

  it('has no public first-user screen', async () => {
    const answer = await postJson('/cms-api/users/first-register', {
      email: 'intruder@example.com',
      password: 'intruder-password-1',
    })
    expect(answer.status).toBeGreaterThanOrEqual(400)
    expect(answer.status).toBeLessThan(500)
  })
})
