'use client'

import { useLocale } from '@/components/i18n/locale-context.client'
import { ArticleError, type ArticleSection } from './article-error'

/**
 * An unknown article: the spec's words, a 404 status (set by Next) and a way back. A not-found
 * screen gets no params, so it reads the edition from the layout's context.
 */
export function ArticleNotFound({ from }: { from: ArticleSection }) {
  const locale = useLocale()
  return <ArticleError locale={locale} from={from} missing />
}
