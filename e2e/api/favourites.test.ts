import { beforeAll, describe, expect, it } from 'vitest'
import type { Paginated, Property } from '@/lib/api/types'
import { call } from './client'
import { hostileValues, offenders } from './hostile-inputs'

/**
 * GET /api/v1/properties?ids=…: the saved homes of the favourites page, read by id. The ids
 * come from the seeded listing itself, never hard-coded.
 */

type List = { data: Paginated<Property> }
type Failure = { message: string; errors: Record<string, string> }

let all: Property[] = []

beforeAll(async () => {
  const first = await call<List>('/api/v1/properties?limit=50&page=1')
  const second = await call<List>('/api/v1/properties?limit=50&page=2')
  all = [...first.body.data.docs, ...second.body.data.docs]
  expect(all.length).toBeGreaterThanOrEqual(60)
})

async function byIds(ids: string[], extra = '') {
  const answer = await call<List>(`/api/v1/properties?ids=${ids.join(',')}${extra}`)
  expect(answer.status, answer.text).toBe(200)
  return answer.body.data
}

/** An id shaped like a listing's that no listing has. */
function unknownId(): string {
  const taken = new Set(all.map((p) => p._id))
  for (let n = 0; ; n++) {
    const candidate = `ffffffff${n.toString(16).padStart(16, '0')}`
    if (!taken.has(candidate)) return candidate
  }
}

describe('GET /api/v1/properties?ids=', () => {
  it('returns exactly the listings asked for, newest first, in the paginated shape', async () => {
    // Spread across the list, mixing sale and rent.
    const picked = [all[3]!, all[17]!, all[40]!, all.find((p) => p.status === 'rent')!]
    const ids = [...new Set(picked.map((p) => p._id))]
    const data = await byIds(ids)
    expect(data.docs.map((d) => d._id).sort()).toEqual([...ids].sort())
    expect(data.totalDocs).toBe(ids.length)
    expect(data.page).toBe(1)
    expect(data.hasNextPage).toBe(false)
    const created = data.docs.map((d) => Date.parse(d.createdAt))
    expect([...created].sort((a, b) => b - a)).toEqual(created)
    // Full listings, as the rest of the API returns them.
    expect(data.docs[0]).toMatchObject({ name: expect.any(String), price: expect.any(Number), banner: { s3Url: expect.any(String) } })
  })

  it('holds every named listing on one page when no limit is given', async () => {
    const ids = all.slice(0, 12).map((p) => p._id)
    const data = await byIds(ids)
    expect(data.limit).toBe(12)
    expect(data.docs).toHaveLength(12)
  })

  it('pages with an explicit limit like any other filter', async () => {
    const ids = all.slice(0, 5).map((p) => p._id)
    const data = await byIds(ids, '&limit=2&page=2')
    expect(data.docs).toHaveLength(2)
    expect(data.totalDocs).toBe(5)
    expect(data.prevPage).toBe(1)
  })

  it('answers 50 ids', async () => {
    const ids = all.slice(0, 50).map((p) => p._id)
    const data = await byIds(ids)
    expect(data.docs).toHaveLength(50)
  })

  it('leaves out ids that match no listing, and counts a repeat once', async () => {
    const [a, b] = [all[0]!._id, all[1]!._id]
    const data = await byIds([a, unknownId(), b, a])
    expect(data.docs.map((d) => d._id).sort()).toEqual([a, b].sort())
    expect(data.totalDocs).toBe(2)

    const none = await byIds([unknownId()])
    expect(none.docs).toEqual([])
    expect(none.totalDocs).toBe(0)
  })

  it('combines with the other filters', async () => {
    const sale = all.find((p) => p.status === 'sell')!
    const rent = all.find((p) => p.status === 'rent')!
    const data = await byIds([sale._id, rent._id], '&status=rent')
    expect(data.docs.map((d) => d._id)).toEqual([rent._id])
  })

  it.each([
    ['an empty list', ''],
    ['a short id', 'abc123'],
    ['an id in capitals', 'ABCDEFABCDEFABCDEFABCDEF'],
    ['a 25-character id', 'a'.repeat(25)],
    ['a trailing comma', 'VALID,'],
    ['a space after the comma', 'VALID, VALID'],
    ['an operator', '{"$ne":null}'],
    ['a NUL byte', '%00'],
  ])('refuses %s with 400 and the field named', async (_label, value) => {
    const query = value.replaceAll('VALID', all[0]!._id)
    const answer = await call<Failure>(`/api/v1/properties?ids=${query}`)
    expect(answer.status, answer.text).toBe(400)
    expect(answer.body.message).toMatch(/^ids: /)
    expect(answer.body.errors.ids).toBeTruthy()
  })

  it('refuses more than 50 ids with 400', async () => {
    const ids = all.slice(0, 51).map((p) => p._id)
    expect(ids).toHaveLength(51)
    const answer = await call<Failure>(`/api/v1/properties?ids=${ids.join(',')}`)
    expect(answer.status, answer.text).toBe(400)
    expect(answer.body.errors.ids).toMatch(/at most 50/)
  })

  it('refuses the parameter given twice', async () => {
    const answer = await call<Failure>(`/api/v1/properties?ids=${all[0]!._id}&ids=${all[1]!._id}`)
    expect(answer.status).toBe(400)
  })

  it('never answers a 5xx, whatever the ids hold', { timeout: 120_000 }, async () => {
    const requests = hostileValues.map((value) => ({ path: `/api/v1/properties?ids=${encodeURIComponent(value)}` }))
    expect(await offenders(requests)).toEqual([])
  })
})
