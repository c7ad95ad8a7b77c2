import { handle, inLocale, parseQuery, publicJson } from '@/lib/server/http'
import { listProjects } from '@/lib/server/projects'
import { apiProjectQuerySchema } from '@/lib/validation/project-query'
import { localeParam } from '@/lib/server/locale-param'

export const dynamic = 'force-dynamic'

/** A bad query is answered in the edition `locale` names, as the list is. */
export const GET = handle(async (request) => {
  const locale = localeParam(request)
  return inLocale(locale, async () => {
    const filter = parseQuery(request, apiProjectQuerySchema, locale)
    return publicJson({ data: await listProjects(filter, locale) })
  })
})
