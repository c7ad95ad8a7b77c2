import { APIError, type CollectionBeforeDeleteHook } from 'payload'
import { isOnTheMarket } from '../collections/properties'

/**
 * Deletes that would lose something a visitor, a portal or the off-plan team still relies on are
 * refused with the reason and the way round, as the admin shows it (an APIError with data: with
 * none, Payload's REST answers a bare "unknown error").
 */

/**
 * A listing on the site is in the portals' feeds: deleted outright, it would simply drop out of
 * Bayut's, which is never told to take it down (a withdrawn listing is listed there as deleted
 * for 30 days). Withdrawn first, it can be deleted.
 */
export const keepListingWhileOnTheMarket: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const listing = await req.payload.findByID({ collection: 'properties', id, depth: 0, disableErrors: true, overrideAccess: true, req })
  if (!listing || !isOnTheMarket(listing)) return
  throw new APIError(
    `${listing.reference} is on the site and in the portals' feeds: set it to Withdrawn first, so that Property Finder and Bayut take it down, then delete it.`,
    400,
    { collection: 'properties', id },
    true,
  )
}

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
