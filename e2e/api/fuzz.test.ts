import { beforeAll, describe, expect, it } from 'vitest'
import { call, clientId, validEnquiry } from './client'
import { contentTypes, hostileIds, hostileJsonBodies, hostileQueries, hostileValues, MAX_DOCS, offenders, problemsOf } from './hostile-inputs'
import { freshLoopback, inBatches, rawRequest, type RawRequest } from './raw-http'
import { staffFind } from './staff'

/**
 * Every /api/v1 endpoint (docs/api.md) against a table of hostile query values, paths and
 * bodies. Whatever arrives, the answer is never a 5xx, never shows a stack trace or a server
 * path, is JSON with a `message` when it is an error, and never lists more than 50 documents.
 * Each test collects every offending input and fails once with the whole list.
 */

const q = (name: string, value: string) => `${encodeURIComponent(name).replace(/%5B/g, '[').replace(/%5D/g, ']')}=${encodeURIComponent(value)}`

const listEndpoints: { path: string; params: string[] }[] = [
  { path: '/api/v1/properties', params: ['page', 'limit', 'city', 'type', 'bedrooms', 'price[gte]', 'price[lte]', 'status', 'isFeatured', 'ids'] },
  { path: '/api/v1/testimonials', params: ['page', 'limit'] },
  { path: '/api/v1/teams', params: ['page', 'limit'] },
  { path: '/api/v1/news', params: ['page', 'limit', 'kind'] },
  { path: '/api/v1/projects', params: ['page', 'limit', 'community', 'developer', 'handoverYear', 'status'] },
]

/** Read endpoints that answer one document rather than a list. */
const singleEndpoints: { path: string; params: string[] }[] = [
  { path: '/api/v1/true-cost', params: ['price', 'downPayment', 'term', 'rate', 'age', 'residency', 'order', 'completion', 'sale', 'dldWaiver'] },
  { path: '/api/v1/preferences', params: ['currency', 'area'] },
]

let propertyId = ''
let articleSlug = ''

beforeAll(async () => {
  const properties = await call<{ data: { docs: { _id: string }[] } }>('/api/v1/properties?limit=1')
  propertyId = properties.body.data.docs[0]!._id
  const news = await call<{ data: { docs: { slug: string }[] } }>('/api/v1/news?limit=1')
  articleSlug = news.body.data.docs[0]!.slug
})

describe('hostile queries to the read endpoints', () => {
  it.each([...listEndpoints, ...singleEndpoints])('$path: every hostile value for every parameter, and every hostile query shape', { timeout: 180_000 }, async ({ path, params }) => {
    const requests = [
      ...params.flatMap((param) => hostileValues.map((value) => ({ path: `${path}?${q(param, value)}` }))),
      ...hostileQueries.map((query) => ({ path: `${path}?${query}` })),
    ]
    expect(await offenders(requests)).toEqual([])
  })

  it('the single reads, the lookup and the form token: every hostile query shape', { timeout: 120_000 }, async () => {
    const paths = [`/api/v1/properties/${propertyId}`, `/api/v1/news/${articleSlug}`, '/api/v1/properties/data', '/api/v1/form-token']
    const requests = paths.flatMap((path) => hostileQueries.map((query) => ({ path: `${path}?${query}` })))
    expect(await offenders(requests)).toEqual([])
  })

  it('the single reads: every hostile id answers 4xx', { timeout: 120_000 }, async () => {
    const requests = ['/api/v1/properties/', '/api/v1/news/', '/api/v1/projects/'].flatMap((prefix) => hostileIds.map((id) => ({ path: prefix + id })))
    const answers = await inBatches(requests, 6, (request) => rawRequest(request))
    const wrong = answers.flatMap((answer, i) => {
      const problems = problemsOf(answer)
      // '.', '..' and '%2e%2e' are normalised by the router with a redirect to a path on this site.
      const onSite = answer.status >= 300 && answer.status < 400 && String(answer.headers.location ?? '').startsWith('/')
      if (!onSite && (answer.status < 400 || answer.status >= 500)) problems.push(`expected 4xx, got ${answer.status}`)
      return problems.length ? [`${requests[i]!.path.slice(0, 80)}: ${problems.join(', ')}`] : []
    })
    expect(wrong).toEqual([])
  })

  it('a URL longer than the server accepts is refused with a 4xx, not a crash', async () => {
    const answer = await rawRequest({ path: `/api/v1/properties?city=${'c'.repeat(1_000_000)}` })
    expect(answer.status).toBeGreaterThanOrEqual(400)
    expect(answer.status).toBeLessThan(500)
    // And the server still serves.
    expect((await call('/api/v1/properties?limit=1')).status).toBe(200)
  })

  it('answers a property type no listing has with an empty list, on either database', async () => {
    for (const type of ['Castle', 'villa', "Villa' OR '1'='1", '0']) {
      const answer = await rawRequest({ path: `/api/v1/properties?${q('type', type)}&page=2` })
      expect(answer.status, type).toBe(200)
      expect((answer.json as { data: { docs: unknown[]; totalDocs: number } }).data).toMatchObject({ docs: [], totalDocs: 0, page: 2 })
    }
  })

  it('never lists more than 50, however the limit is asked', async () => {
    for (const query of ['limit=50', 'limit=51', 'limit=100000', 'limit=1e9', 'limit[]=100', 'pagination=false', 'limit=0']) {
      for (const { path } of listEndpoints) {
        const answer = await rawRequest({ path: `${path}?${query}` })
        expect(problemsOf(answer), `${path}?${query}`).toEqual([])
        if (answer.status === 200) expect((answer.json as { data: { docs: unknown[] } }).data.docs.length).toBeLessThanOrEqual(MAX_DOCS)
      }
    }
  })

  it('other methods on the read endpoints are refused', async () => {
    const paths = ['/api/v1/properties', `/api/v1/properties/${propertyId}`, '/api/v1/news', '/api/v1/teams', '/api/v1/testimonials', '/api/v1/projects', '/api/v1/form-token']
    for (const path of paths) {
      for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
        const answer = await rawRequest({ method, path, headers: { 'content-type': 'application/json' }, body: '{"name":"x"}' })
        expect(answer.status, `${method} ${path}`).toBeGreaterThanOrEqual(400)
        expect(problemsOf(answer), `${method} ${path}`).toEqual([])
      }
    }
  })
})

const validComplaint = { ...validEnquiry, message: 'The agent did not attend the viewing we had booked.' }

describe.each([
  ['/api/v1/contacts', validEnquiry],
  ['/api/v1/complaints', validComplaint],
])('hostile bodies to %s', (path, valid) => {
  it('never a 5xx, a leak or a message-less error, for every body and content type', { timeout: 180_000 }, async () => {
    const from = freshLoopback()
    const json = { 'content-type': 'application/json' }
    // Invalid on purpose: nothing here may be stored (a valid body is sent with a broken type).
    const broken = JSON.stringify({ ...valid, email: 'not-an-email' })
    const requests: RawRequest[] = [
      ...hostileJsonBodies(valid).map(([label, body]) => ({ method: 'POST', path, from, headers: json, body, label })),
      ...contentTypes.map((type): RawRequest => ({ method: 'POST', path, from, headers: type ? { 'content-type': type } : {}, body: broken, label: `content type ${type || 'none'}` })),
      { method: 'POST', path, from, headers: json },
      { method: 'POST', path, from, headers: { ...json, 'x-form-token': 'x'.repeat(5_000) }, body: broken },
      { method: 'POST', path, from, headers: { ...json, 'x-form-token': '..' }, body: broken },
      { method: 'POST', path: `${path}?__proto__[x]=1&limit=100000`, from, headers: json, body: broken },
      ...['GET', 'PUT', 'PATCH', 'DELETE'].map((method) => ({ method, path, from, headers: json, body: broken })),
    ]
    expect(await offenders(requests)).toEqual([])
  })

  it('stores injection strings as plain text and ignores fields the form does not have', async () => {
    const id = clientId('fuzz')
    const sql = "O'Brien'); DROP TABLE enquiries;--"
    const answer = await rawRequest({
      method: 'POST',
      path,
      from: freshLoopback(),
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        ...valid,
        lastName: sql.slice(0, 40),
        message: `${valid.message} {"$gt":""} <img src=x onerror=alert(1)>`,
        clientId: id,
        // Fields staff set, or the server derives: a caller cannot choose them.
        status: 'resolved',
        reference: 'CMP-999999',
        id: 1,
        publicId: 'ffffffffffffffffffffffff',
        createdAt: '2000-01-01T00:00:00.000Z',
        roles: ['admin'],
      }),
    })
    expect(answer.status, answer.text).toBe(201)
    const collection = path.endsWith('contacts') ? 'enquiries' : 'complaints'
    const [row] = await staffFind(collection, 'clientId', id)
    expect(row).toBeTruthy()
    expect(row!.lastName).toBe(sql.slice(0, 40))
    expect(row!.message).toContain('<img src=x onerror=alert(1)>')
    expect(row!.status).toBe(collection === 'enquiries' ? 'new' : 'received')
    expect(row!.reference ?? null).not.toBe('CMP-999999')
    expect(row!.publicId).not.toBe('ffffffffffffffffffffffff')
    expect(String(row!.createdAt)).not.toMatch(/^2000/)
    expect(row!.roles).toBeUndefined()
  })
})

const pdf = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n')
const applicant = { firstName: 'Omar', lastName: 'Haddad', email: 'omar.haddad@example.com', phone: '0501234567', designation: 'Property Consultant' }

/** A multipart body as a browser would build it, from fields and optional files. */
async function multipart(fields: [string, string][], files: [string, Buffer, string][] = []) {
  const form = new FormData()
  for (const [k, v] of fields) form.append(k, v)
  for (const [k, bytes, name] of files) form.append(k, new Blob([new Uint8Array(bytes)]), name)
  const request = new Request('http://multipart.invalid/', { method: 'POST', body: form })
  return { type: request.headers.get('content-type')!, body: Buffer.from(await request.arrayBuffer()) }
}

describe('a NUL character in a text field', () => {
  it('is refused with 400 by each form endpoint, before anything is stored', async () => {
    const from = freshLoopback()
    for (const path of ['/api/v1/contacts', '/api/v1/complaints']) {
      const answer = await rawRequest({ method: 'POST', path, from, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...validComplaint, firstName: 'Ai\u0000sha' }) })
      expect(answer.status, path).toBe(400)
      expect((answer.json as { errors: Record<string, string> }).errors.firstName, path).toMatch(/NUL/)
    }
    const { type, body } = await multipart(Object.entries({ ...applicant, lastName: 'Had\u0000dad' }), [['resume', pdf, 'cv.pdf']])
    const answer = await rawRequest({ method: 'POST', path: '/api/v1/careers', from, headers: { 'content-type': type }, body })
    expect(answer.status).toBe(400)
    expect((answer.json as { errors: Record<string, string> }).errors.lastName).toMatch(/NUL/)
  })
})

describe('hostile bodies to /api/v1/careers', () => {
  it('never a 5xx, a leak or a message-less error, for every body and content type', { timeout: 180_000 }, async () => {
    const from = freshLoopback()
    const path = '/api/v1/careers'
    const valid = Object.entries(applicant)
    const bodies = [
      await multipart([]),
      await multipart(valid),
      await multipart([...valid, ['resume', 'not a file']]),
      await multipart(valid, [['resume', Buffer.alloc(0), 'cv.pdf']]),
      await multipart(valid, [['resume', pdf, 'a.pdf'], ['resume', pdf, 'b.pdf']]),
      await multipart(valid, [['resume', Buffer.from('MZ\x90\x00'), 'cv.pdf']]),
      await multipart(valid.map(([k, v]) => [k, k === 'email' ? 'x'.repeat(1_000_000) : v]), [['resume', pdf, 'cv.pdf']]),
      await multipart(valid.map(([k, v]) => [k === 'firstName' ? 'firstName[$ne]' : k, v]), [['resume', pdf, 'cv.pdf']]),
      await multipart([...valid.map(([k]) => [k, '\u0000'] as [string, string])], [['resume', pdf, 'cv.pdf']]),
      await multipart([...valid.map(([k]) => [k, "' OR 1=1--"] as [string, string])], [['resume', pdf, 'cv.pdf']]),
      await multipart([['__proto__', '{"isAdmin":true}'], ['constructor', 'x']], [['resume', pdf, 'cv.pdf']]),
    ]
    const requests: RawRequest[] = bodies.map(({ type, body }) => ({ method: 'POST', path, from, headers: { 'content-type': type }, body }))
    requests.push(
      { method: 'POST', path, from, headers: { 'content-type': 'multipart/form-data' }, body: 'garbage' },
      { method: 'POST', path, from, headers: { 'content-type': 'multipart/form-data; boundary=zzz' }, body: '--zzz\r\nContent-Disposition: form-data; name="firstName"\r\n\r\nOmar' },
      { method: 'POST', path, from, headers: { 'content-type': 'multipart/form-data; boundary=' }, body: '--\r\n' },
      { method: 'POST', path, from, headers: { 'content-type': 'application/json' }, body: JSON.stringify(applicant) },
      { method: 'POST', path, from, headers: { 'content-type': 'text/plain' }, body: 'x' },
      { method: 'POST', path, from, headers: {} },
      { method: 'GET', path, from },
    )
    expect(await offenders(requests)).toEqual([])
  })

  it('stores a hostile file name under a random name and hostile text as text', async () => {
    const id = clientId('fuzz-cv')
    const { type, body } = await multipart(
      [...Object.entries({ ...applicant, designation: '<svg onload=alert(1)>' }), ['clientId', id], ['status', 'hired']],
      [['resume', pdf, '../../../etc/passwd<img src=x onerror=alert(1)>.pdf']],
    )
    const answer = await rawRequest({ method: 'POST', path: '/api/v1/careers', from: freshLoopback(), headers: { 'content-type': type }, body })
    expect(answer.status, answer.text).toBe(201)
    const [row] = await staffFind('applications', 'clientId', id)
    expect(row!.designation).toBe('<svg onload=alert(1)>')
    expect(row!.status ?? 'new').not.toBe('hired')
    const resume = row!.resume as { filename: string }
    expect(resume.filename).toMatch(/^[0-9a-f-]{36}\.pdf$/)
  })
})
