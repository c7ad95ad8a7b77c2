import { APIError, type CollectionBeforeDeleteHook } from 'payload'

/**
 * A delete that would lose what the off-plan team still relies on is refused with the reason and
 * the way round, as the admin shows it (an APIError with data: with none, Payload's REST
 * answers a bare "unknown error"). The listings' own guard is in ../collections/properties.ts.
 */

/**
 * A register-interest lead names its project (it is what the lead is about): a project with
 * leads is unpublished rather than deleted, and keeps them readable.
 */
export const keepProjectWhileItHasLeads: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const { totalDocs } = await req.payload.count({ collection: 'interests', where: { project: { equals: id } }, overrideAccess: true, req })
  if (totalDocs === 0) return
  const project = await req.payload.findByID({ collection: 'projects', id, depth: 0, draft: true, disableErrors: true, overrideAccess: true, req })
  const leads = totalDocs === 1 ? '1 register-interest lead' : `${totalDocs} register-interest leads`
  throw new APIError(
    `${project?.name ?? 'This project'} has ${leads}, which name it: unpublish it instead (set it to Draft), so they keep their project.`,
    400,
    { collection: 'projects', id },
    true,
  )
}
