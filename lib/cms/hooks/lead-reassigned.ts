import type { CollectionAfterChangeHook } from 'payload'
import type { Enquiry as EnquiryRow, Interest as InterestRow } from '@/lib/cms/payload-types'
import { relationId } from '@/lib/cms/relation-id'
import { assignedAgentOf } from '@/lib/server/lead-agent'

/**
 * Staff reassigning an enquiry or register-interest in the admin (its `agent` changed to another
 * broker) tell the new broker, through the outbox, with the lead's details. Any other edit (the
 * status, a note) sends nothing, nor does taking the broker off.
 */
export const noticeOnReassign: CollectionAfterChangeHook<EnquiryRow | InterestRow> = async ({
  collection,
  doc,
  previousDoc,
  operation,
  req,
}) => {
  if (operation !== 'update') return doc
  const agentId = relationId(doc.agent)
  if (agentId === null || agentId === relationId(previousDoc?.agent)) return doc
  try {
    const member = await req.payload.findByID({ collection: 'team', id: agentId, depth: 0, disableErrors: true, req })
    const agent = assignedAgentOf(member)
    const person = { firstName: doc.firstName, lastName: doc.lastName, email: doc.email, phone: doc.phone }
    // Loaded only when a lead is reassigned: the CMS's scripts load this file outside the site.
    const { notifyReassigned } = await import('@/lib/server/notify')
    if (collection.slug === 'enquiries') {
      const row = doc as EnquiryRow
      const listingId = relationId(row.property)
      const listing = listingId
        ? await req.payload.findByID({ collection: 'properties', id: listingId, depth: 0, disableErrors: true, req })
        : null
      notifyReassigned({
        kind: 'enquiry',
        id: row.id,
        lead: { ...person, message: row.message, page: row.page ?? undefined },
        listing: listing ? { reference: listing.reference, name: listing.name } : null,
        agent,
      })
    } else {
      const row = doc as InterestRow
      const projectId = relationId(row.project)
      const project = projectId
        ? await req.payload.findByID({ collection: 'projects', id: projectId, depth: 0, disableErrors: true, req })
        : null
      notifyReassigned({
        kind: 'interest',
        id: row.id,
        lead: { ...person, unitType: row.unitType ?? undefined, message: row.message ?? undefined },
        project: { name: project?.name ?? 'a project', slug: project?.slug ?? '' },
        agent,
      })
    }
  } catch (error) {
    // The reassignment itself stands: a notice that cannot be sent is logged, not a failed save.
    console.error(`[mail] could not send the reassignment notice of ${collection.slug} ${doc.id}:`, error)
  }
  return doc
}
