import type { ReactNode } from 'react'
import { ArticleGate } from '@/components/article/article-route'

/** Decides 404 before the page (and its loading state) starts streaming: see ArticleGate. */
export default async function ArticleLayout({ children, params }: { children: ReactNode; params: Promise<{ id: string }> }) {
  const { id } = await params
  return <ArticleGate idOrSlug={id}>{children}</ArticleGate>
}
