import 'server-only'
// Drizzle's own operators (one drizzle-orm under both adapters): they build SQL for either.
import { and, eq, type Column } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'
import type { Property } from '@/lib/cms/payload-types'

/**
 * A listing's facts as the portal feeds need them, read straight from the CMS's tables.
 *
 * Why not `payload.find`: at 5,000 listings a document read with translations, photos and
 * amenities takes 2.5-5 s on this hardware, most of it building each document's nested shape,
 * and the feeds must be produced in under 2 s. These tables are the ones our committed
 * migrations (lib/cms/migrations) create; the feed's API tests read the feeds on SQLite and on
 * PostgreSQL, so a change of shape fails there. Only this module reads them.
 */
export interface FeedSource {
  id: number
  reference: string
  permitNumber: string | null
  permitExpiresAt: string | null
  publication: Property['publication']
  status: Property['status']
  type: Property['type']
  price: number
  city: string
  sqft: number
  bedrooms: number
  bathrooms: number
  furnishing: Property['furnishing']
  completionStatus: Property['completionStatus']
  saleType: Property['saleType']
  developer: string | null
  projectId: number | null
  agentId: number | null
  serviceCharge: number | null
  cheques: number | null
  updatedAt: string
  name: { en: string; ar: string | null }
  description: { en: string; ar: string | null }
  /** The English address line, e.g. "Sunrise Bay Tower 2, Emaar Beachfront, Dubai". */
  location: string
  portals: string[]
  /** Amenity names, in English. */
  amenities: string[]
  /** The "Building" row of the building facts, in English. */
  building: string | null
  galleryIds: number[]
}

type Row = Record<string, unknown>
/** The part of Drizzle's query builder used here; the same on both adapters. */
interface Select extends PromiseLike<Row[]> {
  where: (condition: unknown) => PromiseLike<Row[]>
  innerJoin: (table: unknown, on: unknown) => Select
}
interface Database {
  select: (columns: Record<string, Column>) => { from: (table: unknown) => Select }
}
type Tables = Record<string, Record<string, Column>>

/** Every listing in the CMS, with what the feeds carry; `wanted` picks which, on the main row. */
export async function readFeedSources(
  payload: Payload,
  wanted: (row: FeedSourceRow) => boolean,
): Promise<FeedSource[]> {
  const { drizzle: db, tables } = payload.db as unknown as { drizzle: Database; tables: Tables }
  const t = (name: string) => tables[name]!
  const columns = (name: string, keys: string[]) =>
    Object.fromEntries(keys.map((key) => [key, t(name)[key]]))

  const main = (await db.select(columns('properties', MAIN_COLUMNS)).from(t('properties')))
    .map(toMainRow)
    .filter(wanted)
  if (main.length === 0) return []
  const ids = new Set(main.map((row) => row.id))
  const amenity = t('properties_amenities')
  const amenityText = t('properties_amenities_locales')
  const fact = t('properties_building_info')
  const factText = t('properties_building_info_locales')
  // Joined and filtered in the database: the array tables hold a row per item and per language,
  // and fetching rows is what costs here (about 6 µs each on SQLite).
  const [texts, portals, gallery, amenities, buildings] = await Promise.all([
    db
      .select(
        columns('properties_locales', ['_parentID', '_locale', 'name', 'description', 'location']),
      )
      .from(t('properties_locales')),
    db
      .select(columns('properties_portals', ['parent', 'value', 'order']))
      .from(t('properties_portals')),
    db
      .select(columns('properties_rels', ['parent', 'mediaID', 'order']))
      .from(t('properties_rels'))
      .where(eq(t('properties_rels').path, 'gallery')),
    db
      .select({ parent: amenity._parentID, order: amenity._order, name: amenityText.name })
      .from(amenity)
      .innerJoin(
        amenityText,
        and(eq(amenityText._parentID, amenity.id), eq(amenityText._locale, 'en')),
      ),
    db
      .select({ parent: fact._parentID, value: factText.value })
      .from(fact)
      .innerJoin(factText, and(eq(factText._parentID, fact.id), eq(factText._locale, 'en')))
      .where(eq(fact.label, 'Building')),
  ])

  const textsOf = groupBy(texts, '_parentID', ids)
  const portalsOf = groupBy(sortBy(portals, 'order'), 'parent', ids)
  const galleryOf = groupBy(sortBy(gallery, 'order'), 'parent', ids)
  const amenitiesOf = groupBy(sortBy(amenities, 'order'), 'parent', ids)
  const buildingOf = new Map(buildings.map((row) => [Number(row.parent), row.value]))

  return main.map((row): FeedSource => {
    const localized = textsOf.get(row.id) ?? []
    const en = localized.find((text) => text._locale === 'en')
    const ar = localized.find((text) => text._locale === 'ar')
    return {
      ...row,
      name: { en: String(en?.name ?? ''), ar: textOrNull(ar?.name) },
      description: { en: String(en?.description ?? ''), ar: textOrNull(ar?.description) },
      location: String(en?.location ?? ''),
      portals: (portalsOf.get(row.id) ?? []).map((portal) => String(portal.value)),
      amenities: (amenitiesOf.get(row.id) ?? []).flatMap((item) => textOrNull(item.name) ?? []),
      building: textOrNull(buildingOf.get(row.id)),
      galleryIds: (galleryOf.get(row.id) ?? []).flatMap((photo) =>
        photo.mediaID == null ? [] : [Number(photo.mediaID)],
      ),
    }
  })
}

const MAIN_COLUMNS = [
  'id',
  'reference',
  'permitNumber',
  'permitExpiresAt',
  'publication',
  'status',
  'type',
  'price',
  'city',
  'sqft',
  'bedrooms',
  'bathrooms',
  'furnishing',
  'completionStatus',
  'saleType',
  'developer',
  'project',
  'agent',
  'serviceCharge',
  'cheques',
  'updatedAt',
]

export type FeedSourceRow = Omit<
  FeedSource,
  'name' | 'description' | 'location' | 'portals' | 'amenities' | 'building' | 'galleryIds'
>

/**
 * The main row in the documents' own terms. PostgreSQL hands numbers as strings (numeric) and
 * dates as "2026-11-28 17:00:00+00"; SQLite as ISO text: both end up as Payload gives them.
 */
function toMainRow(row: Row): FeedSourceRow {
  return {
    id: Number(row.id),
    reference: String(row.reference ?? ''),
    permitNumber: textOrNull(row.permitNumber),
    permitExpiresAt: isoOrNull(row.permitExpiresAt),
    publication: row.publication as FeedSource['publication'],
    status: row.status as FeedSource['status'],
    type: row.type as FeedSource['type'],
    price: Number(row.price ?? 0),
    city: String(row.city ?? ''),
    sqft: Number(row.sqft ?? 0),
    bedrooms: Number(row.bedrooms ?? 0),
    bathrooms: Number(row.bathrooms ?? 0),
    furnishing: (row.furnishing ?? null) as FeedSource['furnishing'],
    completionStatus: (row.completionStatus ?? null) as FeedSource['completionStatus'],
    saleType: (row.saleType ?? null) as FeedSource['saleType'],
    developer: textOrNull(row.developer),
    projectId: row.project == null ? null : Number(row.project),
    agentId: row.agent == null ? null : Number(row.agent),
    serviceCharge: row.serviceCharge == null ? null : Number(row.serviceCharge),
    cheques: row.cheques == null ? null : Number(row.cheques),
    updatedAt: isoOrNull(row.updatedAt) ?? '',
  }
}

function textOrNull(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null
}

function isoOrNull(value: unknown): string | null {
  if (value == null || value === '') return null
  const date = new Date(value as string | Date)
  return Number.isNaN(date.getTime()) ? null : date.toISOString()
}

function sortBy(rows: Row[], key: string): Row[] {
  return [...rows].sort((a, b) => Number(a[key] ?? 0) - Number(b[key] ?? 0))
}

/** Rows by their parent listing's id, keeping only the listings read. */
function groupBy(rows: Row[], key: string, ids: ReadonlySet<number>): Map<number, Row[]> {
  const groups = new Map<number, Row[]>()
  for (const row of rows) {
    const parent = Number(row[key])
    if (!ids.has(parent)) continue
    const group = groups.get(parent)
    if (group) group.push(row)
    else groups.set(parent, [row])
  }
  return groups
}

/** A photo's file as the feeds link it. */
export interface FeedMediaFile {
  filename: string
  updatedAt: string
}

/**
 * The files behind the given media ids, in one read of the media table: a firm with 5,000
 * listings has some 40,000 photos, and reading them as documents in batches took seconds.
 */
export async function readMediaFiles(payload: Payload, ids: Iterable<number>): Promise<Map<number, FeedMediaFile>> {
  const wanted = new Set(ids)
  const found = new Map<number, FeedMediaFile>()
  if (wanted.size === 0) return found
  const { drizzle: db, tables } = payload.db as unknown as { drizzle: Database; tables: Tables }
  const media = tables.media!
  const rows = await db.select({ id: media.id, filename: media.filename, updatedAt: media.updatedAt }).from(media)
  for (const row of rows) {
    const id = Number(row.id)
    const filename = textOrNull(row.filename)
    if (wanted.has(id) && filename) found.set(id, { filename, updatedAt: isoOrNull(row.updatedAt) ?? '' })
  }
  return found
}
