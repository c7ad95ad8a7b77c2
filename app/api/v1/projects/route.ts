import { handle, parseQuery, publicJson } from '@/lib/server/http'
import { listProjects } from '@/lib/server/projects'
import { apiProjectQuerySchema } from '@/lib/validation/project-query'
import { localeParam } from '@/lib/server/locale-param'

export const dynamic = 'force-dynamic'

export const GET = handle(async (request) => {
  const filter = parseQuery(request, apiProjectQuerySchema)
  return publicJson({ data: await listProjects(filter, localeParam(request)) })
})
