/**
 * npm run seed — migrate the database, then write the demo content (idempotent).
 * npm run seed -- --if-empty — only when there are no listings yet (used on start).
 * npm run seed -- --migrate-only — the migrations alone (the tests then copy content in).
 */
import fs from 'node:fs'
import config from '@payload-config'
import { getPayload, type Migration } from 'payload'
import { migrations as postgresMigrations } from '@/lib/cms/migrations/postgres'
import { migrations as sqliteMigrations } from '@/lib/cms/migrations/sqlite'
import { usesPostgres } from '@/lib/env'
import { isEmpty, seed } from './seed/index'

const payload = await getPayload({ config })
// Generated migration modules type their args per adapter; the base adapter's type is wider.
const migrations = (usesPostgres ? postgresMigrations : sqliteMigrations) as unknown as Migration[]
await payload.db.migrate({ migrations })
if (process.argv.includes('--migrate-only')) {
  console.log('Migrated.')
} else if (!process.argv.includes('--if-empty') || (await isEmpty(payload))) {
  await seed(payload)
  // On start (--if-empty): the site's files are new, and a new file can reuse an old one's name,
  // so optimised copies of the old ones must go. (The test runner seeds elsewhere, not here.)
  if (process.argv.includes('--if-empty')) fs.rmSync('.next/cache/images', { recursive: true, force: true })
} else {
  console.log('Database already has content: seed skipped.')
}
await payload.destroy()
process.exit(0)
