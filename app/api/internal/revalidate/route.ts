import { revalidateTag } from 'next/cache'
import { z } from 'zod'
import { cacheTags } from '@/lib/cache-tags'
import { INTERNAL_TOKEN_HEADER, isInternalToken } from '@/lib/serving/cluster-events.mjs'

export const dynamic = 'force-dynamic'

const knownTags = Object.values(cacheTags) as [string, ...string[]]
const body = z.object({ tags: z.union([z.literal('all'), z.array(z.enum(knownTags)).min(1).max(knownTags.length)]) })

/**
 * Drops cached data for another instance's edit. Only the production server calls it, for the
 * notifications it receives (lib/serving/cluster-events.mjs): tags can only be dropped inside a
 * request Next.js is handling. Anyone else, token or not, is told it does not exist.
 */
export async function POST(request: Request) {
  if (!isInternalToken(request.headers.get(INTERNAL_TOKEN_HEADER))) return new Response(null, { status: 404 })
  const parsed = body.safeParse(await request.json().catch(() => null))
  if (!parsed.success) return new Response(null, { status: 400 })
  const tags = parsed.data.tags === 'all' ? knownTags : parsed.data.tags
  for (const tag of tags) revalidateTag(tag, { expire: 0 })
  return new Response(null, { status: 204 })
}
