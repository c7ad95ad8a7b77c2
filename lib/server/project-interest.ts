import 'server-only'
import { createHmac, timingSafeEqual } from 'node:crypto'
import { brochureDir } from '@/lib/cms/collections/brochures'
import { readUpload } from '@/lib/cms/storage'
import type { Brochure, Project as ProjectDoc } from '@/lib/cms/payload-types'
import { unitTypeLabel } from '@/lib/project-units'
import { derivedKey } from '@/lib/secret'
import { UNIT_TYPE_MESSAGE } from '@/lib/validation/interest'
import { HttpError } from './http'
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
    select: { publicId: true, slug: true, name: true, unitTypes: true, brochure: true },
    populate: { brochures: { filename: true } },
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
  }
}

/** A unit type must be one the project offers, in the words its page uses. */
export function checkUnitType(target: InterestTarget, unitType: string | undefined): void {
  if (unitType !== undefined && !target.unitTypes.includes(unitType)) {
    throw new HttpError(400, UNIT_TYPE_MESSAGE, { unitType: UNIT_TYPE_MESSAGE })
  }
}

const signingKey = (): Buffer => derivedKey('crescent-key/brochure-link/v1')

function signatureOf(lead: string, project: string, expires: number): string {
  return createHmac('sha256', signingKey())
    .update(`${lead}.${project}.${expires}`)
    .digest('base64url')
}

/**
 * The brochure's address for one registered visitor: it names their lead and expires, so a
 * forwarded link stops working in time and a deleted lead takes its link with it.
 */
export function brochureLink(
  siteUrl: string,
  target: Pick<InterestTarget, 'slug' | 'publicId'>,
  leadId: string,
  now = Date.now(),
): string {
  const expires = now + BROCHURE_LINK_TTL_MS
  const url = new URL(`/api/v1/projects/${target.slug}/brochure`, siteUrl)
  url.searchParams.set('lead', leadId)
  url.searchParams.set('expires', String(expires))
  url.searchParams.set('sig', signatureOf(leadId, target.publicId, expires))
  return url.toString()
}

export type LinkVerdict = 'ok' | 'invalid' | 'expired'

export function verifyBrochureLink(
  projectPublicId: string,
  query: { lead?: string | null; expires?: string | null; sig?: string | null },
  now = Date.now(),
): LinkVerdict {
  const { lead, expires, sig } = query
  if (!lead || !expires || !sig || !/^[a-f0-9]{24}$/.test(lead) || !/^\d{1,15}$/.test(expires))
    return 'invalid'
  const expected = Buffer.from(signatureOf(lead, projectPublicId, Number(expires)))
  const given = Buffer.from(sig)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid'
  return Number(expires) < now ? 'expired' : 'ok'
}

/** Whether the lead a link names is still on file for this project. */
export async function leadExists(leadPublicId: string, projectId: number): Promise<boolean> {
  const payload = await payloadClient()
  const { totalDocs } = await payload.count({
    collection: 'interests',
    where: { and: [{ publicId: { equals: leadPublicId } }, { project: { equals: projectId } }] },
    overrideAccess: true,
  })
  return totalDocs > 0
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
