import { beforeAll, describe, expect, it } from 'vitest'
import type { Paginated, Project, Property } from '@/lib/api/types'
import { base, call, clientId, postJson, validEnquiry } from './client'
import { staffFind, staffToken } from './staff'

/**
 * Leads reach the right person: an enquiry from a listing's page is stored with the listing and
 * assigned to its broker, a register-interest to its project's broker; the notice is one outbox
 * message to the broker and the firm's inbox; staff filter leads by broker and reassign them.
 */

const FIRM = 'leads@crescentkey.test' // LEADS_NOTIFY_TO of the test server
type Row = Record<string, unknown>
type Answer = { message: string; errors?: Record<string, string>; data?: { _id: string } }

const idOf = (value: unknown) =>
  value && typeof value === 'object' ? (value as { id: number }).id : (value as number | null)

async function asStaff(path: string, init: RequestInit = {}) {
  return fetch(`${base}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', Authorization: `JWT ${await staffToken()}`, ...init.headers },
  })
}

/** The outbox row of the notice about a visitor's lead (written after the answer, so it may lag). */
async function noticeTo(visitorEmail: string): Promise<Row> {
  for (let i = 0; i < 100; i++) {
    const found = (await staffFind('outbox', 'replyTo', visitorEmail)).find((row) => row.kind === 'lead')
    if (found) return found
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`no lead notice replying to ${visitorEmail}`)
}

const addressees = (row: Row) => String(row.to).split(',').map((address) => address.trim())

let listing: Property
let listingRow: Row

beforeAll(async () => {
  const list = await call<{ data: Paginated<Property> }>('/api/v1/properties?limit=9')
  listing = list.body.data.docs.find((doc) => doc.agent?.email)!
  expect(listing, 'a listing on the market with a broker who has an e-mail').toBeDefined()
  listingRow = (await staffFind('properties', 'publicId', listing._id))[0]!
})

describe('an enquiry from a listing page', () => {
  it('is stored with the listing, assigned to its broker, and mailed to the broker and the firm', async () => {
    const id = clientId('routed')
    const email = `${id}@example.com`
    const answer = await postJson<Answer>('/api/v1/contacts', {
      ...validEnquiry,
      email,
      page: `/property/${listing._id}`,
      property: listing._id,
      clientId: id,
    })
    expect(answer.status).toBe(201)
    const [lead] = await staffFind('enquiries', 'clientId', id)
    expect(idOf(lead!.property)).toBe(listingRow.id)
    expect(idOf(lead!.agent)).toBe(idOf(listingRow.agent))
    expect((lead!.agent as Row).email).toBe(listing.agent!.email)

    const notice = await noticeTo(email)
    expect(addressees(notice).sort()).toEqual([listing.agent!.email, FIRM].sort())
    expect(notice.subject).toBe(`New enquiry about ${listing.reference} from Aisha Rahman`)
    expect(notice.text).toContain(`Assigned to: ${listing.agent!.name}`)
  })

  it('from any other page goes to the firm alone, assigned to no one', async () => {
    const id = clientId('unrouted')
    const email = `${id}@example.com`
    expect((await postJson('/api/v1/contacts', { ...validEnquiry, email, clientId: id })).status).toBe(201)
    const [lead] = await staffFind('enquiries', 'clientId', id)
    expect(lead!.agent ?? null).toBeNull()
    expect(lead!.property ?? null).toBeNull()
    expect(addressees(await noticeTo(email))).toEqual([FIRM])
  })

  it('with a made-up listing id assigns no one, and a malformed one is a 400, never a 500', async () => {
    const id = clientId('forged')
    const forged = await postJson<Answer>('/api/v1/contacts', {
      ...validEnquiry,
      property: 'f'.repeat(24),
      clientId: id,
    })
    expect(forged.status).toBe(201)
    const [lead] = await staffFind('enquiries', 'clientId', id)
    expect(lead!.agent ?? null).toBeNull()
    expect(lead!.property ?? null).toBeNull()

    for (const property of [String(listingRow.id), 'x'.repeat(24), 42, { $ne: null }, ['a']]) {
      const answer = await postJson<Answer>('/api/v1/contacts', { ...validEnquiry, property })
      expect(answer.status, JSON.stringify(property)).toBe(400)
      expect(answer.body.errors!.property).toBe('Invalid listing id')
    }
  })

  it('for a listing that is not on the market assigns no one', async () => {
    const { docs } = (await (
      await asStaff('/cms-api/properties?where[publication][not_equals]=published&limit=1&depth=0')
    ).json()) as { docs: Row[] }
    // Every seeded listing is published; the expired-permit one is off the market all the same.
    const offMarket =
      docs[0] ??
      ((await (
        await asStaff(
          `/cms-api/properties?where[permitExpiresAt][less_than]=${encodeURIComponent(new Date().toISOString())}&limit=1&depth=0`,
        )
      ).json()) as { docs: Row[] }).docs[0]
    expect(offMarket, 'a listing off the market').toBeDefined()
    const id = clientId('offmarket')
    const answer = await postJson('/api/v1/contacts', { ...validEnquiry, property: offMarket!.publicId, clientId: id })
    expect(answer.status).toBe(201)
    const [lead] = await staffFind('enquiries', 'clientId', id)
    expect(lead!.agent ?? null).toBeNull()
  })
})

describe('a register-interest from a project page', () => {
  it("is assigned to the project's broker and mailed to them and the firm", async () => {
    const list = await call<{ data: Paginated<Project> }>('/api/v1/projects?limit=50')
    const project = list.body.data.docs[0]!
    const [projectRow] = await staffFind('projects', 'slug', project.slug)
    const broker = projectRow!.agent as Row
    expect(broker, 'seeded projects name their broker').toBeTruthy()

    const id = clientId('interest')
    const email = `${id}@example.com`
    const answer = await postJson(`/api/v1/projects/${project.slug}/interest`, {
      firstName: 'Layla',
      lastName: 'Haddad',
      email,
      phone: '+971 050-765-4321',
      clientId: id,
    })
    expect(answer.status).toBe(201)
    const [lead] = await staffFind('interests', 'clientId', id)
    expect(idOf(lead!.agent)).toBe(broker.id)
    expect(addressees(await noticeTo(email)).sort()).toEqual([String(broker.email), FIRM].sort())
  })
})

describe('leads in the admin', () => {
  it('are filtered by broker and reassigned by staff', async () => {
    const id = clientId('reassign')
    await postJson('/api/v1/contacts', { ...validEnquiry, property: listing._id, clientId: id })
    const [lead] = await staffFind('enquiries', 'clientId', id)
    const agentId = idOf(listingRow.agent)!

    const byAgent = async (agent: number) =>
      ((await (
        await asStaff(`/cms-api/enquiries?where[agent][equals]=${agent}&limit=500&depth=0`)
      ).json()) as { docs: Row[] }).docs.map((row) => row.id)
    expect(await byAgent(agentId)).toContain(lead!.id)

    const { docs: team } = (await (
      await asStaff(`/cms-api/team?where[id][not_equals]=${agentId}&where[brn][exists]=true&limit=1&depth=0`)
    ).json()) as { docs: Row[] }
    const other = team[0]!.id as number
    const patched = await asStaff(`/cms-api/enquiries/${lead!.id}`, {
      method: 'PATCH',
      body: JSON.stringify({ agent: other }),
    })
    expect(patched.status, await patched.clone().text()).toBe(200)
    expect(await byAgent(other)).toContain(lead!.id)
    expect(await byAgent(agentId)).not.toContain(lead!.id)
  })

  it('tell the broker a lead is reassigned to, and no one on other edits', async () => {
    const id = clientId('handover')
    const email = `${id}@example.com`
    await postJson('/api/v1/contacts', { ...validEnquiry, email, property: listing._id, clientId: id })
    const [lead] = await staffFind('enquiries', 'clientId', id)
    await noticeTo(email) // the first notice, to the listing's broker and the firm
    const agentId = idOf(listingRow.agent)!
    const { docs: team } = (await (
      await asStaff(`/cms-api/team?where[id][not_equals]=${agentId}&where[email][exists]=true&limit=1&depth=0`)
    ).json()) as { docs: Row[] }
    const other = team[0]!
    const leadNotices = async () =>
      (await staffFind('outbox', 'replyTo', email)).filter((row) => row.kind === 'lead')

    // Another edit (the status) tells no one.
    const contacted = await asStaff(`/cms-api/enquiries/${lead!.id}`, {
      method: 'PATCH',
      body: JSON.stringify({ status: 'contacted' }),
    })
    expect(contacted.status).toBe(200)
    const patched = await asStaff(`/cms-api/enquiries/${lead!.id}`, {
      method: 'PATCH',
      body: JSON.stringify({ agent: other.id }),
    })
    expect(patched.status, await patched.clone().text()).toBe(200)
    let notices: Row[] = []
    for (let i = 0; i < 100 && notices.length < 2; i++) {
      notices = await leadNotices()
      if (notices.length < 2) await new Promise((resolve) => setTimeout(resolve, 100))
    }
    const handover = notices.find((row) => String(row.subject).startsWith('Reassigned to you'))
    expect(handover, 'a notice to the new broker').toBeDefined()
    expect(addressees(handover!)).toEqual([String(other.email)])
    expect(handover!.subject).toBe(`Reassigned to you: enquiry about ${listing.reference} from Aisha Rahman`)
    expect(handover!.text).toContain(`Assigned to: ${other.firstName} ${other.lastName}`)
    expect(handover!.text).toContain(`Email: ${email}`)
    expect(handover!.text).toContain(validEnquiry.message)

    // Saving the lead again with the same broker sends nothing more.
    const again = await asStaff(`/cms-api/enquiries/${lead!.id}`, {
      method: 'PATCH',
      body: JSON.stringify({ agent: other.id, status: 'closed' }),
    })
    expect(again.status).toBe(200)
    await new Promise((resolve) => setTimeout(resolve, 1500))
    expect(await leadNotices()).toHaveLength(2)
  })

  it('tell the broker a register-interest is reassigned to', async () => {
    const list = await call<{ data: Paginated<Project> }>('/api/v1/projects?limit=50')
    const project = list.body.data.docs[0]!
    const id = clientId('interest-handover')
    const email = `${id}@example.com`
    const answer = await postJson(`/api/v1/projects/${project.slug}/interest`, {
      firstName: 'Layla',
      lastName: 'Haddad',
      email,
      phone: '+971 050-765-4321',
      clientId: id,
    })
    expect(answer.status).toBe(201)
    const [lead] = await staffFind('interests', 'clientId', id)
    await noticeTo(email)
    const { docs: team } = (await (
      await asStaff(
        `/cms-api/team?where[id][not_equals]=${idOf(lead!.agent)}&where[email][exists]=true&limit=1&depth=0`,
      )
    ).json()) as { docs: Row[] }
    const other = team[0]!
    const patched = await asStaff(`/cms-api/interests/${lead!.id}`, {
      method: 'PATCH',
      body: JSON.stringify({ agent: other.id }),
    })
    expect(patched.status, await patched.clone().text()).toBe(200)
    let handover: Row | undefined
    for (let i = 0; i < 100 && !handover; i++) {
      handover = (await staffFind('outbox', 'replyTo', email)).find((row) =>
        String(row.subject).startsWith('Reassigned to you'),
      )
      if (!handover) await new Promise((resolve) => setTimeout(resolve, 100))
    }
    expect(handover, 'a notice to the new broker').toBeDefined()
    expect(addressees(handover!)).toEqual([String(other.email)])
    expect(handover!.subject).toBe(`Reassigned to you: interest in ${project.name} from Layla Haddad`)
  })

  it('are not readable or reassignable without signing in', async () => {
    const id = clientId('anon')
    await postJson('/api/v1/contacts', { ...validEnquiry, property: listing._id, clientId: id })
    const [lead] = await staffFind('enquiries', 'clientId', id)
    expect([401, 403]).toContain((await call(`/cms-api/enquiries?where[agent][exists]=true`)).status)
    const patch = await call(`/cms-api/enquiries/${lead!.id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ agent: null }),
    })
    expect([401, 403]).toContain(patch.status)
    expect(idOf((await staffFind('enquiries', 'clientId', id))[0]!.agent)).toBe(idOf(listingRow.agent))
  })
})
