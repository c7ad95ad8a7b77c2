import { feedResponse } from '@/lib/server/feed-response'

export const dynamic = 'force-dynamic'

/** Bayut and dubizzle's pull of the listings they carry (docs/feeds.md). */
export function GET(request: Request) {
  return feedResponse('bayut', request)
}
