import { handle, parseQuery, publicJson } from '@/lib/server/http'
import { listProperties } from '@/lib/server/properties'
import { apiPropertyQuerySchema } from '@/lib/validation/property-query'
import { localeParam } from '@/lib/server/locale-param'

export const dynamic = 'force-dynamic'

export const GET = handle(async (request) => {
  const filter = parseQuery(request, apiPropertyQuerySchema)
  return publicJson({ data: await listProperties(filter, localeParam(request)) })
})
