import type { Metadata } from 'next'
import { ArticleRoute, articleMetadata } from '@/components/article/article-route'

export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ slug: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return articleMetadata((await params).slug)
}

export default async function ArticlePage({ params }: Props) {
  return <ArticleRoute idOrSlug={(await params).slug} from="communities" />
}
