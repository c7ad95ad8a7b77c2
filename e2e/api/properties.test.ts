import { describe, expect, it } from 'vitest'
import type { CitiesAndTypes, Paginated, Property } from '@/lib/api/types'
import { call } from './client'

type List = { data: Paginated<Property> }

async function list(query: string) {
  const answer = await call<List>(`/api/v1/properties${query}`)
  expect(answer.status, answer.text).toBe(200)
  return answer.body.data
}

describe('GET /api/v1/properties', () => {
  it('answers the paginated contract shape with 9 newest-first listings by default', async () => {
    const data = await list('')
    expect(Object.keys(data).sort()).toEqual(
      ['docs', 'hasNextPage', 'hasPrevPage', 'limit', 'nextPage', 'page', 'prevPage', 'totalDocs', 'totalPages'].sort(),
    )
    expect(data.limit).toBe(9)
    expect(data.page).toBe(1)
    expect(data.docs).toHaveLength(9)
    expect(data.totalDocs).toBeGreaterThanOrEqual(60)
    expect(data.hasNextPage).toBe(true)
    expect(data.hasPrevPage).toBe(false)
    expect(data.nextPage).toBe(2)
    expect(data.prevPage).toBeNull()
    const created = data.docs.map((d) => Date.parse(d.createdAt))
    expect([...created].sort((a, b) => b - a)).toEqual(created)
  })

  it('returns every field of the spec for a listing', async () => {
    const [p] = (await list('?limit=1')).docs
    expect(p!._id).toMatch(/^[a-f0-9]{24}$/)
    for (const key of ['name', 'description', 'city', 'location', 'type', 'agentName', 'agentImage', 'status']) {
      expect(typeof p![key as keyof Property], key).toBe('string')
    }
    for (const key of ['price', 'bathrooms', 'bedrooms', 'sqft', 'parking']) {
      expect(typeof p![key as keyof Property], key).toBe('number')
    }
    expect(p!.banner.s3Url).toMatch(/^\/cms-api\/media\/file\//)
    expect(p!.image.length).toBeGreaterThan(0)
    for (const photo of p!.image) {
      expect(photo).toMatchObject({ s3Url: expect.any(String), s3Key: expect.any(String), uniqueid: expect.any(String) })
    }
    expect(p!.amenities.every((a) => typeof a.name === 'string')).toBe(true)
    expect(p!.propertyInfo.createdDate).toBe(p!.createdAt)
    expect(p!.buildingInfo.sqft ?? p!.buildingInfo.Sqft).toBeTruthy()
    expect(p!.permitNumber).toMatch(/\d/)
    expect(p!.reference).toBeTruthy()
  })

  it('pages through every listing exactly once', async () => {
    const first = await list('?limit=50&page=1')
    const second = await list('?limit=50&page=2')
    const ids = [...first.docs, ...second.docs].map((d) => d._id)
    expect(new Set(ids).size).toBe(first.totalDocs)
    expect(second.hasNextPage).toBe(false)
    expect(second.prevPage).toBe(1)
  })

  it('answers an empty page past the end, not an error', async () => {
    const data = await list('?page=999')
    expect(data.docs).toEqual([])
    expect(data.hasNextPage).toBe(false)
  })

  it('filters by status', async () => {
    for (const status of ['sell', 'rent'] as const) {
      const data = await list(`?status=${status}&limit=50`)
      expect(data.docs.length).toBeGreaterThan(0)
      expect(data.docs.every((d) => d.status === status)).toBe(true)
    }
    const rent = await list('?status=rent&limit=3')
    expect(rent.docs).toHaveLength(3)
  })

  it('filters by city, type, bedrooms and price, alone and combined', async () => {
    const all = (await list('?limit=50')).docs.concat((await list('?limit=50&page=2')).docs)
    const sample = all.find((d) => d.status === 'sell' && d.bedrooms === 2) ?? all[0]!
    const byCity = await list(`?city=${encodeURIComponent(sample.city)}&limit=50`)
    expect(byCity.docs.length).toBeGreaterThan(0)
    expect(byCity.docs.every((d) => d.city.toLowerCase().includes(sample.city.toLowerCase()))).toBe(true)

    const byType = await list(`?type=${encodeURIComponent(sample.type)}&limit=50`)
    expect(byType.docs.every((d) => d.type === sample.type)).toBe(true)
    expect(byType.totalDocs).toBe(all.filter((d) => d.type === sample.type).length)

    const byBeds = await list(`?bedrooms=${sample.bedrooms}&limit=50`)
    expect(byBeds.docs.every((d) => d.bedrooms === sample.bedrooms)).toBe(true)

    const min = 1_000_000
    const max = 5_000_000
    const byPrice = await list(`?price[gte]=${min}&price[lte]=${max}&limit=50`)
    expect(byPrice.totalDocs).toBe(all.filter((d) => d.price >= min && d.price <= max).length)
    expect(byPrice.docs.every((d) => d.price >= min && d.price <= max)).toBe(true)

    const combined = await list(
      `?status=sell&city=${encodeURIComponent(sample.city)}&type=${encodeURIComponent(sample.type)}&bedrooms=${sample.bedrooms}&limit=50`,
    )
    const expected = all.filter(
      (d) =>
        d.status === 'sell' &&
        d.city.toLowerCase().includes(sample.city.toLowerCase()) &&
        d.type === sample.type &&
        d.bedrooms === sample.bedrooms,
    )
    expect(combined.totalDocs).toBe(expected.length)
  })

  it('reads price bounds in the currency named beside them, at the rates the pages show', async () => {
    const rates = await call<{ data: { aedPerUnit: Record<string, number> } }>('/api/v1/preferences')
    const usdRate = rates.body.data.aedPerUnit.USD!
    const all: Property[] = []
    for (let page = 1; ; page++) {
      const data = await list(`?limit=50&status=sell&page=${page}`)
      all.push(...data.docs)
      if (!data.hasNextPage) break
    }
    const shownInUsd = (aed: number) => Math.round(aed / usdRate)
    const min = 1_000_000
    const max = 2_000_000
    const inUsd = await list(`?status=sell&price[gte]=${min}&price[lte]=${max}&currency=USD&limit=50`)
    // Every home whose price shows between USD 1,000,000 and 2,000,000, and no other.
    expect(inUsd.docs.every((d) => shownInUsd(d.price) >= min && shownInUsd(d.price) <= max)).toBe(true)
    const expected = all.filter((d) => shownInUsd(d.price) >= min && shownInUsd(d.price) <= max)
    expect(expected.length).toBeGreaterThan(0)
    expect(inUsd.totalDocs).toBe(expected.length)
    // Without a currency the same numbers are AED, as before.
    const inAed = await list(`?status=sell&price[gte]=${min}&price[lte]=${max}&limit=50`)
    expect(inAed.docs.every((d) => d.price >= min && d.price <= max)).toBe(true)
    expect(inAed.docs.map((d) => d._id)).not.toEqual(inUsd.docs.map((d) => d._id))
    // currency=AED is the same as none.
    const namedAed = await list(`?status=sell&price[gte]=${min}&price[lte]=${max}&currency=AED&limit=50`)
    expect(namedAed.docs.map((d) => d._id)).toEqual(inAed.docs.map((d) => d._id))
  })

  it('refuses an unknown currency with a clear message', async () => {
    const answer = await call<{ message: string; errors: Record<string, string> }>('/api/v1/properties?price[gte]=1&currency=DOGE')
    expect(answer.status).toBe(400)
    expect(answer.body.message).toBe('currency: must be one of AED, USD, EUR, GBP, INR, RUB, CNY')
    expect(answer.body.errors.currency).toBe('must be one of AED, USD, EUR, GBP, INR, RUB, CNY')
  })

  it('filters featured listings', async () => {
    const data = await list('?isFeatured=true&limit=50')
    expect(data.docs.length).toBeGreaterThanOrEqual(6)
    expect(data.docs.every((d) => d.isFeatured)).toBe(true)
  })

  it.each([
    ['status=foo', 'status'],
    ['limit=100000', 'limit'],
    ['limit=0', 'limit'],
    ['page=-1', 'page'],
    ['page=0', 'page'],
    ['price[gte]=abc', 'price[gte]'],
    ['price[lte]=NaN', 'price[lte]'],
    ['price[gte]=1e309', 'price[gte]'],
    ['bedrooms=two', 'bedrooms'],
    ['bedrooms=2.5', 'bedrooms'],
    ['isFeatured=yes', 'isFeatured'],
    ['limit=5&limit=6', 'limit'],
  ])('answers 400 for %s', async (query, field) => {
    const answer = await call<{ message: string; errors: Record<string, string> }>(`/api/v1/properties?${query}`)
    expect(answer.status).toBe(400)
    expect(answer.body.message).toContain(field)
    expect(answer.body.errors[field]).toBeTruthy()
  })
})

describe('GET /api/v1/properties/data', () => {
  it('lists the cities and types that exist', async () => {
    const answer = await call<{ data: CitiesAndTypes }>('/api/v1/properties/data')
    expect(answer.status).toBe(200)
    const { cities, propertyTypes } = answer.body.data
    expect(cities.length).toBeGreaterThanOrEqual(12)
    expect(propertyTypes.length).toBeGreaterThanOrEqual(6)
    expect(new Set(cities).size).toBe(cities.length)
    expect(cities).toContain('Dubai Marina')
    expect(propertyTypes).toContain('Villa')
  })
})

describe('GET /api/v1/properties/{id}', () => {
  it('answers one listing by its id', async () => {
    const [first] = (await list('?limit=1')).docs
    const answer = await call<{ data: Property }>(`/api/v1/properties/${first!._id}`)
    expect(answer.status).toBe(200)
    expect(answer.body.data._id).toBe(first!._id)
    expect(answer.body.data.name).toBe(first!.name)
  })

  it.each(['aaaaaaaaaaaaaaaaaaaaaaaa', 'not-an-id', '1', "1' OR '1'='1"])('answers 404 for %s', async (id) => {
    const answer = await call<{ message: string }>(`/api/v1/properties/${encodeURIComponent(id)}`)
    expect(answer.status).toBe(404)
    expect(answer.body.message).toBe('Property not found')
  })
})
