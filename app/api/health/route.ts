import { checkHealth } from '@/lib/server/health'
import { json } from '@/lib/server/http'

export const dynamic = 'force-dynamic'

/**
 * For the load balancer: 200 when the database and storage are both up, 503 when either is
 * down, so it stops sending visitors to an instance that cannot serve them. Never cached: the
 * production server's page cache leaves /api alone, and no-store keeps every other cache away.
 */
export async function GET() {
  const health = await checkHealth()
  return json(health, health.status === 'up' ? 200 : 503, { 'Cache-Control': 'no-store' })
}
