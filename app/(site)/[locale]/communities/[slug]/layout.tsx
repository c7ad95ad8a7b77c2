import type { ReactNode } from 'react'
import { ArticleGate } from '@/components/article/article-route'
import { pageLocale } from '@/lib/i18n/request-locale'

/** Decides 404 before the page (and its loading state) starts streaming: see ArticleGate. */
export default async function ArticleLayout({
  children,
  params,
}: {
  children: ReactNode
  params: Promise<{ locale: string; slug: string }>
}) {
  const locale = await pageLocale(params)
  return (
    <ArticleGate idOrSlug={(await params).slug} locale={locale}>
      {children}
    </ArticleGate>
  )
}
