import { createTranslator } from 'next-intl'
import { describe, expect, it, vi } from 'vitest'
import { leadEndpoint } from '@/components/forms/lead-endpoint'
import ar from '@/messages/ar.json'
import en from '@/messages/en.json'
import { enquirySchema } from './enquiry'

vi.mock('server-only', () => ({}))

const { answerLocale, handle, HttpError, inLocale, json, parseBody, readJson } =
  await import('@/lib/server/http')

// A lead endpoint as the routes build it: the same schema, its answer in the request's edition.
const endpoint = handle((request) =>
  inLocale(answerLocale(request), async () => {
    parseBody(await readJson(request), enquirySchema)
    return json({ message: 'ok' }, 201)
  }),
)

function post(query: string, body: unknown, headers: Record<string, string> = {}) {
  return endpoint(
    new Request(`http://localhost/api/v1/contacts${query}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    }),
    undefined,
  )
}

const invalid = { firstName: 'A', lastName: '', email: 'nope', phone: '12', message: 'Hi' }

describe('a lead endpoint’s answer in the page’s edition', () => {
  it('reads the edition from ?locale, English for anything else', () => {
    const edition = (query: string) => answerLocale(new Request(`http://localhost/x${query}`))
    expect(edition('?locale=ar')).toBe('ar')
    expect(edition('?locale=en')).toBe('en')
    expect(edition('?locale=fr')).toBe('en')
    expect(edition('')).toBe('en')
  })

  it('answers English exactly as before', async () => {
    const res = await post('', invalid)
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({
      message: 'Too Short!',
      errors: {
        firstName: 'Too Short!',
        lastName: 'Last name is required',
        email: 'Invalid email',
        phone: 'Invalid phone number',
        message: 'Message is too short',
      },
    })
  })

  it('answers Arabic with the same status and fields', async () => {
    const res = await post('?locale=ar', invalid)
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({
      message: 'قصير جداً!',
      errors: {
        firstName: 'قصير جداً!',
        lastName: 'اسم العائلة مطلوب',
        email: 'البريد الإلكتروني غير صالح',
        phone: 'رقم الهاتف غير صالح',
        message: 'الرسالة قصيرة جداً',
      },
    })
  })

  it('translates refusals before validation too, never answering 500 for bad input', async () => {
    const wrongType = await endpoint(
      new Request('http://localhost/api/v1/contacts?locale=ar', {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: 'hello',
      }),
      undefined,
    )
    expect(wrongType.status).toBe(415)
    expect((await wrongType.json()).message).toBe('يجب أن يكون نوع المحتوى application/json')

    const notJson = await endpoint(
      new Request('http://localhost/api/v1/contacts?locale=ar', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{',
      }),
      undefined,
    )
    expect(notJson.status).toBe(400)
    expect((await notJson.json()).message).toBe('البيانات المرسلة ليست بصيغة JSON صالحة')

    const notObject = await post('?locale=ar', [1, 2])
    expect(notObject.status).toBe(400)
    expect((await notObject.json()).message).toMatch(/[\u0600-\u06ff]/)
  })

  it('keeps a refusal’s headers', async () => {
    const limited = handle((request) =>
      inLocale(answerLocale(request), async () => {
        throw new HttpError(429, 'Too many submissions. Please try again later.', undefined, {
          'Retry-After': '60',
        })
      }),
    )
    const res = await limited(new Request('http://localhost/x?locale=ar', { method: 'POST' }), {})
    expect(res.status).toBe(429)
    expect(res.headers.get('retry-after')).toBe('60')
    expect((await res.json()).message).toBe(
      'لقد تجاوزت الحد المسموح به من محاولات الإرسال. يُرجى المحاولة لاحقاً.',
    )
  })
})

describe('the forms ask for their edition', () => {
  it('post English to the contract’s address and Arabic with ?locale=ar', () => {
    expect(leadEndpoint('/api/v1/contacts', 'en')).toBe('/api/v1/contacts')
    expect(leadEndpoint('/api/v1/careers', 'ar')).toBe('/api/v1/careers?locale=ar')
  })

  it('keep the English words of docs/requirements.md', () => {
    const t = createTranslator({ locale: 'en', messages: en, namespace: 'Forms' })
    expect([t('submit'), t('submitting')]).toEqual(['Submit', 'Submitting...'])
    expect(t('complaintReference', { reference: 'CMP-000123' })).toBe(
      'Complaint submitted successfully. Reference: CMP-000123',
    )
    expect(`${t('privacyBefore')} ${t('privacyLink')}${t('privacyAfter')}`).toBe(
      'We reply within one working day. Your details are handled as our Privacy Policy describes.',
    )
  })

  it('keep a complaint reference left to right inside Arabic', () => {
    const t = createTranslator({ locale: 'ar', messages: ar, namespace: 'Forms' })
    expect(t('complaintReference', { reference: 'CMP-000123' })).toContain('\u2066CMP-000123\u2069')
  })
})
