import 'server-only'
import type { FeedPortal } from '@/lib/feeds/listing'
import { feedTokenMatches } from '@/lib/feeds/token'
import { configuredFeedToken, producedFeed } from './feeds'

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
  const feed = await producedFeed(portal)
  // Kept gzipped (lib/server/feeds.ts); a client that takes no gzip gets the plain bytes.
  const gzipped = acceptsGzip(request.headers.get('accept-encoding'))
  return new Response(new Uint8Array(gzipped ? feed.gzip : feed.xml), {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      ...(gzipped ? { 'Content-Encoding': 'gzip' } : {}),
      Vary: 'Accept-Encoding',
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex',
    },
  })
}

function acceptsGzip(acceptEncoding: string | null): boolean {
  return (acceptEncoding ?? '').split(',').some((part) => {
    const [name = '', ...params] = part.trim().toLowerCase().split(';')
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='))
    return (name === 'gzip' || name === '*') && (q ? Number(q.slice(2)) > 0 : true)
  })
}
