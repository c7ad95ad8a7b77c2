import type { Article } from '@/lib/api/types'

/** Community guides live under /communities/{slug}; news under /news/{id}. */
export function articleHref(article: Pick<Article, '_id' | 'slug' | 'kind'>): string {
  return article.kind === 'guide' ? `/communities/${article.slug}` : `/news/${article._id}`
}
