import { getArticle } from '@/lib/server/articles'
import { handle, HttpError, publicJson } from '@/lib/server/http'
import { localeParam } from '@/lib/server/locale-param'

export const dynamic = 'force-dynamic'

export const GET = handle<{ params: Promise<{ idOrSlug: string }> }>(async (request, { params }) => {
  const article = await getArticle((await params).idOrSlug, localeParam(request))
  if (!article) throw new HttpError(404, 'Article not found')
  return publicJson({ data: article })
})
