import type { Metadata } from 'next'
import { ArticleRoute, articleMetadata } from '@/components/article/article-route'
import { localeOr } from '@/lib/i18n/locales'
import { pageLocale } from '@/lib/i18n/request-locale'

export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: string; id: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await params
  return articleMetadata(id, localeOr(locale), 'news')
}

export default async function ArticlePage({ params }: Props) {
  const locale = await pageLocale(params)
  return <ArticleRoute idOrSlug={(await params).id} locale={locale} from="news" />
}
