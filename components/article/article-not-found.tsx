import type { Metadata } from 'next'
import { missingPageItem } from '@/lib/i18n/request-locale'
import { ArticleError, type ArticleSection } from './article-error'
import { getTranslations } from 'next-intl/server'

/*
 * An unknown article (HTTP 404, set by its segment's layout): the words of docs/requirements.md §8
 * in the page's edition and a way back. A not-found screen gets no params, so the edition comes
 * from the address (missingPageItem).
 */

/** The not-found screen's metadata for a section: a community's guide is not an 'article'. */
export function articleNotFoundMetadata(from: ArticleSection) {
  return async (): Promise<Metadata> => {
    const { locale } = await missingPageItem()
    const t = await getTranslations({ locale, namespace: 'Article.article' })
    return {
      title: t(from === 'communities' ? 'guideMissingTitle' : 'missingTitle'),
      robots: { index: false, follow: true },
    }
  }
}

export async function ArticleNotFound({ from }: { from: ArticleSection }) {
  // Sets the edition the error's texts are read in.
  await missingPageItem()
  return <ArticleError from={from} missing />
}
