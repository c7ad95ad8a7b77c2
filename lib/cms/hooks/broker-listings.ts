import {
  APIError,
  type CollectionBeforeDeleteHook,
  type CollectionBeforeValidateHook,
  type PayloadRequest,
  ValidationError,
} from 'payload'
import { BRN_PATTERN } from '@/lib/dubai/compliance'
import { onTheMarket } from '../market'

/**
 * A listing on the market names its broker's BRN (the DLD's advertising rules): a team member
 * whose listings are on the site cannot lose their BRN, or leave the team, until staff give
 * those listings another broker. Drafts, withdrawn listings and expired permits do not count.
 */

async function listingsOnTheMarket(memberId: number | string, req: PayloadRequest): Promise<number> {
  const { totalDocs } = await req.payload.count({
    collection: 'properties',
    where: { and: [{ agent: { equals: memberId } }, onTheMarket()] },
    overrideAccess: true,
    req,
  })
  return totalDocs
}

const hasValidBrn = (value: unknown) => typeof value === 'string' && BRN_PATTERN.test(value.trim())

const nameOf = (member: { firstName?: unknown; lastName?: unknown }) =>
  `${member.firstName ?? ''} ${member.lastName ?? ''}`.trim() || 'This team member'

const listingsPhrase = (count: number) => (count === 1 ? '1 listing' : `${count} listings`)

/** What staff read when the BRN cannot go: how many listings, and what to do first. */
export function brnStillNeededMessage(name: string, count: number): string {
  return `${name} has ${listingsPhrase(count)} on the site: give them another broker first (Listings, filter by agent), then remove the BRN.`
}

/** What staff read when the member cannot be deleted yet. */
export function memberStillNeededMessage(name: string, count: number): string {
  return `${name} has ${listingsPhrase(count)} on the site: give them another broker first (Listings, filter by agent), then delete this team member.`
}

export const keepBrnWhileListed: CollectionBeforeValidateHook = async ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update' || !data || !originalDoc || !('brn' in data)) return data
  if (!hasValidBrn(originalDoc.brn) || hasValidBrn(data.brn)) return data
  const count = await listingsOnTheMarket(originalDoc.id, req)
  if (count === 0) return data
  const message = brnStillNeededMessage(nameOf({ ...originalDoc, ...data }), count)
  const refusal = new ValidationError({ collection: 'team', errors: [{ path: 'brn', label: 'BRN', message }] })
  // The admin's toast reads its heading up to the first colon and starts a line at each comma
  // (see refusalToast in ../collections/properties.ts): the reason itself, on one line.
  refusal.message = `The BRN cannot be removed yet: ${message.replaceAll(',', ' —')}`
  throw refusal
}

export const keepMemberWhileListed: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const count = await listingsOnTheMarket(id, req)
  if (count === 0) return
  const member = await req.payload.findByID({ collection: 'team', id, depth: 0, disableErrors: true, req })
  // With data, Payload's REST answers the message itself (without, a bare "unknown error").
  throw new APIError(memberStillNeededMessage(nameOf(member ?? {}), count), 400, { collection: 'team', id }, true)
}
