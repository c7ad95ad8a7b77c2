import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authCookieSecure } from '@/lib/cms/auth-cookie'
import { base, call, clientId, postJson, validEnquiry } from './client'
import { freshLoopback, rawRequest } from './raw-http'
import { staffFind, staffToken } from './staff'

/**
 * The admin and Payload's REST (/cms-api) as an attacker meets them: the session cookie's flags,
 * the sign-in limits, what an editor account may not do, what the public may not read or
 * write, and GraphQL being off. leads.test.ts covers anonymous list reads of the leads and the
 * first-register endpoint; this file covers the rest.
 */

const siteUrl = process.env.TEST_SITE_URL ?? base
const password = 'a-long-test-password-42'

async function asStaff(path: string, init: RequestInit = {}, token?: string) {
  const jwt = token ?? (await staffToken())
  return fetch(`${base}${path}`, { ...init, headers: { 'content-type': 'application/json', Authorization: `JWT ${jwt}`, ...init.headers } })
}

function signIn(email: string, secret: string) {
  return fetch(`${base}/cms-api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: secret }),
  })
}

const made: string[] = []

/** A throwaway staff account (deleted after the file), so no test ever locks the seeded admin. */
async function makeUser(role: 'admin' | 'editor') {
  const email = `${clientId(role)}@crescentkey.test`
  const res = await asStaff('/cms-api/users', { method: 'POST', body: JSON.stringify({ email, password, roles: [role], name: `Test ${role}` }) })
  expect(res.status, await res.clone().text()).toBe(201)
  const { doc } = (await res.json()) as { doc: { id: number | string } }
  made.push(String(doc.id))
  return { id: String(doc.id), email }
}

async function tokenOf(email: string) {
  const res = await signIn(email, password)
  expect(res.status).toBe(200)
  return ((await res.json()) as { token: string }).token
}

afterAll(async () => {
  for (const id of made) await asStaff(`/cms-api/users/${id}`, { method: 'DELETE' })
})

describe('staff sign-in', () => {
  it('sets an httpOnly, SameSite=Lax session cookie, Secure exactly when the site is https', async () => {
    const { email } = await makeUser('editor')
    const res = await signIn(email, password)
    expect(res.status).toBe(200)
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('payload-token='))
    expect(cookie).toBeTruthy()
    expect(cookie).toMatch(/;\s*HttpOnly/i)
    expect(cookie).toMatch(/;\s*SameSite=Lax/i)
    expect(/;\s*Secure/i.test(cookie!)).toBe(authCookieSecure(siteUrl))
  })

  it('stops an address after 5 wrong passwords, saying how long to wait; the account stays open to staff elsewhere', async () => {
    const { email } = await makeUser('editor')
    const attempt = (secret: string, from: string) =>
      rawRequest({ method: 'POST', path: '/cms-api/users/login', from, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: secret }) })
    const attacker = freshLoopback()
    for (let i = 0; i < 5; i++) expect((await attempt('wrong-password-123', attacker)).status).toBe(401)
    const paused = await attempt(password, attacker)
    expect(paused.status).toBe(429)
    expect(Number(paused.headers['retry-after'])).toBeGreaterThan(14 * 60)
    expect((paused.json as { errors: { message: string }[] }).errors[0]!.message).toBe(
      'Too many failed sign-ins from your network. Please wait 15 minutes and try again.',
    )
    expect(String(paused.headers['set-cookie'] ?? '')).not.toContain('payload-token=')
    // Payload's own per-account lock (5 failures from anywhere) kept the member of staff out too.
    expect((await attempt(password, freshLoopback())).status).toBe(200)
    for (const stranger of [freshLoopback(), freshLoopback()]) {
      for (let i = 0; i < 5; i++) await attempt('wrong-password-123', stranger)
    }
    expect((await attempt(password, freshLoopback())).status).toBe(200)
  })

  it('does not say whether an address has an account', async () => {
    const unknown = await signIn('nobody-here@crescentkey.test', 'wrong-password-123')
    const { email } = await makeUser('editor')
    const wrong = await signIn(email, 'wrong-password-123')
    expect(unknown.status).toBe(wrong.status)
    expect(await unknown.text()).toBe(await wrong.text())
  })
})

describe('an editor account', () => {
  let editor: { id: string; email: string; token: string }
  let admin: { id: string; email: string }

  beforeAll(async () => {
    const made = await makeUser('editor')
    editor = { ...made, token: await tokenOf(made.email) }
    admin = await makeUser('admin')
  })

  it('cannot create users', async () => {
    const res = await asStaff('/cms-api/users', { method: 'POST', body: JSON.stringify({ email: `${clientId('x')}@crescentkey.test`, password, roles: ['admin'] }) }, editor.token)
    expect(res.status).toBe(403)
  })

  it('cannot change, delete or even see another user', async () => {
    const patch = await asStaff(`/cms-api/users/${admin.id}`, { method: 'PATCH', body: JSON.stringify({ email: 'taken@evil.example', password: 'pwned-password-1' }) }, editor.token)
    expect([403, 404]).toContain(patch.status)
    const del = await asStaff(`/cms-api/users/${admin.id}`, { method: 'DELETE' }, editor.token)
    expect([403, 404]).toContain(del.status)
    const list = await asStaff('/cms-api/users?limit=100', {}, editor.token)
    const emails = ((await list.json()) as { docs: { email: string }[] }).docs.map((d) => d.email)
    expect(emails).toEqual([editor.email])
    // The admin account is untouched: it still signs in with its password.
    expect((await signIn(admin.email, password)).status).toBe(200)
  })

  it('cannot raise its own role', async () => {
    const res = await asStaff(`/cms-api/users/${editor.id}`, { method: 'PATCH', body: JSON.stringify({ roles: ['admin'] }) }, editor.token)
    expect(res.status).toBeLessThan(500)
    const me = await asStaff('/cms-api/users/me', {}, editor.token)
    expect(((await me.json()) as { user: { roles: string[] } }).user.roles).toEqual(['editor'])
    // A fresh sign-in (a new token with the roles inside) is still an editor's.
    const again = await asStaff('/cms-api/users', { method: 'POST', body: JSON.stringify({ email: `${clientId('y')}@crescentkey.test`, password }) }, await tokenOf(editor.email))
    expect(again.status).toBe(403)
  })

  it('reads the outbox but not its alert e-mails, which name a subscriber and carry their links', async () => {
    const email = `${clientId('alert-privacy')}@buyers.test`
    expect((await postJson('/api/v1/alerts', { email, kind: 'listings', status: 'rent', bedrooms: 1 })).status).toBe(201)
    const mailTo = async (token?: string) => {
      const res = await asStaff(`/cms-api/outbox?where[to][equals]=${encodeURIComponent(email)}&depth=0`, {}, token)
      expect(res.status).toBe(200)
      return ((await res.json()) as { docs: { kind: string }[] }).docs
    }
    // Written once the answer has gone: an admin sees it arrive.
    await expect.poll(async () => (await mailTo()).map((mail) => mail.kind), { timeout: 10_000 }).toEqual(['alert'])
    expect(await mailTo(editor.token)).toEqual([])
    const anything = await asStaff('/cms-api/outbox?limit=50&sort=-createdAt&depth=0', {}, editor.token)
    const kinds = ((await anything.json()) as { docs: { kind: string }[] }).docs.map((mail) => mail.kind)
    expect(kinds).not.toContain('alert')
    expect((await asStaff('/cms-api/alert-subscribers', {}, editor.token)).status).toBe(403)
  })

  it('reads leads (staff work), which the public cannot', async () => {
    const id = clientId('staff-read')
    expect((await postJson('/api/v1/complaints', { ...validEnquiry, message: 'The keys were not handed over on the agreed date.', clientId: id })).status).toBe(201)
    const res = await asStaff(`/cms-api/complaints?where[clientId][equals]=${id}`, {}, editor.token)
    expect(res.status).toBe(200)
    expect(((await res.json()) as { docs: unknown[] }).docs).toHaveLength(1)
  })
})

describe('a listing duplicated in the admin', () => {
  it('is a draft with a public id of its own, so nothing reaches the site or the alerts until staff publish it', async () => {
    const list = await asStaff('/cms-api/properties?where[publication][equals]=published&limit=1&depth=0')
    const [original] = ((await list.json()) as { docs: { id: number; publicId: string }[] }).docs
    const res = await asStaff(`/cms-api/properties/${original!.id}/duplicate`, { method: 'POST', body: '{}' })
    expect(res.status).toBe(200)
    const { doc: copy } = (await res.json()) as { doc: { id: number; publicId: string; publication: string } }
    try {
      expect(copy.publication).toBe('draft')
      expect(copy.publicId).toMatch(/^[0-9a-f]{24}$/)
      expect(copy.publicId).not.toBe(original!.publicId)
      expect((await call(`/api/v1/properties/${copy.publicId}`)).status).toBe(404)
    } finally {
      await asStaff(`/cms-api/properties/${copy.id}`, { method: 'DELETE' })
    }
  })
})

describe('the public and Payload’s REST', () => {
  let complaintId = ''
  let applicationId = ''
  let resumeId = ''

  beforeAll(async () => {
    const id = clientId('public-read')
    await postJson('/api/v1/complaints', { ...validEnquiry, message: 'Nobody called back about the deposit refund.', clientId: id })
    complaintId = String((await staffFind('complaints', 'clientId', id))[0]!.id)
    const [application] = (await (await asStaff('/cms-api/applications?limit=1&depth=0')).json()).docs as { id: string; resume: string }[]
    applicationId = String(application?.id ?? '1')
    resumeId = String(application?.resume ?? '1')
  })

  it('cannot read a lead, a résumé or a user by id, or find them with a where query', async () => {
    const paths = [
      `/cms-api/complaints/${complaintId}`,
      `/cms-api/applications/${applicationId}`,
      `/cms-api/resumes/${resumeId}`,
      '/cms-api/users/1',
      '/cms-api/enquiries?where[email][exists]=true',
      '/cms-api/complaints?where[or][0][id][exists]=true',
      '/cms-api/applications?depth=2&limit=0',
      '/cms-api/users?where[roles][in]=admin',
      '/cms-api/complaints/count',
      '/cms-api/resumes/count',
    ]
    for (const path of paths) {
      const res = await call<{ docs?: unknown[]; totalDocs?: number }>(path)
      expect([401, 403, 404], path).toContain(res.status)
      expect(res.text, path).not.toContain(validEnquiry.email)
    }
  })

  it('cannot query published content through Payload’s REST (the site’s API is the public door)', async () => {
    for (const path of [
      '/cms-api/properties?limit=100000',
      '/cms-api/properties?where[type][equals]=Castle',
      '/cms-api/articles?depth=5',
      '/cms-api/team/count',
      '/cms-api/testimonials',
      '/cms-api/partners?limit=0',
    ]) {
      const res = await call(path)
      expect([401, 403], path).toContain(res.status)
    }
    const media = await call<{ docs: { url: string }[] }>('/cms-api/media?limit=1')
    expect(media.status).toBe(200)
    const file = await fetch(new URL(media.body.docs[0]!.url, base))
    expect(file.status).toBe(200)
  })

  it('lists media a page at a time, never every document at once', async () => {
    const all = await asStaff('/cms-api/media?pagination=false&depth=0')
    const total = ((await all.json()) as { docs: unknown[] }).docs.length
    expect(total).toBeGreaterThan(50)
    for (const query of ['pagination=false', 'limit=0', 'limit=100000', 'limit=100000&pagination=false']) {
      const res = await call<{ docs: { url: string }[]; totalDocs: number; hasNextPage: boolean }>(`/cms-api/media?${query}&depth=0`)
      expect(res.status, query).toBe(200)
      expect(res.body.docs.length, query).toBeGreaterThan(0)
      expect(res.body.docs.length, query).toBeLessThanOrEqual(50)
      expect(res.body.totalDocs, query).toBe(total)
      expect(res.body.hasNextPage, query).toBe(true)
    }
    const page = await call<{ docs: { url: string }[] }>('/cms-api/media?limit=5&page=2&depth=0')
    expect(page.body.docs).toHaveLength(5)
    // The site's images are still served to anyone.
    expect((await fetch(new URL(page.body.docs[0]!.url, base))).status).toBe(200)
  })

  it('does not show Payload’s internal list of migrations, to the public or to staff', async () => {
    for (const path of ['/cms-api/payload-migrations', '/cms-api/payload-migrations/1', '/cms-api/payload-migrations?limit=1']) {
      for (const method of ['GET', 'POST', 'DELETE']) {
        const res = await call(path, { method })
        expect(res.status, `${method} ${path}`).toBe(404)
        expect(res.text, `${method} ${path}`).not.toMatch(/Cannot|payload-migrations/)
      }
      expect((await asStaff(path)).status, path).toBe(404)
    }
  })

  it('is refused with a forged or malformed token as with none', async () => {
    const header = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url')
    const claims = Buffer.from(JSON.stringify({ id: 1, collection: 'users', email: 'admin@crescentkey.ae', roles: ['admin'], exp: 4_102_444_800 })).toString('base64url')
    const forged = [`${header}.${claims}.${'A'.repeat(43)}`, `${Buffer.from('{"alg":"none"}').toString('base64url')}.${claims}.`, 'garbage', '']
    for (const token of forged) {
      const res = await call(`/cms-api/complaints/${complaintId}`, { headers: { Authorization: `JWT ${token}`, Cookie: `payload-token=${token}` } })
      expect([401, 403], token.slice(0, 20)).toContain(res.status)
    }
  })

  it('cannot write to any collection or the site settings', async () => {
    const collections = ['users', 'enquiries', 'applications', 'complaints', 'resumes', 'properties', 'articles', 'media', 'team', 'testimonials', 'partners']
    for (const collection of collections) {
      const create = await postJson(`/cms-api/${collection}`, { email: 'intruder@evil.example', password, roles: ['admin'], name: 'x', title: 'x' })
      expect([401, 403], `POST ${collection}`).toContain(create.status)
      for (const method of ['PATCH', 'DELETE']) {
        const res = await call(`/cms-api/${collection}/1`, { method, headers: { 'content-type': 'application/json' }, body: method === 'PATCH' ? '{"name":"x"}' : undefined })
        expect([401, 403, 404], `${method} ${collection}/1`).toContain(res.status)
        const bulk = await call(`/cms-api/${collection}?where[id][exists]=true`, { method, headers: { 'content-type': 'application/json' }, body: method === 'PATCH' ? '{"name":"x"}' : undefined })
        expect([401, 403, 404], `${method} ${collection} (bulk)`).toContain(bulk.status)
        if (bulk.status < 400) expect((bulk.body as { docs?: unknown[] }).docs ?? []).toEqual([])
      }
    }
    const settings = await postJson('/cms-api/globals/site-settings', { email: 'intruder@evil.example' })
    expect([401, 403]).toContain(settings.status)
    // Every account is where it was: no user was made or removed by the attempts above.
    expect((await signIn('intruder@evil.example', password)).status).toBe(401)
    expect((await staffToken()).length).toBeGreaterThan(20)
  })

  it('has no GraphQL endpoint to query', async () => {
    const query = JSON.stringify({ query: '{ Users { docs { email } } Complaints { docs { email } } }' })
    const post = await call('/cms-api/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: query })
    expect(post.status).toBe(404)
    expect(post.text).not.toMatch(/"data"/)
    for (const path of ['/cms-api/graphql?query=%7B__schema%7Btypes%7Bname%7D%7D%7D', '/cms-api/graphql-playground']) {
      const res = await call(path)
      expect(res.status, path).toBeGreaterThanOrEqual(400)
      expect(res.status, path).toBeLessThan(500)
      expect(res.text, path).not.toMatch(/__schema|"data"/)
    }
  })
})
