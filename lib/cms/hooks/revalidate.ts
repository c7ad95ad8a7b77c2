import { revalidateTag } from 'next/cache'
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
  Payload,
} from 'payload'
import { postgresPool } from '@/lib/cms/database'
import { publishInvalidation } from '@/lib/serving/cluster-events.mjs'
import { contentChanged } from '@/lib/serving/signals.mjs'

/**
 * A staff edit must show on the public site within seconds, without a rebuild: every
 * public read in lib/server is cached under its collection's tag and these hooks drop it.
 * Rendered pages combine many collections, so any change empties the server's page cache.
 * Outside a Next.js server (the seed script) there is no cache to drop, so that error is ignored.
 * On PostgreSQL the tag also goes to the site's other instances (lib/serving/cluster-events.mjs).
 */
function drop(tag: string, payload: Payload) {
  try {
    revalidateTag(tag, { expire: 0 })
  } catch {
    // not running inside Next.js: nothing cached to invalidate
  }
  contentChanged.raise()
  void tellOtherInstances(tag, payload)
}

/**
 * Sent at once, on a connection of the pool rather than inside the staff's transaction: each
 * instance drops its caches on receipt and once more a moment later (scripts/serve.mjs), which
 * covers the commit that follows. A failed send must not fail the staff's save; the other
 * instances then catch up through their caches' expiry.
 */
async function tellOtherInstances(tag: string, payload: Payload) {
  const pool = postgresPool(payload)
  if (!pool) return
  try {
    await publishInvalidation((sql, params) => pool.query(sql, params), [tag])
  } catch (error) {
    payload.logger.warn(`could not tell the other instances about a change to ${tag}: ${(error as Error).message}`)
  }
}

export function revalidateCollection(tag: string): {
  afterChange: CollectionAfterChangeHook[]
  afterDelete: CollectionAfterDeleteHook[]
} {
  return {
    afterChange: [({ doc, req }) => (drop(tag, req.payload), doc)],
    afterDelete: [({ doc, req }) => (drop(tag, req.payload), doc)],
  }
}

export function revalidateGlobal(tag: string): GlobalAfterChangeHook[] {
  return [({ doc, req }) => (drop(tag, req.payload), doc)]
}
