import 'server-only'
import { safeDecode } from '@/components/content/safe-decode'
import type { Article, Property } from '@/lib/api/types'
import type { Locale } from '@/lib/i18n/locales'
import { getArticle } from '@/lib/server/articles'
import { listProperties } from '@/lib/server/properties'

export type ArticleLoad =
  { status: 'ok'; article: Article } | { status: 'missing' } | { status: 'error' }

/**
 * One article read for the page, its metadata and the segment's 404 gate (getArticle is
 * cache()d per render). A failed read is an error state, not a missing article: only a read
 * that succeeds and finds nothing answers 404.
 */
export async function loadArticle(idOrSlug: string, locale: Locale): Promise<ArticleLoad> {
  try {
    const article = await getArticle(safeDecode(idOrSlug), locale)
    return article ? { status: 'ok', article } : { status: 'missing' }
  } catch (error) {
    console.error(`article ${idOrSlug}: read failed`, error)
    return { status: 'error' }
  }
}

/** A guide's listings in its community; the article still renders if this side read fails. */
export async function loadRelatedListings(article: Article, locale: Locale): Promise<Property[]> {
  if (article.kind !== 'guide' || !article.community) return []
  try {
    const { docs } = await listProperties({ page: 1, limit: 3, city: article.community }, locale)
    return docs
  } catch (error) {
    console.error(`article ${article.slug}: related listings failed`, error)
    return []
  }
}
