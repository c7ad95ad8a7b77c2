import 'server-only'
import { after } from 'next/server'
import { createTranslator } from 'next-intl'
import type { Payload } from 'payload'
import { describeAlert, type WatchedThing } from '@/lib/alerts/describe'
import { inboxOf } from '@/lib/alerts/inbox'
import { CONFIRM_WITHIN_MS } from '@/lib/alerts/schedule'
import { listingSearchOf, searchKey, type ListingQuery, type ListingSearch, type ProjectSearch } from '@/lib/alerts/search'
import { signToken, verifyToken, type LinkPurpose } from '@/lib/alerts/tokens'
import type { CurrencyCode } from '@/lib/buyer-tools/market-settings'
import type { Alert, AlertSubscriber } from '@/lib/cms/payload-types'
import { JOBS_QUEUE } from '@/lib/cms/jobs'
import { relationId } from '@/lib/cms/relation-id'
import { env } from '@/lib/env'
import { getPathname } from '@/lib/i18n/navigation'
import type { Locale } from '@/lib/i18n/locales'
import { messagesIn } from '@/lib/i18n/messages'
import { derivedKey } from '@/lib/secret'
import type { AlertRequest } from '@/lib/validation/alert'
import { HttpError } from './http'
import { limitStore } from './limit-store'
import { payloadClient } from './payload'
import { readMarketSettings } from './settings'

/** How many alerts one address may hold. */
export const ALERTS_PER_ADDRESS = 10

/**
 * How many e-mails the alert form may send one address in an hour (confirmations, 'you have
 * this alert', 'you have 10 alerts'). Anyone may type any address, from many networks past the
 * per-client form limit: past this the requests are still recorded, but the address hears no
 * more that hour. Room for a visitor setting up all ten of their alerts, and asking once more.
 * Counted per inbox (inboxOf): 'name+1@' and 'name+2@' share one dozen.
 */
export const NOTICES_PER_ADDRESS = { limit: ALERTS_PER_ADDRESS + 2, windowMs: 60 * 60_000 }

/**
 * The same notice about one alert (its confirmation, 'you have this alert') goes once in 10
 * minutes: a visitor pressing Send again, or a stranger repeating a request, gets the link already
 * sent, which confirms the alert as last asked for. A mail server refusing each one would also
 * have queued a round of retries per request.
 */
export const SAME_NOTICE_EVERY_MS = 10 * 60_000

const signingKey = (purpose: LinkPurpose) => derivedKey(`crescent-key/alert-${purpose}/v1`)
const asSystem = { overrideAccess: true, depth: 0 } as const

/** A signed link to a site page (or the API's one-click unsubscribe) in the visitor's edition. */
export function alertLink(purpose: LinkPurpose, key: string, locale: Locale, options: { api?: boolean; expiresAt?: Date } = {}): string {
  const token = signToken(signingKey(purpose), purpose, key, options.expiresAt)
  const path = options.api ? `/api/v1/alerts/${purpose}` : getPathname({ href: `/alerts/${purpose}`, locale })
  const url = new URL(path, env.SITE_URL)
  url.searchParams.set('t', token)
  return url.toString()
}

function keyIn(purpose: LinkPurpose, token: string | null | undefined) {
  return verifyToken(signingKey(purpose), purpose, token)
}

type Described = Pick<Alert, 'kind' | 'search' | 'summary'> & Partial<Pick<Alert, 'listing'>> & { listingName?: string }

/** An alert's search in words, in an edition and currency (a watched listing by its name there). */
export async function describe(alert: Described, locale: Locale, currency: CurrencyCode): Promise<string> {
  const [messages, market, listingName] = await Promise.all([
    messagesIn(locale),
    readMarketSettings(),
    alert.listingName ?? listingNameIn(alert, locale),
  ])
  const t = createTranslator({ locale, messages, namespace: 'Alerts' })
  return describeAlert(watchedThingOf({ ...alert, listingName }), { t, locale, currency, rates: market.exchangeRates })
}

/** A watched listing's name as the edition's page shows it (English where it is not translated). */
async function listingNameIn(alert: Described, locale: Locale): Promise<string | undefined> {
  const id = alert.kind === 'listing' ? relationId(alert.listing) : null
  if (!id) return undefined
  const payload = await payloadClient()
  const listing = await payload.findByID({ collection: 'properties', id, locale, ...asSystem, select: { name: true }, disableErrors: true })
  return listing?.name ?? undefined
}

/**
 * The search a page's alert panel offers to watch, in the words its e-mails will use and in the
 * page's currency, so a visitor sees what they subscribe to before they do (on a phone the
 * filters are folded away). `developerName` names a project filter's developer.
 */
export async function describePanelSearch(
  kind: 'listings' | 'projects',
  search: Readonly<Record<string, string>>,
  locale: Locale,
  currency: CurrencyCode,
  developerName?: string,
): Promise<string> {
  const [messages, market] = await Promise.all([messagesIn(locale), readMarketSettings()])
  const t = createTranslator({ locale, messages, namespace: 'Alerts' })
  const rates = market.exchangeRates
  const number = (value: string | undefined) => (value === undefined || value === '' || Number.isNaN(Number(value)) ? undefined : Number(value))
  let thing: WatchedThing
  if (kind === 'projects') {
    const status = search.projectStatus as ProjectSearch['status']
    thing = {
      kind,
      search: { community: search.community, developer: search.developer, handoverYear: number(search.handoverYear), status },
      developerName,
    }
  } else {
    const query: ListingQuery = {
      status: search.status === 'rent' ? 'rent' : 'sell',
      location: search.location,
      type: search.type,
      bedrooms: number(search.bedrooms),
      minPrice: number(search.minPrice),
      maxPrice: number(search.maxPrice),
    }
    // A currency without a rate shows no price band (the form then asks for prices in AED).
    const priced = listingSearchOf(query, currency, rates)
    thing = { kind, search: priced ?? listingSearchOf({ ...query, minPrice: undefined, maxPrice: undefined }, 'AED', rates)! }
  }
  return describeAlert(thing, { t, locale, currency, rates })
}

function watchedThingOf(alert: Described): WatchedThing {
  if (alert.kind === 'listing') return { kind: 'listing', name: alert.listingName ?? (alert.search as { name?: string } | null)?.name ?? alert.summary }
  if (alert.kind === 'projects') {
    const search = (alert.search ?? {}) as ProjectSearch & { developerName?: string }
    return { kind: 'projects', search, developerName: search.developerName }
  }
  return { kind: 'listings', search: (alert.search ?? { status: 'sell' }) as unknown as ListingSearch }
}

/** What a request asks to watch, in the form it is stored and matched in (AED). */
async function watchedOf(payload: Payload, request: AlertRequest): Promise<{ search: Record<string, unknown>; listing?: number; watchedPrice?: number }> {
  if (request.kind === 'listing') {
    const { docs } = await payload.find({
      collection: 'properties',
      where: { publicId: { equals: request.listing! } },
      limit: 1,
      depth: 0,
      overrideAccess: false,
      select: { id: true, name: true, price: true, reference: true },
    })
    const listing = docs[0]
    if (!listing) throw new HttpError(404, 'refusals.alertListingGone')
    return { search: { name: listing.name, reference: listing.reference }, listing: listing.id, watchedPrice: listing.price }
  }
  if (request.kind === 'projects') {
    let developerName: string | undefined
    if (request.developer) {
      const { docs } = await payload.find({ collection: 'developers', where: { slug: { equals: request.developer } }, limit: 1, depth: 0, select: { name: true } })
      developerName = docs[0]?.name
    }
    const search: ProjectSearch & { developerName?: string } = {
      community: request.community,
      developer: request.developer,
      handoverYear: request.handoverYear,
      status: request.projectStatus,
      developerName,
    }
    return { search: withoutUnset(search) }
  }
  const currency = request.currency ?? 'AED'
  const search = listingSearchOf(request, currency, (await readMarketSettings()).exchangeRates)
  if (!search) throw new HttpError(400, `currency: ${currency} has no exchange rate set: give the prices in AED`, { currency: 'query.oneOf' })
  return { search: withoutUnset(search) }
}

function withoutUnset<T extends object>(value: T): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined && v !== ''))
}

/**
 * POST /api/v1/alerts: records the request unconfirmed and e-mails the confirmation link. The
 * visitor's answer is the same whatever happens here, so nobody learns from it whether an address
 * has alerts: an address asking again for an alert it has is told so by e-mail (unconfirmed, the
 * link already sent stands; SAME_NOTICE_EVERY_MS), and one at the limit is told by e-mail which
 * alerts it holds.
 */
export async function requestAlert(request: AlertRequest, fallbackLocale: Locale): Promise<void> {
  const payload = await payloadClient()
  const locale = request.locale ?? fallbackLocale
  const currency = request.currency ?? 'AED'
  const email = request.email.trim().toLowerCase()
  const watched = await watchedOf(payload, request)
  const key = request.kind === 'listing' ? `listing?id=${watched.listing}` : searchKey(request.kind, watched.search as unknown as ListingSearch)
  const summary = await describe({ kind: request.kind, search: watched.search, summary: '' }, 'en', 'AED')

  const subscriber = await findOrCreateSubscriber(payload, email, locale)
  const { docs: existing } = await payload.find({
    collection: 'alerts',
    ...asSystem,
    pagination: false,
    where: { subscriber: { equals: subscriber.id } },
  })
  const { sendAlertNotice } = await import('./alert-mail')
  // Sent once the answer has gone, like the lead forms' mail: a slow mail server never holds
  // the visitor up, and the answer's timing says nothing about the address.
  // A confirmation the mail server refuses goes to the jobs queue, which tries again with backoff
  // (the visitor is waiting for that link); the limit notice is only information.
  const notify = (...args: Parameters<typeof sendAlertNotice>) =>
    after(async () => {
      try {
        const [kind, { alert }] = args
        const store = limitStore()
        // By the alert's own key, not its row id: SQLite gives a deleted alert's id to the next one.
        const about = 'key' in alert && alert.key ? `alert ${alert.key}` : `address ${email}`
        if (!(await store.hit('alert-notice-repeats', `${kind}|${about}`, 1, SAME_NOTICE_EVERY_MS)).ok) return
        const { limit, windowMs } = NOTICES_PER_ADDRESS
        if (!(await store.hit('alert-notices', inboxOf(email), limit, windowMs)).ok) {
          console.warn(`[alerts] ${limit} notices to one inbox within the hour: this request is recorded, not e-mailed`)
          return
        }
        const delivery = await sendAlertNotice(...args)
        if (delivery === 'failed' && kind !== 'limit' && 'id' in alert) {
          await payload.jobs.queue({
            task: 'alertsNotice',
            input: { kind, alert: alert.id as number, locale },
            queue: JOBS_QUEUE,
            waitUntil: new Date(Date.now() + 60_000),
          })
        }
      } catch (error) {
        console.error('[alerts] could not send a notice:', error)
      }
    })
  const same = existing.find((alert) => alert.searchKey === key)
  if (same) {
    // A confirmed alert is the owner's: a request that anyone could send changes nothing (the
    // e-mail says so and links to the manage page). An unconfirmed one takes the new settings,
    // which its owner confirms with the link (sent again, unless it went minutes ago).
    if (same.confirmedAt) {
      notify('already', { alert: same, subscriber, locale })
      return
    }
    const alert = await payload.update({
      collection: 'alerts',
      id: same.id,
      ...asSystem,
      data: { frequency: request.frequency, locale, currency },
    })
    notify('confirm', { alert, subscriber, locale })
    return
  }
  if (existing.length >= ALERTS_PER_ADDRESS) {
    notify('limit', { alert: { kind: request.kind, search: watched.search, summary }, subscriber, locale, currency })
    return
  }
  const alert = await payload.create({
    collection: 'alerts',
    ...asSystem,
    data: {
      summary,
      kind: request.kind,
      subscriber: subscriber.id,
      key: '',
      searchKey: key,
      search: watched.search,
      listing: watched.listing,
      watchedPrice: watched.watchedPrice,
      frequency: request.frequency,
      locale,
      currency,
    },
  })
  notify('confirm', { alert, subscriber, locale })
}

async function findOrCreateSubscriber(payload: Payload, email: string, locale: Locale): Promise<AlertSubscriber> {
  const find = async () =>
    (await payload.find({ collection: 'alert-subscribers', ...asSystem, limit: 1, where: { email: { equals: email } } })).docs[0]
  // An existing address keeps its edition: a request anyone may send changes nothing of the owner's.
  const found = await find()
  if (found) return found
  try {
    return await payload.create({ collection: 'alert-subscribers', ...asSystem, data: { email, locale, key: '' } })
  } catch (error) {
    // The same address subscribing twice at the same moment: the other request made the row.
    const again = await find()
    if (again) return again
    throw error
  }
}

export type LinkOutcome<T> = ({ status: 'ok' } & T) | { status: 'expired' | 'invalid'; locale?: Locale }

async function alertByKey(payload: Payload, key: string) {
  const { docs } = await payload.find({ collection: 'alerts', overrideAccess: true, depth: 1, limit: 1, where: { key: { equals: key } } })
  return docs[0] ?? null
}

/**
 * Confirm link: switches the alert on (once; a second click changes nothing) and says what it
 * watches, in the words of the page's edition (`locale`).
 */
export async function confirmAlert(token: string | undefined, locale: Locale): Promise<LinkOutcome<{ summary: string; locale: Locale; kind: Alert['kind'] }>> {
  const verdict = keyIn('confirm', token)
  if (!verdict.ok) return { status: verdict.reason }
  const payload = await payloadClient()
  const alert = await alertByKey(payload, verdict.subject)
  if (!alert) return { status: 'invalid' }
  if (!alert.confirmedAt) {
    // A watched listing is watched from the price it has now.
    const listingId = relationId(alert.listing)
    const listing = listingId ? await payload.findByID({ collection: 'properties', id: listingId, ...asSystem, disableErrors: true }) : null
    await payload.update({
      collection: 'alerts',
      id: alert.id,
      ...asSystem,
      data: { confirmedAt: new Date().toISOString(), ...(listing ? { watchedPrice: listing.price } : {}) },
    })
  }
  return { status: 'ok', summary: await describe(alert, locale, alert.currency), locale: alert.locale, kind: alert.kind }
}

/**
 * The unsubscribe page: what the link would stop, in the page's edition; `stopped` when the link
 * is ours but its alert is gone (stopped already, from this link or the manage page).
 */
export async function alertToStop(
  token: string | undefined,
  locale: Locale,
): Promise<LinkOutcome<{ summary: string; locale: Locale }> | { status: 'stopped' }> {
  const verdict = keyIn('unsubscribe', token)
  if (!verdict.ok) return { status: verdict.reason }
  const alert = await alertByKey(await payloadClient(), verdict.subject)
  if (!alert) return { status: 'stopped' }
  return { status: 'ok', summary: await describe(alert, locale, alert.currency), locale: alert.locale }
}

/** One-click unsubscribe (RFC 8058) and the page's button: the alert goes, and the address with its last alert. */
export async function unsubscribe(token: string | undefined): Promise<LinkOutcome<{ anyLeft: boolean }>> {
  const verdict = keyIn('unsubscribe', token)
  if (!verdict.ok) return { status: verdict.reason }
  const payload = await payloadClient()
  const alert = await alertByKey(payload, verdict.subject)
  if (!alert) return { status: 'invalid' }
  const anyLeft = await deleteAlerts(payload, [alert])
  return { status: 'ok', anyLeft: anyLeft.has(relationId(alert.subscriber) ?? -1) }
}

export interface ManagedAlert {
  key: string
  summary: string
  kind: Alert['kind']
  frequency: Alert['frequency']
  confirmed: boolean
}

async function subscriberByManageToken(payload: Payload, token: string | undefined) {
  const verdict = keyIn('manage', token)
  if (!verdict.ok) return { verdict, subscriber: null }
  const { docs } = await payload.find({ collection: 'alert-subscribers', ...asSystem, limit: 1, where: { key: { equals: verdict.subject } } })
  return { verdict, subscriber: docs[0] ?? null }
}

/** The manage page: the address's alerts, in the words of the page's edition. */
export async function managedAlerts(token: string | undefined, locale: Locale): Promise<LinkOutcome<{ email: string; locale: Locale; alerts: ManagedAlert[] }>> {
  const payload = await payloadClient()
  const { verdict, subscriber } = await subscriberByManageToken(payload, token)
  if (!verdict.ok) return { status: verdict.reason }
  // A genuine link whose address was deleted (every alert stopped): there is nothing left to list.
  if (!subscriber) return { status: 'ok', email: '', locale, alerts: [] }
  const { docs } = await payload.find({
    collection: 'alerts',
    ...asSystem,
    pagination: false,
    sort: 'createdAt',
    where: { subscriber: { equals: subscriber.id } },
  })
  const alerts = await Promise.all(
    docs.map(async (alert) => ({
      key: alert.key,
      summary: await describe(alert, locale, alert.currency),
      kind: alert.kind,
      frequency: alert.frequency,
      confirmed: Boolean(alert.confirmedAt),
    })),
  )
  return { status: 'ok', email: subscriber.email, locale: subscriber.locale, alerts }
}

export type ManageAction =
  | { action: 'frequency'; alert: string; frequency: Alert['frequency'] }
  | { action: 'delete'; alert: string }
  | { action: 'delete-all' }

/** A change from the manage page. False when the link or the alert named is not the visitor's. */
export async function manageAlerts(token: string | undefined, change: ManageAction): Promise<boolean> {
  const payload = await payloadClient()
  const { subscriber } = await subscriberByManageToken(payload, token)
  if (!subscriber) return false
  const { docs } = await payload.find({
    collection: 'alerts',
    ...asSystem,
    pagination: false,
    where: { subscriber: { equals: subscriber.id } },
  })
  if (change.action === 'delete-all') {
    await deleteAlerts(payload, docs, { andSubscriber: true })
    return true
  }
  const alert = docs.find((doc) => doc.key === change.alert)
  if (!alert) return false
  if (change.action === 'delete') await deleteAlerts(payload, [alert])
  else await payload.update({ collection: 'alerts', id: alert.id, ...asSystem, data: { frequency: change.frequency } })
  return true
}

/**
 * Deletes alerts with their bookkeeping, then every address they belonged to that has no alert
 * left (or, with `andSubscriber`, the address anyway). Returns the subscribers that still have alerts.
 */
export async function deleteAlerts(payload: Payload, alerts: readonly Pick<Alert, 'id' | 'subscriber'>[], options: { andSubscriber?: boolean } = {}): Promise<Set<number>> {
  const remaining = new Set<number>()
  if (alerts.length === 0) return remaining
  const ids = alerts.map((alert) => alert.id)
  await payload.delete({ collection: 'alert-matches', overrideAccess: true, where: { alert: { in: ids } } })
  await payload.delete({ collection: 'alert-sends', overrideAccess: true, where: { alert: { in: ids } } })
  await payload.delete({ collection: 'alerts', overrideAccess: true, where: { id: { in: ids } } })
  const subscribers = new Set(alerts.map((alert) => relationId(alert.subscriber)).filter((id): id is number => id !== null))
  for (const id of subscribers) {
    const { totalDocs } = await payload.count({ collection: 'alerts', overrideAccess: true, where: { subscriber: { equals: id } } })
    if (totalDocs > 0 && !options.andSubscriber) remaining.add(id)
    else await deleteSubscriber(payload, id)
  }
  return remaining
}

/**
 * An address leaves with everything the site kept of it for alerts: its row, and the alert
 * e-mails in the outbox (which name it and carry its links). The pages promise it is deleted.
 */
async function deleteSubscriber(payload: Payload, id: number): Promise<void> {
  const subscriber = await payload.findByID({ collection: 'alert-subscribers', id, ...asSystem, disableErrors: true })
  if (!subscriber) return
  await payload.delete({
    collection: 'outbox',
    overrideAccess: true,
    where: { and: [{ kind: { equals: 'alert' } }, { to: { equals: subscriber.email } }] },
  })
  await payload.delete({ collection: 'alert-subscribers', id, overrideAccess: true })
}

/** When a confirmation link made now stops working. */
export function confirmationExpiry(now = new Date()): Date {
  return new Date(now.getTime() + CONFIRM_WITHIN_MS)
}

