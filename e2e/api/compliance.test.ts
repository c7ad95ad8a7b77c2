import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { base, cacheClearsOver, call } from './client'
import { staffToken, withoutIds } from './staff'

/**
 * The DLD's advertising rules as staff meet them through the admin API: publishing without a
 * valid permit, its expiry, a broker with a BRN or an off-plan unit's project is refused with
 * the field's message; a draft saves. A published listing leaves the site and the sitemap the
 * moment its permit runs out, with no further change. The compliance view is for staff only.
 * Every listing made here is deleted after the file (the tests share one database).
 */

type Row = Record<string, unknown>
type FieldError = { path: string; message: string; label?: string }

async function asStaff(path: string, init: RequestInit = {}) {
  return fetch(`${base}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', Authorization: `JWT ${await staffToken()}`, ...init.headers },
  })
}

/** Payload's REST answer to a refused save: the fields and their messages. */
async function fieldErrors(res: Response): Promise<FieldError[]> {
  const body = (await res.json()) as { errors?: { data?: { errors?: FieldError[] } }[] }
  return body.errors?.flatMap((error) => error.data?.errors ?? []) ?? []
}

const made: number[] = []
let template: Row
let broker: number
let brokerWithoutBrn: number
let validPermit: Row

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString()

async function createListing(data: Row) {
  const res = await asStaff('/cms-api/properties', { method: 'POST', body: JSON.stringify(data) })
  if (res.status === 201) made.push(((await res.clone().json()) as { doc: { id: number } }).doc.id)
  return res
}

const patchListing = (id: number, data: Row) =>
  asStaff(`/cms-api/properties/${id}`, { method: 'PATCH', body: JSON.stringify(data) })

let draftSerial = 0
function draftOf(changes: Row = {}): Row {
  draftSerial += 1
  return {
    ...template,
    reference: `CK-TEST-${Date.now().toString(36)}-${draftSerial}`.toUpperCase(),
    publication: 'draft',
    ...changes,
  }
}

beforeAll(async () => {
  const { docs } = (await (
    await asStaff('/cms-api/properties?where[completionStatus][equals]=ready&limit=1&depth=0')
  ).json()) as { docs: Row[] }
  const source = docs[0]!
  const { publicId: _p, createdAt: _c, updatedAt: _u, reference: _r, ...fields } = source
  template = withoutIds(fields) as Row
  const team = ((await (await asStaff('/cms-api/team?limit=100&depth=0')).json()) as { docs: Row[] }).docs
  broker = team.find((member) => /^\d{3,8}$/.test(String(member.brn ?? '')))!.id as number
  brokerWithoutBrn = team.find((member) => !member.brn)!.id as number
  validPermit = { permitNumber: '7140052233', permitExpiresAt: inDays(60), agent: broker }
})

/** A listing on the market cannot be deleted (its portals would not be told): withdrawn first. */
async function removeListing(id: number | string) {
  await asStaff(`/cms-api/properties/${id}`, { method: 'PATCH', body: JSON.stringify({ publication: 'withdrawn' }) })
  await asStaff(`/cms-api/properties/${id}`, { method: 'DELETE' })
}

afterAll(async () => {
  for (const id of made) await removeListing(id)
})

describe('publishing through the admin API', () => {
  it('saves a draft with nothing of the permit filled in', async () => {
    const res = await createListing(draftOf({ permitNumber: null, permitExpiresAt: null, agent: null }))
    expect(res.status, await res.clone().text()).toBe(201)
  })

  it('stores a permit expiry picked as a day (noon UTC) as the end of that day in Dubai; a full timestamp as given', async () => {
    const day = inDays(30).slice(0, 10)
    const picked = await createListing(draftOf({ ...validPermit, permitExpiresAt: `${day}T12:00:00.000Z` }))
    expect(picked.status, await picked.clone().text()).toBe(201)
    expect(((await picked.json()) as { doc: Row }).doc.permitExpiresAt).toBe(`${day}T19:59:59.999Z`)
    const exact = await createListing(draftOf({ ...validPermit, permitExpiresAt: `${day}T08:15:30.250Z` }))
    expect(((await exact.json()) as { doc: Row }).doc.permitExpiresAt).toBe(`${day}T08:15:30.250Z`)
  })

  it('answers a refused publish with every reason by its field label, as the admin’s toast shows it', async () => {
    const res = await createListing(
      draftOf({ ...validPermit, permitExpiresAt: inDays(-1), agent: null, publication: 'published' }),
    )
    expect(res.status).toBe(400)
    const body = (await res.clone().json()) as { errors: { message: string }[] }
    expect(body.errors[0]!.message).toBe(
      'This listing cannot be published yet: Permit expires — The permit has expired: renew it with the DLD and enter the new expiry date., Listing agent — Choose the listing agent.',
    )
    expect(await fieldErrors(res)).toEqual([
      expect.objectContaining({ path: 'permitExpiresAt', label: 'Permit expires' }),
      expect.objectContaining({ path: 'agent', label: 'Listing agent', message: 'Cannot publish: Choose the listing agent.' }),
    ])
  })

  it('publishes a listing that meets the rules', async () => {
    const res = await createListing(draftOf({ ...validPermit, publication: 'published' }))
    expect(res.status, await res.clone().text()).toBe(201)
  })

  it.each([
    ['without a permit', { permitNumber: null }, 'permitNumber', 'Cannot publish: Enter the Trakheesi permit number.'],
    [
      'with a malformed permit',
      { permitNumber: '71-AB-0052' },
      'permitNumber',
      'Cannot publish: A Trakheesi permit number is 6 to 12 digits, with no spaces or letters.',
    ],
    [
      'with an expired permit',
      { permitExpiresAt: inDays(-1) },
      'permitExpiresAt',
      'Cannot publish: The permit has expired: renew it with the DLD and enter the new expiry date.',
    ],
    ['without an expiry date', { permitExpiresAt: null }, 'permitExpiresAt', 'Cannot publish: Enter the date the permit expires.'],
    ['without an agent', { agent: null }, 'agent', 'Cannot publish: Choose the listing agent.'],
  ])('refuses to create one %s, on the field, with a 400', async (_case, change, path, message) => {
    const res = await createListing(draftOf({ ...validPermit, ...change, publication: 'published' }))
    expect(res.status).toBe(400)
    expect(await fieldErrors(res)).toContainEqual(expect.objectContaining({ path, message }))
  })

  it('refuses an agent without a BRN', async () => {
    const res = await createListing(
      draftOf({ ...validPermit, agent: brokerWithoutBrn, publication: 'published' }),
    )
    expect(res.status).toBe(400)
    expect(await fieldErrors(res)).toContainEqual(
      expect.objectContaining({
        path: 'agent',
        label: 'Listing agent',
        message:
          'Cannot publish: The listing agent has no BRN: choose a broker with a BRN, or add theirs under Team.',
      }),
    )
  })

  it('refuses an off-plan unit sold by the developer without its project', async () => {
    const res = await createListing(
      draftOf({
        ...validPermit,
        completionStatus: 'off-plan',
        saleType: 'primary',
        project: null,
        publication: 'published',
      }),
    )
    expect(res.status).toBe(400)
    expect(await fieldErrors(res)).toContainEqual(
      expect.objectContaining({
        path: 'project',
        message: 'Cannot publish: An off-plan unit sold by the developer must name its project.',
      }),
    )
  })

  it('refuses to turn a draft into a published listing without a permit, and keeps the draft', async () => {
    const created = await createListing(draftOf({ permitNumber: null, permitExpiresAt: null }))
    const { doc } = (await created.json()) as { doc: { id: number } }
    const res = await patchListing(doc.id, { publication: 'published' })
    expect(res.status).toBe(400)
    expect((await fieldErrors(res)).map((error) => error.path)).toEqual(
      expect.arrayContaining(['permitNumber', 'permitExpiresAt']),
    )
    const stored = (await (await asStaff(`/cms-api/properties/${doc.id}?depth=0`)).json()) as Row
    expect(stored.publication).toBe('draft')
  })
})

describe('a permit running out', () => {
  it('takes the listing off the API, its page and the sitemap on its own', { timeout: 90_000 }, async () => {
    // Room for the checks before expiry on a busy machine, where the save alone can take seconds.
    const created = await createListing(
      draftOf({ ...validPermit, permitExpiresAt: new Date(Date.now() + 20_000).toISOString(), publication: 'published' }),
    )
    expect(created.status, await created.clone().text()).toBe(201)
    const { doc } = (await created.json()) as { doc: { publicId: string; permitExpiresAt: string } }
    const expiresAt = Date.parse(doc.permitExpiresAt)
    const inSitemap = async () => (await call('/sitemap.xml')).text.includes(`/property/${doc.publicId}`)

    // The save's own emptying of the page cache is over...
    await cacheClearsOver()
    expect((await call(`/api/v1/properties/${doc.publicId}`)).status).toBe(200)
    expect((await call(`/property/${doc.publicId}`)).status).toBe(200)
    // ...so the page is now kept by the server's page cache, which must let it go at expiry.
    const kept = await call(`/property/${doc.publicId}`)
    expect(kept.status).toBe(200)
    expect(kept.headers.get('x-page-cache')).toBe('HIT')
    expect(await inSitemap()).toBe(true)

    await new Promise((resolve) => setTimeout(resolve, Math.max(0, expiresAt - Date.now()) + 200))
    // Nothing was changed since: the permit clock alone takes it off, within seconds at most.
    const deadline = Date.now() + 10_000
    let gone = false
    while (!gone && Date.now() < deadline) {
      gone = (await call(`/api/v1/properties/${doc.publicId}`)).status === 404
      if (!gone) await new Promise((resolve) => setTimeout(resolve, 250))
    }
    expect(gone).toBe(true)
    expect((await call(`/property/${doc.publicId}`)).status).toBe(404)
    expect(await inSitemap()).toBe(false)
  })
})

describe('a broker whose BRN is taken off', () => {
  it('is refused while their listing is on the market, allowed once it is withdrawn, and their page then goes', async () => {
    const source = (await (await asStaff(`/cms-api/team/${broker}?depth=0`)).json()) as Row
    const { slug: _s, publicId: _p, createdAt: _c, updatedAt: _u, fullName: _f, ...memberFields } = source
    const serial = Date.now().toString(36)
    const createdMember = await asStaff('/cms-api/team', {
      method: 'POST',
      body: JSON.stringify({
        ...(withoutIds(memberFields) as Row),
        firstName: 'Leila',
        lastName: `Test ${serial}`,
        brn: '48213',
        phone: '+971 50 765 4321',
        whatsapp: '+971 50 765 4321',
        email: `leila.${serial}@crescentkey.ae`,
      }),
    })
    expect(createdMember.status, await createdMember.clone().text()).toBe(201)
    const member = ((await createdMember.json()) as { doc: { id: number; slug: string } }).doc
    const refusal = `Leila Test ${serial} has 1 listing on the site: give them another broker first (Listings, filter by agent), then remove the BRN.`
    try {
      const created = await createListing(draftOf({ ...validPermit, agent: member.id, publication: 'published' }))
      expect(created.status, await created.clone().text()).toBe(201)
      const { doc } = (await created.json()) as { doc: { id: number; publicId: string } }
      expect((await call(`/team/${member.slug}`)).status).toBe(200)

      // Taken off, or changed to one that is not a BRN: refused on the field, in words.
      for (const brn of [null, '', 'none']) {
        const refused = await asStaff(`/cms-api/team/${member.id}`, { method: 'PATCH', body: JSON.stringify({ brn }) })
        expect(refused.status, JSON.stringify(brn)).toBe(400)
        expect(await fieldErrors(refused)).toContainEqual(expect.objectContaining({ path: 'brn', message: refusal }))
      }
      // Deleting the broker is refused the same way.
      const deleted = await asStaff(`/cms-api/team/${member.id}`, { method: 'DELETE' })
      expect(deleted.status).toBe(400)
      const deleteAnswer = (await deleted.json()) as { errors: { message: string }[] }
      expect(deleteAnswer.errors[0]!.message).toBe(
        `Leila Test ${serial} has 1 listing on the site: give them another broker first (Listings, filter by agent), then delete this team member.`,
      )
      const kept = (await (await asStaff(`/cms-api/team/${member.id}?depth=0`)).json()) as Row
      expect(kept.brn).toBe('48213')
      expect((await call(`/property/${doc.publicId}`)).text).toContain('data-testid="agent-brn"')

      // Once the listing is off the market, the BRN may go, and the broker's page goes with it.
      const withdrawn = await asStaff(`/cms-api/properties/${doc.id}`, {
        method: 'PATCH',
        body: JSON.stringify({ publication: 'withdrawn' }),
      })
      expect(withdrawn.status, await withdrawn.clone().text()).toBe(200)
      const removed = await asStaff(`/cms-api/team/${member.id}`, { method: 'PATCH', body: JSON.stringify({ brn: null }) })
      expect(removed.status, await removed.clone().text()).toBe(200)
      expect((await call(`/team/${member.slug}`)).status).toBe(404)
    } finally {
      for (const id of made.splice(0)) await removeListing(id)
      await asStaff(`/cms-api/team/${member.id}`, { method: 'DELETE' })
    }
  })
})

describe('the compliance view', () => {
  it('lists permits expiring in 14 days for staff, each linked to its listing', async () => {
    const res = await asStaff('/admin/compliance')
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain('Permits expiring in 14 days')
    expect(html).toMatch(/href="\/admin\/collections\/properties\/\d+"/)
  })

  it('is not shown to anyone signed out', async () => {
    const res = await call('/admin/compliance')
    expect(res.text).not.toContain('Permits expiring in 14 days')
  })
})
