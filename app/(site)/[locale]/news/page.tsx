import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { PageBanner } from '@/components/banner/page-banner'
import { pageMetadata } from '@/components/content/page-metadata'
import { StateMessage } from '@/components/content/state-message'
import { NewsCard } from '@/components/news/news-card'
import { Container } from '@/components/ui/container'
import { Reveal } from '@/components/ui/reveal.client'
import { SectionTitle } from '@/components/ui/section-title'
import type { Article, Paginated } from '@/lib/api/types'
import { localeOr } from '@/lib/i18n/locales'
import { pageLocale } from '@/lib/i18n/request-locale'
import { listArticles } from '@/lib/server/articles'
import { pageBanners } from '@/content/banners'

export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = localeOr((await params).locale)
  const t = await getTranslations({ locale, namespace: 'News' })
  return pageMetadata({
    locale,
    title: t('metaTitle'),
    description: t('metaDescription'),
    path: '/news',
    image: pageBanners.news,
  })
}

/** docs/requirements.md §2: the first 3 stories are featured, the rest sit in a 3-column grid. */
const FEATURED_COUNT = 3
const NEWS_LIMIT = 48

export default async function NewsPage({ params }: Props) {
  const locale = await pageLocale(params)
  const t = await getTranslations('News')
  let news: Paginated<Article> | null = null
  try {
    news = await listArticles('news', { page: 1, limit: NEWS_LIMIT }, locale)
  } catch (error) {
    console.error('news page: listArticles failed', error)
  }
  const [lead, ...others] = news?.docs.slice(0, FEATURED_COUNT) ?? []
  const rest = news?.docs.slice(FEATURED_COUNT) ?? []
  return (
    <>
      <PageBanner title={t('title')} description={t('description')} image={pageBanners.news} />
      <section aria-labelledby="news-title" className="py-20 md:py-28">
        <Container>
          <SectionTitle
            eyebrow={t('eyebrow')}
            title={<span id="news-title">{t('heading')}</span>}
          />
          <div className="mt-14">
            {!news ? (
              <StateMessage>{t('loadError')}</StateMessage>
            ) : !lead ? (
              <StateMessage tone="empty">{t('empty')}</StateMessage>
            ) : (
              <>
                <div
                  className="grid gap-6 lg:grid-cols-12 lg:gap-8"
                  data-testid="news-featured-list"
                >
                  <Reveal className="lg:col-span-7">
                    <NewsCard article={lead} locale={locale} variant="lead" priority />
                  </Reveal>
                  <div className="grid gap-6 lg:col-span-5 lg:gap-8">
                    {others.map((article, index) => (
                      <Reveal key={article._id} delay={(index + 1) * 0.12}>
                        <NewsCard article={article} locale={locale} variant="featured" />
                      </Reveal>
                    ))}
                  </div>
                </div>
                {rest.length > 0 && (
                  <ul
                    className="border-ink/10 mt-16 grid gap-6 border-t pt-16 md:grid-cols-2 lg:grid-cols-3 lg:gap-8"
                    data-testid="news-grid"
                  >
                    {rest.map((article, index) => (
                      <li key={article._id}>
                        <Reveal delay={(index % 3) * 0.1} className="h-full">
                          <NewsCard article={article} locale={locale} />
                        </Reveal>
                      </li>
                    ))}
                  </ul>
                )}
              </>
            )}
          </div>
        </Container>
      </section>
    </>
  )
}
