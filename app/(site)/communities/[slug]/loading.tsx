import { ArticleLoading } from '@/components/article/article-loading'

export default function Loading() {
  return <ArticleLoading />
}
