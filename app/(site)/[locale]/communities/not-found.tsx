import { ArticleNotFound } from '@/components/article/article-not-found.client'

/** An unknown /communities/{name} (HTTP 404, set by the [slug] layout's notFound()). */
export default function CommunitiesNotFound() {
  return <ArticleNotFound from="communities" />
}
