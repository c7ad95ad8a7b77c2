import { describe, expect, it } from 'vitest'
import {
  apiProjectQuerySchema,
  hasProjectListFilter,
  PROJECT_PAGE_SIZE,
  projectFilterFromSearchParams,
  projectListHref,
} from './project-query'
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

describe('projectFilterFromSearchParams', () => {
  it('defaults to the first page of 9, unfiltered', () => {
    expect(projectFilterFromSearchParams({})).toEqual({ page: 1, limit: PROJECT_PAGE_SIZE })
  })

  it('reads every filter and the page', () => {
    expect(
      projectFilterFromSearchParams({
        community: ' Dubai Creek Harbour ',
        developer: 'emaar-properties',
        handoverYear: '2028',
        status: 'launching',
        page: '2',
      }),
    ).toEqual({
      page: 2,
      limit: 9,
      community: 'Dubai Creek Harbour',
      developer: 'emaar-properties',
      handoverYear: 2028,
      status: 'launching',
    })
  })

  it('reads a slug or status typed in capitals', () => {
    const filter = projectFilterFromSearchParams({
      developer: 'Emaar-Properties',
      status: 'Under-Construction',
    })
    expect(filter).toMatchObject({ developer: 'emaar-properties', status: 'under-construction' })
  })

  it('treats the form’s empty “Any” choices as no filter', () => {
    expect(
      projectFilterFromSearchParams({
        community: '',
        developer: '',
        handoverYear: '',
        status: '',
        page: '',
      }),
    ).toEqual({ page: 1, limit: 9 })
  })

  it('takes the first of repeated values', () => {
    expect(
      projectFilterFromSearchParams({ status: ['ready', 'launching'], page: ['3', '1'] }),
    ).toMatchObject({
      status: 'ready',
      page: 3,
    })
  })

  it.each([
    ['page', '0'],
    ['page', '-2'],
    ['page', '1.5'],
    ['page', '1e3'],
    ['page', '999999999'],
    ['handoverYear', '28'],
    ['handoverYear', 'NaN'],
    ['handoverYear', '3000'],
    ['status', 'sold'],
    ['developer', 'Emaar Properties'],
    ['developer', 'emaar--properties'],
    ['developer', '../admin'],
    ['community', 'Marina\u0000'],
    ['community', 'x'.repeat(101)],
  ])('drops a bad %s (%s) and never throws', (key, value) => {
    const filter = projectFilterFromSearchParams({ [key]: value })
    expect(filter).toEqual({ page: 1, limit: 9 })
  })

  it('never reads a page size from the address', () => {
    expect(projectFilterFromSearchParams({ limit: '50' }).limit).toBe(PROJECT_PAGE_SIZE)
  })
})

describe('projectListHref', () => {
  it('is the bare path for no filter on page 1', () => {
    expect(projectListHref({})).toBe('/projects')
    expect(projectListHref({}, 1)).toBe('/projects')
  })

  it('keeps the filters, drops empties and adds later pages', () => {
    const href = projectListHref(
      {
        community: 'Dubai Creek Harbour',
        developer: 'emaar',
        handoverYear: 2028,
        status: 'launching',
      },
      2,
    )
    const url = new URL(href, 'https://example.test')
    expect(url.pathname).toBe('/projects')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      community: 'Dubai Creek Harbour',
      developer: 'emaar',
      handoverYear: '2028',
      status: 'launching',
      page: '2',
    })
    expect(projectListHref({ community: '', status: 'ready' })).toBe('/projects?status=ready')
  })

  it('round-trips through the parser', () => {
    const filter = projectFilterFromSearchParams({
      developer: 'nakheel',
      handoverYear: '2027',
      page: '2',
    })
    const { page, limit: _limit, ...listFilter } = filter
    const url = new URL(projectListHref(listFilter, page), 'https://example.test')
    expect(projectFilterFromSearchParams(Object.fromEntries(url.searchParams))).toEqual(filter)
  })
})

describe('hasProjectListFilter', () => {
  it('says whether anything narrows the list', () => {
    expect(hasProjectListFilter({})).toBe(false)
    expect(hasProjectListFilter({ community: undefined })).toBe(false)
    expect(hasProjectListFilter({ handoverYear: 2028 })).toBe(true)
  })
})
