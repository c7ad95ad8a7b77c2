import { describe, expect, it } from 'vitest'
import type { Paginated, Property } from '@/lib/api/types'
import { base, call, postJson } from './client'
import { rawRequest } from './raw-http'

// The header's currency and area switch: cookies the server renders pages with, while the
// API and the stored prices stay in AED.

const cookiesOf = (headers: Headers) => headers.getSetCookie().map((c) => c.split(';')[0])

interface Rates {
  data: { currency: string; area: string; currencies: string[]; aedPerUnit: Record<string, number>; ratesAsOf: string | null }
}

describe('/api/v1/preferences', () => {
  it('GET lists the choices with the staff’s rates and the visitor’s current choice', async () => {
    const answer = await call<Rates>('/api/v1/preferences', { headers: { cookie: 'currency=EUR; area=sqm' } })
    expect(answer.status).toBe(200)
    expect(answer.body.data.currencies).toEqual(['AED', 'USD', 'EUR', 'GBP', 'INR', 'RUB', 'CNY'])
    expect(answer.body.data).toMatchObject({ currency: 'EUR', area: 'sqm' })
    expect(answer.body.data.aedPerUnit.AED).toBe(1)
    expect(answer.body.data.aedPerUnit.USD).toBeGreaterThan(3)
    expect(answer.body.data.ratesAsOf).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  })

  it('POST JSON sets year-long cookies and answers the choice', async () => {
    const answer = await postJson('/api/v1/preferences', { currency: 'USD', area: 'sqm' })
    expect(answer.status, answer.text).toBe(200)
    expect(answer.body).toEqual({ data: { currency: 'USD', area: 'sqm' } })
    expect(cookiesOf(answer.headers).sort()).toEqual(['area=sqm', 'currency=USD'])
    const raw = answer.headers.getSetCookie().join('\n')
    expect(raw).toMatch(/Max-Age=31536000/)
    expect(raw).toMatch(/Path=\//)
    expect(raw.toLowerCase()).toMatch(/samesite=lax/)
  })

  it('a plain HTML form post goes back to the page it came from', async () => {
    const answer = await call('/api/v1/preferences', {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: base,
        referer: `${base}/property?status=rent`,
      },
      body: 'currency=GBP&area=sqft',
    })
    expect(answer.status).toBe(303)
    expect(answer.headers.get('location')).toBe('/property?status=rent')
    expect(cookiesOf(answer.headers).sort()).toEqual(['area=sqft', 'currency=GBP'])
  })

  it('never sends a visitor to another site', async () => {
    const answer = await call('/api/v1/preferences', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', referer: 'https://evil.example/phish' },
      body: 'currency=USD',
    })
    expect(answer.status).toBe(303)
    expect(answer.headers.get('location')).toBe('/')
  })

  it.each(['//evil.example/x', '/\\evil.example', '///evil.example', '/\\/evil.example'])(
    'sends a form from a page whose path reads as another host (%s) home, not there',
    async (path) => {
      const answer = await rawRequest({
        method: 'POST',
        path: '/api/v1/preferences',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base, referer: `${base}${path}` },
        body: 'currency=EUR',
      })
      expect(answer.status).toBe(303)
      expect(answer.headers.location).toBe('/')
    },
  )

  it.each([
    [{ currency: 'XYZ' }, 'currency'],
    [{ area: 'acres' }, 'area'],
    [{}, 'currency'],
  ])('refuses %j with 400 and a field message, sets nothing', async (body, field) => {
    const answer = await postJson<{ message: string; errors: Record<string, string> }>('/api/v1/preferences', body)
    expect(answer.status).toBe(400)
    expect(answer.body.errors[field]).toBeTruthy()
    expect(answer.headers.getSetCookie()).toEqual([])
  })

  it('refuses a cross-site post', async () => {
    const answer = await postJson('/api/v1/preferences', { currency: 'USD' }, { origin: 'https://evil.example' })
    expect(answer.status).toBe(403)
  })
})

describe('pages in the visitor’s currency', () => {
  it('the listing and a detail page render in the cookie’s currency and unit, the API stays in AED', async () => {
    const list = await call<{ data: Paginated<Property> }>('/api/v1/properties?status=sell&limit=1', {
      headers: { cookie: 'currency=USD; area=sqm' },
    })
    const property = list.body.data.docs[0]!
    const rates = await call<Rates>('/api/v1/preferences')
    const usd = Math.round(property.price / rates.body.data.aedPerUnit.USD!)
    const expected = `${new Intl.NumberFormat('en-AE').format(usd)} USD`

    const detail = await call(`/property/${property._id}`, { headers: { cookie: 'currency=USD; area=sqm' } })
    expect(detail.status).toBe(200)
    expect(detail.text).toContain(expected)
    expect(detail.text).toContain('m²')
    expect(detail.text).not.toContain('Sq. m')
    expect(detail.text).toMatch(/rates as of/)

    // The same page for a visitor without the cookies: AED, from its own cache entry.
    const plain = await call(`/property/${property._id}`)
    expect(plain.text).not.toContain(expected)
    expect(plain.text).toContain(`${new Intl.NumberFormat('en-AE').format(property.price)} AED`)

    // JSON-LD keeps the canonical AED price whatever the visitor chose.
    expect(detail.text).toMatch(/"priceCurrency":"AED"/)
    expect(list.body.data.docs[0]!.price).toBe(property.price)
  })
})
