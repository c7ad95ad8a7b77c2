import { feedResponse } from '@/lib/server/feed-response'

export const dynamic = 'force-dynamic'

/** Bayut and dubizzle's pull of the listings they carry (README "Portal feeds"). */
export function GET(request: Request) {
  return feedResponse('bayut', request)
}
