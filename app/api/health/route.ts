import { checkHealth } from '@/lib/server/health'
import { json } from '@/lib/server/http'

export const dynamic = 'force-dynamic'

export async function GET() {
  const health = await checkHealth()
  return json(health, health.status === 'ok' ? 200 : 503, { 'Cache-Control': 'no-store' })
}
