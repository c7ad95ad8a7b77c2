import 'server-only'
import fs from 'node:fs/promises'
import { mediaDir, resumeDir } from '@/lib/env'
import { payloadClient } from './payload'

export interface Health {
  status: 'ok' | 'degraded'
  database: 'ok' | 'unreachable'
  storage: 'ok' | 'unwritable'
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

/** Uncached on purpose: it must say how the database and disks are now, not an hour ago. */
export async function checkHealth(): Promise<Health> {
  let database: Health['database'] = 'ok'
  try {
    const payload = await payloadClient()
    await payload.count({ collection: 'properties', overrideAccess: true })
  } catch {
    database = 'unreachable'
  }
  const storage: Health['storage'] = (await writable(mediaDir)) && (await writable(resumeDir)) ? 'ok' : 'unwritable'
  return { status: database === 'ok' && storage === 'ok' ? 'ok' : 'degraded', database, storage }
}
