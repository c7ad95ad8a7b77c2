import 'server-only'
import type { FeedPortal } from '@/lib/feeds/listing'
import { feedTokenMatches } from '@/lib/feeds/token'
import { configuredFeedToken, feedXml } from './feeds'

/**
 * A portal's pull of its feed. The URL carries the secret, so nothing in between may keep a
 * copy (no-store), and a refused pull says nothing about what the feed holds.
 */
export async function feedResponse(portal: FeedPortal, request: Request): Promise<Response> {
  const given = new URL(request.url).searchParams.get('token')
  if (!feedTokenMatches(given, await configuredFeedToken())) {
    return new Response('Forbidden: this feed needs its token (?token=…).\n', {
      status: 403,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    })
  }
  const feed = await feedXml(portal)
  // Next.js compresses the answer itself (gzip) for a portal that asks for it.
  return new Response(new Uint8Array(feed.xml), {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex',
      // For whoever watches the pulls (and the feed bench): how long producing this copy took,
      // and whether this pull waited for it or was given the copy kept since the last change.
      'Server-Timing': `feed;desc="${feed.fresh ? 'produced' : 'kept'}";dur=${feed.productionMs.toFixed(0)}`,
    },
  })
}
