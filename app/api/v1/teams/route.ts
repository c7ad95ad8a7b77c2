import { handle, parseQuery, publicJson } from '@/lib/server/http'
import { listTeam } from '@/lib/server/team'
import { listQuerySchema } from '@/lib/validation/query'
import { localeParam } from '@/lib/server/locale-param'

export const dynamic = 'force-dynamic'

export const GET = handle(async (request) => {
  const q = parseQuery(request, listQuerySchema)
  return publicJson({ data: await listTeam({ page: q.page ?? 1, limit: q.limit ?? 50 }, localeParam(request)) })
})
