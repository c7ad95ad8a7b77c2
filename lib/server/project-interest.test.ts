import { describe, expect, it, vi } from 'vitest'

vi.mock('server-only', () => ({}))
// The links are pure signing; the reads beside them in the module are not under test here.
vi.mock('./payload', () => ({ payloadClient: async () => ({}) }))
vi.mock('./projects', () => ({ projectKey: () => null, publishedByKey: () => ({}) }))
vi.stubEnv('PAYLOAD_SECRET', 'a-test-secret-that-is-long-enough-0123456789')
const { BROCHURE_LINK_TTL_MS, brochureLink, verifyBrochureLink } =
  await import('./project-interest')

const target = { slug: 'creek-crescent', publicId: '65a1b2c3d4e5f60718293a4b' }
const lead = '65a1b2c3d4e5f60718293a4c'
const now = Date.UTC(2026, 10, 28, 12)

function queryOf(link: string) {
  const params = new URL(link).searchParams
  return { lead: params.get('lead'), expires: params.get('expires'), sig: params.get('sig') }
}

describe('brochure links', () => {
  it('opens for 14 days, then says expired (not forged)', () => {
    const query = queryOf(brochureLink('https://x.ae', target, lead, { now }))
    expect(verifyBrochureLink(target.publicId, query, now)).toEqual({
      status: 'ok',
      unstored: false,
    })
    expect(verifyBrochureLink(target.publicId, query, now + BROCHURE_LINK_TTL_MS + 1)).toEqual({
      status: 'expired',
      unstored: false,
    })
  })

  it('refuses a link changed in any part, or taken to another project', () => {
    const query = queryOf(brochureLink('https://x.ae', target, lead, { now }))
    const later = { ...query, expires: String(Number(query.expires) + 1) }
    const otherLead = { ...query, lead: lead.replace(/c$/, 'd') }
    for (const forged of [later, otherLead, { ...query, sig: 'forged' }, { ...query, lead: 'x' }]) {
      expect(verifyBrochureLink(target.publicId, forged, now).status).toBe('invalid')
    }
    expect(verifyBrochureLink('65a1b2c3d4e5f60718293a4d', query, now).status).toBe('invalid')
  })

  it('names the visitor’s edition without signing it: it only picks the page’s language', () => {
    const link = new URL(brochureLink('https://x.ae', target, lead, { now, locale: 'ar' }))
    expect(link.searchParams.get('locale')).toBe('ar')
    expect(link.pathname).toBe('/api/v1/projects/creek-crescent/brochure')
    expect(
      new URL(brochureLink('https://x.ae', target, lead, { now })).searchParams.has('locale'),
    ).toBe(false)
    expect(verifyBrochureLink(target.publicId, queryOf(link.toString()), now).status).toBe('ok')
  })

  it('signs a dropped submission’s link apart: it opens alike, and never passes as a stored lead’s', () => {
    const decoy = queryOf(brochureLink('https://x.ae', target, lead, { now, unstored: true }))
    expect(verifyBrochureLink(target.publicId, decoy, now)).toEqual({
      status: 'ok',
      unstored: true,
    })
    const real = queryOf(brochureLink('https://x.ae', target, lead, { now }))
    expect(decoy.sig).not.toBe(real.sig)
    expect(decoy.sig).toHaveLength(real.sig!.length)
  })
})
