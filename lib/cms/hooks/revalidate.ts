import { revalidateTag } from 'next/cache'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload'
import { contentChanged } from '@/lib/serving/signals.mjs'

/**
 * A staff edit must show on the public site within seconds, without a rebuild: every
 * public read in lib/server is cached under its collection's tag and these hooks drop it.
 * Rendered pages combine many collections, so any change empties the server's page cache.
 * Outside a Next.js server (the seed script) there is no cache to drop, so that error is ignored.
 */
function drop(tag: string) {
  try {
    revalidateTag(tag, { expire: 0 })
  } catch {
    // not running inside Next.js: nothing cached to invalidate
  }
  contentChanged.raise()
}

export function revalidateCollection(tag: string): {
  afterChange: CollectionAfterChangeHook[]
  afterDelete: CollectionAfterDeleteHook[]
} {
  return {
    afterChange: [({ doc }) => (drop(tag), doc)],
    afterDelete: [({ doc }) => (drop(tag), doc)],
  }
}

export function revalidateGlobal(tag: string): GlobalAfterChangeHook[] {
  return [({ doc }) => (drop(tag), doc)]
}
