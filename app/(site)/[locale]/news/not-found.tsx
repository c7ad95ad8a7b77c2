import { ArticleNotFound, articleNotFoundMetadata } from '@/components/article/article-not-found'

export const generateMetadata = articleNotFoundMetadata('news')

/** An unknown /news/{id} (HTTP 404, set by the [id] layout's notFound()). */
export default function NewsNotFound() {
  return <ArticleNotFound from="news" />
}
