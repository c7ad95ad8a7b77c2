import 'server-only'
import { unstable_cache } from 'next/cache'
import { env, sqliteFile } from '@/lib/env'
import { readFailed } from '@/lib/serving/signals.mjs'
import { failIfFaulted } from './faults'

/** Entries are keyed by the database they came from, so two databases never share a cache. */
const databaseKey = env.DATABASE_URI ?? sqliteFile

/**
 * Public reads are cached and tagged by collection; Payload hooks drop the tag on every
 * change, so a page view normally touches no database yet edits show within seconds.
 * The hour-long revalidate is only a safety net against a missed hook.
 */
export function cachedRead<Args extends unknown[], Result>(
  key: string,
  tags: string[],
  read: (...args: Args) => Promise<Result>,
): (...args: Args) => Promise<Result> {
  const cached = unstable_cache(read, [databaseKey, key], { tags, revalidate: 3600 })
  const area = key.split(':')[0]!
  return async (...args: Args) => {
    try {
      await failIfFaulted(area)
      return await cached(...args)
    } catch (error) {
      readFailed.raise()
      throw error
    }
  }
}
