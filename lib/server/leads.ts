import 'server-only'
import { createHash, randomUUID } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import { type CollectionSlug, ValidationError } from 'payload'
import { complaintReference } from '@/lib/cms/collections/complaints'
import { onTheMarket } from '@/lib/cms/market'
import { resumeDir, usesObjectStorage } from '@/lib/env'
import {
  type ApplicationFields,
  RESUME_TYPE_MESSAGE,
  type ResumeKind,
} from '@/lib/validation/application'
import type { Complaint } from '@/lib/validation/complaint'
import type { Enquiry } from '@/lib/validation/enquiry'
import type { Interest } from '@/lib/validation/interest'
import { HttpError } from './http'
import { type AssignedAgent, assignedAgentOf } from './lead-agent'
import { payloadClient } from './payload'

type LeadSlug = Extract<CollectionSlug, 'enquiries' | 'applications' | 'complaints' | 'interests'>

/**
 * A retried submission (same client id) answers with the row already stored instead of a
 * second copy. Returns null when there is no client id or no earlier row.
 */
async function findByClientId(collection: LeadSlug, clientId: string | undefined) {
  if (!clientId) return null
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection,
    where: { clientId: { equals: clientId } },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

interface StoredRow {
  id: number | string
  publicId: string
  /** False when a retry found the row its first attempt stored. */
  created: boolean
}

/** Create, or on a unique-id race return the row the other request stored. */
async function createOnce<T extends { id: number | string; publicId?: string | null }>(
  collection: LeadSlug,
  clientId: string | undefined,
  create: () => Promise<T>,
): Promise<StoredRow> {
  const existing = await findByClientId(collection, clientId)
  if (existing)
    return { id: existing.id, publicId: existing.publicId ?? String(existing.id), created: false }
  try {
    const doc = await create()
    return { id: doc.id, publicId: doc.publicId ?? String(doc.id), created: true }
  } catch (error) {
    const raced = await findByClientId(collection, clientId)
    if (raced) return { id: raced.id, publicId: raced.publicId ?? String(raced.id), created: false }
    throw error
  }
}

/** What a create answers: the contract's `data`, plus what the firm's notification needs. */
export interface LeadResult<T> {
  data: T
  row: StoredRow
  /** The stored resume's random file name (new applications only). */
  resumeFile?: string
}

/** The listing an enquiry was sent from, as the lead and its notice need it. */
export interface EnquiredListing {
  id: number
  reference: string
  name: string
  agent: AssignedAgent | null
}

/**
 * The listing a visitor enquired about, by its public id, if it is on the market: an id for a
 * draft, withdrawn, expired or made-up listing assigns no one (the lead still reaches the firm).
 */
async function findEnquiredListing(publicId: string): Promise<EnquiredListing | null> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'properties',
    where: { and: [{ publicId: { equals: publicId } }, onTheMarket()] },
    select: { reference: true, name: true, agent: true },
    populate: { team: { firstName: true, lastName: true, email: true } },
    depth: 1,
    limit: 1,
    pagination: false,
    overrideAccess: true,
  })
  const doc = docs[0]
  if (!doc) return null
  return { id: doc.id, reference: doc.reference, name: doc.name, agent: assignedAgentOf(doc.agent) }
}

/**
 * An enquiry, stored with the listing it was sent from and assigned to that listing's broker.
 * `listing` is what the notice names (null for an enquiry from any other page).
 */
export async function createEnquiry(
  input: Enquiry,
): Promise<LeadResult<{ _id: string }> & { listing: EnquiredListing | null }> {
  const payload = await payloadClient()
  const { property: listingId, ...fields } = input
  const listing = listingId ? await findEnquiredListing(listingId) : null
  const row = await createOnce('enquiries', input.clientId, () =>
    payload.create({
      collection: 'enquiries',
      data: {
        ...fields,
        property: listing?.id ?? null,
        agent: listing?.agent?.id ?? null,
        status: 'new',
      },
      overrideAccess: true,
    }),
  )
  return { data: { _id: row.publicId }, row, listing }
}

/**
 * A register-interest lead for a project (its id already resolved and its unit type checked),
 * assigned to the project's broker when it has one.
 */
export async function createInterest(
  project: { id: number; agent: AssignedAgent | null },
  input: Interest,
): Promise<LeadResult<{ _id: string }>> {
  const payload = await payloadClient()
  const row = await createOnce('interests', input.clientId, () =>
    payload.create({
      collection: 'interests',
      data: { ...input, project: project.id, agent: project.agent?.id ?? null, status: 'new' },
      overrideAccess: true,
    }),
  )
  return { data: { _id: row.publicId }, row }
}

export async function createComplaint(
  input: Complaint,
): Promise<LeadResult<{ _id: string; reference: string }>> {
  const payload = await payloadClient()
  const row = await createOnce('complaints', input.clientId, () =>
    payload.create({
      collection: 'complaints',
      data: { ...input, status: 'received' },
      overrideAccess: true,
    }),
  )
  return { data: { _id: row.publicId, reference: complaintReference(row.id) }, row }
}

/** The highest complaint reference a dropped complaint has been answered with, in this process. */
let lastDecoyReference = 0

/**
 * The reference a dropped spam complaint is answered with: the number the next stored complaint
 * would get (references are row numbers), and never the same one twice in a row, so a bot
 * sending several sees them climb as real ones do.
 */
export async function decoyComplaintReference(): Promise<string> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'complaints',
    sort: '-id',
    select: {},
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  const latest = Number(docs[0]?.id ?? 0)
  lastDecoyReference = Math.max(latest, lastDecoyReference) + 1
  return complaintReference(lastDecoyReference)
}

const resumeMime: Record<ResumeKind, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
}

/** Makes the stored file (and its directory entry) survive a power cut before we answer 2xx. */
async function fsyncPath(file: string) {
  const handle = await fs.open(file, 'r')
  try {
    await handle.sync()
  } finally {
    await handle.close()
  }
}

export async function createApplication(
  fields: ApplicationFields,
  resume: { bytes: Buffer; kind: ResumeKind },
): Promise<LeadResult<{ _id: string }>> {
  const payload = await payloadClient()
  let resumeFile: string | undefined
  const sha256 = createHash('sha256').update(resume.bytes).digest('hex')
  const row = await createOnce('applications', fields.clientId, async () => {
    const stored = (await unclaimedResume(sha256)) ?? (await storeResume(sha256, resume))
    resumeFile = stored.filename ?? undefined
    return payload.create({
      collection: 'applications',
      data: { ...fields, resume: stored.id, status: 'received' },
      overrideAccess: true,
    })
  })
  return { data: { _id: row.publicId }, row, resumeFile }
}

/**
 * A submission cut off between storing its résumé and its application is retried by the
 * browser with the same file: that retry takes over the stored résumé instead of leaving a
 * copy of someone's CV that no application points to.
 */
async function unclaimedResume(sha256: string) {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'resumes',
    where: { sha256: { equals: sha256 } },
    depth: 0,
    limit: 5,
    pagination: false,
    overrideAccess: true,
  })
  for (const doc of docs) {
    const { totalDocs } = await payload.count({
      collection: 'applications',
      where: { resume: { equals: doc.id } },
      overrideAccess: true,
    })
    if (totalDocs === 0) return doc
  }
  return null
}

async function storeResume(sha256: string, resume: { bytes: Buffer; kind: ResumeKind }) {
  const payload = await payloadClient()
  // A random stored name: the visitor's file name never reaches the disk or a URL.
  const storedName = `${randomUUID()}.${resume.kind}`
  const stored = await payload
    .create({
      collection: 'resumes',
      data: { sha256 },
      file: {
        data: resume.bytes,
        mimetype: resumeMime[resume.kind],
        name: storedName,
        size: resume.bytes.length,
      },
      overrideAccess: true,
    })
    .catch((error: unknown) => {
      // Payload refusing the file is the visitor's 400, not our 500.
      if (error instanceof ValidationError)
        throw new HttpError(400, RESUME_TYPE_MESSAGE, { resume: RESUME_TYPE_MESSAGE })
      throw error
    })
  // On disk the file must reach stable storage before the application is answered; in the
  // bucket, the upload's answer already means that.
  if (!usesObjectStorage) {
    await fsyncPath(path.join(resumeDir, stored.filename ?? storedName))
    await fsyncPath(resumeDir)
  }
  return stored
}
