import { renderShareImage } from '@/components/property/share-image'
import { getProperty } from '@/lib/server/properties'

export const dynamic = 'force-dynamic'

/**
 * The listing's share card (openGraph.images in the page's metadata). A route rather than the
 * opengraph-image file convention: that one answers PNG, and WhatsApp wants a JPEG under 300 KB.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params
  const property = await getProperty(id).catch(() => undefined)
  if (property === null) return new Response('Not found', { status: 404 })
  if (!property)
    return new Response('Unavailable', { status: 503, headers: { 'Retry-After': '60' } })
  const jpeg = await renderShareImage(property)
  return new Response(new Uint8Array(jpeg), {
    headers: {
      'Content-Type': 'image/jpeg',
      'Content-Length': String(jpeg.byteLength),
      'Cache-Control': 'public, max-age=3600, s-maxage=86400, stale-while-revalidate=604800',
    },
  })
}
