import type { ShareCard } from '@/components/share-image/share-card'
import type { Article } from '@/lib/api/types'
import { communityLabel } from '@/lib/i18n/communities'
import type { Locale } from '@/lib/i18n/locales'
import { formatArticleDate } from './format-date'
import { articleMessages } from './messages'

/** An article's share card: its banner photo, the kind of article, the title, date and place. */
export function articleShareCard(article: Article, locale: Locale): ShareCard {
  const t = articleMessages[locale]
  const date = formatArticleDate(article.publishedAt, locale)
  return {
    photos: [article.banner.s3Url],
    tag: article.kind === 'guide' ? t.communityGuide : t.news,
    title: article.title,
    details: [
      ...(date ? [{ text: date, accent: true }] : []),
      {
        text: article.community
          ? t.inDubai(communityLabel(article.community, locale))
          : t.dubaiMarket,
      },
    ],
  }
}
