import { beforeAll, describe, expect, it } from 'vitest'
import type { Paginated, Project, ProjectDetail } from '@/lib/api/types'
import { unitTypeLabel } from '@/lib/project-units'
import { call, clientId, postJson } from './client'
import { staffFind } from './staff'

/*
 * POST /api/v1/projects/{idOrSlug}/interest and the brochure link, over real HTTP against the
 * server under test. Projects are picked from what the API lists, never by known names.
 */

type Answer = {
  message: string
  errors?: Record<string, string>
  data?: { _id: string; brochure: boolean }
}

const visitor = {
  firstName: 'Layla',
  lastName: 'Haddad',
  email: 'layla.haddad@example.com',
  phone: '+971 050-765-4321',
}

let project: ProjectDetail

beforeAll(async () => {
  const list = await call<{ data: Paginated<Project> }>('/api/v1/projects?limit=50')
  const withUnits = list.body.data.docs.find((p) => p.unitTypes.length > 1)
  expect(withUnits, 'a published project with unit types').toBeDefined()
  project = (await call<{ data: ProjectDetail }>(`/api/v1/projects/${withUnits!.slug}`)).body.data
})

const interestPath = (idOrSlug: string) => `/api/v1/projects/${idOrSlug}/interest`

describe('POST /api/v1/projects/{idOrSlug}/interest', () => {
  it('stores the lead with its project and unit type, by slug or by id', async () => {
    const unitType = unitTypeLabel(project.unitTypes[1]!)
    for (const key of [project.slug, project._id]) {
      const id = clientId('interest')
      const answer = await postJson<Answer>(interestPath(key), {
        ...visitor,
        unitType,
        message: 'High floor, creek view please.',
        clientId: id,
      })
      expect(answer.status, answer.text).toBe(201)
      expect(answer.body.message).toBe('Interest registered successfully')
      expect(answer.body.data!._id).toMatch(/^[a-f0-9]{24}$/)
      expect(typeof answer.body.data!.brochure).toBe('boolean')
      const rows = await staffFind('interests', 'clientId', id)
      expect(rows).toHaveLength(1)
      expect(rows[0]).toMatchObject({
        ...visitor,
        unitType,
        status: 'new',
        publicId: answer.body.data!._id,
      })
      expect((rows[0]!.project as { slug: string }).slug).toBe(project.slug)
    }
  })

  it('takes interest in any unit type when none is chosen', async () => {
    const id = clientId('interest-any')
    const answer = await postJson<Answer>(interestPath(project.slug), {
      ...visitor,
      unitType: '',
      clientId: id,
    })
    expect(answer.status).toBe(201)
    const [row] = await staffFind('interests', 'clientId', id)
    expect(row!.unitType ?? null).toBeNull()
  })

  it('stores a retried submission once', async () => {
    const id = clientId('interest-retry')
    const first = await postJson<Answer>(interestPath(project.slug), { ...visitor, clientId: id })
    const again = await postJson<Answer>(interestPath(project.slug), { ...visitor, clientId: id })
    expect(again.status).toBe(201)
    expect(again.body.data!._id).toBe(first.body.data!._id)
    expect(await staffFind('interests', 'clientId', id)).toHaveLength(1)
  })

  it.each([
    [{ firstName: '' }, 'firstName', 'First name is required'],
    [{ lastName: 'B' }, 'lastName', 'Too Short!'],
    [{ email: 'layla@' }, 'email', 'Invalid email'],
    [{ phone: '12345' }, 'phone', 'Invalid phone number'],
    [{ unitType: 'Castle with a moat' }, 'unitType', 'Choose one of this project’s unit types'],
    [{ unitType: 7 }, 'unitType', 'Choose one of this project’s unit types'],
    [{ message: 'x'.repeat(5001) }, 'message', 'Message is too long'],
  ])(
    'answers 400 for %j, in the form’s words, and stores nothing',
    async (change, field, message) => {
      const id = clientId('interest-bad')
      const answer = await postJson<Answer>(interestPath(project.slug), {
        ...visitor,
        ...change,
        clientId: id,
      })
      expect(answer.status).toBe(400)
      expect(answer.body.message).toBe(message)
      expect(answer.body.errors![field]).toBe(message)
      expect(await staffFind('interests', 'clientId', id)).toHaveLength(0)
    },
  )

  it.each(['no-such-project', 'ffffffffffffffffffffffff', '%E2%98%83', 'a'.repeat(200)])(
    'answers 404 for the unknown project %s',
    async (key) => {
      const answer = await postJson<Answer>(interestPath(key), visitor)
      expect(answer.status).toBe(404)
      expect(answer.body.message).toBe('Project not found')
    },
  )

  it('refuses a foreign origin and a body that is not JSON', async () => {
    expect(
      (await postJson(interestPath(project.slug), visitor, { origin: 'https://evil.example' }))
        .status,
    ).toBe(403)
    const text = await call(interestPath(project.slug), {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'hi',
    })
    expect(text.status).toBe(415)
  })

  it('answers spam like a success and stores nothing', async () => {
    const id = clientId('interest-spam')
    const answer = await postJson<Answer>(interestPath(project.slug), {
      ...visitor,
      website: 'http://spam.example',
      clientId: id,
    })
    expect(answer.status).toBe(201)
    expect(await staffFind('interests', 'clientId', id)).toHaveLength(0)
  })

  it('keeps leads from the public: Payload’s REST serves them to staff only', async () => {
    for (const path of ['/cms-api/interests', '/cms-api/interests/count']) {
      expect([401, 403], path).toContain((await call(path)).status)
    }
    const post = await postJson('/cms-api/interests', { ...visitor, project: 1 })
    expect([401, 403]).toContain(post.status)
  })
})

describe('GET /api/v1/projects/{idOrSlug}/brochure', () => {
  it('sends nothing without a valid signed link', async () => {
    const lead = 'a'.repeat(24)
    for (const query of [
      '',
      `?lead=${lead}`,
      `?lead=${lead}&expires=9999999999999&sig=forged`,
      '?lead=x&expires=y&sig=z',
    ]) {
      const answer = await call(`/api/v1/projects/${project.slug}/brochure${query}`)
      expect(answer.status, query).toBe(403)
      expect(answer.headers.get('content-type')).toContain('application/json')
    }
    expect((await call('/api/v1/projects/no-such-project/brochure')).status).toBe(404)
  })

  it('never exposes a brochure file at a public address', async () => {
    const res = await call('/cms-api/brochures?limit=1')
    expect([401, 403]).toContain(res.status)
    expect(JSON.stringify(project)).not.toMatch(/brochures\/file|\.pdf/)
  })
})
