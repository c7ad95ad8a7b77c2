import config from '@payload-config'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'

type Handler = (request: Request, args: { params: Promise<{ slug: string[] }> }) => Promise<Response>

/**
 * Payload's own bookkeeping collections without a REST interface (the list of applied
 * migrations) answer 501 "Cannot GET …", which names them to anyone probing. To the public they
 * are as unknown as any other missing path: 404.
 */
async function isInternal(slug: string | undefined): Promise<boolean> {
  const { collections } = await config
  return collections.some((collection) => collection.slug === slug && collection.endpoints === false)
}

function withInternalsHidden(handler: Handler): Handler {
  return async (request, args) => {
    const { slug } = await args.params
    if (await isInternal(slug[0])) return Response.json({ message: 'Not Found' }, { status: 404 })
    return handler(request, args)
  }
}

export const GET = withInternalsHidden(REST_GET(config))
export const POST = withInternalsHidden(REST_POST(config))
export const DELETE = withInternalsHidden(REST_DELETE(config))
export const PATCH = withInternalsHidden(REST_PATCH(config))
export const PUT = withInternalsHidden(REST_PUT(config))
export const OPTIONS = withInternalsHidden(REST_OPTIONS(config))
