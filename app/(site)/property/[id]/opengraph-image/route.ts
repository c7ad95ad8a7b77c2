import { propertyShareCard } from '@/components/property/share-card'
import { shareCardResponse } from '@/components/share-image/share-card'
import { getProperty } from '@/lib/server/properties'

export const dynamic = 'force-dynamic'

/**
 * The listing's share card (openGraph.images in the page's metadata). A route rather than the
 * opengraph-image file convention: that one answers PNG, and WhatsApp wants a JPEG under 300 KB.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params
  return shareCardResponse(() => getProperty(id), propertyShareCard)
}
