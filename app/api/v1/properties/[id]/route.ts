import { handle, HttpError, publicJson } from '@/lib/server/http'
import { getProperty } from '@/lib/server/properties'
import { localeParam } from '@/lib/server/locale-param'

export const dynamic = 'force-dynamic'

export const GET = handle<{ params: Promise<{ id: string }> }>(async (request, { params }) => {
  const property = await getProperty((await params).id, localeParam(request))
  if (!property) throw new HttpError(404, 'Property not found')
  return publicJson({ data: property })
})
