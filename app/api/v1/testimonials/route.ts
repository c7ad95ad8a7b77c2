import { handle, parseQuery, publicJson } from '@/lib/server/http'
import { listTestimonials } from '@/lib/server/testimonials'
import { listQuerySchema } from '@/lib/validation/query'
import { localeParam } from '@/lib/server/locale-param'

export const dynamic = 'force-dynamic'

export const GET = handle(async (request) => {
  const q = parseQuery(request, listQuerySchema)
  return publicJson({ data: await listTestimonials({ page: q.page ?? 1, limit: q.limit ?? 10 }, localeParam(request)) })
})
