import 'server-only'
import { unstable_cache } from 'next/cache'
import { cacheTags } from '@/lib/cache-tags'
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
  // Whether what is read depends on which listings are on the market (see below).
  { listings = tags.includes(cacheTags.properties) }: { listings?: boolean } = {},
): (...args: Args) => Promise<Result> {
  // A listing also leaves the market when its permit runs out, a moment no hook sees. Reads of
  // listings are therefore keyed by how many permits have run out so far: the count changes at
  // that moment, and the next view reads afresh (lib/server/permit-clock.ts).
  const cached = unstable_cache(
    (_permitsRunOut: number, ...args: Args) => read(...args),
    [databaseKey, key],
    { tags, revalidate: 3600 },
  )
  const area = key.split(':')[0]!
  return async (...args: Args) => {
    try {
      await failIfFaulted(area)
      const runOut = listings ? await (await import('./permit-clock')).permitsRunOut() : 0
      return await cached(runOut, ...args)
    } catch (error) {
      readFailed.raise()
      throw error
    }
  }
}
