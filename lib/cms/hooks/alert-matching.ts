import type { CollectionAfterChangeHook, Payload, PayloadRequest } from 'payload'
import type { Alert, Project, Property } from '@/lib/cms/payload-types'
import { listingFactsOf } from '@/lib/alerts/search'
import { isOnTheMarket } from '../market'
import { relationId } from '../relation-id'
import { JOBS_QUEUE } from '../jobs'

/*
 * Staff changes that matter to alerts queue the matching work (lib/server/alert-jobs.ts), inside
 * the save's own transaction, so the job exists exactly when the change does. Nothing is queued
 * while nobody has a confirmed alert of that kind (a fresh install's seed publishes dozens).
 */

async function anyConfirmed(payload: Payload, kinds: Alert['kind'][], req: PayloadRequest): Promise<boolean> {
  const { totalDocs } = await payload.count({
    collection: 'alerts',
    overrideAccess: true,
    req,
    where: { and: [{ kind: { in: kinds } }, { confirmedAt: { exists: true } }] },
  })
  return totalDocs > 0
}

/** What a saved search reads of a listing: a change to any of these may make it match. */
const MATCHED_FIELDS = ['status', 'city', 'type', 'bedrooms', 'price'] as const

/**
 * A listing that comes on the market (published with a valid permit, or back after a withdrawal),
 * or that changes what searches read while on it (a price cut above all), is matched again; in
 * the second case the job gets what searches read before, so only searches the change brings it
 * into hear of it.
 */
export const queueListingMatch: CollectionAfterChangeHook<Property> = async ({ doc, previousDoc, operation, req }) => {
  if (!isOnTheMarket(doc)) return doc
  const wasOnTheMarket = operation === 'update' && Boolean(previousDoc) && isOnTheMarket(previousDoc)
  if (wasOnTheMarket && MATCHED_FIELDS.every((field) => doc[field] === previousDoc[field])) return doc
  if (!(await anyConfirmed(req.payload, ['listings', 'listing'], req))) return doc
  await req.payload.jobs.queue({
    task: 'alertsMatchListing',
    input: {
      listing: doc.id,
      previousPrice: wasOnTheMarket ? previousDoc.price : null,
      before: wasOnTheMarket ? listingFactsOf(previousDoc) : null,
    },
    queue: JOBS_QUEUE,
    req,
  })
  return doc
}

const PROJECT_FIELDS = ['community', 'developer', 'handoverYear', 'projectStatus'] as const

/** A project published for the first time, or again, or changed in what searches read, is matched. */
export const queueProjectMatch: CollectionAfterChangeHook<Project> = async ({ doc, previousDoc, operation, req }) => {
  if (doc._status !== 'published') return doc
  const wasPublished = operation === 'update' && previousDoc?._status === 'published'
  const same = (field: (typeof PROJECT_FIELDS)[number]) => JSON.stringify(doc[field]) === JSON.stringify(previousDoc?.[field])
  if (wasPublished && PROJECT_FIELDS.every(same)) return doc
  if (!(await anyConfirmed(req.payload, ['projects'], req))) return doc
  const before = wasPublished
    ? {
        community: previousDoc.community,
        developer: relationId(previousDoc.developer),
        handoverYear: previousDoc.handoverYear ?? null,
        status: previousDoc.projectStatus,
      }
    : null
  await req.payload.jobs.queue({ task: 'alertsMatchProject', input: { project: doc.id, before }, queue: JOBS_QUEUE, req })
  return doc
}
