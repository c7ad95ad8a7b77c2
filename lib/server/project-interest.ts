import 'server-only'
import { createHmac, timingSafeEqual } from 'node:crypto'
import { brochureDir } from '@/lib/cms/collections/brochures'
import { readUpload } from '@/lib/cms/storage'
import type { Brochure, Project as ProjectDoc } from '@/lib/cms/payload-types'
import { unitTypeLabel } from '@/lib/project-units'
import { derivedKey } from '@/lib/secret'
import { UNIT_TYPE_MESSAGE } from '@/lib/validation/interest'
import { defaultLocale, type Locale } from '@/lib/i18n/locales'
import { HttpError } from './http'
import { type AssignedAgent, assignedAgentOf } from './lead-agent'
import { payloadClient } from './payload'
import { projectKey, publishedByKey } from './projects'

/** How long an e-mailed brochure link works: long enough to open it on another device later. */
export const BROCHURE_LINK_TTL_MS = 14 * 24 * 60 * 60_000

/** What a register-interest submission needs to know about its project. */
export interface InterestTarget {
  id: number
  publicId: string
  slug: string
  name: string
  unitTypes: string[]
  brochure: { id: number; filename: string } | null
  /** The project's broker, who is assigned its leads; null when staff have named none. */
  agent: AssignedAgent | null
}

function brochureOf(value: ProjectDoc['brochure']): InterestTarget['brochure'] {
  if (!value || typeof value !== 'object') return null
  const doc = value as Brochure
  return doc.filename ? { id: doc.id, filename: doc.filename } : null
}

/**
 * The published project a visitor registers interest in, by public id or slug; null for a
 * draft or unknown one. The brochure is read with full rights: the visitor never sees it here,
 * only a signed link to it by e-mail.
 */
export async function findInterestTarget(idOrSlug: string): Promise<InterestTarget | null> {
  const key = projectKey(idOrSlug)
  if (!key) return null
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'projects',
    where: publishedByKey(key),
    select: { publicId: true, slug: true, name: true, unitTypes: true, brochure: true, agent: true },
    populate: {
      brochures: { filename: true },
      team: { firstName: true, lastName: true, email: true },
    },
    depth: 1,
    limit: 1,
    pagination: false,
    joins: false,
    overrideAccess: true,
  })
  const doc = docs[0]
  if (!doc) return null
  return {
    id: doc.id,
    publicId: doc.publicId ?? String(doc.id),
    slug: doc.slug,
    name: doc.name,
    unitTypes: (doc.unitTypes ?? []).map(unitTypeLabel),
    brochure: brochureOf(doc.brochure),
    agent: assignedAgentOf(doc.agent),
  }
}

/** A unit type must be one the project offers, in the words its page uses. */
export function checkUnitType(target: InterestTarget, unitType: string | undefined): void {
  if (unitType !== undefined && !target.unitTypes.includes(unitType)) {
    throw new HttpError(400, UNIT_TYPE_MESSAGE, { unitType: UNIT_TYPE_MESSAGE })
  }
}

const signingKey = (): Buffer => derivedKey('crescent-key/brochure-link/v1')

/**
 * A dropped spam submission is answered with a link too (lib/server/spam.ts: a bot must learn
 * nothing), signed in a domain of its own: its lead was never stored, yet the link must open
 * the brochure like a real one does, or following it would tell the two apart. The brochure is
 * the marketing file every registrant receives; a bot gains nothing a person would not.
 */
function signatureOf(lead: string, project: string, expires: number, unstored = false): string {
  return createHmac('sha256', signingKey())
    .update(`${lead}.${project}.${expires}${unstored ? '.unstored' : ''}`)
    .digest('base64url')
}

/**
 * The brochure's address for one registered visitor: it names their lead and expires, so a
 * forwarded link stops working in time and a deleted lead takes its link with it. `locale`
 * (not signed: it only picks the language of the page an expired or broken link opens) is
 * the edition the visitor registered from.
 */
export function brochureLink(
  siteUrl: string,
  target: Pick<InterestTarget, 'slug' | 'publicId'>,
  leadId: string,
  options: { now?: number; locale?: Locale; unstored?: boolean } = {},
): string {
  const { now = Date.now(), locale = defaultLocale, unstored = false } = options
  const expires = now + BROCHURE_LINK_TTL_MS
  const url = new URL(`/api/v1/projects/${target.slug}/brochure`, siteUrl)
  url.searchParams.set('lead', leadId)
  url.searchParams.set('expires', String(expires))
  url.searchParams.set('sig', signatureOf(leadId, target.publicId, expires, unstored))
  if (locale !== defaultLocale) url.searchParams.set('locale', locale)
  return url.toString()
}

export interface LinkVerdict {
  status: 'ok' | 'invalid' | 'expired'
  /** Signed for a dropped spam submission: no lead is on file, and none is looked for. */
  unstored: boolean
}

export function verifyBrochureLink(
  projectPublicId: string,
  query: { lead?: string | null; expires?: string | null; sig?: string | null },
  now = Date.now(),
): LinkVerdict {
  const { lead, expires, sig } = query
  const invalid: LinkVerdict = { status: 'invalid', unstored: false }
  if (!lead || !expires || !sig || !/^[a-f0-9]{24}$/.test(lead) || !/^\d{1,15}$/.test(expires))
    return invalid
  const given = Buffer.from(sig)
  const matches = (unstored: boolean) => {
    const expected = Buffer.from(signatureOf(lead, projectPublicId, Number(expires), unstored))
    return given.length === expected.length && timingSafeEqual(given, expected)
  }
  const unstored = !matches(false) && matches(true)
  if (!unstored && !matches(false)) return invalid
  return { status: Number(expires) < now ? 'expired' : 'ok', unstored }
}

/** The lead a link names, if it is still on file for this project: whom a new link goes to. */
export async function findLinkLead(
  leadPublicId: string,
  projectId: number,
): Promise<{ id: number; email: string; firstName: string } | null> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'interests',
    where: { and: [{ publicId: { equals: leadPublicId } }, { project: { equals: projectId } }] },
    select: { email: true, firstName: true },
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
  })
  const doc = docs[0]
  return doc ? { id: doc.id, email: doc.email, firstName: doc.firstName } : null
}

/** The brochure's bytes, or null when its file is gone from the disk. */
export async function readBrochure(filename: string): Promise<Buffer | null> {
  return readUpload(brochureDir, filename)
}

/** Marks the lead as having been sent its brochure link (shown to staff in the admin). */
export async function markBrochureSent(leadRowId: number | string): Promise<void> {
  const payload = await payloadClient()
  await payload.update({
    collection: 'interests',
    id: leadRowId,
    data: { brochureSentAt: new Date().toISOString() },
    overrideAccess: true,
  })
}
