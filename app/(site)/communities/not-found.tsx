import { ArticleNotFound } from '@/components/article/article-not-found'

/** An unknown /communities/{name} (HTTP 404, set by the [slug] layout's notFound()). */
export default function CommunitiesNotFound() {
  return <ArticleNotFound backHref="/communities" backLabel="Back to communities" />
}
