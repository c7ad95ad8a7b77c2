import { execFileSync } from 'node:child_process'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Article, Paginated, Property, TeamMember } from '@/lib/api/types'
import en from '@/messages/en.json'
import { call, clientId, postJson, validEnquiry } from './client'

/** The listing error of docs/requirements.md §8, in English (messages/en.json, PropertyCard). */
const LISTING_ERROR = en.PropertyCard.listingError

/**
 * The site degrades, not dies: with its database stopped, pages already viewed keep serving
 * from the data cache, a listing never read shows its error state, the JSON API answers a
 * clean error, health says what is down — and all of it recovers when the database is back.
 *
 * Stops and starts a real PostgreSQL server, so it only runs against a server of its own:
 * scripts/reliability/degrade.mjs passes TEST_DEGRADE_PGPORT/TEST_DEGRADE_PGDIR (the database
 * server behind TEST_BASE_URL, started by scripts/postgres-local.sh).
 */
const pgPort = process.env.TEST_DEGRADE_PGPORT
const pgDir = process.env.TEST_DEGRADE_PGDIR

function postgres(action: 'start' | 'stop') {
  execFileSync('bash', ['scripts/postgres-local.sh', ...(action === 'stop' ? ['stop'] : [])], {
    env: { ...process.env, PGPORT: pgPort, PGDIR: pgDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
}

/**
 * The visible text of an HTML page, entities decoded so a title with an apostrophe still
 * matches. Scripts are left out: the RSC payload also carries the not-found and error
 * boundaries' markup, which the page does not show.
 */
async function pageText(path: string) {
  const answer = await call(path)
  const text = answer.text
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
  return { status: answer.status, text }
}

/** Polls until health says ok again: the database pool reconnects on its own schedule. */
async function healthyAgain() {
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if ((await call('/api/health').catch(() => null))?.status === 200) return true
    await new Promise((r) => setTimeout(r, 500))
  }
  return false
}

/** A 200 page showing each expected text and none of the site's error states. */
async function expectPage(path: string, expected: string[]) {
  const page = await pageText(path)
  expect(page.status, path).toBe(200)
  for (const text of expected) expect(page.text.includes(text), `${path}: “${text}”`).toBe(true)
  expect(/Something went wrong|not loaded/i.test(page.text), `${path}: an error state`).toBe(false)
}

type Health = { status: string; database: string; storage: string }

/** What must never reach a visitor in an error body: stacks, paths, driver messages. */
const LEAKS = /\n\s+at |node_modules|\/work\/|\.next\/|ECONNREFUSED|postgres:\/\/|Error:/

describe.runIf(pgPort && pgDir)('with the database stopped', () => {
  // Read while the database is up: these become the data cache the site serves from.
  const viewed: Record<string, string[]> = {}
  const seenListing = '/api/v1/properties?status=sell&limit=3'
  // Never read before the database stops: nothing cached can answer these.
  const unseenListing = '/api/v1/properties?status=rent&bedrooms=2&limit=7'
  const unseenPage = '/property?status=rent&bedrooms=3'

  beforeAll(async () => {
    const first = async <T>(path: string) =>
      (await call<{ data: Paginated<T> }>(path)).body.data.docs[0]!
    const property = await first<Property>('/api/v1/properties?limit=1')
    const featured = await first<Property>('/api/v1/properties?isFeatured=true&limit=1')
    const article = await first<Article>('/api/v1/news?limit=1')
    const member = await first<TeamMember>('/api/v1/teams?limit=1')
    viewed['/'] = [featured.name]
    viewed['/property'] = ['Available Properties', 'properties for sale']
    viewed[`/property/${property._id}`] = [property.name, property.reference]
    viewed[`/news/${article.slug}`] = [article.title]
    viewed['/team'] = [`${member.firstName} ${member.lastName}`]
    for (const [path, expected] of Object.entries(viewed)) await expectPage(path, expected)
    expect((await call(seenListing)).status).toBe(200)
    postgres('stop')
  })

  afterAll(() => postgres('start'))

  it('reports the database down and storage fine on /api/health, with a 503', async () => {
    const answer = await call<Health>('/api/health')
    expect(answer.status).toBe(503)
    expect(answer.body).toEqual({ status: 'down', database: 'down', storage: 'up' })
  })

  it('still serves the pages viewed before, with their content', async () => {
    for (const [path, expected] of Object.entries(viewed)) await expectPage(path, expected)
  })

  it('still answers a listing query read before from the cache', async () => {
    const answer = await call<{ data: Paginated<Property> }>(seenListing)
    expect(answer.status).toBe(200)
    expect(answer.body.data.docs).toHaveLength(3)
  })

  it('shows the listing error state for a search never made before', async () => {
    const page = await pageText(unseenPage)
    expect(page.status).toBe(200)
    expect(page.text.includes(LISTING_ERROR), 'the listing error message').toBe(true)
  })

  it('answers a listing query it cannot read with a clean JSON error', async () => {
    const answer = await call<{ message: string }>(unseenListing)
    expect(answer.status).toBeGreaterThanOrEqual(500)
    expect(answer.headers.get('content-type')).toContain('application/json')
    expect(answer.body).toEqual({ message: expect.any(String) })
    expect(answer.text).not.toMatch(LEAKS)
  })

  it('refuses an enquiry it cannot store with a clean JSON error, never a false success', async () => {
    const answer = await postJson('/api/v1/contacts', {
      ...validEnquiry,
      clientId: clientId('degraded'),
    })
    expect(answer.status).toBeGreaterThanOrEqual(500)
    expect(answer.body).toEqual({ message: expect.any(String) })
    expect(answer.text).not.toMatch(LEAKS)
  })

  describe('once the database is back', () => {
    beforeAll(async () => {
      postgres('start')
      expect(await healthyAgain()).toBe(true)
    })

    it('reports everything ok on /api/health', async () => {
      const answer = await call<Health>('/api/health')
      expect(answer.body).toEqual({ status: 'up', database: 'up', storage: 'up' })
    })

    it('answers the listing query that failed', async () => {
      const answer = await call<{ data: Paginated<Property> }>(unseenListing)
      expect(answer.status).toBe(200)
      expect(answer.body.data.docs.length).toBeGreaterThan(0)
      for (const doc of answer.body.data.docs) expect(doc.bedrooms).toBe(2)
    })

    it('shows the listing instead of the error state', async () => {
      const page = await pageText(unseenPage)
      expect(page.status).toBe(200)
      expect(page.text.includes(LISTING_ERROR), 'the listing error message').toBe(false)
      expect(/\d+ propert(y|ies) for rent/.test(page.text), 'the count of rentals').toBe(true)
    })

    it('stores an enquiry again', async () => {
      const answer = await postJson('/api/v1/contacts', {
        ...validEnquiry,
        clientId: clientId('recovered'),
      })
      expect(answer.status).toBe(201)
    })
  })
})
