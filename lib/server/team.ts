import 'server-only'
import type { Where } from 'payload'
import { cache } from 'react'
import { defaultLocale, type Locale } from '@/lib/i18n/locales'
import type { ImageRef, Paginated, Property, TeamMember } from '@/lib/api/types'
import { cacheTags } from '@/lib/cache-tags'
import type { Team } from '@/lib/cms/payload-types'
import type { ListQuery } from '@/lib/validation/query'
import { cachedRead } from './cache'
import { emptyImage, toImageRef } from './media'
import { toPaginated } from './paginate'
import { payloadClient } from './payload'
import { projectLink, toAgent, toProperty } from './properties'

export function toTeamMember(doc: Team): TeamMember {
  return {
    _id: doc.publicId ?? String(doc.id),
    firstName: doc.firstName,
    lastName: doc.lastName,
    designation: doc.designation,
    profile: toImageRef(doc.profile, 'card') ?? emptyImage,
    phone: doc.phone ?? null,
    email: doc.email ?? null,
  }
}

export const listTeam = cachedRead(
  'team:list',
  [cacheTags.team, cacheTags.media],
  async (query: ListQuery, locale: Locale = defaultLocale): Promise<Paginated<TeamMember>> => {
    const payload = await payloadClient()
    const result = await payload.find({
      collection: 'team',
      locale,
      sort: ['order', 'id'],
      page: query.page,
      limit: query.limit,
      depth: 1,
      overrideAccess: false,
    })
    return toPaginated(result, toTeamMember)
  },
)

/** When any team member last changed (the sitemap's date for /team and /careers). */
export const latestTeamChange = cachedRead('team:latest', [cacheTags.team], async (): Promise<string | null> => {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'team',
    select: { updatedAt: true },
    sort: '-updatedAt',
    limit: 1,
    depth: 0,
    overrideAccess: false,
  })
  return docs[0]?.updatedAt ?? null
})

/** A team member with a page of their own: a broker, that is someone with a RERA BRN. */
export interface Broker {
  id: number
  slug: string
  firstName: string
  name: string
  designation: string
  photo: ImageRef
  brn: string
  languages: string[]
  phone: string
  whatsapp: string
  email: string
  bio: string
  updatedAt: string
}

/** A slug as the collection makes them; anything else cannot be a broker's page. */
const BROKER_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** Someone is a broker only with a BRN: staff without one (marketing, say) have no page. */
const hasBrn: Where = { and: [{ brn: { exists: true } }, { brn: { not_equals: '' } }] }

/** The broker a listing names (toAgent), with what their own page adds. */
function toBroker(doc: Team): Broker | null {
  const agent = toAgent(doc)
  if (!agent || !doc.slug) return null
  return {
    ...agent,
    id: doc.id,
    firstName: doc.firstName,
    photo: toImageRef(doc.profile, 'card') ?? emptyImage,
    bio: doc.bio ?? '',
    updatedAt: doc.updatedAt,
  }
}

const readBroker = cachedRead(
  'team:broker',
  [cacheTags.team, cacheTags.media],
  async (slug: string, locale: Locale): Promise<Broker | null> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'team',
      locale,
      where: { and: [{ slug: { equals: slug } }, hasBrn] },
      limit: 1,
      depth: 1,
      pagination: false,
      overrideAccess: false,
    })
    return docs[0] ? toBroker(docs[0]) : null
  },
)

/** The broker whose page /team/{slug} is; null for an unknown slug or a member without a BRN. */
export const getBroker = cache(async (slug: string, locale: Locale = defaultLocale): Promise<Broker | null> => {
  if (slug.length > 120 || !BROKER_SLUG.test(slug)) return null
  return readBroker(slug, locale)
})

/** A broker's listings on the market, newest first (the same order as /property). */
export const listBrokerListings = cachedRead(
  'properties:by-agent',
  // Projects too: a listing carries its project's name and its share of the DLD fee.
  [cacheTags.properties, cacheTags.team, cacheTags.media, cacheTags.projects],
  async (brokerId: number, page: number, limit: number, locale: Locale): Promise<Paginated<Property>> => {
    const payload = await payloadClient()
    const result = await payload.find({
      collection: 'properties',
      locale,
      where: { agent: { equals: brokerId } },
      page,
      limit,
      sort: ['-createdAt', '-id'],
      depth: 2,
      populate: projectLink,
      overrideAccess: false,
    })
    return toPaginated(result, toProperty)
  },
)

/** The team page's grid: everyone, with a broker's BRN and page address where they have one. */
export interface TeamGridMember extends TeamMember {
  brn: string | null
  pageSlug: string | null
}

export const listTeamGrid = cachedRead(
  'team:grid',
  [cacheTags.team, cacheTags.media],
  async (limit: number, locale: Locale): Promise<TeamGridMember[]> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'team',
      locale,
      sort: ['order', 'id'],
      limit,
      depth: 1,
      overrideAccess: false,
    })
    return docs.map((doc) => ({
      ...toTeamMember(doc),
      brn: doc.brn || null,
      pageSlug: doc.brn && doc.slug ? doc.slug : null,
    }))
  },
)

/** Every broker's page and its last change, for the sitemap. */
export const listBrokerStamps = cachedRead(
  'team:broker-stamps',
  [cacheTags.team],
  async (): Promise<{ slug: string; updatedAt: string }[]> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'team',
      where: hasBrn,
      select: { slug: true, brn: true, updatedAt: true },
      sort: ['order', 'id'],
      pagination: false,
      depth: 0,
      overrideAccess: false,
    })
    return docs.flatMap((doc) => (doc.slug && doc.brn ? [{ slug: doc.slug, updatedAt: doc.updatedAt }] : []))
  },
)
