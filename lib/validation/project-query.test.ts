import { describe, expect, it } from 'vitest'
import { apiProjectQuerySchema, PROJECT_PAGE_SIZE } from './project-query'
import { describeIssues } from './query'

const parse = (query: Record<string, string>) => apiProjectQuerySchema.safeParse(query)

/** The field a refused query is blamed on, as the API's `errors` names it. */
function refusedField(query: Record<string, string>): string {
  const result = parse(query)
  if (result.success) throw new Error(`accepted ${JSON.stringify(query)}`)
  return Object.keys(describeIssues(result.error).errors)[0]!
}

describe('apiProjectQuerySchema', () => {
  it('defaults to the first page of 9', () => {
    expect(parse({}).data).toEqual({ page: 1, limit: PROJECT_PAGE_SIZE })
    expect(PROJECT_PAGE_SIZE).toBe(9)
  })

  it('reads every filter', () => {
    expect(
      parse({
        page: '2',
        limit: '50',
        community: ' Dubai Creek Harbour ',
        developer: 'emaar-properties',
        handoverYear: '2028',
        status: 'under-construction',
      }).data,
    ).toEqual({
      page: 2,
      limit: 50,
      community: 'Dubai Creek Harbour',
      developer: 'emaar-properties',
      handoverYear: 2028,
      status: 'under-construction',
    })
  })

  it('ignores keys it does not know', () => {
    expect(parse({ city: 'Dubai Marina', sort: 'name' }).data).toEqual({ page: 1, limit: 9 })
  })

  it.each([
    [{ limit: '0' }, 'limit'],
    [{ limit: '51' }, 'limit'],
    [{ limit: '100000' }, 'limit'],
    [{ page: '0' }, 'page'],
    [{ page: '-1' }, 'page'],
    [{ page: '1.5' }, 'page'],
    [{ status: 'sold' }, 'status'],
    [{ status: 'Ready' }, 'status'],
    [{ handoverYear: '28' }, 'handoverYear'],
    [{ handoverYear: '2028.5' }, 'handoverYear'],
    [{ handoverYear: 'NaN' }, 'handoverYear'],
    [{ handoverYear: '1e3' }, 'handoverYear'],
    [{ developer: 'Emaar Properties' }, 'developer'],
    [{ developer: 'emaar--properties' }, 'developer'],
    [{ developer: '' }, 'developer'],
    [{ developer: 'a'.repeat(121) }, 'developer'],
    [{ community: '' }, 'community'],
    [{ community: 'Marina\u0000' }, 'community'],
    [{ community: 'x'.repeat(101) }, 'community'],
  ])('refuses %o', (query, field) => {
    expect(refusedField(query)).toBe(field)
  })
})
