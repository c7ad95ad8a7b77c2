import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { base, call, postJson } from './client'
import { openSmtpSink, type SentMail, smtpPort } from './smtp-sink'
import { staffToken, withoutIds } from './staff'

/**
 * Alerts end to end against the real server and database (SQLite, then PostgreSQL in CI), with
 * the jobs queue running every 2 s (JOBS_EVERY_SECONDS in scripts/test/server.mjs): a visitor
 * subscribes, confirms through the link in the outbox, staff publish a matching listing through
 * the admin API, and exactly one alert e-mail reaches the outbox; a price cut on a watched
 * listing sends one; the one-click unsubscribe stops the mail and deletes the address.
 * Every listing made here is withdrawn and deleted after the file.
 */

// Each test waits for the jobs queue, some for several of its runs. Each has a search of its own
// (its own bedrooms in this file's own community, or its own community), so they wait at once.
vi.setConfig({ testTimeout: 90_000 })

type Row = Record<string, unknown>
interface Mail {
  id: number
  to: string
  subject: string
  text: string
  html?: string | null
  headers?: Record<string, string> | null
  kind: string
  createdAt: string
}

async function asStaff(path: string, init: RequestInit = {}) {
  return fetch(`${base}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', Authorization: `JWT ${await staffToken()}`, ...init.headers },
  })
}

const run = Date.now().toString(36)
const address = (name: string) => `alert-${name}-${run}@buyers.test`
/** A community no seeded listing is in, so only this file's listings match its searches. */
const community = `Alert Bay ${run}`

async function mailTo(to: string): Promise<Mail[]> {
  const res = await asStaff(`/cms-api/outbox?where[to][equals]=${encodeURIComponent(to)}&sort=createdAt&depth=0&limit=50`)
  expect(res.status).toBe(200)
  return ((await res.json()) as { docs: Mail[] }).docs
}

/** Waits until `to` has at least `count` e-mails (the jobs run every 2 s); returns them all. */
async function awaitMail(to: string, count: number, within = 30_000): Promise<Mail[]> {
  const until = Date.now() + within
  for (;;) {
    const mails = await mailTo(to)
    if (mails.length >= count || Date.now() > until) return mails
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
}

/**
 * Moves an address's alerts back in time, straight in the PostgreSQL database under test (as eight
 * days passing would): the server's expiry job reads when each was last asked for. Not on SQLite:
 * a second process writing into the file the server holds open brought the server down in CI.
 */
const databaseUri = process.env.TEST_DATABASE_URI
async function askedDaysAgo(email: string, days: number) {
  const when = new Date(Date.now() - days * 86_400_000).toISOString()
  const client = new pg.Client({ connectionString: databaseUri })
  await client.connect()
  try {
    await client.query('UPDATE alerts SET updated_at = $1 WHERE subscriber_id = (SELECT id FROM alert_subscribers WHERE email = $2)', [when, email])
  } finally {
    await client.end()
  }
}

async function hasAddress(email: string): Promise<boolean> {
  const res = await asStaff(`/cms-api/alert-subscribers?where[email][equals]=${encodeURIComponent(email)}&depth=0`)
  return ((await res.json()) as { docs: unknown[] }).docs.length > 0
}

/** Lets the queue run a few more times, for checks that nothing more arrives. */
const severalJobRuns = () => new Promise((resolve) => setTimeout(resolve, 5_000))

function linkIn(mail: Mail, path: string): string {
  const match = new RegExp(`https?://\\S+${path.replace(/\//g, '\\/')}\\?t=[\\w.-]+`).exec(mail.text)
  expect(match, `a ${path} link in “${mail.subject}”`).not.toBeNull()
  return match![0]
}

/** Opens a link from an e-mail on the server under test (the mail names SITE_URL). */
const open = (link: string, init?: RequestInit) => {
  const url = new URL(link)
  return call(`${url.pathname}${url.search}`, init)
}

async function subscribe(body: Row, email: string) {
  const res = await postJson('/api/v1/alerts', { email, frequency: 'instant', ...body })
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  const [confirmation] = await awaitMail(email, 1)
  expect(confirmation, 'the confirmation e-mail').toBeDefined()
  return confirmation!
}

async function confirm(confirmation: Mail) {
  const page = await open(linkIn(confirmation, '/alerts/confirm'))
  expect(page.status).toBe(200)
}

const made: number[] = []
const madeProjects: number[] = []
let template: Row
/** Numbers this file's listings' references, counted as they are asked for (the tests run at once). */
let listings = 0

async function publishListing(changes: Row): Promise<{ id: number; publicId: string }> {
  const res = await asStaff('/cms-api/properties', {
    method: 'POST',
    body: JSON.stringify({
      ...template,
      reference: `CK-ALERT-${run}-${++listings}`.toUpperCase(),
      publication: 'published',
      ...changes,
    }),
  })
  expect(res.status, await res.clone().text()).toBe(201)
  const { doc } = (await res.json()) as { doc: { id: number; publicId: string } }
  made.push(doc.id)
  return doc
}

// The test server sends by SMTP: a sink takes it (an unanswered send would be retried, and its
// retries would be more rows in the outbox than e-mails a visitor gets).
let inbox: SentMail[] = []
let sink: Awaited<ReturnType<typeof openSmtpSink>> | null = null

beforeAll(async () => {
  if (smtpPort) {
    sink = await openSmtpSink()
    inbox = sink.inbox
  }
  const { docs } = (await (await asStaff('/cms-api/properties?where[completionStatus][equals]=ready&where[status][equals]=sell&limit=1&depth=0')).json()) as { docs: Row[] }
  const { publicId: _p, createdAt: _c, updatedAt: _u, reference: _r, ...fields } = docs[0]!
  // Publishing needs a broker with a BRN; other suites may have taken the seeded one off this listing.
  const team = ((await (await asStaff('/cms-api/team?limit=100&depth=0')).json()) as { docs: Row[] }).docs
  const broker = team.find((member) => /^\d{3,8}$/.test(String(member.brn ?? '')))!
  template = {
    ...(withoutIds(fields) as Row),
    agent: broker.id,
    permitNumber: '7140052233',
    permitExpiresAt: new Date(Date.now() + 60 * 86_400_000).toISOString(),
  }
})

afterAll(async () => {
  await sink?.close()
  for (const id of madeProjects) await asStaff(`/cms-api/projects/${id}`, { method: 'DELETE' })
  for (const id of made) {
    await asStaff(`/cms-api/properties/${id}`, { method: 'PATCH', body: JSON.stringify({ publication: 'withdrawn' }) })
    await asStaff(`/cms-api/properties/${id}`, { method: 'DELETE' })
  }
})

describe.concurrent('asking for an alert', () => {
  it('refuses bad input with a 400 naming each field', async () => {
    const res = await postJson<{ message: string; errors: Record<string, string> }>('/api/v1/alerts', {
      email: 'not-an-address',
      frequency: 'hourly',
      kind: 'listings',
      minPrice: '3000000',
      maxPrice: '1000000',
    })
    expect(res.status).toBe(400)
    expect(res.body.errors.email).toBe('Invalid email')
    expect(res.body.errors.frequency).toMatch(/how often/i)
    const noKind = await postJson<{ errors: Record<string, string> }>('/api/v1/alerts', { email: address('nokind') })
    expect(noKind.status).toBe(400)
    expect(Object.keys(noKind.body.errors)).toContain('kind')
    const noListing = await postJson<{ errors: Record<string, string> }>('/api/v1/alerts', { email: address('nolisting'), kind: 'listing' })
    expect(Object.keys(noListing.body.errors)).toContain('listing')
    expect(await mailTo(address('nokind'))).toHaveLength(0)
  })

  it('answers in the edition asked for', async () => {
    const res = await postJson<{ errors: Record<string, string> }>('/api/v1/alerts?locale=ru', { email: 'x', kind: 'listings' })
    expect(res.status).toBe(400)
    expect(res.body.errors.email).toMatch(/[\u0400-\u04FF]/)
  })

  it('answers the same whether or not the address has the alert, and sends nothing before it is confirmed', async () => {
    const email = address('same')
    const search = { kind: 'listings', status: 'sell', location: community, bedrooms: 3 }
    const first = await postJson<{ message: string }>('/api/v1/alerts', { email, ...search })
    const second = await postJson<{ message: string }>('/api/v1/alerts', { email, ...search })
    expect(first.status).toBe(201)
    expect(second.status).toBe(201)
    expect(second.body).toEqual(first.body)
    // One confirmation: asked again within minutes, the link already sent stands.
    const mails = await awaitMail(email, 1)
    expect(mails.map((mail) => mail.subject)).toEqual([expect.stringMatching(/^Confirm your alert/)])
    // Unconfirmed: a matching listing published now is not sent.
    await publishListing({ city: community, bedrooms: 3, status: 'sell' })
    await severalJobRuns()
    expect(await mailTo(email)).toHaveLength(1)
  })
})

describe.concurrent('asking again for a confirmed alert', () => {
  it('changes nothing (anyone may send the request), and says so by e-mail', async () => {
    const email = address('again')
    const search = { kind: 'listings', status: 'rent', location: community, bedrooms: 3 }
    await confirm(await subscribe({ ...search, frequency: 'daily' }, email))
    const again = await postJson('/api/v1/alerts?locale=zh', { email, ...search, frequency: 'instant', locale: 'zh', currency: 'EUR' })
    expect(again.status).toBe(201)
    const mails = await awaitMail(email, 2)
    expect(mails).toHaveLength(2)
    expect(mails[1]!.text).toMatch(/\/zh\/alerts\/manage\?t=/)
    const subscribers = await asStaff(`/cms-api/alert-subscribers?where[email][equals]=${encodeURIComponent(email)}&depth=0`)
    const [subscriber] = ((await subscribers.json()) as { docs: { id: number }[] }).docs
    const alerts = await asStaff(`/cms-api/alerts?where[subscriber][equals]=${subscriber!.id}&depth=0`)
    const [alert] = ((await alerts.json()) as { docs: { frequency: string; locale: string; currency: string }[] }).docs
    expect(alert).toMatchObject({ frequency: 'daily', locale: 'en', currency: 'AED' })
  })
})

describe.concurrent('a confirmation the mail server refuses', () => {
  it.skipIf(!smtpPort)('is queued to be sent again, with the queue’s retries', async ({ expect }) => {
    const email = `refused-${address('bounce')}`
    const res = await postJson('/api/v1/alerts', { email, kind: 'listings', status: 'rent', location: community, bedrooms: 1 })
    expect(res.status).toBe(201)
    await expect.poll(async () => (await mailTo(email)).map((mail) => (mail as Mail & { delivery: string }).delivery), { timeout: 15_000 }).toEqual(['failed'])
    const subscribers = await asStaff(`/cms-api/alert-subscribers?where[email][equals]=${encodeURIComponent(email)}&depth=0`)
    const [subscriber] = ((await subscribers.json()) as { docs: { id: number }[] }).docs
    const alerts = await asStaff(`/cms-api/alerts?where[subscriber][equals]=${subscriber!.id}&depth=0`)
    const [alert] = ((await alerts.json()) as { docs: { id: number }[] }).docs
    const retry = async () => {
      const jobs = await asStaff('/cms-api/payload-jobs?where[taskSlug][equals]=alertsNotice&sort=-createdAt&limit=50&depth=0')
      const { docs } = (await jobs.json()) as { docs: { input: { alert: number; kind: string }; waitUntil?: string }[] }
      return docs.find((job) => job.input.alert === alert!.id)
    }
    await expect.poll(retry, { timeout: 10_000 }).toMatchObject({ input: { kind: 'confirm', alert: alert!.id } })
    expect(new Date((await retry())!.waitUntil!).getTime()).toBeGreaterThan(Date.now())
  })
})

describe.concurrent('a confirmed property search', () => {
  it('gets exactly one e-mail when staff publish a matching listing, and no more within the hour', async () => {
    const email = address('search')
    const confirmation = await subscribe({ kind: 'listings', status: 'sell', location: community, bedrooms: 2, maxPrice: '4000000' }, email)
    expect(confirmation.subject).toMatch(/Confirm your alert/)
    expect(confirmation.text).toContain(community)
    await confirm(confirmation)

    // Not matching: too dear, the wrong bedrooms, for rent.
    await publishListing({ city: community, bedrooms: 2, price: 4_500_000, status: 'sell' })
    await publishListing({ city: community, bedrooms: 1, price: 1_500_000, status: 'sell' })
    const matching = await publishListing({ city: community, bedrooms: 2, price: 2_750_000, status: 'sell' })
    const mails = await awaitMail(email, 2)
    expect(mails).toHaveLength(2)
    const alert = mails[1]!
    expect(alert.subject).toMatch(/new home/i)
    expect(alert.text).toContain(`/property/${matching.publicId}`)
    expect(alert.text).toContain('2,750,000 AED')
    expect(alert.html).toContain('<img')
    expect(alert.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
    expect(alert.headers?.['List-Unsubscribe']).toMatch(/^<https?:\/\/\S+\/api\/v1\/alerts\/unsubscribe\?t=\S+>$/)

    // A second match inside the hour waits for the next e-mail.
    await publishListing({ city: community, bedrooms: 2, price: 3_100_000, status: 'sell' })
    // And a listing that leaves the market and comes back is not news to this search again.
    await asStaff(`/cms-api/properties/${matching.id}`, { method: 'PATCH', body: JSON.stringify({ publication: 'withdrawn' }) })
    await asStaff(`/cms-api/properties/${matching.id}`, { method: 'PATCH', body: JSON.stringify({ publication: 'published' }) })
    await severalJobRuns()
    expect(await mailTo(email)).toHaveLength(2)
    const matches = await asStaff(`/cms-api/alert-matches?where[property][equals]=${matching.id}&depth=0`)
    expect(((await matches.json()) as { docs: unknown[] }).docs).toHaveLength(1)
  })
})

describe.concurrent('a listing already on the market', () => {
  it('is not news to a search that showed it when staff change it, only to one a change brings it into', async () => {
    const shown = await publishListing({ city: community, bedrooms: 8, price: 6_000_000, status: 'sell' })
    const outside = await publishListing({ city: community, bedrooms: 9, price: 6_500_000, status: 'sell' })
    // Their own matching is over before the search exists.
    await severalJobRuns()
    const email = address('changes')
    await confirm(await subscribe({ kind: 'listings', status: 'sell', location: community, bedrooms: 8 }, email))
    const patch = (id: number, changes: Row) => asStaff(`/cms-api/properties/${id}`, { method: 'PATCH', body: JSON.stringify(changes) })
    expect((await patch(shown.id, { price: 6_200_000 })).status).toBe(200)
    expect((await patch(outside.id, { bedrooms: 8 })).status).toBe(200)
    const mails = await awaitMail(email, 2)
    expect(mails).toHaveLength(2)
    expect(mails[1]!.text).toContain(`/property/${outside.publicId}`)
    expect(mails[1]!.text).not.toContain(`/property/${shown.publicId}`)
  })
})

describe.concurrent('a daily digest', () => {
  it('gathers what matched into one e-mail at the digest hour, and writes no more that hour', async () => {
    const email = address('daily')
    const confirmation = await subscribe({ kind: 'listings', status: 'sell', location: community, bedrooms: 6, frequency: 'daily' }, email)
    await confirm(confirmation)
    const listing = await publishListing({ city: community, bedrooms: 6, price: 12_000_000, status: 'sell' })
    // The test server sends digests every 10 s (scripts/test/server.mjs); production at 08:00 Dubai.
    const mails = await awaitMail(email, 2, 45_000)
    expect(mails).toHaveLength(2)
    expect(mails[1]!.subject).toMatch(/^Today: 1 home for/)
    expect(mails[1]!.text).toContain(`/property/${listing.publicId}`)
    await publishListing({ city: community, bedrooms: 6, price: 11_000_000, status: 'sell' })
    // Past the next digest: the hour since the last e-mail holds this one back.
    await new Promise((resolve) => setTimeout(resolve, 12_000))
    expect(await mailTo(email)).toHaveLength(2)
  })
})

describe.concurrent('a watched listing', () => {
  it('sends one e-mail when its price drops, in the currency the visitor chose, and none when it rises', async () => {
    const listing = await publishListing({ city: community, bedrooms: 4, price: 5_000_000, status: 'sell' })
    const email = address('watch')
    const confirmation = await subscribe({ kind: 'listing', listing: listing.publicId, currency: 'USD' }, email)
    await confirm(confirmation)
    const rise = await asStaff(`/cms-api/properties/${listing.id}`, { method: 'PATCH', body: JSON.stringify({ price: 5_200_000 }) })
    expect(rise.status).toBe(200)
    await severalJobRuns()
    expect(await mailTo(email)).toHaveLength(1)

    const cut = await asStaff(`/cms-api/properties/${listing.id}`, { method: 'PATCH', body: JSON.stringify({ price: 4_600_000 }) })
    expect(cut.status).toBe(200)
    const mails = await awaitMail(email, 2)
    expect(mails).toHaveLength(2)
    expect(mails[1]!.subject).toMatch(/^Price cut/)
    expect(mails[1]!.text).toMatch(/USD/)
    expect(mails[1]!.text).toContain(`/property/${listing.publicId}`)
  })
})

describe.concurrent('a watched listing in another edition', () => {
  it('is named as that edition’s page names it', async () => {
    const list = await call<{ data: { docs: { _id: string; editions: string[] }[] } }>('/api/v1/properties?limit=50')
    const translated = list.body.data.docs.find((doc) => doc.editions.includes('ru'))
    expect(translated, 'a listing translated into Russian').toBeDefined()
    const russian = await call<{ data: { name: string } }>(`/api/v1/properties/${translated!._id}?locale=ru`)
    const email = address('watch-ru')
    const res = await postJson('/api/v1/alerts?locale=ru', { email, kind: 'listing', listing: translated!._id, locale: 'ru' })
    expect(res.status).toBe(201)
    const [confirmation] = await awaitMail(email, 1)
    expect(confirmation?.subject).toContain(russian.body.data.name)
  })
})

describe.concurrent('a project search', () => {
  it('gets one e-mail when staff publish a matching project', async () => {
    const email = address('projects')
    const projectCommunity = `Alert Creek ${run}`
    const confirmation = await subscribe({ kind: 'projects', community: projectCommunity }, email)
    expect(confirmation.text).toContain(projectCommunity)
    await confirm(confirmation)
    const { docs } = (await (await asStaff('/cms-api/projects?where[_status][equals]=published&limit=1&depth=0')).json()) as { docs: Row[] }
    const { publicId: _p, createdAt: _c, updatedAt: _u, slug: _s, name: _n, ...fields } = docs[0]!
    const slug = `alert-heights-${run}`
    const res = await asStaff('/cms-api/projects', {
      method: 'POST',
      body: JSON.stringify({ ...(withoutIds(fields) as Row), name: `Alert Heights ${run}`, slug, community: projectCommunity, _status: 'published' }),
    })
    expect(res.status, await res.clone().text()).toBe(201)
    madeProjects.push(((await res.json()) as { doc: { id: number } }).doc.id)
    const mails = await awaitMail(email, 2)
    expect(mails).toHaveLength(2)
    expect(mails[1]!.subject).toMatch(/new project/i)
    expect(mails[1]!.text).toContain(`/projects/${slug}`)
  })
})

describe.concurrent('leaving', () => {
  it('stops with the one-click POST: no more mail, and the address is deleted', async () => {
    const email = address('leave')
    const confirmation = await subscribe({ kind: 'listings', status: 'sell', location: community, bedrooms: 5 }, email)
    await confirm(confirmation)
    await publishListing({ city: community, bedrooms: 5, price: 9_000_000, status: 'sell' })
    const [, alert] = await awaitMail(email, 2)
    expect(alert, 'the first alert').toBeDefined()
    const oneClick = /^<(.+)>$/.exec(alert!.headers!['List-Unsubscribe']!)![1]!
    // The e-mail as the mail server received it carries RFC 8058's two headers.
    if (smtpPort) {
      // The outbox row is written before the mail server has it: wait for it there too.
      const toVisitor = () => inbox.filter((mail) => mail.to.includes(email))
      for (const until = Date.now() + 10_000; toVisitor().length < 2 && Date.now() < until; ) {
        await new Promise((resolve) => setTimeout(resolve, 200))
      }
      const sent: SentMail | undefined = toVisitor()[1]
      // (The sink undoes quoted-printable everywhere, so the link's `=` may not survive: its path does.)
      expect(sent?.raw).toMatch(/^List-Unsubscribe: <https?:\/\/\S+\/api\/v1\/alerts\/unsubscribe\?\S+>\r?$/m)
      expect(sent?.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m)
    }
    // Opened in a browser (a mail app without one-click), the same link shows the page that asks;
    // it stops nothing.
    const browsed = await open(oneClick, { redirect: 'manual' })
    expect(browsed.status).toBe(303)
    expect(browsed.headers.get('location')).toMatch(/^\/alerts\/unsubscribe\?t=/)
    const left = await open(oneClick, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    })
    expect(left.status).toBe(200)
    expect(await hasAddress(email)).toBe(false)
    // Nor do its e-mails stay in the outbox, which named it and held its links.
    expect(await mailTo(email)).toHaveLength(0)
    // The e-mail's own "Stop this alert" page now says it is stopped, not that the link is broken.
    const stopPage = await open(linkIn(alert!, '/alerts/unsubscribe'))
    expect(stopPage.status).toBe(200)
    expect(stopPage.text).toContain('data-testid="alert-stopped"')
    // The link is spent; a tampered one never worked.
    expect((await open(oneClick, { method: 'POST', body: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } })).status).toBe(404)
    await publishListing({ city: community, bedrooms: 5, price: 8_000_000, status: 'sell' })
    await severalJobRuns()
    expect(await mailTo(email)).toHaveLength(0)
  })
})

describe.concurrent('an unconfirmed request', () => {
  // Concurrent tests poll with their own expect.
  it.skipIf(!databaseUri)('is deleted with its address once it was asked for 7 days ago, and not before', async ({ expect }) => {
    const old = address('expired')
    const recent = address('recent')
    for (const email of [old, recent]) {
      const res = await postJson('/api/v1/alerts', { email, kind: 'listings', location: community, bedrooms: 7 })
      expect(res.status).toBe(201)
      await awaitMail(email, 1)
    }
    await askedDaysAgo(old, 8)
    // The test server runs the expiry every 10 s (scripts/test/server.mjs); production hourly.
    await expect.poll(() => hasAddress(old), { timeout: 30_000, interval: 1_000 }).toBe(false)
    expect(await mailTo(old)).toHaveLength(0)
    expect(await hasAddress(recent)).toBe(true)
  })
})

describe.concurrent('limits and privacy', () => {
  // The staff view counts the searches the limit test asks for: these two run in turn.
  it.sequential('holds at most 10 alerts per address and says so by e-mail, not in the answer', async () => {
    const email = address('limit')
    for (let bedrooms = 0; bedrooms <= 10; bedrooms += 1) {
      const res = await postJson<{ message: string }>('/api/v1/alerts', { email, kind: 'listings', location: community, bedrooms })
      expect(res.status).toBe(201)
    }
    const mails = await awaitMail(email, 11)
    expect(mails.filter((mail) => /^Confirm your alert/.test(mail.subject))).toHaveLength(10)
    expect(mails.filter((mail) => mail.subject === 'You have 10 alerts already')).toHaveLength(1)
  })

  it('sends one confirmation however often the same alert is asked for within minutes', async ({ expect }) => {
    const email = address('repeated')
    for (let ask = 0; ask < 5; ask += 1) {
      const res = await postJson('/api/v1/alerts', { email, kind: 'listings', location: community, bedrooms: 12 })
      // The same answer throughout: nothing tells the asker that the link went already.
      expect(res.status).toBe(201)
    }
    await awaitMail(email, 1)
    await severalJobRuns()
    expect(await mailTo(email)).toHaveLength(1)
  })

  it('e-mails one address at most 12 times an hour', async ({ expect }) => {
    // Ten alerts confirmed (ten confirmations), then each asked for again ('you have this alert
    // already', ten more): twenty notices due, twelve sent.
    const email = address('flooded')
    const searches = Array.from({ length: 10 }, (_, i) => ({ kind: 'listings', location: community, bedrooms: 11 + i }))
    for (const search of searches) expect((await postJson('/api/v1/alerts', { email, ...search })).status).toBe(201)
    const confirmations = await awaitMail(email, 10)
    expect(confirmations).toHaveLength(10)
    for (const mail of confirmations) await confirm(mail)
    for (const search of searches) expect((await postJson('/api/v1/alerts', { email, ...search })).status).toBe(201)
    await awaitMail(email, 12)
    await severalJobRuns()
    const mails = await mailTo(email)
    expect(mails).toHaveLength(12)
    expect(mails.filter((mail) => /^You already have this alert/.test(mail.subject))).toHaveLength(2)
  })

  it('counts an inbox’s spellings together: tagged addresses share its 12 e-mails an hour', async ({ expect }) => {
    // Thirteen spellings of one inbox (name+1@ … name+13@), an alert each: thirteen
    // confirmations due, twelve sent between them.
    const [name, domain] = address('spellings').split('@')
    const spellings = Array.from({ length: 13 }, (_, i) => `${name}+${i + 1}@${domain}`)
    for (const email of spellings)
      expect((await postJson('/api/v1/alerts', { email, kind: 'listings', location: community, bedrooms: 9, minPrice: 3_000_000 })).status).toBe(201)
    const sent = async () => (await Promise.all(spellings.map(mailTo))).flat()
    const until = Date.now() + 30_000
    while ((await sent()).length < 12 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 500))
    await severalJobRuns()
    expect(await sent()).toHaveLength(12)
  })

  it.sequential('shows staff what visitors wait for, counted by search, without an address', async () => {
    const res = await asStaff('/admin/alert-searches')
    expect(res.status).toBe(200)
    const html = await res.text()
    // The limit test's ten searches (studio to 9 bedrooms; the eleventh was refused), unconfirmed.
    expect(html).toContain(`For sale · ${community} · 9 bedrooms`)
    expect(html).not.toContain(`For sale · ${community} · 10 bedrooms`)
    expect(html).not.toContain('@buyers.test')
    expect((await call('/admin/alert-searches')).text).not.toContain(community)
  })

  it('shows staff the alerts but only admins the addresses', async () => {
    const res = await asStaff('/cms-api/alerts?limit=5&depth=0')
    expect(res.status).toBe(200)
    const anonymous = await call('/cms-api/alerts')
    expect(anonymous.status).toBe(403)
    expect((await call('/cms-api/alert-subscribers')).status).toBe(403)
  })
})
