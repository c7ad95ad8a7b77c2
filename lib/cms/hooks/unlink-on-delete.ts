import type { CollectionBeforeDeleteHook, CollectionSlug, PayloadRequest } from 'payload'

/**
 * What points at a document about to be deleted lets go of it first: a lead keeps its details
 * but reads "Unassigned" rather than pointing at nothing, which the admin's
 * lists show as "<No Assigned to>" and which PostgreSQL refuses outright (its foreign keys are
 * NO ACTION). Runs inside the delete's own request, so both land or neither does.
 */
function unlinkFrom(references: { collection: CollectionSlug; field: string }[]): CollectionBeforeDeleteHook {
  return async ({ id, req }) => {
    for (const { collection, field } of references) await unlink(req, collection, field, id)
  }
}

async function unlink(req: PayloadRequest, collection: CollectionSlug, field: string, id: number | string) {
  await req.payload.update({
    collection,
    where: { [field]: { equals: id } },
    data: { [field]: null },
    overrideAccess: true,
    // Nothing about the lead changes but the link: no notices, no publish rules re-run.
    context: { unlinking: true, publishedEarlier: true },
    req,
  })
}

/** A team member who leaves: their leads, listings and projects lose the link, nothing else. */
export const unlinkTeamMember = unlinkFrom([
  { collection: 'enquiries', field: 'agent' },
  { collection: 'interests', field: 'agent' },
  { collection: 'properties', field: 'agent' },
  { collection: 'projects', field: 'agent' },
])

