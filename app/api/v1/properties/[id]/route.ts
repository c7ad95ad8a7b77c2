import { handle, HttpError, publicJson } from '@/lib/server/http'
import { getProperty } from '@/lib/server/properties'

export const dynamic = 'force-dynamic'

export const GET = handle<{ params: Promise<{ id: string }> }>(async (_request, { params }) => {
  const property = await getProperty((await params).id)
  if (!property) throw new HttpError(404, 'Property not found')
  return publicJson({ data: property })
})
