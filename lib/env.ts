import path from 'node:path'
import { z } from 'zod'
import { isPostgresUri } from '@/lib/serving/database-kind.mjs'

/**
 * Every setting the app reads, parsed once. With nothing set the site runs on the
 * embedded defaults (SQLite file + local media under ./data), which is what a fresh
 * clone needs to serve the demo.
 */
/** A variable set to '' (as `S3_BUCKET=` in a compose file) counts as unset. */
const emptyIsUnset = (value: unknown) => (value === '' ? undefined : value)
const optionalText = z.preprocess(emptyIsUnset, z.string().optional())

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    SITE_URL: z.url(),
    SITE_NAME: z.string().min(1).default('Crescent Key Real Estate'),
    DATABASE_URI: z.string().optional(),
    DATA_DIR: z.string().default('data'),
    PAYLOAD_SECRET: z.string().optional(),
    ADMIN_EMAIL: z.email().default('admin@crescentkey.ae'),
    ADMIN_PASSWORD: z.string().min(12).optional(),
    CONTACT_LANDLINE: z.string().default('+971 4 123 4567'),
    CONTACT_PHONE: z.string().default('+971 50 123 4567'),
    CONTACT_EMAIL: z.email().default('info@crescentkey.ae'),
    CONTACT_WHATSAPP: z.string().default('+971 50 123 4567'),
    CONTACT_ADDRESS: z
      .string()
      .default('Office 2104, Churchill Executive Tower, Business Bay, Dubai, UAE'),
    RERA_ORN: z.string().default('27431'),
    // The secret the portals' feed URLs carry (?token=); when set it wins over the admin's.
    FEEDS_TOKEN: z.preprocess(emptyIsUnset, z.string().min(24, 'must be at least 24 characters').optional()),
    // Background jobs (alerts): each instance runs the queue this often, unless JOBS_AUTORUN is
    // 'false' on the instances that should leave it to others (docs/operations.md).
    JOBS_EVERY_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
    JOBS_AUTORUN: z.preprocess(
      emptyIsUnset,
      z
        .enum(['true', 'false'], { error: "must be 'true' or 'false'" })
        .default('true')
        .transform((value) => value === 'true'),
    ),
    // When the daily alert digests go out, as a cron in UTC: 04:00 UTC is 08:00 in Dubai.
    ALERT_DIGEST_CRON: z.string().default('0 4 * * *'),
    // When alerts left unconfirmed for 7 days are deleted: hourly, on the hour.
    ALERT_EXPIRE_CRON: z.string().default('0 * * * *'),
    // S3-compatible object storage for uploads; all unset keeps them on disk under DATA_DIR.
    S3_BUCKET: optionalText,
    S3_ENDPOINT: z.preprocess(emptyIsUnset, z.url({ protocol: /^https?$/ }).optional()),
    S3_REGION: optionalText,
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    S3_FORCE_PATH_STYLE: z.preprocess(
      emptyIsUnset,
      z
        .enum(['true', 'false'], { error: "must be 'true' or 'false'" })
        .optional()
        .transform((value) => value === 'true'),
    ),
  })
  .superRefine(objectStorageAllOrNothing)

export type Env = z.infer<typeof schema>

/** What S3 needs besides the bucket: without any of these the first upload would fail, not the start. */
const S3_REQUIRED = ['S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const
const S3_SETTINGS = [...S3_REQUIRED, 'S3_ENDPOINT', 'S3_FORCE_PATH_STYLE'] as const

/**
 * Half a storage configuration is refused at start: a bucket without its credentials, or
 * credentials without a bucket (which would silently keep files on this machine's disk while
 * the operator believes they are shared).
 */
function objectStorageAllOrNothing(value: Record<string, unknown>, ctx: z.RefinementCtx) {
  if (value.S3_BUCKET) {
    for (const key of S3_REQUIRED) {
      if (!value[key])
        ctx.addIssue({ code: 'custom', path: [key], message: 'required when S3_BUCKET is set' })
    }
    return
  }
  for (const key of S3_SETTINGS) {
    // S3_FORCE_PATH_STYLE parses to false when unset.
    if (value[key] !== undefined && value[key] !== false) {
      ctx.addIssue({ code: 'custom', path: [key], message: 'is set but S3_BUCKET is not' })
    }
  }
}

/** Parses a set of variables (process.env by default); throws one message naming every bad one. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  // Unset, the site's links (brochure links, e-mails, the share link) name this machine on the
  // port it serves: `PORT=3400 npm start` must not hand visitors links to port 3000.
  const siteUrl = source.SITE_URL || `http://localhost:${source.PORT || '3000'}`
  const parsed = schema.safeParse({ ...source, SITE_URL: siteUrl })
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')
    throw new Error(`Invalid environment: ${issues}`)
  }
  return parsed.data
}

export const env: Env = parseEnv()

/** Paths resolve from the working directory: after a build, import.meta.url points inside .next. */
export const dataDir = path.resolve(/*turbopackIgnore: true*/ process.cwd(), env.DATA_DIR)
export const sqliteFile = path.join(dataDir, 'site.db')
export const mediaDir = path.join(dataDir, 'media')
export const resumeDir = path.join(dataDir, 'resumes')
export const usesPostgres = isPostgresUri(env.DATABASE_URI)
/** Uploads go to the S3-compatible bucket (lib/cms/storage.ts) instead of DATA_DIR. */
export const usesObjectStorage = Boolean(env.S3_BUCKET)
