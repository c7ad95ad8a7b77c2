/**
 * What the Dubai Land Department asks of every property advertisement, as the CMS checks it
 * when a listing is published and as the admin's compliance view reports it. Pure: the rules
 * read a listing's fields and today's date, nothing else.
 */

/** A RERA broker registration number (BRN): the number on the broker's card, 3 to 8 digits. */
export const BRN_PATTERN = /^\d{3,8}$/

/** A Trakheesi advertising permit number: digits only, 6 to 12 of them. */
export const PERMIT_PATTERN = /^\d{6,12}$/

/** How far ahead staff are warned of a permit running out. */
export const PERMIT_WARNING_DAYS = 14

const DAY = 24 * 60 * 60 * 1000

export interface ListingForCompliance {
  permitNumber?: string | null
  permitExpiresAt?: string | null
  completionStatus?: string | null
  saleType?: string | null
  project?: unknown
  /** The listing agent's BRN, '' or null when the agent has none (or there is no agent). */
  agentBrn?: string | null
  hasAgent: boolean
}

export type ComplianceField = 'permitNumber' | 'permitExpiresAt' | 'agent' | 'project' | 'orn'

export interface ComplianceProblem {
  field: ComplianceField
  message: string
}

/** Every reason a listing may not be advertised today; none means it may. */
export function complianceProblems(
  listing: ListingForCompliance,
  { orn, now = new Date() }: { orn: string | null | undefined; now?: Date },
): ComplianceProblem[] {
  const problems: ComplianceProblem[] = []
  const permit = listing.permitNumber?.trim() ?? ''
  if (!permit) problems.push({ field: 'permitNumber', message: 'Enter the Trakheesi permit number.' })
  else if (!PERMIT_PATTERN.test(permit))
    problems.push({ field: 'permitNumber', message: 'A Trakheesi permit number is 6 to 12 digits, with no spaces or letters.' })
  const expires = listing.permitExpiresAt ? new Date(listing.permitExpiresAt) : null
  if (!expires || Number.isNaN(expires.getTime()))
    problems.push({ field: 'permitExpiresAt', message: 'Enter the date the permit expires.' })
  else if (expires.getTime() <= now.getTime())
    problems.push({ field: 'permitExpiresAt', message: 'The permit has expired: renew it with the DLD and enter the new expiry date.' })
  if (!listing.hasAgent) problems.push({ field: 'agent', message: 'Choose the listing agent.' })
  else if (!BRN_PATTERN.test(listing.agentBrn?.trim() ?? ''))
    problems.push({ field: 'agent', message: 'The listing agent has no BRN: choose a broker with a BRN, or add theirs under Team.' })
  if (listing.completionStatus === 'off-plan' && listing.saleType === 'primary' && !listing.project)
    problems.push({ field: 'project', message: 'An off-plan unit sold by the developer must name its project.' })
  if (!orn?.trim()) problems.push({ field: 'orn', message: 'The firm’s RERA ORN is missing: add it under Settings.' })
  return problems
}

/** Whole days until the permit runs out (negative once it has); null without a date. */
export function daysUntilExpiry(permitExpiresAt: string | null | undefined, now = new Date()): number | null {
  if (!permitExpiresAt) return null
  const expires = new Date(permitExpiresAt).getTime()
  if (Number.isNaN(expires)) return null
  return Math.floor((expires - now.getTime()) / DAY)
}
