import type { Metadata } from 'next'
import { missingPageItem } from '@/lib/i18n/request-locale'
import { ArticleError, type ArticleSection } from './article-error'
import { articleMessages } from './messages'

/*
 * An unknown article (HTTP 404, set by its segment's layout): the words of docs/requirements.md §8
 * in the page's edition and a way back. A not-found screen gets no params, so the edition comes
 * from the address (missingPageItem).
 */

/** The not-found screen's metadata for a section: a community's guide is not an 'article'. */
export function articleNotFoundMetadata(from: ArticleSection) {
  return async (): Promise<Metadata> => {
    const { locale } = await missingPageItem()
    const t = articleMessages[locale]
    return {
      title: from === 'communities' ? t.guideMissingTitle : t.missingTitle,
      robots: { index: false, follow: true },
    }
  }
}

export async function ArticleNotFound({ from }: { from: ArticleSection }) {
  const { locale } = await missingPageItem()
  return <ArticleError locale={locale} from={from} missing />
}
