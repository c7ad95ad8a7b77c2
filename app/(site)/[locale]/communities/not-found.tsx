import { ArticleNotFound, articleNotFoundMetadata } from '@/components/article/article-not-found'

export const generateMetadata = articleNotFoundMetadata('communities')

/** An unknown /communities/{name} (HTTP 404, set by the [slug] layout's notFound()). */
export default function CommunitiesNotFound() {
  return <ArticleNotFound from="communities" />
}
