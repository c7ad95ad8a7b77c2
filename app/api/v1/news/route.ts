import { z } from '@/lib/validation/z'
import { listArticles } from '@/lib/server/articles'
import { handle, inLocale, parseQuery, publicJson } from '@/lib/server/http'
import { limitParam, pageParam } from '@/lib/validation/query'
import { localeParam } from '@/lib/server/locale-param'

export const dynamic = 'force-dynamic'

const newsQuerySchema = z.object({
  page: pageParam.optional(),
  limit: limitParam.optional(),
  kind: z.enum(['news', 'guide']).optional(),
})

/**
 * News only, unless `?kind=guide` asks for the community guides. A bad query is answered in the
 * edition `locale` names, as the list is.
 */
export const GET = handle(async (request) => {
  const locale = localeParam(request)
  return inLocale(locale, async () => {
    const q = parseQuery(request, newsQuerySchema, locale)
    return publicJson({
      data: await listArticles(q.kind ?? 'news', { page: q.page ?? 1, limit: q.limit ?? 50 }, locale),
    })
  })
})
