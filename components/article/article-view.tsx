import { PageBanner } from '@/components/banner/page-banner'
import { breadcrumbList } from '@/components/content/breadcrumb-list'
import { JsonLd } from '@/components/content/json-ld'
import type { DisplayPrefs } from '@/lib/display-prefs'
import { PropertyCard } from '@/components/property/property-card'
import { ButtonLink } from '@/components/ui/button'
import { Container } from '@/components/ui/container'
import type { Article, Property } from '@/lib/api/types'
import { communityLabel } from '@/lib/i18n/communities'
import type { Locale } from '@/lib/i18n/locales'
import { getPathname, Link } from '@/lib/i18n/navigation'
import { ArticleBody } from './article-body'
import { articleHref } from './article-href'
import { formatArticleDate } from './format-date'
import { useTranslations } from 'next-intl'
import { fallbackLang, pictureAlt } from '@/lib/i18n/editions'

/** docs/requirements.md §2: the article banner is 300 px high. */
export const ARTICLE_BANNER_HEIGHT = 300

/**
 * The article page shared by /news/{id} and /communities/{name}: banner, date, the sanitised
 * body, an adviser card and, for community guides, listings in that community.
 */
export function ArticleView({
  article,
  locale,
  related,
  whatsapp,
  display,
  siteUrl,
  siteName,
}: {
  article: Article
  locale: Locale
  related: Property[]
  whatsapp: string
  display: DisplayPrefs
  siteUrl: string
  siteName: string
}) {
  const t = useTranslations('Article.article')
  const isGuide = article.kind === 'guide'
  const section = isGuide
    ? { name: t('communities'), href: '/communities' }
    : { name: t('news'), href: '/news' }
  const url = `${siteUrl}${getPathname({ href: articleHref(article), locale })}`
  const date = formatArticleDate(article.publishedAt, locale)
  // The community stays in English in the listings link: the filter matches on that spelling.
  const community = article.community ? communityLabel(article.community, locale) : null
  // An article not yet translated into this edition shows its English, marked as English.
  const lang = fallbackLang(article.editions, locale)
  const picture = pictureAlt({
    mediaAlt: article.banner.alt,
    own: article.title,
    fallback: '',
    editions: article.editions,
    locale,
  })
  return (
    <article>
      <PageBanner
        title={<span lang={lang}>{article.title}</span>}
        eyebrow={isGuide ? t('communityGuide') : t('news')}
        image={article.banner.s3Url}
        imageAlt={picture.alt}
        imageLang={picture.lang}
        blurDataURL={article.banner.blurDataURL}
        height={ARTICLE_BANNER_HEIGHT}
      >
        {date && (
          <p className="text-ivory/80 mt-5 text-sm">
            {t('published')} <time dateTime={article.publishedAt}>{date}</time>
          </p>
        )}
      </PageBanner>

      <Container className="py-14 md:py-20">
        <nav aria-label={t('breadcrumb')} className="text-ink/70 mb-10 text-sm">
          <ol className="flex flex-wrap items-center gap-2">
            <li>
              <Link href="/" className="hover:text-ink">
                {t('home')}
              </Link>
            </li>
            <li aria-hidden>/</li>
            <li>
              <Link href={section.href} className="hover:text-ink">
                {section.name}
              </Link>
            </li>
            <li aria-hidden>/</li>
            <li aria-current="page" lang={lang} className="text-ink">
              {article.title}
            </li>
          </ol>
        </nav>
        <div className="grid gap-14 lg:grid-cols-12">
          <div className="lg:col-span-8">
            <ArticleBody html={article.content} lang={lang} />
            <p className="border-ink/10 mt-14 border-t pt-8">
              <Link
                href={section.href}
                className="text-sand-700 hover:text-ink text-sm font-semibold tracking-wide rtl:tracking-normal"
              >
                {/* Mirrored rather than swapped, so the link's words are the same in both directions. */}
                <span className="inline-block rtl:-scale-x-100">←</span>{' '}
                {isGuide ? t('allCommunities') : t('allNews')}
              </Link>
            </p>
          </div>
          <aside className="lg:col-span-4" aria-label={t('adviser')}>
            <div className="bg-ink text-ivory rounded-2xl p-8 lg:sticky lg:top-32">
              <p className="text-sand-300 text-xs font-semibold tracking-[0.25em] uppercase rtl:tracking-normal">
                {t('adviser')}
              </p>
              <p className="font-display mt-4 text-3xl leading-tight">
                {isGuide && community ? t('thinkingOf', { community }) : t('marketQuestions')}
              </p>
              <p className="text-ivory/75 mt-3 leading-relaxed">{t('adviserBody')}</p>
              <ButtonLink href="/contact" className="mt-7 w-full">
                {t('contactUs')}
              </ButtonLink>
            </div>
          </aside>
        </div>
      </Container>

      {isGuide && article.community && community && related.length > 0 && (
        <section aria-labelledby="related-title" className="bg-stone-100 py-20 md:py-24">
          <Container>
            <div className="flex flex-wrap items-end justify-between gap-6">
              <div>
                <p className="text-sand-700 mb-3 text-xs font-semibold tracking-[0.25em] uppercase rtl:tracking-normal">
                  {t('availableNow')}
                </p>
                <h2
                  id="related-title"
                  className="font-display text-4xl leading-tight font-medium md:text-5xl"
                >
                  {t('propertiesIn', { community })}
                </h2>
              </div>
              <ButtonLink
                href={`/property?location=${encodeURIComponent(article.community)}`}
                variant="outline"
              >
                {t('viewAllIn', { community })}
              </ButtonLink>
            </div>
            <ul
              className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3"
              data-testid="related-listings"
            >
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
          publisher: {
            '@type': 'Organization',
            name: siteName,
            logo: { '@type': 'ImageObject', url: `${siteUrl}/brand/logo.svg` },
          },
        }}
      />
      <JsonLd
        data={breadcrumbList(siteUrl, [
          { name: t('home'), path: getPathname({ href: '/', locale }) },
          { name: section.name, path: getPathname({ href: section.href, locale }) },
          { name: article.title, path: getPathname({ href: articleHref(article), locale }) },
        ])}
      />
    </article>
  )
}
