import { handle, HttpError, publicJson } from '@/lib/server/http'
import { getProject } from '@/lib/server/projects'
import { localeParam } from '@/lib/server/locale-param'

export const dynamic = 'force-dynamic'

export const GET = handle<{ params: Promise<{ idOrSlug: string }> }>(async (request, { params }) => {
  const project = await getProject((await params).idOrSlug, localeParam(request))
  if (!project) throw new HttpError(404, 'Project not found')
  return publicJson({ data: project })
})
