import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { Payload } from 'payload'
import { dataDir, env } from '@/lib/env'

/**
 * There is no public "create first user" screen: the first admin comes from ADMIN_EMAIL /
 * ADMIN_PASSWORD, or gets a random password that is printed once and kept (0600) in the data
 * folder so the person who started the site can sign in.
 */
export async function ensureAdmin(payload: Payload) {
  const { totalDocs } = await payload.count({ collection: 'users', overrideAccess: true })
  if (totalDocs > 0) return
  const password = env.ADMIN_PASSWORD ?? randomBytes(12).toString('base64url')
  await payload.create({
    collection: 'users',
    data: { email: env.ADMIN_EMAIL, password, name: 'Site administrator', roles: ['admin'] },
    overrideAccess: true,
  })
  if (!env.ADMIN_PASSWORD) {
    const file = path.join(dataDir, 'admin-credentials.txt')
    fs.writeFileSync(file, `email: ${env.ADMIN_EMAIL}\npassword: ${password}\n`, { mode: 0o600 })
    console.log(`\n  Admin account created: ${env.ADMIN_EMAIL} / ${password}\n  (also saved in ${file})\n`)
  } else {
    console.log(`Admin account created: ${env.ADMIN_EMAIL}`)
  }
}
