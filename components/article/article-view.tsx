import Link from 'next/link'
import { PageBanner } from '@/components/banner/page-banner'
import { breadcrumbList } from '@/components/content/breadcrumb-list'
import { JsonLd } from '@/components/content/json-ld'
import type { DisplayPrefs } from '@/lib/display-prefs'
import { PropertyCard } from '@/components/property/property-card'
import { ButtonLink } from '@/components/ui/button'
import { Container } from '@/components/ui/container'
import type { Article, Property } from '@/lib/api/types'
import { ArticleBody } from './article-body'
import { articleHref } from './article-href'
import { formatArticleDate } from './format-date'

/** SPEC: the article banner is 300 px high. */
export const ARTICLE_BANNER_HEIGHT = 300

/**
 * The article page shared by /news/{id} and /communities/{name}: banner, date, the sanitised
 * body, an adviser card and, for community guides, listings in that community.
 */
export function ArticleView({
  article,
  related,
  whatsapp,
  display,
  siteUrl,
  siteName,
}: {
  article: Article
  related: Property[]
  whatsapp: string
  display: DisplayPrefs
  siteUrl: string
  siteName: string
}) {
  const isGuide = article.kind === 'guide'
  const section = isGuide ? { name: 'Communities', href: '/communities' } : { name: 'News', href: '/news' }
  const url = `${siteUrl}${articleHref(article)}`
  const date = formatArticleDate(article.publishedAt)
  return (
    <article>
      <PageBanner
        title={article.title}
        eyebrow={isGuide ? 'Community guide' : 'News'}
        image={article.banner.s3Url}
        imageAlt={article.banner.alt ?? ''}
        blurDataURL={article.banner.blurDataURL}
        height={ARTICLE_BANNER_HEIGHT}
      >
        {date && (
          <p className="mt-5 text-sm text-ivory/80">
            Published <time dateTime={article.publishedAt}>{date}</time>
          </p>
        )}
      </PageBanner>

      <Container className="py-14 md:py-20">
        <nav aria-label="Breadcrumb" className="mb-10 text-sm text-ink/70">
          <ol className="flex flex-wrap items-center gap-2">
            <li>
              <Link href="/" className="hover:text-ink">
                Home
              </Link>
            </li>
            <li aria-hidden>/</li>
            <li>
              <Link href={section.href} className="hover:text-ink">
                {section.name}
              </Link>
            </li>
            <li aria-hidden>/</li>
            <li aria-current="page" className="text-ink">
              {article.title}
            </li>
          </ol>
        </nav>
        <div className="grid gap-14 lg:grid-cols-12">
          <div className="lg:col-span-8">
            <ArticleBody html={article.content} />
            <p className="mt-14 border-t border-ink/10 pt-8">
              <Link href={section.href} className="text-sm font-semibold tracking-wide text-sand-700 hover:text-ink">
                ← {isGuide ? 'All communities' : 'All news'}
              </Link>
            </p>
          </div>
          <aside className="lg:col-span-4" aria-label="Speak to an adviser">
            <div className="rounded-2xl bg-ink p-8 text-ivory lg:sticky lg:top-32">
              <p className="text-xs font-semibold tracking-[0.25em] text-sand-300 uppercase">Speak to an adviser</p>
              <p className="mt-4 font-display text-3xl leading-tight">
                {isGuide && article.community ? `Thinking of ${article.community}?` : 'Questions about the market?'}
              </p>
              <p className="mt-3 leading-relaxed text-ivory/75">
                Our consultants will answer with recent DLD transactions and an honest view — no obligation.
              </p>
              <ButtonLink href="/contact" className="mt-7 w-full">
                Contact Us
              </ButtonLink>
            </div>
          </aside>
        </div>
      </Container>

      {isGuide && article.community && related.length > 0 && (
        <section aria-labelledby="related-title" className="bg-stone-100 py-20 md:py-24">
          <Container>
            <div className="flex flex-wrap items-end justify-between gap-6">
              <div>
                <p className="mb-3 text-xs font-semibold tracking-[0.25em] text-sand-700 uppercase">Available now</p>
                <h2 id="related-title" className="font-display text-4xl leading-tight font-medium md:text-5xl">
                  Properties in {article.community}
                </h2>
              </div>
              <ButtonLink href={`/property?location=${encodeURIComponent(article.community)}`} variant="outline">
                View all in {article.community}
              </ButtonLink>
            </div>
            <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3" data-testid="related-listings">
              {related.map((property) => (
                <li key={property._id}>
                  <PropertyCard property={property} whatsapp={whatsapp} display={display} />
                </li>
              ))}
            </ul>
          </Container>
        </section>
      )}

      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': isGuide ? 'Article' : 'NewsArticle',
          headline: article.title,
          description: article.excerpt,
          image: [`${siteUrl}${article.banner.s3Url}`],
          datePublished: article.publishedAt,
          dateModified: article.updatedAt,
          mainEntityOfPage: url,
          author: { '@type': 'Organization', name: siteName, url: siteUrl },
          publisher: { '@type': 'Organization', name: siteName, logo: { '@type': 'ImageObject', url: `${siteUrl}/brand/logo.svg` } },
        }}
      />
      <JsonLd
        data={breadcrumbList(siteUrl, [
          { name: 'Home', path: '/' },
          { name: section.name, path: section.href },
          { name: article.title, path: articleHref(article) },
        ])}
      />
    </article>
  )
}
