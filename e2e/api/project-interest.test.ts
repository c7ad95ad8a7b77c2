import { createHmac } from 'node:crypto'
import fs from 'node:fs'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Paginated, Project, ProjectDetail } from '@/lib/api/types'
import { unitTypeLabel } from '@/lib/project-units'
import { base, call, clientId, postJson } from './client'
import { staffFind, staffToken } from './staff'

/*
 * POST /api/v1/projects/{idOrSlug}/interest and the brochure link, over real HTTP against the
 * server under test. Projects are picked from what the API lists, never by known names.
 */

type Answer = {
  message: string
  errors?: Record<string, string>
  data?: { _id: string; brochure: boolean; brochureUrl?: string }
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
        // Stored as E.164, however it was typed.
        phone: '+971507654321',
        unitType,
        status: 'new',
        publicId: answer.body.data!._id,
      })
      expect((rows[0]!.project as { slug: string }).slug).toBe(project.slug)
    }
  })

  it('keeps a project that has leads: its deletion is refused with the reason, and the project stays', async () => {
    const id = clientId('interest-keeps-project')
    expect((await postJson<Answer>(interestPath(project.slug), { ...visitor, clientId: id })).status).toBe(201)
    const [row] = await staffFind('interests', 'clientId', id)
    const projectId = (row!.project as { id: number }).id
    const refused = await fetch(`${base}/cms-api/projects/${projectId}`, {
      method: 'DELETE',
      headers: { Authorization: `JWT ${await staffToken()}` },
    })
    expect(refused.status).toBe(400)
    const { errors } = (await refused.json()) as { errors: { message: string }[] }
    expect(errors[0]!.message).toMatch(
      new RegExp(`^${project.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} has \\d+ register-interest leads?, which name it: unpublish it instead \\(set it to Draft\\), so they keep their project\\.$`),
    )
    expect((await call(`/api/v1/projects/${project.slug}`)).status).toBe(200)
    const [still] = await staffFind('interests', 'clientId', id)
    expect((still!.project as { slug: string }).slug).toBe(project.slug)
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
    [{ phone: '' }, 'phone', 'Phone number is required'],
    [
      { phone: '12345' },
      'phone',
      'Not a valid UAE number: check the digits, or start with + and the country code',
    ],
    [{ phone: '+999 123 4567' }, 'phone', 'Check the country code after the +'],
    [{ phone: '+44 7700 9' }, 'phone', 'This phone number is too short'],
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

  it.each([
    ['+971 50 123 4567', '+971501234567'],
    ['+44 7700 900123', '+447700900123'],
    ['+7 916 123-45-67', '+79161234567'],
    ['+86 138 0013 8000', '+8613800138000'],
    ['050 123 4567', '+971501234567'],
  ])('takes %s, a number buyers call from, and stores it as %s', async (phone, e164) => {
    for (const locale of ['en', 'ar']) {
      const id = clientId('interest-phone')
      const answer = await postJson<Answer>(`${interestPath(project.slug)}?locale=${locale}`, {
        ...visitor,
        phone,
        clientId: id,
      })
      expect(answer.status, answer.text).toBe(201)
      const [row] = await staffFind('interests', 'clientId', id)
      expect(row!.phone).toBe(e164)
    }
  })

  it('says what is wrong with a number in Arabic on the Arabic pages', async () => {
    const answer = await postJson<Answer>(`${interestPath(project.slug)}?locale=ar`, {
      ...visitor,
      phone: '+999 123 4567',
    })
    expect(answer.status).toBe(400)
    expect(answer.body.errors!.phone).toBe('تأكد من رمز الدولة بعد علامة +')
  })

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

/*
 * The brochure link as a person meets it: opened from an e-mail or the confirmation, in a
 * browser (Accept: text/html), where a refusal is a page in their language, not JSON.
 */
describe('a brochure link opened in a browser', () => {
  const browser = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' }
  let withBrochure: Project
  let lead: { id: string; email: string; link: URL }

  /** The server's own signing of a link (lib/server/project-interest.ts), to make an expired one. */
  function signedLink(leadId: string, expires: number, locale?: string) {
    const secret =
      process.env.PAYLOAD_SECRET ??
      fs.readFileSync(join(process.env.TEST_DATA_DIR!, '.payload-secret'), 'utf8').trim()
    const key = createHmac('sha256', secret).update('crescent-key/brochure-link/v1').digest()
    const sig = createHmac('sha256', key)
      .update(`${leadId}.${withBrochure._id}.${expires}`)
      .digest('base64url')
    const query = new URLSearchParams({ lead: leadId, expires: String(expires), sig })
    if (locale) query.set('locale', locale)
    return `/api/v1/projects/${withBrochure.slug}/brochure?${query}`
  }

  beforeAll(async () => {
    const list = await call<{ data: Paginated<Project> }>('/api/v1/projects?limit=50')
    withBrochure = list.body.data.docs.find((p) => p.hasBrochure)!
    expect(withBrochure, 'a project with a brochure').toBeDefined()
    const id = clientId('brochure-page')
    const email = `reader.${id.toLowerCase()}@example.com`
    const answer = await postJson<Answer>(interestPath(withBrochure.slug), {
      ...visitor,
      email,
      clientId: id,
    })
    expect(answer.body.data!.brochure).toBe(true)
    lead = { id: answer.body.data!._id, email, link: new URL(answer.body.data!.brochureUrl!) }
  })

  it('gives the visitor the brochure from the link on their confirmation', async () => {
    expect(lead.link.pathname).toBe(`/api/v1/projects/${withBrochure.slug}/brochure`)
    const pdf = await call(lead.link.pathname + lead.link.search, { headers: browser })
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    expect(pdf.text.startsWith('%PDF-')).toBe(true)
  })

  it('answers a forged link with a page that leads back to the register-interest form', async () => {
    const forged = new URL(lead.link)
    forged.searchParams.set('sig', 'x'.repeat(43))
    const page = await call(forged.pathname + forged.search, { headers: browser })
    expect(page.status).toBe(403)
    expect(page.headers.get('content-type')).toMatch(/^text\/html/)
    expect(page.text).toContain('<html lang="en" dir="ltr">')
    expect(page.text).toContain('This brochure link does not work')
    expect(page.text).toContain(`href="/projects/${withBrochure.slug}#register-interest"`)
    expect(page.text).not.toContain('<form')
    // No script may run in it, and nothing from elsewhere loads.
    expect(page.headers.get('content-security-policy')).toMatch(/default-src 'none'/)
    expect(page.text).not.toContain('<script')

    forged.searchParams.set('locale', 'ar')
    const arabic = await call(forged.pathname + forged.search, { headers: browser })
    expect(arabic.status).toBe(403)
    expect(arabic.text).toContain('<html lang="ar" dir="rtl">')
    expect(arabic.text).toContain('رابط الكتيّب هذا لا يعمل')
    expect(arabic.text).toContain(`href="/ar/projects/${withBrochure.slug}#register-interest"`)
  })

  it('keeps JSON for API clients', async () => {
    const answer = await call(signedLink(lead.id, Date.now() - 1000))
    expect(answer.status).toBe(410)
    expect(answer.headers.get('content-type')).toContain('application/json')
  })

  it('answers an expired genuine link with 410 and a button that e-mails a fresh link to the address on file', async () => {
    const expired = signedLink(lead.id, Date.now() - 60_000)
    const page = await call(expired, { headers: browser })
    expect(page.status).toBe(410)
    expect(page.text).toContain('This brochure link has expired')
    const action = /<form method="post" action="([^"]+)">/.exec(page.text)?.[1]?.replace(/&amp;/g, '&')
    expect(action).toBe(expired)
    // Its own policy: its stylesheet and a post to this site, still no script.
    const policy = page.headers.get('content-security-policy')!
    expect(policy).toContain("form-action 'self'")
    expect(policy).not.toContain('script-src')
    // Other API answers keep the locked-down one.
    const json = await call(expired)
    expect(json.headers.get('content-security-policy')).toContain("form-action 'none'")
    // No field to type an address into: the new link goes where the lead says.
    expect(page.text).not.toMatch(/<input/)

    const sent = await call(action!, {
      method: 'POST',
      headers: { ...browser, origin: base, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=attacker%40example.com',
    })
    expect(sent.status).toBe(200)
    expect(sent.text).toContain('Your new brochure link')
    // With SMTP set up (as on the test server) the page says it was e-mailed too.
    expect(sent.text).toContain('We have also e-mailed it')

    let mail: Record<string, unknown> | undefined
    for (let i = 0; !mail && i < 100; i++) {
      mail = (await staffFind('outbox', 'to', lead.email)).find((row) =>
        String(row.text).includes('As you asked, here is a new link'),
      )
      if (!mail) await new Promise((r) => setTimeout(r, 100))
    }
    expect(mail, 'the renewed link in the outbox').toBeDefined()
    expect(mail!.kind).toBe('brochure')
    expect(await staffFind('outbox', 'to', 'attacker@example.com')).toHaveLength(0)
    const fresh = new URL(/(https?:\/\/\S+\/brochure\?\S+)/.exec(String(mail!.text))![1]!)
    expect(Number(fresh.searchParams.get('expires'))).toBeGreaterThan(Date.now())
    const pdf = await call(fresh.pathname + fresh.search)
    expect(pdf.status).toBe(200)
  })

  it('speaks Arabic to a visitor who registered on the Arabic pages', async () => {
    const page = await call(signedLink(lead.id, Date.now() - 60_000, 'ar'), { headers: browser })
    expect(page.status).toBe(410)
    expect(page.text).toContain('<html lang="ar" dir="rtl">')
    expect(page.text).toContain('انتهت صلاحية رابط الكتيّب')
    expect(page.text).toContain('احصل على رابط جديد')
  })

  it('sends nothing for a forged link posted to, or a post from another site', async () => {
    const forged = signedLink(lead.id, Date.now() - 60_000).replace(/sig=[^&]+/, 'sig=forged')
    const refused = await call(forged, { method: 'POST', headers: { ...browser, origin: base } })
    expect(refused.status).toBe(403)
    const foreign = await call(signedLink(lead.id, Date.now() - 60_000), {
      method: 'POST',
      headers: { ...browser, origin: 'https://evil.example' },
    })
    expect(foreign.status).toBe(403)
    expect(foreign.text).toContain('<html lang="en"')
  })

  it('answers a link to a project that is gone with a page pointing to the projects', async () => {
    const page = await call('/api/v1/projects/no-such-project/brochure?lead=x', { headers: browser })
    expect(page.status).toBe(404)
    expect(page.text).toContain('This project is no longer listed')
    expect(page.text).toContain('href="/projects"')
  })
})
