import { getDisplayPrefs } from '@/lib/server/display-prefs'
import 'server-only'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import type { ReactNode } from 'react'
import { pageMetadata } from '@/components/content/page-metadata'
import { readSiteSettings } from '@/components/layout/site-settings'
import { shareImageMetadata } from '@/components/share-image/size'
import { env } from '@/lib/env'
import { articleHref } from './article-href'
import { ArticleError } from './article-error'
import { ArticleView } from './article-view'
import { loadArticle, loadRelatedListings } from './load-article'

/*
 * /news/{id} and /communities/{name} are the same page (SPEC); these three functions are their
 * whole implementation, so the two route folders stay three-line files.
 */

export async function articleMetadata(idOrSlug: string): Promise<Metadata> {
  const result = await loadArticle(idOrSlug)
  if (result.status !== 'ok') {
    return { title: 'Something went wrong', robots: { index: false, follow: true } }
  }
  const { article } = result
  // A guide opened as /news/{slug} (the home page's area cards) still names one canonical URL,
  // and the share card that lives beside it.
  const path = articleHref(article)
  return pageMetadata({
    title: article.title,
    description: article.excerpt,
    path,
    image: shareImageMetadata(`${path}/opengraph-image`, article.banner.alt || article.title),
    type: 'article',
    publishedTime: article.publishedAt,
    modifiedTime: article.updatedAt,
  })
}

/**
 * The segment layout's gate. The segment's loading.tsx wraps only the page, so a 404 decided
 * here happens before anything streams and the response really is HTTP 404 (a notFound() from
 * inside the streamed page could only ever answer 200). Read errors pass through: the page
 * shows them as its error state.
 */
export async function ArticleGate({ idOrSlug, children }: { idOrSlug: string; children: ReactNode }) {
  const result = await loadArticle(idOrSlug)
  if (result.status === 'missing') notFound()
  return children
}

export async function ArticleRoute({ idOrSlug, from }: { idOrSlug: string; from: 'news' | 'communities' }) {
  const result = await loadArticle(idOrSlug)
  if (result.status === 'missing') notFound()
  if (result.status === 'error') {
    return from === 'news' ? <ArticleError /> : <ArticleError backHref="/communities" backLabel="Back to communities" />
  }
  const [related, settings, display] = await Promise.all([
    loadRelatedListings(result.article),
    readSiteSettings(),
    getDisplayPrefs(),
  ])
  return (
    <ArticleView
      article={result.article}
      related={related}
      whatsapp={settings.whatsapp}
      display={display}
      siteUrl={env.SITE_URL}
      siteName={env.SITE_NAME}
    />
  )
}
