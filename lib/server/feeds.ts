import 'server-only'
import { randomUUID } from 'node:crypto'
import { cacheTags } from '@/lib/cache-tags'
import { isOnTheMarket } from '@/lib/cms/market'
import type { Team } from '@/lib/cms/payload-types'
import { complianceProblems } from '@/lib/dubai/compliance'
import { env } from '@/lib/env'
import { bayutEntry, bayutFeed, bayutProperty } from '@/lib/feeds/bayut'
import type { FeedListing, FeedPortal } from '@/lib/feeds/listing'
import { propertyFinderEntry, propertyFinderFeed, propertyFinderProperty } from '@/lib/feeds/property-finder'
import { carriedUntil, EMPTY_FEED_STATE, elementHash, feedStateKey, LEFT_WINDOW_MS, restamp, type FeedState } from '@/lib/feeds/stamps'
import { relationId } from '@/lib/cms/relation-id'
import { cachedRead } from './cache'
import { readFeedSources, readMediaFiles, type FeedMediaFile, type FeedSourceRow } from './feed-source'
import { mediaPath } from './media'
import { payloadClient } from './payload'
import { saleOf } from './properties'

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

/** Moves when a photo is uploaded or replaced: the feeds' copy of the media table is read again. */
const mediaGeneration = cachedRead('feeds:media', [cacheTags.media], async () => randomUUID(), { listings: false })

/** A feed as kept: its XML as UTF-8, and how long producing it took (ms). */
export interface ProducedFeed {
  xml: Buffer
  productionMs: number
}

/** One feed per portal, the last one produced: memory stays bounded whatever is asked. */
const produced = new Map<FeedPortal, { generation: string; feed: Promise<ProducedFeed>; done: boolean }>()

/**
 * The portal's feed, produced once per change and shared by concurrent requests. `fresh` says
 * whether this pull waited for a production (its own or one under way) or was given the kept copy.
 */
export async function feedXml(portal: FeedPortal): Promise<ProducedFeed & { fresh: boolean }> {
  const generation = await feedGeneration()
  const current = produced.get(portal)
  if (current?.generation === generation) {
    const fresh = !current.done
    return { ...(await current.feed), fresh }
  }
  const started = performance.now()
  const feed = produceFeed(portal).then((xml) => ({ xml, productionMs: performance.now() - started }))
  const entry = { generation, feed, done: false }
  produced.set(portal, entry)
  feed.then(
    () => (entry.done = true),
    // A failed production is not kept: the next pull tries again.
    () => {
      if (produced.get(portal) === entry) produced.delete(portal)
    },
  )
  return { ...(await feed), fresh: true }
}

/** How each portal's feed is written: a listing's element, its entry in the file, the file. */
const formats = {
  'property-finder': { element: propertyFinderProperty, entry: propertyFinderEntry, feed: propertyFinderFeed },
  bayut: { element: bayutProperty, entry: bayutEntry, feed: bayutFeed },
} satisfies Record<FeedPortal, unknown>

/**
 * Each listing's entry as last written, per portal, with the element hash and stamp it was
 * written for, as UTF-8. At 5,000 listings a feed is 30 MB of XML: after a change only the
 * entries that differ are written and encoded again. Holds the entries of the last production only.
 */
const writtenEntries = new Map<FeedPortal, Map<string, { hash: string; since: string; xml: Buffer }>>()

async function produceFeed(portal: FeedPortal): Promise<Buffer> {
  const now = new Date()
  const payload = await payloadClient()
  const key = feedStateKey(portal)
  const previous = (await payload.kv.get<FeedState>(key)) ?? EMPTY_FEED_STATE
  const listings = await readFeedListings(portal, now, previous)
  const format = formats[portal]
  const elements = listings.map((listing) => {
    const element = format.element(listing)
    return { id: listing.id, element, hash: elementHash(element), live: listing.state === 'live' }
  })
  // A listing's last_update is when what the feed carries for it last changed: the hash of its
  // element is kept in the CMS's key-value store, per portal, and compared at each production.
  const { state, changed } = restamp(previous, new Map(elements.map(({ id, hash, live }) => [id, { hash, live }])), now.toISOString())
  if (changed) await payload.kv.set(key, state)
  const written = writtenEntries.get(portal)
  const entries = new Map<string, { hash: string; since: string; xml: Buffer }>()
  for (const { id, element, hash } of elements) {
    const since = state.listings[id]!.since
    const kept = written?.get(id)
    const xml = kept?.hash === hash && kept.since === since ? kept.xml : format.entry({ element, lastUpdate: since })
    entries.set(id, { hash, since, xml })
  }
  writtenEntries.set(portal, entries)
  const lastUpdate = state.changedAt ?? now.toISOString()
  return format.feed(
    Array.from(entries.values(), (entry) => entry.xml),
    lastUpdate,
  )
}

/**
 * The listings a portal's feed carries: every one on the market and compliant (the site's own
 * rules) that names the portal. Bayut also carries, as deleted for 30 days, each listing that
 * was in its feed and is no longer (withdrawn, back to draft, permit run out, Bayut unticked,
 * no longer compliant), so it takes them down rather than wait for them to age out. Before the
 * feed's first production there is no record of what it carried: then any listing naming Bayut
 * that was withdrawn or ran out in the last 30 days is carried as deleted. Property Finder
 * drops what its feed no longer lists.
 */
async function readFeedListings(portal: FeedPortal, now: Date, previous: FeedState): Promise<FeedListing[]> {
  const payload = await payloadClient()
  const windowStart = now.getTime() - LEFT_WINDOW_MS
  const knowsWhatItCarried = previous.changedAt !== null
  const leftLately = (row: FeedSourceRow) =>
    row.publication === 'withdrawn'
      ? Date.parse(row.updatedAt) > windowStart
      : row.publication === 'published' &&
        Date.parse(row.permitExpiresAt ?? '') <= now.getTime() &&
        Date.parse(row.permitExpiresAt ?? '') > windowStart
  const wasListed = (id: number) => (carriedUntil(previous, String(id), now)?.getTime() ?? 0) > now.getTime()
  const mayBeDeleted = (row: FeedSourceRow) =>
    portal === 'bayut' && (wasListed(row.id) || (!knowsWhatItCarried && leftLately(row)))
  const wanted = (row: FeedSourceRow) => isOnTheMarket(row, now) || mayBeDeleted(row)
  const [sources, settings, team, projects] = await Promise.all([
    readFeedSources(payload, wanted),
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
  if (sources.length === 0) return []
  const members = new Map(team.docs.map((member) => [member.id, member]))
  const projectsById = new Map(projects.docs.map((project) => [project.id, project]))
  const media = await readMediaFiles(
    payload,
    [...sources.flatMap((source) => source.galleryIds), ...team.docs.flatMap((member) => relationId(member.profile) ?? [])],
    await mediaGeneration(),
  )

  return sources.flatMap((source): FeedListing[] => {
    const agent = members.get(source.agentId ?? -1) ?? null
    const live =
      isOnTheMarket(source, now) &&
      source.portals.includes(portal) &&
      complianceProblems(
        { ...source, project: source.projectId, hasAgent: Boolean(agent), agentBrn: agent?.brn ?? null },
        { orn: settings.orn, now },
      ).length === 0
    // A listing carried as deleted still names its agent; one without is left out altogether.
    // Without a record of what the feed carried, only a listing that names the portal is.
    const deleted = !live && mayBeDeleted(source) && (knowsWhatItCarried || source.portals.includes(portal))
    if (!agent || (!live && !deleted)) return []
    const project = projectsById.get(source.projectId ?? -1)
    const projectDeveloper = project && typeof project.developer === 'object' ? project.developer?.name : undefined
    // Who sells, and the developer's share of the DLD fee, as the listing page says them.
    const { saleType, dldWaiverPercent } = saleOf(source, project?.dldWaiverPercent)
    return [
      {
        id: String(source.id),
        reference: source.reference,
        permitNumber: source.permitNumber ?? '',
        state: live ? 'live' : 'deleted',
        purpose: source.status === 'rent' ? 'rent' : 'sell',
        type: source.type,
        price: source.price,
        community: source.city,
        subCommunity: source.building || source.location.split(',')[0]!.trim(),
        title: { en: source.name.en, ar: source.name.ar || source.name.en },
        description: { en: source.description.en, ar: source.description.ar || source.description.en },
        sqft: source.sqft,
        bedrooms: source.bedrooms,
        bathrooms: source.bathrooms,
        furnishing: source.furnishing ?? null,
        completion: source.completionStatus === 'off-plan' ? 'off-plan' : 'ready',
        saleType,
        developer: source.developer || projectDeveloper || '',
        projectName: project?.name ?? '',
        dldWaiverPercent,
        serviceCharge: source.serviceCharge,
        cheques: source.status === 'rent' ? source.cheques : null,
        amenities: source.amenities,
        agent: toFeedAgent(agent, media),
        photos: source.galleryIds.flatMap((id) => {
          const file = media.get(id)
          return file?.filename ? [{ url: absolute(mediaPath(file.filename)), updatedAt: file.updatedAt }] : []
        }),
      },
    ]
  })
}

function toFeedAgent(member: Team, media: ReadonlyMap<number, FeedMediaFile>): FeedListing['agent'] {
  const photo = media.get(relationId(member.profile) ?? -1)
  return {
    id: String(member.id),
    name: `${member.firstName} ${member.lastName}`,
    email: member.email ?? '',
    phone: member.phone ?? '',
    photo: photo?.filename ? absolute(mediaPath(photo.filename)) : '',
    brn: member.brn ?? '',
  }
}

function absolute(path: string): string {
  return new URL(path, env.SITE_URL).toString()
}

