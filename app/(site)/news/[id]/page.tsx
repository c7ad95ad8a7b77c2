import type { Metadata } from 'next'
import { ArticleRoute, articleMetadata } from '@/components/article/article-route'

export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ id: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return articleMetadata((await params).id)
}

export default async function ArticlePage({ params }: Props) {
  return <ArticleRoute idOrSlug={(await params).id} from="news" />
}
