import type { Texts } from '@/lib/i18n/texts'
import type { ShareCard } from '@/components/share-image/share-card'
import type { Article } from '@/lib/api/types'
import { communityLabel } from '@/lib/i18n/communities'
import type { Locale } from '@/lib/i18n/locales'
import { formatArticleDate } from './format-date'

/** The article's texts in the card's edition (getTranslations' 'Article.article'). */
export type ArticleTexts = Texts<'Article.article'>

/** An article's share card: its banner photo, the kind of article, the title, date and place. */
export function articleShareCard(article: Article, locale: Locale, t: ArticleTexts): ShareCard {
  const date = formatArticleDate(article.publishedAt, locale)
  return {
    photos: [article.banner.s3Url],
    tag: t(article.kind === 'guide' ? 'communityGuide' : 'news'),
    title: article.title,
    details: [
      ...(date ? [{ text: date, accent: true }] : []),
      {
        text: article.community
          ? t('inDubai', { community: communityLabel(article.community, locale) })
          : t('dubaiMarket'),
      },
    ],
  }
}
