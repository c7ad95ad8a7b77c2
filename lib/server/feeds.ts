import 'server-only'
import { randomUUID } from 'node:crypto'
import type { Where } from 'payload'
import { cacheTags } from '@/lib/cache-tags'
import { onTheMarket } from '@/lib/cms/collections/properties'
import type { Media, Team } from '@/lib/cms/payload-types'
import { complianceProblems } from '@/lib/dubai/compliance'
import { env } from '@/lib/env'
import { bayutFeed, bayutProperty } from '@/lib/feeds/bayut'
import type { FeedListing, FeedPortal } from '@/lib/feeds/listing'
import { propertyFinderFeed, propertyFinderProperty, type StampedElement } from '@/lib/feeds/property-finder'
import { elementHash, restamp, type FeedStamps } from '@/lib/feeds/stamps'
import { cachedRead } from './cache'
import { mediaPath } from './media'
import { payloadClient } from './payload'
import { saleOf } from './properties'

/** How long a listing that left the market stays in the Bayut feed as `deleted`. */
const LEFT_WINDOW_DAYS = 30
const DAY = 24 * 60 * 60 * 1000

/** The token the portals' URLs must carry: the environment's wins over the admin's. */
export async function configuredFeedToken(): Promise<string | null> {
  if (env.FEEDS_TOKEN) return env.FEEDS_TOKEN
  const payload = await payloadClient()
  const settings = await payload.findGlobal({
    slug: 'site-settings',
    depth: 0,
    select: { feedsToken: true },
    // The field is staff-only; the feed reads it on the server to compare, never to show.
    overrideAccess: true,
  })
  return settings.feedsToken?.trim() || null
}

/**
 * Changes whenever anything a feed carries may have changed: the CMS hooks drop these tags on
 * every edit, and listing reads are keyed by how many permits have run out (lib/server/cache.ts).
 * The feed itself is kept in memory, not in the data cache, which refuses entries over 2 MB.
 */
const feedGeneration = cachedRead(
  'feeds:generation',
  [cacheTags.properties, cacheTags.team, cacheTags.media, cacheTags.projects, cacheTags.settings],
  async () => randomUUID(),
)

/** One feed per portal, the last one produced: memory stays bounded whatever is asked. */
const produced = new Map<FeedPortal, { generation: string; xml: Promise<string> }>()

/** The portal's feed as XML, produced once per change and shared by concurrent requests. */
export async function feedXml(portal: FeedPortal): Promise<string> {
  const generation = await feedGeneration()
  const current = produced.get(portal)
  if (current?.generation === generation) return current.xml
  const xml = produceFeed(portal)
  produced.set(portal, { generation, xml })
  // A failed production is not kept: the next pull tries again.
  xml.catch(() => {
    if (produced.get(portal)?.xml === xml) produced.delete(portal)
  })
  return xml
}

async function produceFeed(portal: FeedPortal): Promise<string> {
  const now = new Date()
  const listings = await readFeedListings(portal, now)
  const toElement = portal === 'bayut' ? bayutProperty : propertyFinderProperty
  const elements = listings.map((listing) => ({ id: listing.id, element: toElement(listing) }))
  const hashes = new Map(elements.map(({ id, element }) => [id, elementHash(element)]))
  const stamps = await stampsAfter(portal, hashes, now.toISOString())
  const entries: StampedElement[] = elements.map(({ id, element }) => ({ element, lastUpdate: stamps[id]!.since }))
  return portal === 'bayut' ? bayutFeed(entries, now.toISOString()) : propertyFinderFeed(entries, now.toISOString())
}

/**
 * A listing's last_update is when what the feed carries for it last changed: the hash of its
 * element is kept in the CMS's key-value store, one entry per portal, and compared each time
 * the feed is produced.
 */
async function stampsAfter(portal: FeedPortal, hashes: ReadonlyMap<string, string>, now: string): Promise<FeedStamps> {
  const payload = await payloadClient()
  const key = `feed-stamps:${portal}`
  const previous = (await payload.kv.get<FeedStamps>(key)) ?? {}
  const { stamps, changed } = restamp(previous, hashes, now)
  if (changed) await payload.kv.set(key, stamps)
  return stamps
}

const listingFields = {
  reference: true,
  permitNumber: true,
  permitExpiresAt: true,
  publication: true,
  portals: true,
  status: true,
  type: true,
  price: true,
  city: true,
  location: true,
  name: true,
  description: true,
  sqft: true,
  bedrooms: true,
  bathrooms: true,
  furnishing: true,
  completionStatus: true,
  saleType: true,
  developer: true,
  project: true,
  serviceCharge: true,
  amenities: true,
  buildingInfo: true,
  agent: true,
  gallery: true,
  updatedAt: true,
} as const

/**
 * The listings a portal's feed carries: every one on the market and compliant (the site's own
 * rules) that names the portal; for Bayut also those that left in the last 30 days, as deleted.
 */
async function readFeedListings(portal: FeedPortal, now: Date): Promise<FeedListing[]> {
  const payload = await payloadClient()
  const windowStart = new Date(now.getTime() - LEFT_WINDOW_DAYS * DAY).toISOString()
  const left: Where = {
    or: [
      { and: [{ publication: { equals: 'withdrawn' } }, { updatedAt: { greater_than: windowStart } }] },
      {
        and: [
          { publication: { equals: 'published' } },
          { permitExpiresAt: { less_than_equal: now.toISOString() } },
          { permitExpiresAt: { greater_than: windowStart } },
        ],
      },
    ],
  }
    // The portal is checked here rather than in the query: on SQLite a condition on a many-valued
  // select (portals) turns the read of 1,000 listings from about a second into tens of seconds.
  const where: Where = portal === 'bayut' ? { or: [onTheMarket(now), left] } : onTheMarket(now)
  const [docs, settings, team, projects] = await Promise.all([
    readAllListings(where),
    payload.findGlobal({ slug: 'site-settings', depth: 0, select: { orn: true }, overrideAccess: true }),
    payload.find({ collection: 'team', depth: 0, pagination: false, overrideAccess: true }),
    payload.find({
      collection: 'projects',
      depth: 1,
      select: { name: true, dldWaiverPercent: true, developer: true },
      populate: { developers: { name: true } },
      pagination: false,
      overrideAccess: true,
    }),
  ])
  if (docs.length === 0) return []
  const arabic = await readArabic(docs.filter((doc) => doc.portals?.includes(portal)).map((doc) => doc.id))
  const members = new Map(team.docs.map((member) => [member.id, member]))
  const projectsById = new Map(projects.docs.map((project) => [project.id, project]))
  const media = await readMedia([
    ...docs.flatMap((doc) => (doc.gallery ?? []).map(idOf)),
    ...team.docs.map((member) => idOf(member.profile)),
  ])

  return docs.flatMap((doc): FeedListing[] => {
    if (!doc.portals?.includes(portal)) return []
    const agent = members.get(idOf(doc.agent) ?? -1) ?? null
    const onMarket = doc.publication === 'published' && Date.parse(doc.permitExpiresAt ?? '') > now.getTime()
    if (onMarket) {
      const problems = complianceProblems(
        { ...doc, hasAgent: Boolean(agent), agentBrn: agent?.brn ?? null },
        { orn: settings.orn, now },
      )
      if (problems.length > 0) return []
    }
    if (!agent) return []
    const project = projectsById.get(idOf(doc.project) ?? -1)
    const projectDeveloper = project && typeof project.developer === 'object' ? project.developer?.name : undefined
    // Who sells, and the developer's share of the DLD fee, as the listing page says them.
    const { saleType, dldWaiverPercent } = saleOf(doc, project?.dldWaiverPercent)
    const building = doc.buildingInfo?.find((row) => row.label === 'Building')?.value
    const ar = arabic.get(doc.id)
    return [
      {
        id: String(doc.id),
        reference: doc.reference,
        permitNumber: doc.permitNumber ?? '',
        state: onMarket ? 'live' : 'deleted',
        purpose: doc.status === 'rent' ? 'rent' : 'sell',
        type: doc.type,
        price: doc.price,
        community: doc.city,
        subCommunity: building || doc.location.split(',')[0]!.trim(),
        title: { en: doc.name, ar: ar?.name || doc.name },
        description: { en: doc.description, ar: ar?.description || doc.description },
        sqft: doc.sqft,
        bedrooms: doc.bedrooms,
        bathrooms: doc.bathrooms,
        furnishing: doc.furnishing ?? null,
        completion: doc.completionStatus === 'off-plan' ? 'off-plan' : 'ready',
        saleType,
        developer: doc.developer || projectDeveloper || '',
        projectName: project?.name ?? '',
        dldWaiverPercent,
        serviceCharge: doc.serviceCharge ?? null,
        amenities: (doc.amenities ?? []).map((amenity) => amenity.name),
        agent: toFeedAgent(agent, media),
        photos: (doc.gallery ?? []).flatMap((item) => {
          const file = media.get(idOf(item) ?? -1)
          return file?.filename ? [{ url: absolute(mediaPath(file.filename)), updatedAt: file.updatedAt }] : []
        }),
      },
    ]
  })
}

function toFeedAgent(member: Team, media: ReadonlyMap<number, Pick<Media, 'filename' | 'updatedAt'>>): FeedListing['agent'] {
  const photo = media.get(idOf(member.profile) ?? -1)
  return {
    id: String(member.id),
    name: `${member.firstName} ${member.lastName}`,
    email: member.email ?? '',
    phone: member.phone ?? '',
    photo: photo?.filename ? absolute(mediaPath(photo.filename)) : '',
    brn: member.brn ?? '',
  }
}

/** Read a page at a time: one read of thousands of listings with their localized fields is slower in all. */
const PAGE = 100

async function readAllListings(where: Where) {
  const payload = await payloadClient()
  // By id: a listing added while the pages are read shifts them; the edit makes the next pull read again.
  const all = new Map<number, Awaited<ReturnType<typeof payload.find<'properties', typeof listingFields>>>['docs'][number]>()
  for (let page = 1; ; page++) {
    const result = await payload.find({
      collection: 'properties',
      where,
      locale: 'en',
      select: listingFields,
      depth: 0,
      limit: PAGE,
      page,
      sort: ['-createdAt', '-id'],
      overrideAccess: true,
    })
    for (const doc of result.docs) all.set(doc.id, doc)
    if (!result.hasNextPage) return [...all.values()]
  }
}

/** The Arabic edition's title and description, read in one query (the English one is the fallback). */
async function readArabic(ids: number[]): Promise<Map<number, { name: string; description: string }>> {
  const payload = await payloadClient()
  const found = new Map<number, { name: string; description: string }>()
  for (const chunk of chunks(ids, PAGE)) {
    const { docs } = await payload.find({
      collection: 'properties',
      where: { id: { in: chunk } },
      locale: 'ar',
      select: { name: true, description: true },
      depth: 0,
      limit: chunk.length,
      overrideAccess: true,
    })
    for (const doc of docs) found.set(doc.id, { name: doc.name, description: doc.description })
  }
  return found
}

/** The files behind the photos, read by id in batches (a relation per photo would be thousands of reads). */
async function readMedia(ids: (number | null)[]): Promise<Map<number, Pick<Media, 'filename' | 'updatedAt'>>> {
  const payload = await payloadClient()
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))]
  const found = new Map<number, Pick<Media, 'filename' | 'updatedAt'>>()
  for (const chunk of chunks(wanted)) {
    const { docs } = await payload.find({
      collection: 'media',
      where: { id: { in: chunk } },
      select: { filename: true, updatedAt: true },
      depth: 0,
      pagination: false,
      overrideAccess: true,
    })
    for (const doc of docs) found.set(doc.id, doc)
  }
  return found
}

function idOf(value: number | { id: number } | null | undefined): number | null {
  if (value == null) return null
  return typeof value === 'object' ? value.id : value
}

function chunks<T>(items: readonly T[], size = 500): T[][] {
  const out: T[][] = []
  for (let start = 0; start < items.length; start += size) out.push(items.slice(start, start + size))
  return out
}

function absolute(path: string): string {
  return new URL(path, env.SITE_URL).toString()
}

