import { articleShareImage } from '@/components/article/share-image-route'

export const dynamic = 'force-dynamic'

/** The article's share card as a JPEG (see the property page's route for why not the file convention). */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  return articleShareImage((await params).id)
}
