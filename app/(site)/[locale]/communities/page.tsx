import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { PageBanner } from '@/components/banner/page-banner'
import { CommunityCard } from '@/components/article/community-card'
import { pageMetadata } from '@/components/content/page-metadata'
import { StateMessage } from '@/components/content/state-message'
import { Container } from '@/components/ui/container'
import { Reveal } from '@/components/ui/reveal.client'
import { SectionTitle } from '@/components/ui/section-title'
import type { Article } from '@/lib/api/types'
import { localeOr } from '@/lib/i18n/locales'
import { pageLocale } from '@/lib/i18n/request-locale'
import { listArticles } from '@/lib/server/articles'
import { pageBanners } from '@/content/banners'

export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = localeOr((await params).locale)
  const t = await getTranslations({ locale, namespace: 'Article.communities' })
  return pageMetadata({
    locale,
    title: t('metaTitle'),
    description: t('metaDescription'),
    path: '/communities',
    image: pageBanners.communities,
  })
}

/** The popular areas have their own cards on the home page; /communities shows the other six. */
const POPULAR_AREA_SLUGS = new Set([
  'palm-jumeirah',
  'dubai-marina',
  'dubai-hills-estate',
  'town-square',
])
const COMMUNITY_COUNT = 6

export default async function CommunitiesPage({ params }: Props) {
  const locale = await pageLocale(params)
  const t = await getTranslations('Article.communities')
  let guides: Article[] | null = null
  try {
    const { docs } = await listArticles('guide', { page: 1, limit: 50 }, locale)
    guides = docs.filter((a) => !POPULAR_AREA_SLUGS.has(a.slug)).slice(0, COMMUNITY_COUNT)
  } catch (error) {
    console.error('communities page: listArticles failed', error)
  }
  return (
    <>
      <PageBanner
        title={t('title')}
        description={t('description')}
        image={pageBanners.communities}
      />
      <section aria-labelledby="communities-title" className="py-20 md:py-28">
        <Container>
          <SectionTitle
            eyebrow={t('eyebrow')}
            title={<span id="communities-title">{t('heading')}</span>}
            description={t('intro')}
          />
          <div className="mt-14">
            {!guides ? (
              <StateMessage>{t('loadError')}</StateMessage>
            ) : guides.length === 0 ? (
              <StateMessage tone="empty">{t('empty')}</StateMessage>
            ) : (
              <ul
                className="grid gap-6 md:grid-cols-2 lg:grid-cols-3 lg:gap-8"
                data-testid="community-grid"
              >
                {guides.map((guide, index) => (
                  <li key={guide._id}>
                    <Reveal delay={Math.floor(index / 3) * 0.3} className="h-full">
                      <CommunityCard article={guide} priority={index < 3} />
                    </Reveal>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </Container>
      </section>
    </>
  )
}
