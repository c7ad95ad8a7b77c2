import type { Payload, Where } from 'payload'
import { digestOf } from '@/lib/alerts/digest'
import { CONFIRM_WITHIN_MS, nextSendAt } from '@/lib/alerts/schedule'
import { listingFactsOf, listingMatches, projectMatches, type ListingFacts, type ListingSearch, type ProjectFacts, type ProjectSearch } from '@/lib/alerts/search'
import { isOnTheMarket } from '@/lib/cms/market'
import type { Alert, AlertMatch } from '@/lib/cms/payload-types'
import { JOBS_QUEUE } from '@/lib/cms/jobs'
import { relationId } from '@/lib/cms/relation-id'
import type { Locale } from '@/lib/i18n/locales'
import { sendAlertMail } from './alert-mail'

/**
 * The work behind alerts, run by Payload's jobs queue (lib/cms/jobs.ts). Every step may run twice
 * (two instances picking up one job, a retry after a crash) and still tell a visitor once:
 * a match is a row with a unique key, and an e-mail is sent only by whoever writes its unique
 * claim (AlertSends). Everything here reads and writes with the jobs' own access (overrideAccess).
 */

const asSystem = { overrideAccess: true, depth: 0 } as const

/** Confirmed alerts of one kind, with only what matching reads. */
async function confirmedAlerts(payload: Payload, kind: Alert['kind'], extra?: Where) {
  const { docs } = await payload.find({
    collection: 'alerts',
    ...asSystem,
    pagination: false,
    where: { and: [{ kind: { equals: kind } }, { confirmedAt: { exists: true } }, ...(extra ? [extra] : [])] },
  })
  return docs
}

/**
 * Records a match unless this alert already has it (same key): true when it is new. The unique
 * key is what guarantees it; the read first is for the common case (a listing re-saved that a
 * search was already told of), which then costs one query rather than a refused insert and its
 * rolled-back transaction.
 */
async function recordMatch(payload: Payload, data: Omit<AlertMatch, 'id' | 'createdAt' | 'updatedAt'>): Promise<boolean> {
  const { totalDocs } = await payload.count({ collection: 'alert-matches', overrideAccess: true, where: { key: { equals: data.key } } })
  if (totalDocs > 0) return false
  try {
    await payload.create({ collection: 'alert-matches', ...asSystem, data })
    return true
  } catch (error) {
    // Another instance recorded the same match a moment ago: the unique key refused ours.
    if (isUniqueRefusal(error)) return false
    throw error
  }
}

function isUniqueRefusal(error: unknown): boolean {
  const text = error instanceof Error ? `${error.name} ${error.message} ${JSON.stringify((error as { data?: unknown }).data ?? '')}` : ''
  return /unique|duplicate|already (exists|in use)|must be unique/i.test(text)
}

/**
 * A listing came on the market, or changed while on it: every confirmed search it now matches,
 * and did not match before the change (`before`, when it was on the market already), gets it
 * (once): a price rise or a corrected typo on a home a search already showed is not news. Those
 * watching it hear of a price below the one they were last told.
 */
export async function matchListing(
  payload: Payload,
  input: { listing: number; previousPrice?: number | null; before?: ListingFacts | null },
): Promise<void> {
  const listing = await payload.findByID({ collection: 'properties', id: input.listing, ...asSystem, disableErrors: true })
  if (!listing || !isOnTheMarket(listing)) return
  const facts = listingFactsOf(listing)
  const told = new Set<Alert>()

  for (const alert of await confirmedAlerts(payload, 'listings')) {
    const search = alert.search as unknown as ListingSearch
    if (!listingMatches(search, facts) || (input.before && listingMatches(search, input.before))) continue
    const fresh = await recordMatch(payload, { alert: alert.id, key: `${alert.id}:listing:${listing.id}`, property: listing.id, reason: 'new', price: listing.price })
    if (fresh) told.add(alert)
  }

  for (const alert of await confirmedAlerts(payload, 'listing', { listing: { equals: listing.id } })) {
    const before = alert.watchedPrice ?? input.previousPrice ?? null
    if (before === null || listing.price >= before) continue
    const fresh = await recordMatch(payload, {
      alert: alert.id,
      key: `${alert.id}:listing:${listing.id}:${before}>${listing.price}`,
      property: listing.id,
      reason: 'price-drop',
      price: listing.price,
      previousPrice: before,
    })
    await payload.update({ collection: 'alerts', id: alert.id, ...asSystem, data: { watchedPrice: listing.price } })
    if (fresh) told.add(alert)
  }

  for (const alert of told) await queueDelivery(payload, alert)
}

/** A project was published (or published again): every confirmed project search it matches gets it once. */
export async function matchProject(
  payload: Payload,
  input: { project: number; before?: (Omit<ProjectFacts, 'developerSlug'> & { developer: number | null }) | null },
): Promise<void> {
  const project = await payload.findByID({ collection: 'projects', id: input.project, overrideAccess: true, depth: 1, disableErrors: true })
  if (!project || project._status !== 'published') return
  const developer = typeof project.developer === 'object' ? project.developer : null
  const facts = {
    community: project.community,
    developerSlug: developer?.slug ?? null,
    handoverYear: project.handoverYear ?? null,
    status: project.projectStatus,
  }
  // Published already: the searches it matched then have had it (its developer by slug, as searched).
  let before: ProjectFacts | null = null
  if (input.before) {
    const { developer: developerBefore, ...rest } = input.before
    const slugBefore =
      developerBefore === null ? null
      : developerBefore === developer?.id ? facts.developerSlug
      : await developerSlugOf(payload, developerBefore)
    before = { ...rest, developerSlug: slugBefore }
  }
  for (const alert of await confirmedAlerts(payload, 'projects')) {
    const search = alert.search as unknown as ProjectSearch
    if (!projectMatches(search, facts) || (before && projectMatches(search, before))) continue
    const fresh = await recordMatch(payload, { alert: alert.id, key: `${alert.id}:project:${project.id}`, project: project.id, reason: 'new' })
    if (fresh) await queueDelivery(payload, alert)
  }
}

async function developerSlugOf(payload: Payload, id: number): Promise<string | null> {
  const developer = await payload.findByID({ collection: 'developers', id, ...asSystem, disableErrors: true })
  return developer?.slug ?? null
}

/**
 * A confirmation the mail server refused, sent again by the queue (with its backoff): a failure
 * throws, so it is retried, and after the last try it stays in the admin with its error. Nothing
 * is sent for an alert that has gone, or (for a confirmation) that was confirmed meanwhile.
 */
export async function resendNotice(payload: Payload, input: { kind: 'confirm' | 'already'; alert: number; locale: Locale }): Promise<void> {
  const alert = await payload.findByID({ collection: 'alerts', id: input.alert, ...asSystem, disableErrors: true })
  if (!alert || (input.kind === 'confirm' && alert.confirmedAt)) return
  const subscriberId = relationId(alert.subscriber)
  const subscriber = subscriberId ? await payload.findByID({ collection: 'alert-subscribers', id: subscriberId, ...asSystem, disableErrors: true }) : null
  if (!subscriber) return
  const { sendAlertNotice } = await import('./alert-mail')
  const delivery = await sendAlertNotice(input.kind, { alert, subscriber, locale: input.locale })
  if (delivery === 'failed') throw new Error(`the mail server refused the ${input.kind} e-mail again`)
}

/**
 * An instant alert's e-mail is queued for the first moment the once-an-hour rule allows, unless
 * one is already queued by then: that one will carry this match too. A daily alert waits for
 * the digest.
 */
export async function queueDelivery(payload: Payload, alert: Alert, now = new Date()): Promise<void> {
  if (alert.frequency !== 'instant') return
  const at = nextSendAt(alert.lastSentAt ? new Date(alert.lastSentAt) : null, now)
  const queued = alert.nextDeliveryAt ? new Date(alert.nextDeliveryAt) : null
  if (queued && queued >= now && queued <= at) return
  await payload.update({ collection: 'alerts', id: alert.id, ...asSystem, data: { nextDeliveryAt: at.toISOString() } })
  await payload.jobs.queue({ task: 'alertsDeliver', input: { alert: alert.id }, queue: JOBS_QUEUE, waitUntil: at > now ? at : undefined })
}

export type DeliveryOutcome = 'sent' | 'nothing-new' | 'not-yet' | 'taken' | 'gone'

/**
 * Sends one alert e-mail with every match waiting since the last. Refuses to send inside the
 * hour after the previous e-mail, daily digests included (an instant alert queues itself for the
 * end of that hour instead), and sends
 * only if it wins the claim for this e-mail. A mail server's failure throws, so the queue
 * retries with backoff; the claim is let go first, so the retry can take it.
 */
export async function deliverAlert(payload: Payload, input: { alert: number }, now = new Date()): Promise<DeliveryOutcome> {
  const alert = await payload.findByID({ collection: 'alerts', id: input.alert, overrideAccess: true, depth: 1, disableErrors: true })
  if (!alert?.confirmedAt || typeof alert.subscriber !== 'object') return 'gone'
  const at = nextSendAt(alert.lastSentAt ? new Date(alert.lastSentAt) : null, now)
  if (at > now) {
    // An instant alert goes at the end of the hour; a daily one waits for the next digest.
    if (alert.frequency === 'instant') {
      await payload.jobs.queue({ task: 'alertsDeliver', input: { alert: alert.id }, queue: JOBS_QUEUE, waitUntil: at })
    }
    return 'not-yet'
  }
  const { docs: pending } = await payload.find({
    collection: 'alert-matches',
    ...asSystem,
    pagination: false,
    where: { and: [{ alert: { equals: alert.id } }, { sentAt: { exists: false } }] },
  })
  if (pending.length === 0) return 'nothing-new'

  let claim: number
  try {
    const row = await payload.create({
      collection: 'alert-sends',
      ...asSystem,
      data: { alert: alert.id, claim: `${alert.key}:${alert.lastSentAt ?? 'first'}`, homes: pending.length },
    })
    claim = row.id
  } catch (error) {
    if (isUniqueRefusal(error)) return 'taken'
    throw error
  }

  const digest = digestOf(
    pending.map((match) => ({
      listing: String(relationId(match.property) ?? `project:${relationId(match.project)}`),
      reason: match.reason,
      price: match.price ?? 0,
      previousPrice: match.previousPrice,
      matchedAt: new Date(match.createdAt),
    })),
  )
  const delivery = await sendAlertMail(payload, { alert, subscriber: alert.subscriber, digest })
  if (delivery === 'failed' || delivery === 'empty') {
    await payload.delete({ collection: 'alert-sends', id: claim, overrideAccess: true })
  }
  if (delivery === 'failed') {
    throw new Error(`The alert e-mail to subscriber ${alert.subscriber.id} could not be sent: see the outbox.`)
  }
  // Homes that left the market before the e-mail are settled too: they are no longer news.
  const sentAt = now.toISOString()
  await payload.update({
    collection: 'alert-matches',
    overrideAccess: true,
    where: { id: { in: pending.map((match) => match.id) } },
    data: { sentAt },
  })
  if (delivery === 'empty') return 'nothing-new'
  await payload.update({ collection: 'alerts', id: alert.id, ...asSystem, data: { lastSentAt: sentAt, nextDeliveryAt: null } })
  return 'sent'
}

/** The daily digest: every confirmed daily alert with something waiting gets its e-mail queued. */
export async function queueDigests(payload: Payload): Promise<void> {
  const { docs } = await payload.find({
    collection: 'alert-matches',
    ...asSystem,
    pagination: false,
    select: { alert: true },
    where: { sentAt: { exists: false } },
  })
  const alertIds = [...new Set(docs.map((match) => relationId(match.alert)).filter((id): id is number => id !== null))]
  if (alertIds.length === 0) return
  const { docs: daily } = await payload.find({
    collection: 'alerts',
    ...asSystem,
    pagination: false,
    where: { and: [{ id: { in: alertIds } }, { frequency: { equals: 'daily' } }, { confirmedAt: { exists: true } }] },
  })
  for (const alert of daily) {
    await payload.jobs.queue({ task: 'alertsDeliver', input: { alert: alert.id }, queue: JOBS_QUEUE })
  }
}

/**
 * Requests nobody confirmed within 7 days of asking (asking again for the same alert counts as
 * asking, and sends a new link) are deleted, and the addresses left with no alert.
 */
export async function expireUnconfirmed(payload: Payload, now = new Date()): Promise<void> {
  const before = new Date(now.getTime() - CONFIRM_WITHIN_MS).toISOString()
  const { docs } = await payload.find({
    collection: 'alerts',
    ...asSystem,
    pagination: false,
    where: { and: [{ confirmedAt: { exists: false } }, { updatedAt: { less_than_equal: before } }] },
  })
  const { deleteAlerts } = await import('./alerts')
  await deleteAlerts(payload, docs)
}
