import { createTranslator } from 'next-intl'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { leadEndpoint } from '@/components/forms/lead-endpoint'
import ar from '@/messages/ar.json'
import en from '@/messages/en.json'
import { enquirySchemaFor } from './enquiry'
import { listQuerySchema } from './query'

vi.mock('server-only', () => ({}))

const { answerLocale, handle, HttpError, inLocale, json, parseBody, parseQuery, readJson } =
  await import('@/lib/server/http')
const { RATE_LIMIT_MESSAGE } = await import('@/lib/server/rate-limit')

// A lead endpoint as the routes build it: the edition's schema, its answer in the request's edition.
const endpoint = handle((request) => {
  const locale = answerLocale(request)
  return inLocale(locale, async () => {
    parseBody(await readJson(request), enquirySchemaFor(locale), locale)
    return json({ message: 'ok' }, 201)
  })
})

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
const valid = {
  firstName: 'Olga',
  lastName: 'Ivanova',
  email: 'olga@example.ru',
  phone: '0501234567',
  message: 'I would like to view the apartment this weekend.',
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('a lead endpoint’s answer in the page’s edition', () => {
  it('reads the edition from ?locale, English for anything else', () => {
    const edition = (query: string) => answerLocale(new Request(`http://localhost/x${query}`))
    expect(edition('?locale=ar')).toBe('ar')
    expect(edition('?locale=ru')).toBe('ru')
    expect(edition('?locale=zh')).toBe('zh')
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

  it('answers Russian and Chinese, with those editions’ phone rule', async () => {
    const russian = await post('?locale=ru', invalid)
    expect(russian.status).toBe(400)
    expect(await russian.json()).toEqual({
      message: 'Слишком короткое значение',
      errors: {
        firstName: 'Слишком короткое значение',
        lastName: 'Укажите фамилию',
        email: 'Некорректный e-mail',
        phone: 'Номер телефона слишком короткий',
        message: 'Сообщение слишком короткое',
      },
    })
    const chinese = await post('?locale=zh', invalid)
    expect(chinese.status).toBe(400)
    expect(await chinese.json()).toEqual({
      message: '内容过短',
      errors: {
        firstName: '内容过短',
        lastName: '请填写姓氏',
        email: '电子邮箱地址无效',
        phone: '电话号码过短',
        message: '留言内容过短',
      },
    })
  })

  it('takes a +7 or +86 mobile from the Russian and Chinese pages, not from the English one', async () => {
    for (const [query, phone] of [
      ['?locale=ru', '+7 916 123-45-67'],
      ['?locale=zh', '+86 138 0013 8000'],
    ]) {
      expect((await post(query!, { ...valid, phone })).status).toBe(201)
      const english = await post('', { ...valid, phone })
      expect(await english.json()).toEqual({
        message: 'Invalid phone number',
        errors: { phone: 'Invalid phone number' },
      })
    }
  })

  it('puts refusals before validation in the edition too, never answering 500 for bad input', async () => {
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
      new Request('http://localhost/api/v1/contacts?locale=ru', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{',
      }),
      undefined,
    )
    expect(notJson.status).toBe(400)
    expect((await notJson.json()).message).toBe('Отправленные данные не являются корректным JSON')
  })

  it('gives zod’s own words for a crafted body in the edition, English as before', async () => {
    const answers = await Promise.all(
      ['', '?locale=ar', '?locale=ru', '?locale=zh'].map(async (query) => {
        const res = await post(query, [1, 2])
        expect(res.status).toBe(400)
        return ((await res.json()) as { message: string }).message
      }),
    )
    expect(answers[0]).toBe('Invalid input: expected object, received array')
    expect(answers[1]).toMatch(/[\u0600-\u06ff]/)
    expect(answers[2]).toMatch(/[а-яё]/i)
    expect(answers[3]).toMatch(/[\u4e00-\u9fff]/)
  })

  it('keeps a refusal’s headers', async () => {
    const limited = handle((request) =>
      inLocale(answerLocale(request), async () => {
        throw new HttpError(429, RATE_LIMIT_MESSAGE, undefined, { 'Retry-After': '60' })
      }),
    )
    const answer = async (query: string) => {
      const res = await limited(new Request(`http://localhost/x${query}`, { method: 'POST' }), {})
      expect(res.status).toBe(429)
      expect(res.headers.get('retry-after')).toBe('60')
      return ((await res.json()) as { message: string }).message
    }
    expect(await answer('')).toBe('Too many submissions. Please try again later.')
    expect(await answer('?locale=ar')).toBe(
      'لقد تجاوزت الحد المسموح به من محاولات الإرسال. يُرجى المحاولة لاحقاً.',
    )
    expect(await answer('?locale=zh')).toBe('提交次数过多，请稍后再试。')
  })

  it('answers an unexpected failure 500 in the edition, with nothing of the error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const broken = handle((request) =>
      inLocale(answerLocale(request), async () => {
        throw new Error('database at /var/lib/secret is down')
      }),
    )
    const answer = async (query: string) => {
      const res = await broken(new Request(`http://localhost/x${query}`, { method: 'POST' }), {})
      expect(res.status).toBe(500)
      return res.json()
    }
    expect(await answer('')).toEqual({ message: 'Internal error' })
    expect(await answer('?locale=ru')).toEqual({
      message: 'Внутренняя ошибка сервера. Попробуйте позже',
    })
  })
})

describe('a read’s bad query in the edition', () => {
  const list = handle(async (request) => {
    const locale = answerLocale(request)
    return inLocale(locale, async () => json(parseQuery(request, listQuerySchema, locale)))
  })
  const get = async (query: string) => {
    const res = await list(new Request(`http://localhost/api/v1/teams?${query}`), undefined)
    expect(res.status).toBe(400)
    return res.json()
  }

  it('names the parameter, in English as before', async () => {
    expect(await get('page=1&page=2')).toEqual({
      message: 'page: must be given once',
      errors: { page: 'must be given once' },
    })
    expect(await get('page=x')).toEqual({
      message: 'page: must be a whole number',
      errors: { page: 'must be a whole number' },
    })
    expect(await get('limit=99')).toEqual({
      message: 'limit: must be between 1 and 50',
      errors: { limit: 'must be between 1 and 50' },
    })
  })

  it('and in Arabic and Chinese', async () => {
    expect((await get('page=1&page=2&locale=ar')).message).toBe('page: يجب أن تُذكر مرة واحدة فقط')
    expect((await get('page=x&locale=zh')).message).toBe('page：必须为整数')
    expect((await get('limit=99&locale=zh')).message).toMatch(/^limit：.*[\u4e00-\u9fff]/)
  })
})

describe('the forms ask for their edition', () => {
  it('post English to the contract’s address and the others with ?locale', () => {
    expect(leadEndpoint('/api/v1/contacts', 'en')).toBe('/api/v1/contacts')
    expect(leadEndpoint('/api/v1/careers', 'ar')).toBe('/api/v1/careers?locale=ar')
    expect(leadEndpoint('/api/v1/complaints', 'zh')).toBe('/api/v1/complaints?locale=zh')
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
