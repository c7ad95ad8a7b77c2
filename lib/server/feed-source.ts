import 'server-only'
import { DatabaseSync } from 'node:sqlite'
// Drizzle's own operators (one drizzle-orm under both adapters): they build SQL for either.
import { and, eq, inArray, type Column, type SQL } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'
import type { Property } from '@/lib/cms/payload-types'
import { sqliteFile, usesPostgres } from '@/lib/env'

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
interface Query extends PromiseLike<Row[]> {
  toSQL: () => { sql: string; params: unknown[] }
}
interface Select extends Query {
  where: (condition: unknown) => Query
  innerJoin: (table: unknown, on: unknown) => Select
}
interface Database {
  select: (columns: Record<string, Column>) => { from: (table: unknown) => Select }
}
type Tables = Record<string, Record<string, Column>>

/**
 * Runs a query built by Drizzle and gives its rows keyed as selected (`keys`, in the order of
 * the selection). On PostgreSQL, through the CMS's own connection. On SQLite, the SQL Drizzle
 * built runs on a read-only connection of Node's own SQLite to the same file: the CMS's driver
 * hands rows over one at a time at about 6 µs each, which at 5,000 listings (some 160,000 rows
 * with their translations, photos and amenities) was a second of the 2 s a feed may take; Node's
 * reads them in a fifth of that. Writes stay with the CMS, and a read sees what it committed.
 */
interface RowReader {
  read: (query: Query, keys: readonly string[]) => Promise<Row[]>
  close: () => void
}

function openRowReader(): RowReader {
  if (usesPostgres) return { read: (query) => Promise.resolve(query), close: () => undefined }
  // One connection per production: a database file put back by a restore is the one read next.
  const file = new DatabaseSync(sqliteFile, { readOnly: true })
  return {
    read: async (query, keys) => {
      const { sql, params } = query.toSQL()
      const statement = file.prepare(sql)
      statement.setReturnArrays(true)
      const rows = statement.all(...(params as (string | number | null)[])) as unknown as unknown[][]
      return rows.map((values) => Object.fromEntries(keys.map((key, i) => [key, values[i]])))
    },
    close: () => file.close(),
  }
}

async function withRowReader<T>(body: (reader: RowReader) => Promise<T>): Promise<T> {
  const reader = openRowReader()
  try {
    return await body(reader)
  } finally {
    reader.close()
  }
}

/** What a listing's child tables give the feed: its texts, portals, amenities, building, photos. */
type FeedDetails = Pick<FeedSource, 'name' | 'description' | 'location' | 'portals' | 'amenities' | 'building' | 'galleryIds'>

/**
 * Each listing's details as last read, with the `updatedAt` of the row they were read at. The
 * CMS stamps `updatedAt` on every save of a listing, its translations and arrays included, so a
 * listing whose stamp has not moved is not read again: after a change, only what changed is.
 * The stamp is read from the database at each production, so an edit made by another instance
 * is seen too. Holds at most one entry per listing in the table.
 */
const knownDetails = new Map<number, { updatedAt: string; details: FeedDetails }>()

/** A save is whole well within this long after the stamp on its row. */
const SAVE_SETTLE_MS = 10_000

/** Every listing in the CMS, with what the feeds carry; `wanted` picks which, on the main row. */
export async function readFeedSources(
  payload: Payload,
  wanted: (row: FeedSourceRow) => boolean,
): Promise<FeedSource[]> {
  const { drizzle: db, tables } = payload.db as unknown as { drizzle: Database; tables: Tables }
  const properties = tables.properties!
  const columns = Object.fromEntries(MAIN_COLUMNS.map((key) => [key, properties[key]!]))
  const { rows, main, known, stale, fresh } = await withRowReader(async (reader) => {
    const rows = (await reader.read(db.select(columns).from(properties), MAIN_COLUMNS)).map(toMainRow)
    const main = rows.filter(wanted)
    const known = new Map(main.map((row) => [row.id, knownDetails.get(row.id)]))
    const stale = main.filter((row) => known.get(row.id)?.updatedAt !== row.updatedAt)
    const fresh = await readDetails(db, tables, reader, stale.map((row) => row.id), stale.length === main.length)
    return { rows, main, known, stale, fresh }
  })
  // On SQLite the CMS saves a listing without a transaction: its row first, then its texts,
  // photos and amenities. Details read within moments of a save may be half of it, so they are
  // used but not kept: the save's cache invalidation, once it is whole, asks for a production
  // that reads them again.
  const settledBefore = Date.now() - SAVE_SETTLE_MS
  for (const row of stale) {
    const entry = { updatedAt: row.updatedAt, details: fresh.get(row.id)! }
    known.set(row.id, entry)
    if (Date.parse(row.updatedAt) < settledBefore) knownDetails.set(row.id, entry)
    else knownDetails.delete(row.id)
  }
  // Both feeds share what is known (each wants a slightly different set); a deleted listing's goes.
  const existing = new Set(rows.map((row) => row.id))
  for (const id of knownDetails.keys()) if (!existing.has(id)) knownDetails.delete(id)
  return main.map((row): FeedSource => ({ ...row, ...known.get(row.id)!.details }))
}

/**
 * The details of the given listings, read from their child tables: all rows at once when every
 * listing is wanted (the first production), else only the listings' own, a few hundred at a time.
 */
async function readDetails(
  db: Database,
  tables: Tables,
  reader: RowReader,
  ids: number[],
  all: boolean,
): Promise<Map<number, FeedDetails>> {
  const details = new Map<number, FeedDetails>()
  if (ids.length === 0) return details
  const t = (name: string) => tables[name]!
  const columns = (name: string, keys: string[]) =>
    Object.fromEntries(keys.map((key) => [key, t(name)[key]!]))
  const amenity = t('properties_amenities')
  const amenityText = t('properties_amenities_locales')
  const fact = t('properties_building_info')
  const factText = t('properties_building_info_locales')
  const chunks = all ? [null] : chunked(ids, 500)
  const textColumns = columns('properties_locales', ['_parentID', '_locale', 'name', 'description', 'location'])
  const portalColumns = columns('properties_portals', ['parent', 'value', 'order'])
  const galleryColumns = columns('properties_rels', ['parent', 'mediaID', 'order'])
  const amenityColumns = { parent: amenity._parentID!, order: amenity._order!, name: amenityText.name! }
  const buildingColumns = { parent: fact._parentID!, value: factText.value! }
  // Joined and filtered in the database: the array tables hold a row per item and per language,
  // and fetching rows is what costs here.
  const read = async (chunk: number[] | null) => {
    const of = (column: Column, ...conditions: SQL[]) => and(...conditions, chunk ? inArray(column, chunk) : undefined)
    const queries: [Query, Record<string, Column>][] = [
      [db.select(textColumns).from(t('properties_locales')).where(of(t('properties_locales')._parentID!)), textColumns],
      [db.select(portalColumns).from(t('properties_portals')).where(of(t('properties_portals').parent!)), portalColumns],
      [
        db
          .select(galleryColumns)
          .from(t('properties_rels'))
          .where(of(t('properties_rels').parent!, eq(t('properties_rels').path!, 'gallery'))),
        galleryColumns,
      ],
      [
        db
          .select(amenityColumns)
          .from(amenity)
          .innerJoin(amenityText, and(eq(amenityText._parentID!, amenity.id!), eq(amenityText._locale!, 'en')))
          .where(of(amenity._parentID!)),
        amenityColumns,
      ],
      [
        db
          .select(buildingColumns)
          .from(fact)
          .innerJoin(factText, and(eq(factText._parentID!, fact.id!), eq(factText._locale!, 'en')))
          .where(of(fact._parentID!, eq(fact.label!, 'Building'))),
        buildingColumns,
      ],
    ]
    return Promise.all(queries.map(([query, selection]) => reader.read(query, Object.keys(selection))))
  }
  const parts: Row[][][] = []
  for (const chunk of chunks) parts.push(await read(chunk))
  const [texts, portals, gallery, amenities, buildings] = [0, 1, 2, 3, 4].map((i) => parts.flatMap((part) => part[i]!))
  const wanted = new Set(ids)
  const textsOf = groupBy(texts!, '_parentID', wanted)
  const portalsOf = groupBy(sortBy(portals!, 'order'), 'parent', wanted)
  const galleryOf = groupBy(sortBy(gallery!, 'order'), 'parent', wanted)
  const amenitiesOf = groupBy(sortBy(amenities!, 'order'), 'parent', wanted)
  const buildingOf = new Map(buildings!.map((row) => [Number(row.parent), row.value]))

  for (const id of ids) {
    const localized = textsOf.get(id) ?? []
    const en = localized.find((text) => text._locale === 'en')
    const ar = localized.find((text) => text._locale === 'ar')
    details.set(id, {
      name: { en: String(en?.name ?? ''), ar: textOrNull(ar?.name) },
      description: { en: String(en?.description ?? ''), ar: textOrNull(ar?.description) },
      location: String(en?.location ?? ''),
      portals: (portalsOf.get(id) ?? []).map((portal) => String(portal.value)),
      amenities: (amenitiesOf.get(id) ?? []).flatMap((item) => textOrNull(item.name) ?? []),
      building: textOrNull(buildingOf.get(id)),
      galleryIds: (galleryOf.get(id) ?? []).flatMap((photo) =>
        photo.mediaID == null ? [] : [Number(photo.mediaID)],
      ),
    })
  }
  return details
}

function chunked<T>(items: T[], size: number): T[][] {
  const chunks: T[][] = []
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size))
  return chunks
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

/** Every photo's file, as last read, and the media generation it was read at (see below). */
let knownMedia: { generation: string; files: Promise<Map<number, FeedMediaFile>> } | null = null

/**
 * The files behind the given media ids. The whole media table is read in one go (a firm with
 * 5,000 listings has some 40,000 photos; reading them as documents took seconds) and kept until
 * `generation` changes, which the caller ties to the CMS's media cache tag: an upload or a
 * replaced file moves it.
 */
export async function readMediaFiles(
  payload: Payload,
  ids: Iterable<number>,
  generation: string,
): Promise<Map<number, FeedMediaFile>> {
  // Kept as a promise, so the two feeds produced at once share one read; a failed read is not kept.
  if (knownMedia?.generation !== generation) {
    const files = readAllMediaFiles(payload)
    knownMedia = { generation, files }
    files.catch(() => {
      if (knownMedia?.files === files) knownMedia = null
    })
  }
  const files = await knownMedia.files
  const found = new Map<number, FeedMediaFile>()
  for (const id of ids) {
    const file = files.get(id)
    if (file) found.set(id, file)
  }
  return found
}

async function readAllMediaFiles(payload: Payload): Promise<Map<number, FeedMediaFile>> {
  const { drizzle: db, tables } = payload.db as unknown as { drizzle: Database; tables: Tables }
  const media = tables.media!
  const selection = { id: media.id!, filename: media.filename!, updatedAt: media.updatedAt! }
  const rows = await withRowReader((reader) => reader.read(db.select(selection).from(media), Object.keys(selection)))
  const files = new Map<number, FeedMediaFile>()
  for (const row of rows) {
    const filename = textOrNull(row.filename)
    if (filename) files.set(Number(row.id), { filename, updatedAt: isoOrNull(row.updatedAt) ?? '' })
  }
  return files
}
