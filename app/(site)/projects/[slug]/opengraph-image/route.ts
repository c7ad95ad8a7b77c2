import { projectShareCard } from '@/components/projects/project-share-card'
import { shareCardResponse } from '@/components/share-image/share-card'
import { getProject } from '@/lib/server/projects'

export const dynamic = 'force-dynamic'

/**
 * The project's share card (openGraph.images in the page's metadata). A route rather than the
 * opengraph-image file convention: that one answers PNG, and WhatsApp wants a JPEG under 300 KB.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params
  return shareCardResponse(() => getProject(slug), projectShareCard)
}
