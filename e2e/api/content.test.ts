import { describe, expect, it } from 'vitest'
import type { Article, Paginated, TeamMember, Testimonial } from '@/lib/api/types'
import { call } from './client'

describe('GET /api/v1/teams', () => {
  it('lists the 12 team members with photo, name and designation', async () => {
    const answer = await call<{ data: Paginated<TeamMember> }>('/api/v1/teams')
    expect(answer.status).toBe(200)
    const { docs, totalDocs } = answer.body.data
    expect(totalDocs).toBe(12)
    for (const m of docs) {
      expect(m._id).toMatch(/^[a-f0-9]{24}$/)
      expect(m.firstName && m.lastName && m.designation).toBeTruthy()
      expect(m.profile.s3Url).toMatch(/^\/cms-api\/media\/file\//)
    }
  })

  it('pages with limit', async () => {
    const answer = await call<{ data: Paginated<TeamMember> }>('/api/v1/teams?limit=5&page=3')
    expect(answer.body.data.docs).toHaveLength(2)
    expect(answer.body.data.hasNextPage).toBe(false)
  })
})

describe('GET /api/v1/testimonials', () => {
  it('lists the 8 testimonials', async () => {
    const answer = await call<{ data: Paginated<Testimonial> }>('/api/v1/testimonials')
    expect(answer.status).toBe(200)
    expect(answer.body.data.totalDocs).toBe(8)
    for (const t of answer.body.data.docs) {
      expect(t.name && t.location && t.message).toBeTruthy()
      expect(t.image?.s3Url).toBeTruthy()
    }
  })
})

describe('GET /api/v1/news', () => {
  it('lists news only, newest first, with HTML content', async () => {
    const answer = await call<{ data: Paginated<Article> }>('/api/v1/news')
    expect(answer.status).toBe(200)
    const { docs, totalDocs } = answer.body.data
    expect(totalDocs).toBeGreaterThanOrEqual(9)
    expect(docs.every((a) => a.kind === 'news')).toBe(true)
    const dates = docs.map((a) => Date.parse(a.publishedAt))
    expect([...dates].sort((a, b) => b - a)).toEqual(dates)
    expect(docs[0]!.content).toMatch(/<p>/)
    expect(docs[0]!.banner.s3Url).toBeTruthy()
  })

  it('lists the community guides with ?kind=guide', async () => {
    const answer = await call<{ data: Paginated<Article> }>('/api/v1/news?kind=guide')
    const slugs = answer.body.data.docs.map((a) => a.slug)
    expect(answer.body.data.totalDocs).toBeGreaterThanOrEqual(10)
    for (const slug of ['palm-jumeirah', 'dubai-marina', 'dubai-hills-estate', 'town-square']) {
      expect(slugs).toContain(slug)
    }
  })

  it('answers 400 for a bad kind or limit', async () => {
    expect((await call('/api/v1/news?kind=secret')).status).toBe(400)
    expect((await call('/api/v1/news?limit=51')).status).toBe(400)
  })
})

describe('GET /api/v1/news/{idOrSlug}', () => {
  it('answers an article by id and by slug', async () => {
    const list = await call<{ data: Paginated<Article> }>('/api/v1/news?limit=1')
    const first = list.body.data.docs[0]!
    const byId = await call<{ data: Article }>(`/api/v1/news/${first._id}`)
    expect(byId.status).toBe(200)
    expect(byId.body.data.title).toBe(first.title)
    const bySlug = await call<{ data: Article }>(`/api/v1/news/${first.slug}`)
    expect(bySlug.body.data._id).toBe(first._id)
  })

  it('answers a community guide by slug', async () => {
    const answer = await call<{ data: Article }>('/api/v1/news/palm-jumeirah')
    expect(answer.status).toBe(200)
    expect(answer.body.data.title).toBe('Palm Jumeirah')
    expect(answer.body.data.content).toMatch(/<h2>/)
  })

  it('answers 404 for an unknown id or slug', async () => {
    for (const id of ['aaaaaaaaaaaaaaaaaaaaaaaa', 'no-such-article', '..%2F..%2Fetc']) {
      const answer = await call<{ message: string }>(`/api/v1/news/${id}`)
      expect(answer.status).toBe(404)
      expect(answer.body.message).toBe('Article not found')
    }
  })
})
