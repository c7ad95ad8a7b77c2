import 'server-only'
import type { Payload } from 'payload'
import type { Team } from '@/lib/cms/payload-types'
import {
  type ComplianceProblem,
  complianceProblems,
  daysUntilExpiry,
  PERMIT_WARNING_DAYS,
} from '@/lib/dubai/compliance'

/** One published listing as the compliance view lists it. */
export interface ComplianceRow {
  id: number
  reference: string
  name: string
  permitNumber: string | null
  permitExpiresAt: string | null
  /** Whole days until the permit runs out; negative once it has, null without a date. */
  daysLeft: number | null
  agent: { id: number; name: string; brn: string | null } | null
  /** What keeps it off the portals and the site, in the words the publish rules use. */
  problems: ComplianceProblem[]
}

export interface ComplianceReport {
  rows: ComplianceRow[]
  /** Valid permits that run out within PERMIT_WARNING_DAYS, soonest first: renew these now. */
  expiringSoon: ComplianceRow[]
  /** Published listings with something missing or wrong (an expired permit among them). */
  withProblems: ComplianceRow[]
}

const DAY = 24 * 60 * 60 * 1000

/** How many published listings the view reads at most: more than a large firm advertises. */
const MAX_ROWS = 10_000

function agentOf(member: number | Team | null | undefined): ComplianceRow['agent'] {
  if (!member || typeof member !== 'object') return null
  return {
    id: member.id,
    name: `${member.firstName} ${member.lastName}`.trim(),
    brn: member.brn?.trim() || null,
  }
}

/**
 * Every published listing checked against the DLD's advertising rules today, as staff fix them:
 * what is wrong first, then the permits that expire soonest. Read with full rights (the caller
 * is the staff-only admin view), so listings whose permit has run out are there to renew.
 */
export async function complianceReport(payload: Payload, now = new Date()): Promise<ComplianceReport> {
  const [{ docs }, settings] = await Promise.all([
    payload.find({
      collection: 'properties',
      where: { publication: { equals: 'published' } },
      select: {
        reference: true,
        name: true,
        permitNumber: true,
        permitExpiresAt: true,
        completionStatus: true,
        saleType: true,
        project: true,
        agent: true,
      },
      populate: { team: { firstName: true, lastName: true, brn: true } },
      depth: 1,
      limit: MAX_ROWS,
      pagination: false,
      sort: 'permitExpiresAt',
      overrideAccess: true,
    }),
    payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true }),
  ])
  const rows = docs.map((doc): ComplianceRow => {
    const agent = agentOf(doc.agent)
    return {
      id: doc.id,
      reference: doc.reference,
      name: doc.name,
      permitNumber: doc.permitNumber?.trim() || null,
      permitExpiresAt: doc.permitExpiresAt ?? null,
      daysLeft: daysUntilExpiry(doc.permitExpiresAt, now),
      agent,
      problems: complianceProblems(
        {
          permitNumber: doc.permitNumber,
          permitExpiresAt: doc.permitExpiresAt,
          completionStatus: doc.completionStatus,
          saleType: doc.saleType,
          project: doc.project,
          hasAgent: agent !== null,
          agentBrn: agent?.brn ?? null,
        },
        { orn: settings.orn, now },
      ),
    }
  })
  const withProblems = rows.filter((row) => row.problems.length > 0)
  const warnUntil = now.getTime() + PERMIT_WARNING_DAYS * DAY
  const expiringSoon = rows.filter((row) => {
    const expires = row.permitExpiresAt ? new Date(row.permitExpiresAt).getTime() : Number.NaN
    return expires > now.getTime() && expires <= warnUntil
  })
  // Problems first (staff fix those before the portals flag them), then by expiry.
  rows.sort((a, b) => Number(b.problems.length > 0) - Number(a.problems.length > 0))
  return { rows, expiringSoon, withProblems }
}
