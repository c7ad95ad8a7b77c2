import 'server-only'
import { safeDecode } from '@/components/content/safe-decode'
import { shareCardResponse } from '@/components/share-image/share-card'
import { getArticle } from '@/lib/server/articles'
import { articleShareCard } from './share-card'

/** GET for /news/{id}/opengraph-image and /communities/{name}/opengraph-image (same card). */
export function articleShareImage(idOrSlug: string): Promise<Response> {
  return shareCardResponse(() => getArticle(safeDecode(idOrSlug)), articleShareCard)
}
