import { beforeAll, describe, expect, it } from 'vitest'
import type { Paginated, Project, ProjectDetail } from '@/lib/api/types'
import { call, postJson, validEnquiry } from './client'
import { staffCreate, staffFind } from './staff'

/*
 * Written against whatever the seed holds, as long as one project is published: every
 * expectation is derived from the lists the API answers, not from known demo content.
 */

type List = { data: Paginated<Project> }

async function list(query: string) {
  const answer = await call<List>(`/api/v1/projects${query}`)
  expect(answer.status, answer.text).toBe(200)
  return answer.body.data
}

/** Every published project, page by page. */
async function everyProject(): Promise<Project[]> {
  const all: Project[] = []
  for (let page = 1; ; page++) {
    const data = await list(`?limit=50&page=${page}`)
    all.push(...data.docs)
    if (!data.hasNextPage) return all
  }
}

let all: Project[] = []

beforeAll(async () => {
  all = await everyProject()
})

describe('GET /api/v1/projects', () => {
  it('answers the paginated contract shape, 9 to a page, newest launch first', async () => {
    const data = await list('')
    expect(Object.keys(data).sort()).toEqual(
      [
        'docs',
        'hasNextPage',
        'hasPrevPage',
        'limit',
        'nextPage',
        'page',
        'prevPage',
        'totalDocs',
        'totalPages',
      ].sort(),
    )
    expect(data.limit).toBe(9)
    expect(data.page).toBe(1)
    expect(data.totalDocs).toBeGreaterThanOrEqual(1)
    expect(data.docs).toHaveLength(Math.min(9, data.totalDocs))
    expect(data.hasPrevPage).toBe(false)
    expect(data.prevPage).toBeNull()
    expect(data.hasNextPage).toBe(data.totalDocs > 9)
    const launched = all.map((p) => Date.parse(p.launchDate))
    expect([...launched].sort((a, b) => b - a)).toEqual(launched)
  })

  it('returns every field of a project, with a plan that adds up to 100 %', () => {
    for (const p of all) {
      expect(p._id).toMatch(/^[a-f0-9]{24}$/)
      expect(p.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
      for (const key of [
        'name',
        'community',
        'location',
        'description',
        'launchDate',
        'paymentPlanShort',
      ] as const) {
        expect(typeof p[key], `${p.slug}.${key}`).toBe('string')
      }
      expect(['launching', 'under-construction', 'ready']).toContain(p.status)
      expect([1, 2, 3, 4]).toContain(p.handover.quarter)
      expect(Number.isInteger(p.handover.year)).toBe(true)
      expect(p.constructionProgress).toBeGreaterThanOrEqual(0)
      expect(p.constructionProgress).toBeLessThanOrEqual(100)
      expect(typeof p.isVerified).toBe('boolean')
      expect(typeof p.hasBrochure).toBe('boolean')
      expect(p.paymentPlan.length).toBeGreaterThan(0)
      expect(Math.round(p.paymentPlan.reduce((sum, m) => sum + m.percent, 0) * 100)).toBe(10_000)
      expect(p.paymentPlanShort).toMatch(/^\d+(\.\d+)?\/\d+(\.\d+)?$/)
      expect(p.banner.s3Url).toMatch(/^\/(cms-api\/media\/file\/|images\/)/)
      for (const image of p.gallery) expect(image.s3Url).toMatch(/^\/cms-api\/media\/file\//)
      for (const unit of p.unitTypes) {
        expect(unit.sizeToSqft).toBeGreaterThanOrEqual(unit.sizeFromSqft)
        expect(['available', 'limited', 'sold-out']).toContain(unit.availability)
      }
      if (p.developer) expect(p.developer._id).toMatch(/^[a-f0-9]{24}$/)
      expect(p).not.toHaveProperty('listings')
    }
  })

  it('never hands out a brochure file: it is private', async () => {
    const answer = await call('/api/v1/projects?limit=50')
    expect(answer.text).not.toContain('/cms-api/brochures')
  })

  it('pages through every project exactly once', async () => {
    const first = await list('?limit=1&page=1')
    expect(new Set(all.map((p) => p._id)).size).toBe(first.totalDocs)
    expect(all).toHaveLength(first.totalDocs)
    if (first.totalDocs > 1) {
      const second = await list('?limit=1&page=2')
      expect(second.prevPage).toBe(1)
      expect(second.docs[0]!._id).toBe(all[1]!._id)
    }
  })

  it('answers an empty page past the end, not an error', async () => {
    const data = await list('?page=999')
    expect(data.docs).toEqual([])
    expect(data.hasNextPage).toBe(false)
  })

  it('filters by community, developer, handover year and status, alone and combined', async () => {
    const sample = all[0]!
    const byCommunity = await list(`?community=${encodeURIComponent(sample.community)}&limit=50`)
    const inCommunity = (p: Project) =>
      p.community.toLowerCase().includes(sample.community.toLowerCase())
    expect(byCommunity.totalDocs).toBe(all.filter(inCommunity).length)
    expect(byCommunity.docs.every(inCommunity)).toBe(true)

    if (sample.developer) {
      const slug = sample.developer.slug
      const byDeveloper = await list(`?developer=${slug}&limit=50`)
      expect(byDeveloper.totalDocs).toBe(all.filter((p) => p.developer?.slug === slug).length)
      expect(byDeveloper.docs.every((p) => p.developer?.slug === slug)).toBe(true)
    }

    const year = sample.handover.year
    const byYear = await list(`?handoverYear=${year}&limit=50`)
    expect(byYear.totalDocs).toBe(all.filter((p) => p.handover.year === year).length)
    expect(byYear.docs.every((p) => p.handover.year === year)).toBe(true)

    for (const status of ['launching', 'under-construction', 'ready'] as const) {
      const byStatus = await list(`?status=${status}&limit=50`)
      expect(byStatus.totalDocs, status).toBe(all.filter((p) => p.status === status).length)
      expect(byStatus.docs.every((p) => p.status === status)).toBe(true)
    }

    const combined = await list(
      `?community=${encodeURIComponent(sample.community)}&handoverYear=${year}&status=${sample.status}&limit=50`,
    )
    const expected = all.filter(
      (p) => inCommunity(p) && p.handover.year === year && p.status === sample.status,
    )
    expect(combined.totalDocs).toBe(expected.length)
    expect(combined.docs.map((p) => p._id)).toContain(sample._id)
  })

  it('answers an empty list for a developer or year with no project', async () => {
    expect((await list('?developer=no-such-developer-anywhere')).totalDocs).toBe(0)
    expect((await list('?handoverYear=2099')).totalDocs).toBe(
      all.filter((p) => p.handover.year === 2099).length,
    )
  })

  it.each([
    ['status=foo', 'status'],
    ['status=Ready', 'status'],
    ['limit=100000', 'limit'],
    ['limit=51', 'limit'],
    ['limit=0', 'limit'],
    ['page=-1', 'page'],
    ['page=0', 'page'],
    ['handoverYear=abc', 'handoverYear'],
    ['handoverYear=2028.5', 'handoverYear'],
    ['handoverYear=1e3', 'handoverYear'],
    ['developer=Not%20A%20Slug', 'developer'],
    ['community=%00', 'community'],
    ['limit=5&limit=6', 'limit'],
  ])('answers 400 for %s', async (query, field) => {
    const answer = await call<{ message: string; errors: Record<string, string> }>(
      `/api/v1/projects?${query}`,
    )
    expect(answer.status).toBe(400)
    expect(answer.body.message).toContain(field)
    expect(answer.body.errors[field]).toBeTruthy()
  })
})

describe('GET /api/v1/projects/{idOrSlug}', () => {
  it('answers one project by its id and by its slug, with its off-plan listings', async () => {
    const sample = all[0]!
    const byId = await call<{ data: ProjectDetail }>(`/api/v1/projects/${sample._id}`)
    expect(byId.status).toBe(200)
    expect(byId.body.data).toMatchObject({ _id: sample._id, slug: sample.slug, name: sample.name })
    const bySlug = await call<{ data: ProjectDetail }>(`/api/v1/projects/${sample.slug}`)
    expect(bySlug.status).toBe(200)
    expect(bySlug.body.data._id).toBe(sample._id)
    expect(Array.isArray(bySlug.body.data.listings)).toBe(true)
    for (const listing of bySlug.body.data.listings) {
      expect(listing._id).toMatch(/^[a-f0-9]{24}$/)
      expect(listing.completionStatus).toBe('off-plan')
    }
  })

  it.each([
    'no-such-project-anywhere',
    'aaaaaaaaaaaaaaaaaaaaaaaa',
    'Not A Slug!',
    '1',
    "1' OR '1'='1",
  ])('answers 404 for %s', async (id) => {
    const answer = await call<{ message: string }>(`/api/v1/projects/${encodeURIComponent(id)}`)
    expect(answer.status).toBe(404)
    expect(answer.body.message).toBe('Project not found')
  })
})

describe('drafts', () => {
  it('never lists or serves a project staff have not published', async () => {
    // Whatever drafts the data holds (none is fine): staff see them, the public never does.
    const drafts = await staffFind('projects', '_status', 'draft')
    const publicIds = new Set(all.map((p) => p._id))
    for (const draft of drafts) {
      expect(publicIds.has(String(draft.publicId))).toBe(false)
      const answer = await call(`/api/v1/projects/${encodeURIComponent(String(draft.slug))}`)
      expect(answer.status).toBe(404)
    }
  })

  it('hides a draft project created for the test, and takes no interest in it', async () => {
    const slug = `draft-${Date.now().toString(36)}`
    const draft = await staffCreate(
      'projects',
      { name: 'Unreleased Tower', slug, _status: 'draft' },
      '?draft=true',
    )
    expect(draft.slug).toBe(slug)
    expect((await everyProject()).some((p) => p.slug === slug)).toBe(false)
    expect((await call(`/api/v1/projects/${slug}`)).status).toBe(404)
    expect((await call(`/api/v1/projects/${String(draft.publicId)}`)).status).toBe(404)
    const interest = await postJson(`/api/v1/projects/${slug}/interest`, validEnquiry)
    expect(interest.status).toBe(404)
  })
})

describe('Payload REST', () => {
  it('serves projects, developers and brochures to staff only', async () => {
    for (const path of [
      '/cms-api/projects?limit=100000',
      '/cms-api/projects?draft=true',
      '/cms-api/projects/versions',
      '/cms-api/developers',
      '/cms-api/brochures',
      '/cms-api/brochures/count',
    ]) {
      const res = await call(path)
      expect([401, 403], path).toContain(res.status)
    }
  })
})
