import { handle, inLocale, parseQuery, publicJson } from '@/lib/server/http'
import { listTeam } from '@/lib/server/team'
import { listQuerySchema } from '@/lib/validation/query'
import { localeParam } from '@/lib/server/locale-param'

export const dynamic = 'force-dynamic'

/** A bad query is answered in the edition `locale` names, as the list is. */
export const GET = handle(async (request) => {
  const locale = localeParam(request)
  return inLocale(locale, async () => {
    const q = parseQuery(request, listQuerySchema, locale)
    return publicJson({ data: await listTeam({ page: q.page ?? 1, limit: q.limit ?? 50 }, locale) })
  })
})
