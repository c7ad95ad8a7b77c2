import { getArticle } from '@/lib/server/articles'
import { handle, HttpError, publicJson } from '@/lib/server/http'

export const dynamic = 'force-dynamic'

export const GET = handle<{ params: Promise<{ idOrSlug: string }> }>(async (_request, { params }) => {
  const article = await getArticle((await params).idOrSlug)
  if (!article) throw new HttpError(404, 'Article not found')
  return publicJson({ data: article })
})
