import type { ShareCard } from '@/components/share-image/share-card'
import type { Article } from '@/lib/api/types'
import { formatArticleDate } from './format-date'

/** An article's share card: its banner photo, the kind of article, the title, date and place. */
export function articleShareCard(article: Article): ShareCard {
  const date = formatArticleDate(article.publishedAt)
  return {
    photos: [article.banner.s3Url],
    tag: article.kind === 'guide' ? 'Community guide' : 'News',
    title: article.title,
    details: [
      ...(date ? [{ text: date, accent: true }] : []),
      { text: article.community ? `${article.community}, Dubai` : 'Dubai property market' },
    ],
  }
}
