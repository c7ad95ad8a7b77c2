import 'server-only'
import { defaultLocale, type Locale } from '@/lib/i18n/locales'
import { localizeLinks } from '@/lib/i18n/paths'
import { cache } from 'react'
import type { Article, ArticleKind, Paginated } from '@/lib/api/types'
import { cacheTags } from '@/lib/cache-tags'
import type { Article as ArticleDoc } from '@/lib/cms/payload-types'
import { excerptOf } from '@/lib/excerpt'
import { sanitizeArticleHtml } from '@/lib/sanitize'
import type { ListQuery } from '@/lib/validation/query'
import { cachedRead } from './cache'
import { emptyImage, toImageRef } from './media'
import { toPaginated } from './paginate'
import { payloadClient } from './payload'
import { editionsOf, translationStatusSelect } from '@/lib/i18n/editions'

export function toArticle(doc: ArticleDoc, locale: Locale = defaultLocale): Article {
  const content = localizeLinks(sanitizeArticleHtml(doc.html ?? ''), locale)
  return {
    _id: doc.publicId ?? String(doc.id),
    editions: editionsOf(doc),
    slug: doc.slug,
    kind: doc.kind,
    title: doc.title,
    excerpt: doc.excerpt || excerptOf(content, 160),
    content,
    banner: toImageRef(doc.banner, 'hero') ?? emptyImage,
    community: doc.community ?? null,
    publishedAt: doc.publishedAt,
    updatedAt: doc.updatedAt,
  }
}

const tags = [cacheTags.articles, cacheTags.media]

export const listArticles = cachedRead(
  'articles:list',
  tags,
  async (kind: ArticleKind, query: ListQuery, locale: Locale = defaultLocale): Promise<Paginated<Article>> => {
    const payload = await payloadClient()
    const result = await payload.find({
      collection: 'articles',
      locale,
      where: { kind: { equals: kind } },
      sort: ['-publishedAt', '-id'],
      page: query.page,
      limit: query.limit,
      depth: 1,
      overrideAccess: false,
    })
    return toPaginated(result, (doc) => toArticle(doc, locale))
  },
)

const readArticle = cachedRead('articles:one', tags, async (idOrSlug: string, locale: Locale = defaultLocale): Promise<Article | null> => {
  const payload = await payloadClient()
  const byId = /^[a-f0-9]{24}$/.test(idOrSlug)
  const { docs } = await payload.find({
    collection: 'articles',
    locale,
    where: byId ? { publicId: { equals: idOrSlug } } : { slug: { equals: idOrSlug } },
    limit: 1,
    depth: 1,
    pagination: false,
    overrideAccess: false,
  })
  return docs[0] ? toArticle(docs[0], locale) : null
})

/** By public id or slug (community pages use the slug). One read per render. */
export const getArticle = cache(async (idOrSlug: string, locale: Locale = defaultLocale): Promise<Article | null> => {
  const key = idOrSlug.trim().toLowerCase()
  if (!/^[a-z0-9-]{1,120}$/.test(key)) return null
  return readArticle(key, locale)
})

export const listArticleStamps = cachedRead(
  'articles:stamps',
  [cacheTags.articles],
  async (): Promise<{ _id: string; slug: string; kind: ArticleKind; updatedAt: string; editions: Locale[] }[]> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'articles',
      select: { publicId: true, slug: true, kind: true, updatedAt: true, ...translationStatusSelect },
      pagination: false,
      depth: 0,
      overrideAccess: false,
    })
    return docs.map((d) => ({ _id: d.publicId ?? String(d.id), slug: d.slug, kind: d.kind, updatedAt: d.updatedAt, editions: editionsOf(d) }))
  },
)
