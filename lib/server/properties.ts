import 'server-only'
import { defaultLocale, type Locale } from '@/lib/i18n/locales'
import type { Where } from 'payload'
import { cache } from 'react'
import type { Agent, CitiesAndTypes, Paginated, Property } from '@/lib/api/types'
import { cacheTags } from '@/lib/cache-tags'
import { propertyTypes } from '@/lib/cms/collections/properties'
import type { Property as PropertyDoc, Team } from '@/lib/cms/payload-types'
import { boundsInAed } from '@/lib/price-bounds'
import { isListingId, MAX_PROPERTY_IDS } from '@/lib/property-filter'
import type { PropertyFilter } from '@/lib/validation/property-query'
import { cachedRead } from './cache'
import { HttpError } from './http'
import { emptyImage, toImageRef } from './media'
import { emptyPage, toPaginated } from './paginate'
import { payloadClient } from './payload'
import { readMarketSettings } from './settings'
import { editionsOf, translationStatusSelect } from '@/lib/i18n/editions'

const furnishingLabels: Record<string, string> = {
  furnished: 'Furnished',
  unfurnished: 'Unfurnished',
  'partly-furnished': 'Partly furnished',
}

/**
 * A listing's project is shown as a link: its name and address, nothing more, and the share of
 * the DLD fee its developer pays (the listing's cost figures take it off). Reads ask only for
 * these fields, so a listing never drags its project's gallery and plan along.
 */
export const projectLink = {
  projects: { publicId: true, slug: true, name: true, dldWaiverPercent: true },
} as const

function projectOf(doc: PropertyDoc): Property['project'] {
  const project = doc.project
  if (!project || typeof project !== 'object' || !project.slug) return null
  return { _id: project.publicId ?? String(project.id), slug: project.slug, name: project.name }
}

/**
 * Who sells, and so which fees the buyer pays: a ready home is always a resale; an off-plan
 * listing says (the developer's own sale, or an owner's resale of a unit bought off-plan).
 */
export function saleOf(
  doc: Pick<PropertyDoc, 'completionStatus' | 'saleType'>,
  projectWaiverPercent: number | null | undefined,
): Pick<Property, 'saleType' | 'dldWaiverPercent'> {
  const saleType = doc.completionStatus === 'off-plan' && doc.saleType === 'primary' ? 'primary' : 'resale'
  const waiver = saleType === 'primary' ? (projectWaiverPercent ?? 0) : 0
  return { saleType, dldWaiverPercent: Math.min(100, Math.max(0, waiver)) }
}

function agentOf(doc: PropertyDoc): Team | null {
  return doc.agent && typeof doc.agent === 'object' ? doc.agent : null
}

/** A team member as a listing's agent: only a broker (with a BRN) is one. */
export function toAgent(member: Team | null): Agent | null {
  if (!member?.brn) return null
  return {
    slug: member.slug ?? '',
    name: `${member.firstName} ${member.lastName}`,
    designation: member.designation,
    photo: toImageRef(member.profile, 'card')?.s3Url ?? '',
    brn: member.brn,
    languages: member.languages ?? [],
    phone: member.phone ?? '',
    // A broker who gave no separate WhatsApp number chats on their mobile.
    whatsapp: member.whatsapp || member.phone || '',
    email: member.email ?? '',
  }
}

/** The facts table of a listing: what a Dubai buyer or tenant asks first. */
function propertyInfoOf(doc: PropertyDoc): Record<string, string> {
  const info: Record<string, string> = {
    Reference: doc.reference,
    Type: doc.type,
    Purpose: doc.status === 'rent' ? 'For Rent' : 'For Sale',
    Completion: doc.completionStatus === 'off-plan' ? 'Off-plan' : 'Ready',
  }
  if (doc.handoverDate) info.Handover = doc.handoverDate
  if (doc.developer) info.Developer = doc.developer
  if (doc.paymentPlan) info['Payment plan'] = doc.paymentPlan
  if (doc.furnishing) info.Furnishing = furnishingLabels[doc.furnishing] ?? doc.furnishing
  if (doc.serviceCharge != null) info['Service charge'] = `${doc.serviceCharge} AED / sq ft`
  if (doc.permitNumber) info['Trakheesi permit'] = doc.permitNumber
  info.createdDate = doc.createdAt
  return info
}

export function toProperty(doc: PropertyDoc): Property {
  const agent = agentOf(doc)
  const photos = (doc.gallery ?? []).flatMap((media) => {
    const ref = toImageRef(media, 'gallery')
    return ref && typeof media === 'object'
      ? [{ ...ref, s3Key: media.filename ?? String(media.id), uniqueid: String(media.id) }]
      : []
  })
  const buildingInfo = Object.fromEntries((doc.buildingInfo ?? []).map((row) => [row.label, row.value]))
  buildingInfo.sqft ??= String(doc.sqft)
  return {
    _id: doc.publicId ?? String(doc.id),
    editions: editionsOf(doc),
    name: doc.name,
    description: doc.description,
    banner: toImageRef(doc.banner, 'hero') ?? photos[0] ?? emptyImage,
    image: photos,
    city: doc.city,
    location: doc.location,
    type: doc.type,
    price: doc.price,
    agentName: agent ? `${agent.firstName} ${agent.lastName}` : '',
    agentImage: toImageRef(agent?.profile, 'card')?.s3Url ?? '',
    agentDesignation: agent?.designation ?? '',
    agentPhone: agent?.phone ?? '',
    bathrooms: doc.bathrooms,
    bedrooms: doc.bedrooms,
    sqft: doc.sqft,
    parking: doc.parking,
    status: doc.status,
    amenities: (doc.amenities ?? []).map((a) => ({ name: a.name })),
    propertyInfo: propertyInfoOf(doc),
    buildingInfo,
    isFeatured: Boolean(doc.isFeatured),
    reference: doc.reference,
    permitNumber: doc.permitNumber ?? '',
    permitExpiresAt: doc.permitExpiresAt ?? null,
    permitCheckedAt: doc.permitCheckedAt ?? null,
    agent: toAgent(agent),
    completionStatus: doc.completionStatus,
    handoverDate: doc.handoverDate ?? null,
    developer: doc.developer ?? null,
    paymentPlan: doc.paymentPlan ?? null,
    furnishing: doc.furnishing ?? null,
    serviceCharge: doc.serviceCharge ?? null,
    ...saleOf(doc, typeof doc.project === 'object' ? doc.project?.dldWaiverPercent : null),
    project: projectOf(doc),
    createdAt: doc.createdAt,
    updatedAt: doc.updatedAt,
  }
}

function whereOf(filter: PropertyFilter): Where {
  const and: Where[] = []
  if (filter.status) and.push({ status: { equals: filter.status } })
  if (filter.city) and.push({ city: { like: filter.city } })
  if (filter.type) and.push({ type: { equals: filter.type } })
  if (filter.bedrooms !== undefined) and.push({ bedrooms: { equals: filter.bedrooms } })
  if (filter.minPrice !== undefined) and.push({ price: { greater_than_equal: filter.minPrice } })
  if (filter.maxPrice !== undefined) and.push({ price: { less_than_equal: filter.maxPrice } })
  if (filter.isFeatured !== undefined) and.push({ isFeatured: { equals: filter.isFeatured } })
  if (filter.ids) and.push({ publicId: { in: filter.ids } })
  return and.length ? { and } : {}
}

const readPropertyList = cachedRead(
  'properties:list',
  // Projects too: a listing carries its project's name and its share of the DLD fee.
  [cacheTags.properties, cacheTags.team, cacheTags.media, cacheTags.projects],
  async (filter: PropertyFilter, locale: Locale = defaultLocale): Promise<Paginated<Property>> => {
    // `type` is an enum column on PostgreSQL, where comparing it with any other string is an
    // error rather than no match. No listing has another type, so the answer is known.
    if (filter.type && !(propertyTypes as readonly string[]).includes(filter.type)) {
      return emptyPage(filter.page, filter.limit)
    }
    const payload = await payloadClient()
    const result = await payload.find({
      collection: 'properties',
      locale,
      where: whereOf(filter),
      page: filter.page,
      limit: filter.limit,
      sort: ['-createdAt', '-id'],
      depth: 2,
      populate: projectLink,
      overrideAccess: false,
    })
    return toPaginated(result, toProperty)
  },
)

/**
 * The listing for a filter whose price bounds may be in another currency: they are turned into
 * AED at the site settings' rates (the rates the pages show prices at) before the cached read,
 * so a search in USD and the same search in AED share one entry and a rate change applies at once.
 */
export async function listProperties(filter: PropertyFilter, locale: Locale = defaultLocale): Promise<Paginated<Property>> {
  const { currency, ...rest } = filter
  if (!currency || currency === 'AED') return readPropertyList(rest, locale)
  const bounds = boundsInAed(filter, currency, (await readMarketSettings()).exchangeRates)
  if (!bounds) {
    const message = `${currency} has no exchange rate set: give the prices in AED`
    throw new HttpError(400, `currency: ${message}`, { currency: message })
  }
  return readPropertyList({ ...rest, ...bounds }, locale)
}

const readProperty = cachedRead(
  'properties:one',
  // Projects too: a listing carries its project's name and its share of the DLD fee.
  [cacheTags.properties, cacheTags.team, cacheTags.media, cacheTags.projects],
  async (publicId: string, locale: Locale = defaultLocale): Promise<Property | null> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'properties',
      locale,
      where: { publicId: { equals: publicId } },
      limit: 1,
      depth: 2,
      populate: projectLink,
      pagination: false,
      overrideAccess: false,
    })
    return docs[0] ? toProperty(docs[0]) : null
  },
)

/** One render's page and generateMetadata share a single read. */
export const getProperty = cache(async (id: string, locale: Locale = defaultLocale): Promise<Property | null> => {
  if (!isListingId(id)) return null
  return readProperty(id, locale)
})

/**
 * The listings of a comparison, in the order asked for; ids that match no listing are left out.
 * One cached list read (ids sorted, so any order of the same ids shares it).
 */
export async function listPropertiesByIds(ids: readonly string[], locale: Locale = defaultLocale): Promise<Property[]> {
  const wanted = [...new Set(ids)].filter((id) => /^[a-f0-9]{24}$/.test(id)).slice(0, MAX_PROPERTY_IDS)
  if (wanted.length === 0) return []
  const { docs } = await listProperties({ page: 1, limit: wanted.length, ids: [...wanted].sort() }, locale)
  const byId = new Map(docs.map((doc) => [doc._id, doc]))
  return wanted.flatMap((id) => byId.get(id) ?? [])
}

/** Location and type choices for the filter bar, from the listings that exist. */
export const getCitiesAndTypes = cachedRead(
  'properties:lookup',
  [cacheTags.properties],
  async (): Promise<CitiesAndTypes> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'properties',
      select: { city: true, type: true },
      pagination: false,
      depth: 0,
      overrideAccess: false,
    })
    const sorted = (values: string[]) => [...new Set(values)].sort((a, b) => a.localeCompare(b))
    return { cities: sorted(docs.map((d) => d.city)), propertyTypes: sorted(docs.map((d) => d.type)) }
  },
)

/** Every listing's id and last change, for the sitemap. */
export const listPropertyStamps = cachedRead(
  'properties:stamps',
  [cacheTags.properties],
  async (): Promise<{ _id: string; updatedAt: string; editions: Locale[] }[]> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'properties',
      select: { publicId: true, updatedAt: true, ...translationStatusSelect },
      pagination: false,
      depth: 0,
      overrideAccess: false,
    })
    return docs.map((d) => ({ _id: d.publicId ?? String(d.id), updatedAt: d.updatedAt, editions: editionsOf(d) }))
  },
)
