import 'server-only'
import { collections } from '@/lib/cms/collections'
import { storageUp } from '@/lib/cms/storage'
import { payloadClient } from './payload'

export type Check = 'up' | 'down'

/** What /api/health answers: `status` is up only when everything it depends on is. */
export interface Health {
  status: Check
  database: Check
  storage: Check
}

/**
 * Each check gets this long. A load balancer asks often and gives up after a few seconds: a
 * database or storage server that hangs must read as down, not make health itself hang.
 */
export const CHECK_TIMEOUT_MS = 1500

/** Every upload collection's folder: on disk, each must be writable. */
const uploadDirs = collections.flatMap((c) =>
  typeof c.upload === 'object' && c.upload.staticDir ? [c.upload.staticDir] : [],
)

/** True if `work` succeeds within the timeout; the signal tells work that can stop to stop. */
async function within(work: (signal: AbortSignal) => Promise<boolean>): Promise<boolean> {
  const controller = new AbortController()
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => {
      controller.abort()
      resolve(false)
    }, CHECK_TIMEOUT_MS)
  })
  try {
    return await Promise.race([work(controller.signal).catch(() => false), timeout])
  } finally {
    clearTimeout(timer)
  }
}

async function databaseUp(): Promise<boolean> {
  const payload = await payloadClient()
  // The cheapest read that goes through the adapter's pool, as every page's reads do.
  await payload.count({ collection: 'properties', overrideAccess: true })
  return true
}

/** Uncached on purpose: it must say how the database and storage are now, not an hour ago. */
export async function checkHealth(): Promise<Health> {
  const [database, storage] = await Promise.all([
    within(databaseUp),
    within((signal) => storageUp(uploadDirs, signal)),
  ])
  const state = (up: boolean): Check => (up ? 'up' : 'down')
  return { status: state(database && storage), database: state(database), storage: state(storage) }
}
