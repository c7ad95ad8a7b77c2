import { describe, expect, it } from 'vitest'
import { complianceProblems, daysUntilExpiry, type ListingForCompliance } from './compliance'

const now = new Date('2026-11-28T10:00:00Z')
const valid: ListingForCompliance = {
  permitNumber: '7887544277',
  permitExpiresAt: '2027-03-01T00:00:00Z',
  completionStatus: 'ready',
  saleType: 'resale',
  project: null,
  hasAgent: true,
  agentBrn: '27315',
}
const fields = (listing: ListingForCompliance, orn: string | null = '27431') =>
  complianceProblems(listing, { orn, now }).map((p) => p.field)

describe('complianceProblems', () => {
  it('passes a listing with a permit, its expiry, a broker and the firm’s ORN', () => {
    expect(fields(valid)).toEqual([])
  })

  it('names each missing or wrong fact on its field', () => {
    expect(fields({ ...valid, permitNumber: '' })).toEqual(['permitNumber'])
    expect(fields({ ...valid, permitNumber: '78875-44277' })).toEqual(['permitNumber'])
    expect(fields({ ...valid, permitExpiresAt: null })).toEqual(['permitExpiresAt'])
    expect(fields({ ...valid, permitExpiresAt: '2026-11-28T09:59:59Z' })).toEqual(['permitExpiresAt'])
    expect(fields({ ...valid, hasAgent: false, agentBrn: null })).toEqual(['agent'])
    expect(fields({ ...valid, agentBrn: '' })).toEqual(['agent'])
    expect(fields(valid, '')).toEqual(['orn'])
  })

  it('asks an off-plan unit sold by the developer for its project, not a resale', () => {
    expect(fields({ ...valid, completionStatus: 'off-plan', saleType: 'primary' })).toEqual(['project'])
    expect(fields({ ...valid, completionStatus: 'off-plan', saleType: 'primary', project: 4 })).toEqual([])
    expect(fields({ ...valid, completionStatus: 'off-plan', saleType: 'resale' })).toEqual([])
  })

  it('says why in words staff can act on', () => {
    const [problem] = complianceProblems({ ...valid, agentBrn: null }, { orn: '27431', now })
    expect(problem!.message).toMatch(/no BRN/)
  })
})

describe('daysUntilExpiry', () => {
  it('counts whole days, negative once the permit has run out', () => {
    expect(daysUntilExpiry('2026-12-03T10:00:00Z', now)).toBe(5)
    expect(daysUntilExpiry('2026-11-25T10:00:00Z', now)).toBe(-3)
    expect(daysUntilExpiry(null, now)).toBeNull()
  })
})
