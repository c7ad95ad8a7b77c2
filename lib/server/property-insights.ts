import 'server-only'
import { defaultLocale, type Locale } from '@/lib/i18n/locales'
import type { Where } from 'payload'
import type { Property } from '@/lib/api/types'
import {
  BEDROOM_RANGE,
  categoryOf,
  priceBand,
  rankSimilar,
  SIMILAR_LIMIT,
  type SimilarListing,
} from '@/lib/buyer-tools/similar'
import { cacheTags } from '@/lib/cache-tags'
import { propertyTypes } from '@/lib/cms/collections/properties'
import { cachedRead } from './cache'
import { projectLink, toProperty } from './properties'
import { payloadClient } from './payload'

// Every query here filters on indexed columns (status, city, type, bedrooms, price) and has a
// fixed limit, so a page costs the same with sixty listings or six thousand.

/** More comparables than this add nothing to a median but reading time. */
const MAX_COMPARABLES = 100
/** Candidates read from the listing's own community. */
const COMMUNITY_CANDIDATES = 12
/** Candidates read from elsewhere to fill the section when the community has few. */
const NEARBY_CANDIDATES = 24

export interface ComparableQuery {
  city: string
  bedrooms: number
  type: string
}

/** Yearly rents (AED) of the rentals in the same community with the same bedrooms and type. */
export const listRentComparables = cachedRead(
  'properties:rent-comparables',
  [cacheTags.properties],
  async ({ city, bedrooms, type }: ComparableQuery): Promise<number[]> => {
    // `type` is an enum column on PostgreSQL, where comparing it with any other string is an error.
    if (!(propertyTypes as readonly string[]).includes(type)) return []
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'properties',
      where: {
        and: [
          { status: { equals: 'rent' } },
          { city: { equals: city } },
          { bedrooms: { equals: bedrooms } },
          { type: { equals: type } },
        ],
      },
      select: { price: true },
      sort: ['-createdAt', '-id'],
      limit: MAX_COMPARABLES,
      pagination: false,
      depth: 0,
      overrideAccess: false,
    })
    return docs.map((doc) => doc.price)
  },
)

type Subject = Pick<Property, '_id' | 'status' | 'city' | 'price' | 'bedrooms' | 'type' | 'sqft'>
type Candidate = SimilarListing & { docId: number }

const candidateFields = {
  publicId: true,
  status: true,
  city: true,
  price: true,
  bedrooms: true,
  type: true,
  sqft: true,
} as const

const readSimilar = cachedRead(
  'properties:similar',
  [cacheTags.properties, cacheTags.team, cacheTags.media],
  async (subject: Subject, locale: Locale = defaultLocale): Promise<Property[]> => {
    const payload = await payloadClient()
    const candidates = (where: Where, limit: number) =>
      payload.find({
        collection: 'properties',
        where,
        select: candidateFields,
        sort: ['-createdAt', '-id'],
        limit,
        pagination: false,
        depth: 0,
        overrideAccess: false,
      })
    // The database reads only what could qualify (lib/buyer-tools/similar.ts has the rule);
    // rankSimilar checks it again and orders what came back.
    const category = categoryOf(subject.type)
    const { min, max } = priceBand(subject.price)
    const qualifying: Where[] = [
      { status: { equals: subject.status } },
      { publicId: { not_equals: subject._id } },
      { type: { in: propertyTypes.filter((type) => categoryOf(type) === category) } },
      { price: { greater_than_equal: min } },
      { price: { less_than_equal: max } },
      ...(category !== 'commercial'
        ? [
            { bedrooms: { greater_than_equal: subject.bedrooms - BEDROOM_RANGE } },
            { bedrooms: { less_than_equal: subject.bedrooms + BEDROOM_RANGE } },
          ]
        : []),
    ]
    const [community, nearby] = await Promise.all([
      candidates({ and: [...qualifying, { city: { equals: subject.city } }] }, COMMUNITY_CANDIDATES),
      candidates({ and: [...qualifying, { city: { not_equals: subject.city } }] }, NEARBY_CANDIDATES),
    ])
    const pool: Candidate[] = [...community.docs, ...nearby.docs].map((doc) => ({
      id: doc.publicId ?? String(doc.id),
      docId: doc.id,
      status: doc.status,
      city: doc.city,
      price: doc.price,
      bedrooms: doc.bedrooms,
      type: doc.type,
      sqft: doc.sqft,
    }))
    const chosen = rankSimilar(
      {
        id: subject._id,
        status: subject.status,
        city: subject.city,
        price: subject.price,
        bedrooms: subject.bedrooms,
        type: subject.type,
        sqft: subject.sqft,
      },
      pool,
      SIMILAR_LIMIT,
    )
    if (chosen.length === 0) return []

    // Cards show the banner, not the gallery: leaving the gallery out spares populating a dozen
    // photos per listing only to drop them.
    const { docs } = await payload.find({
      collection: 'properties',
      locale,
      where: { id: { in: chosen.map((c) => c.docId) } },
      select: { gallery: false },
      limit: SIMILAR_LIMIT,
      pagination: false,
      depth: 1,
      populate: projectLink,
      overrideAccess: false,
    })
    const byId = new Map(docs.map((doc) => [doc.id, doc]))
    return chosen.flatMap((c) => {
      const doc = byId.get(c.docId)
      return doc ? [toProperty({ ...doc, gallery: [] })] : []
    })
  },
)

/**
 * Up to six listings like this one to show under it (the rule is in lib/buyer-tools/similar.ts),
 * possibly none. For cards: their gallery (`image`) is left empty.
 */
export function listSimilarProperties(property: Subject, locale: Locale = defaultLocale): Promise<Property[]> {
  // Only what the choice depends on goes into the cache key, not the whole listing.
  const { _id, status, city, price, bedrooms, type, sqft } = property
  return readSimilar({ _id, status, city, price, bedrooms, type, sqft }, locale)
}
