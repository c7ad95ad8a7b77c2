import { handle, json } from '@/lib/server/http'
import { issueFormToken } from '@/lib/server/spam'

export const dynamic = 'force-dynamic'

/**
 * A fresh signed form token for a form that has just mounted (see lib/server/spam.ts). Never
 * cached: each page view gets its own nonce and issue time.
 */
export const GET = handle(async () => {
  return json({ data: issueFormToken() }, 200, { 'Cache-Control': 'no-store' })
})
