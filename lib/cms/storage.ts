import fs from 'node:fs/promises'
import path from 'node:path'
import { S3, type S3ClientConfig } from '@aws-sdk/client-s3'
import { s3Storage } from '@payloadcms/storage-s3'
import type {
  CollectionBeforeOperationHook,
  CollectionConfig,
  Config,
  Field,
  Plugin,
  UploadCollectionSlug,
} from 'payload'
import { env, usesObjectStorage } from '@/lib/env'

/*
 * Where uploaded files live. By default each upload collection keeps its files in its own
 * folder under DATA_DIR (its `staticDir`). With S3_BUCKET set, every upload collection keeps
 * them in the bucket instead, under a key prefix named like that folder (media/…, resumes/…,
 * brochures/…), so a site moving to the bucket copies each folder to its prefix as it is.
 *
 * Every file, public image or private CV, is still served by the app at
 * /cms-api/<collection>/file/<name>, after Payload's access check for that collection: the
 * bucket stays private and no document ever carries a bucket URL. Media URLs are therefore the
 * same on disk and on S3, and next/image keeps optimising them as local images.
 */

type S3Settings = { bucket: string; config: S3ClientConfig }

function s3Settings(): S3Settings | null {
  if (!usesObjectStorage) return null
  return {
    bucket: env.S3_BUCKET!,
    config: {
      endpoint: env.S3_ENDPOINT,
      region: env.S3_REGION,
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
      credentials: {
        accessKeyId: env.S3_ACCESS_KEY_ID!,
        secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
      },
      requestHandler: {
        // The plugin's own defaults (it drops them when given a requestHandler).
        httpAgent: { keepAlive: true, maxSockets: 100 },
        httpsAgent: { keepAlive: true, maxSockets: 100 },
        // A storage server that stops answering fails a file request instead of holding it
        // (and a socket) open for ever.
        connectionTimeout: 3000,
        socketTimeout: 30_000,
      },
    },
  }
}

const settings = s3Settings()

/** The folder (on disk) and key prefix (in the bucket) of an upload collection's files. */
function folderOf(collection: CollectionConfig): string {
  const upload = typeof collection.upload === 'object' ? collection.upload : {}
  return upload.staticDir ? path.basename(upload.staticDir) : collection.slug
}

const isUploadCollection = (collection: CollectionConfig) => Boolean(collection.upload)

/**
 * The collections' own file handlers (lib/cms/missing-file.ts) look on the disk, where a file
 * in the bucket never is: they would answer 404 for every one. The bucket's handler answers
 * 404 for a missing object itself.
 */
function withoutDiskHandlers(collection: CollectionConfig): CollectionConfig {
  if (!isUploadCollection(collection) || typeof collection.upload !== 'object') return collection
  return { ...collection, upload: { ...collection.upload, handlers: [] } }
}

/**
 * The plugin adds two fields that place a file per document (`prefix`, `_objectKey`). They
 * matter only for browser-direct uploads and per-document folders, neither of which the site
 * uses. Replaced by fields that are never stored and always empty, every file of a collection
 * sits directly under the collection's prefix, whatever a request sends, and the database
 * schema (with its committed migrations) is the same with or without a bucket.
 */
const LOCATOR_FIELDS = new Set(['prefix', '_objectKey'])

function notStored(name: string): Field {
  return {
    name,
    type: 'text',
    virtual: true,
    admin: { hidden: true, readOnly: true },
    hooks: { beforeChange: [() => ''] },
  }
}

/** Payload looks for a sent `prefix` before any field hook runs (to name the file): drop it first. */
const ignoreSentLocator: CollectionBeforeOperationHook = ({ args }) => {
  const data = (args as { data?: Record<string, unknown> }).data
  if (data && typeof data === 'object') for (const name of LOCATOR_FIELDS) delete data[name]
  return args
}

function locatorFieldsNotStored(collection: CollectionConfig): CollectionConfig {
  if (!isUploadCollection(collection)) return collection
  const fields = collection.fields.map((field: Field) =>
    'name' in field && LOCATOR_FIELDS.has(field.name) ? notStored(field.name) : field,
  )
  const hooks = {
    ...collection.hooks,
    beforeOperation: [ignoreSentLocator, ...(collection.hooks?.beforeOperation ?? [])],
  }
  return { ...collection, fields, hooks }
}

type Handler = NonNullable<Extract<CollectionConfig['upload'], object>['handlers']>[number]

/**
 * The bucket's handler answers 500 when the storage server cannot be reached. That is an
 * outage, not a fault of the request: 503, never stored by a cache, so the image optimiser
 * and browsers ask again once storage is back.
 */
function outageIs503(handler: Handler): Handler {
  const wrapped = async (...args: Parameters<Handler>) => {
    const response = await handler(...args)
    if (!(response instanceof Response) || response.status !== 500) return response
    return Response.json(
      { errors: [{ message: 'Storage unavailable' }] },
      { status: 503, headers: { 'Cache-Control': 'no-store', 'Retry-After': '5' } },
    )
  }
  return wrapped as Handler
}

function storageOutageIs503(collection: CollectionConfig): CollectionConfig {
  if (!isUploadCollection(collection) || typeof collection.upload !== 'object') return collection
  return {
    ...collection,
    upload: { ...collection.upload, handlers: (collection.upload.handlers ?? []).map(outageIs503) },
  }
}

/**
 * Payload's S3 plugin for every upload collection of the config, when S3_BUCKET is set.
 * No collection sets `disablePayloadAccessControl`: files are served through the app only.
 * No ACL is sent either: objects are private by default on every S3-compatible service, and
 * AWS refuses any ACL header but `bucket-owner-full-control` on buckets with ACLs disabled
 * (the default for new buckets).
 */
function objectStoragePlugin({ bucket, config: s3Config }: S3Settings): Plugin {
  return async (config: Config) => {
    const uploads = (config.collections ?? []).filter(isUploadCollection)
    const collections = Object.fromEntries(
      uploads.map((c) => [c.slug, { prefix: folderOf(c) }]),
    ) as Partial<Record<UploadCollectionSlug, { prefix: string }>>
    const withS3 = await s3Storage({ bucket, config: s3Config, collections })({
      ...config,
      collections: (config.collections ?? []).map(withoutDiskHandlers),
    })
    return {
      ...withS3,
      collections: (withS3.collections ?? []).map((c) =>
        storageOutageIs503(locatorFieldsNotStored(c)),
      ),
    }
  }
}

/** The Payload plugins for file storage: none on disk (Payload's own upload handling). */
export function storagePlugins(): Plugin[] {
  return settings ? [objectStoragePlugin(settings)] : []
}

let client: S3 | null = null

/** One client per process for what the app itself asks of the bucket (health, reads). */
function storageClient(s3: S3Settings): S3 {
  client ??= new S3(s3.config)
  return client
}

/** The bytes of a stored upload, from the bucket or from `dir` on disk; null when not there. */
export async function readUpload(dir: string, filename: string): Promise<Buffer | null> {
  // Stored names come from Payload's upload; basename() keeps any odd one inside the folder.
  const name = path.basename(filename)
  if (!settings) return fs.readFile(path.join(dir, name)).catch(() => null)
  try {
    const object = await storageClient(settings).getObject({
      Bucket: settings.bucket,
      Key: `${path.basename(dir)}/${name}`,
    })
    return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null
  } catch {
    return null
  }
}

async function writable(dir: string): Promise<boolean> {
  try {
    await fs.mkdir(dir, { recursive: true })
    await fs.access(dir, fs.constants.W_OK)
    return true
  } catch {
    return false
  }
}

/**
 * Whether uploads can be stored now: the bucket answers (HeadBucket, the cheapest call that
 * needs the credentials to work), or on disk every upload folder is writable.
 * `signal` bounds the bucket call: a hanging storage server makes this false, not slow.
 */
export async function storageUp(uploadDirs: string[], signal: AbortSignal): Promise<boolean> {
  if (!settings) return (await Promise.all(uploadDirs.map(writable))).every(Boolean)
  try {
    await storageClient(settings).headBucket({ Bucket: settings.bucket }, { abortSignal: signal })
    return true
  } catch {
    return false
  }
}
