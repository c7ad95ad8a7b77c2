import type { Metadata } from 'next'
import { ArticleRoute, articleMetadata } from '@/components/article/article-route'
import { localeOr } from '@/lib/i18n/locales'
import { pageLocale } from '@/lib/i18n/request-locale'

export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: string; slug: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = await params
  return articleMetadata(slug, localeOr(locale), 'communities')
}

export default async function ArticlePage({ params }: Props) {
  const locale = await pageLocale(params)
  return <ArticleRoute idOrSlug={(await params).slug} locale={locale} from="communities" />
}
