import { getDisplayPrefs } from '@/lib/server/display-prefs'
import 'server-only'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import type { ReactNode } from 'react'
import { pageMetadata } from '@/components/content/page-metadata'
import { readSiteSettings } from '@/components/layout/site-settings'
import { shareImageMetadata } from '@/components/share-image/size'
import { env } from '@/lib/env'
import type { Locale } from '@/lib/i18n/locales'
import { getPathname } from '@/lib/i18n/navigation'
import { articleHref } from './article-href'
import { ArticleError, type ArticleSection } from './article-error'
import { ArticleView } from './article-view'
import { loadArticle, loadRelatedListings } from './load-article'
import { getTranslations } from 'next-intl/server'

/*
 * /news/{id} and /communities/{name} are the same page (docs/requirements.md §2); these three
 * functions are their whole implementation, so the two route folders stay three-line files.
 */

export async function articleMetadata(
  idOrSlug: string,
  locale: Locale,
  from: ArticleSection,
): Promise<Metadata> {
  const result = await loadArticle(idOrSlug, locale)
  if (result.status !== 'ok') {
    const t = await getTranslations({ locale, namespace: 'Article.article' })
    const missing = from === 'communities' ? 'guideMissingTitle' : 'missingTitle'
    return {
      title: t(result.status === 'missing' ? missing : 'errorTitle'),
      robots: { index: false, follow: true },
    }
  }
  const { article } = result
  // A guide opened as /news/{slug} (the home page's area cards) still names one canonical URL,
  // and the share card that lives beside it.
  const path = articleHref(article)
  return pageMetadata({
    locale,
    title: article.title,
    description: article.excerpt,
    path,
    editions: article.editions,
    image: shareImageMetadata(
      getPathname({ href: `${path}/opengraph-image`, locale }),
      article.banner.alt || article.title,
    ),
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
export async function ArticleGate({
  idOrSlug,
  locale,
  children,
}: {
  idOrSlug: string
  locale: Locale
  children: ReactNode
}) {
  const result = await loadArticle(idOrSlug, locale)
  if (result.status === 'missing') notFound()
  return children
}

export async function ArticleRoute({
  idOrSlug,
  locale,
  from,
}: {
  idOrSlug: string
  locale: Locale
  from: ArticleSection
}) {
  const result = await loadArticle(idOrSlug, locale)
  if (result.status === 'missing') notFound()
  if (result.status === 'error') return <ArticleError from={from} />
  const [related, settings, display] = await Promise.all([
    loadRelatedListings(result.article, locale),
    readSiteSettings(),
    getDisplayPrefs(),
  ])
  return (
    <ArticleView
      article={result.article}
      locale={locale}
      related={related}
      whatsapp={settings.whatsapp}
      display={display}
      siteUrl={env.SITE_URL}
      siteName={env.SITE_NAME}
    />
  )
}
