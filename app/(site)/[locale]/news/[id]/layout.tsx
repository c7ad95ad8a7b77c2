import type { ReactNode } from 'react'
import { ArticleGate } from '@/components/article/article-route'
import { IslandTexts } from '@/components/i18n/island-texts'
import { pageLocale } from '@/lib/i18n/request-locale'

/**
 * Decides 404 before the page (and its loading state) starts streaming: see ArticleGate. Gives
 * the segment's error screen (error.tsx, a client component under this layout) its texts: its own
 * (ArticleBack) and RouteError's (Content). This provider replaces the site layout's for every
 * island below it, so it names all they use.
 */
export default async function ArticleLayout({
  children,
  params,
}: {
  children: ReactNode
  params: Promise<{ locale: string; id: string }>
}) {
  const locale = await pageLocale(params)
  return (
    <ArticleGate idOrSlug={(await params).id} locale={locale}>
      <IslandTexts namespaces={['ArticleBack', 'Content']}>{children}</IslandTexts>
    </ArticleGate>
  )
}
