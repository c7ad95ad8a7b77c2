import path from 'node:path'
import { z } from 'zod'

/**
 * Every setting the app reads, parsed once. With nothing set the site runs on the
 * embedded defaults (SQLite file + local media under ./data), which is what a fresh
 * clone needs to serve the demo.
 */
const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  SITE_URL: z.url().default('http://localhost:3000'),
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
  CONTACT_ADDRESS: z.string().default('Office 2104, Churchill Executive Tower, Business Bay, Dubai, UAE'),
  RERA_ORN: z.string().default('27431'),
})

export type Env = z.infer<typeof schema>

function parse(): Env {
  const parsed = schema.safeParse(process.env)
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')
    throw new Error(`Invalid environment: ${issues}`)
  }
  return parsed.data
}

export const env: Env = parse()

/** Paths resolve from the working directory: after a build, import.meta.url points inside .next. */
export const dataDir = path.resolve(/*turbopackIgnore: true*/ process.cwd(), env.DATA_DIR)
export const sqliteFile = path.join(dataDir, 'site.db')
export const mediaDir = path.join(dataDir, 'media')
export const resumeDir = path.join(dataDir, 'resumes')
export const usesPostgres = Boolean(env.DATABASE_URI?.startsWith('postgres'))
