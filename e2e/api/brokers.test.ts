import { JSDOM } from 'jsdom'
import { beforeAll, describe, expect, it } from 'vitest'
import { base, call } from './client'
import { siteUrl } from './pages'
import { staffToken } from './staff'

// A broker's page under /team (issue 38 §1) as a crawler meets it: a page for each team member
// with a BRN, in both editions and in the sitemap; a 404 for any other address under /team,
// including a team member who is not a broker.

interface Member {
  slug?: string | null
  brn?: string | null
  firstName: string
  lastName: string
}

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''

async function teamAsStaff(): Promise<Member[]> {
  const res = await fetch(`${base}/cms-api/team?limit=100&depth=0`, {
    headers: { Authorization: `JWT ${await staffToken()}` },
  })
  expect(res.ok).toBe(true)
  return ((await res.json()) as { docs: Member[] }).docs
}

async function expectBrokerMissing(path: string) {
  for (const [prefix, title] of [
    ['', 'Broker not found'],
    ['/ar', 'الوسيط غير موجود'],
  ] as const) {
    const page = await call(`${prefix}${path}`)
    expect(page.status, `${prefix}${path}`).toBe(404)
    expect(titleOf(page.text), `${prefix}${path}`).toMatch(new RegExp(`^${title} \\| `))
    expect(page.text).toMatch(/<meta name="robots" content="noindex/)
  }
}

describe('broker pages', () => {
  let brokers: Member[]
  let staffWithoutBrn: Member[]

  beforeAll(async () => {
    const team = await teamAsStaff()
    brokers = team.filter((m) => m.brn && m.slug)
    staffWithoutBrn = team.filter((m) => !m.brn && m.slug)
    expect(brokers.length).toBeGreaterThanOrEqual(8)
    expect(staffWithoutBrn.length).toBeGreaterThan(0)
  })

  it('answers each broker’s page in both editions, with its canonical and alternates', async () => {
    for (const broker of brokers) {
      for (const prefix of ['', '/ar']) {
        const page = await call(`${prefix}/team/${broker.slug}`)
        expect(page.status, `${prefix}/team/${broker.slug}`).toBe(200)
        expect(page.text).toContain(broker.brn!)
        expect(page.text).toMatch(
          new RegExp(`<link rel="canonical" href="[^"]*${prefix}/team/${broker.slug}"`),
        )
        expect(page.text).toMatch(
          new RegExp(
            `<link rel="alternate" hrefLang="ar" href="[^"]*/ar/team/${broker.slug}"`,
            'i',
          ),
        )
      }
    }
    // Two dozen pages, each rendered for the first time, beside the browser suite in CI.
  }, 120_000)

  it('carries RealEstateAgent JSON-LD with the BRN, working for the firm with its ORN', async () => {
    const broker = brokers[0]!
    const page = await call(`/team/${broker.slug}`)
    const blocks = [
      ...page.text.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g),
    ].map((m) => JSON.parse(m[1]!) as Record<string, unknown>)
    const agent = blocks.find(
      (b) =>
        b['@type'] === 'RealEstateAgent' && b.name === `${broker.firstName} ${broker.lastName}`,
    )
    expect(agent).toBeTruthy()
    expect(agent!.identifier).toMatchObject({ propertyID: 'BRN', value: broker.brn })
    expect(agent!.url).toBe(`${siteUrl}/team/${broker.slug}`)
    expect(agent!.worksFor).toMatchObject({
      '@type': 'RealEstateAgent',
      '@id': `${siteUrl}/#organization`,
      identifier: { propertyID: 'ORN', value: expect.stringMatching(/^\d+$/) },
    })
  })

  it('answers 404 for a team member who is not a broker', async () => {
    for (const member of staffWithoutBrn) await expectBrokerMissing(`/team/${member.slug}`)
  })

  it('answers 404 for an unknown or malformed address, never a 500', async () => {
    await expectBrokerMissing('/team/no-such-broker-here')
    await expectBrokerMissing('/team/Robert%20%3Cscript%3E')
    await expectBrokerMissing(`/team/${'a'.repeat(300)}`)
  })

  it('pages the listings by ?page=, 404 past the last page, the plain address for nonsense and ?page=2 for 02', async () => {
    const broker = brokers[0]!
    expect((await call(`/team/${broker.slug}?page=999`)).status).toBe(404)
    for (const prefix of ['', '/ar']) {
      for (const query of ['page=abc', 'page=0', 'page=-1', 'page=1', 'page=2.5', 'page=', 'page=2&page=3']) {
        const answer = await call(`${prefix}/team/${broker.slug}?${query}`)
        // For good (308): a search engine keeps the plain address, not the stray one.
        expect(answer.status, `${prefix} ?${query}`).toBe(308)
        const location = new URL(answer.headers.get('location')!, base)
        expect(location.pathname + location.search).toBe(`${prefix}/team/${broker.slug}`)
      }
      // Another spelling of a page number is that page.
      const padded = await call(`${prefix}/team/${broker.slug}?page=02`)
      expect(padded.status).toBe(308)
      const location = new URL(padded.headers.get('location')!, base)
      expect(location.pathname + location.search).toBe(`${prefix}/team/${broker.slug}?page=2`)
    }
  })

  it('names each page of a broker’s listings as its own canonical address', async () => {
    // The seed gives some brokers more than one page (nine cards) of listings.
    let paged: Member | undefined
    for (const broker of brokers) {
      if ((await call(`/team/${broker.slug}`)).text.includes(`/team/${broker.slug}?page=2"`)) {
        paged = broker
        break
      }
    }
    expect(paged, 'a broker with a second page of listings').toBeDefined()
    for (const prefix of ['', '/ar']) {
      const second = await call(`${prefix}/team/${paged!.slug}?page=2`)
      expect(second.status).toBe(200)
      expect(second.text).toMatch(
        new RegExp(`<link rel="canonical" href="[^"]*${prefix}/team/${paged!.slug}\\?page=2"`),
      )
      const first = await call(`${prefix}/team/${paged!.slug}`)
      expect(first.text).toMatch(new RegExp(`<link rel="canonical" href="[^"]*${prefix}/team/${paged!.slug}"`))
    }
  })

  it('lists every broker in the sitemap in both editions, and no one else', async () => {
    const answer = await call('/sitemap.xml')
    expect(answer.status).toBe(200)
    const doc = new JSDOM(answer.text, { contentType: 'application/xml' }).window.document
    const locs = new Set([...doc.getElementsByTagName('loc')].map((l) => l.textContent))
    for (const broker of brokers) {
      expect(locs.has(`${siteUrl}/team/${broker.slug}`), broker.slug!).toBe(true)
      expect(locs.has(`${siteUrl}/ar/team/${broker.slug}`), broker.slug!).toBe(true)
    }
    for (const member of staffWithoutBrn)
      expect(locs.has(`${siteUrl}/team/${member.slug}`)).toBe(false)
  })
})
