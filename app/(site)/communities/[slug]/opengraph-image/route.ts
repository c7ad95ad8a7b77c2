import { articleShareImage } from '@/components/article/share-image-route'

export const dynamic = 'force-dynamic'

/** The community guide's share card as a JPEG, the same card as under /news. */
export async function GET(_request: Request, { params }: { params: Promise<{ slug: string }> }) {
  return articleShareImage((await params).slug)
}
