import { feedResponse } from '@/lib/server/feed-response'

export const dynamic = 'force-dynamic'

/** Property Finder's pull of the listings it carries (docs/feeds.md). */
export function GET(request: Request) {
  return feedResponse('property-finder', request)
}
