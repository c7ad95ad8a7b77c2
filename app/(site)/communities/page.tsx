import type { Metadata } from 'next'
import { PageBanner } from '@/components/banner/page-banner'
import { CommunityCard } from '@/components/article/community-card'
import { pageMetadata } from '@/components/content/page-metadata'
import { StateMessage } from '@/components/content/state-message'
import { Container } from '@/components/ui/container'
import { Reveal } from '@/components/ui/reveal.client'
import { SectionTitle } from '@/components/ui/section-title'
import type { Article } from '@/lib/api/types'
import { listArticles } from '@/lib/server/articles'
import { pageBanners } from '@/content/banners'

export const dynamic = 'force-dynamic'

export const metadata: Metadata = pageMetadata({
  title: 'Dubai Communities',
  description:
    'Guides to Dubai’s most popular communities: Downtown Dubai, Business Bay, JVC, Arabian Ranches, Dubai Creek Harbour and Emaar Beachfront — prices, rents and who each suits.',
  path: '/communities',
  image: pageBanners.communities,
})

/** The popular areas have their own cards on the home page; /communities shows the other six. */
const POPULAR_AREA_SLUGS = new Set(['palm-jumeirah', 'dubai-marina', 'dubai-hills-estate', 'town-square'])
const COMMUNITY_COUNT = 6

export default async function CommunitiesPage() {
  let guides: Article[] | null = null
  try {
    const { docs } = await listArticles('guide', { page: 1, limit: 50 })
    guides = docs.filter((a) => !POPULAR_AREA_SLUGS.has(a.slug)).slice(0, COMMUNITY_COUNT)
  } catch (error) {
    console.error('communities page: listArticles failed', error)
  }
  return (
    <>
      <PageBanner
        title="Communities"
        description="Where to live and invest in Dubai: honest guides to the city’s most sought-after neighbourhoods."
        image={pageBanners.communities}
      />
      <section aria-labelledby="communities-title" className="py-20 md:py-28">
        <Container>
          <SectionTitle
            eyebrow="Neighbourhood guides"
            title={<span id="communities-title">Find your community</span>}
            description="What homes cost, how they let, how you get around and who each community suits — written by the consultants who sell and lease there every week."
          />
          <div className="mt-14">
            {!guides ? (
              <StateMessage>Communities not loaded. Something went wrong.</StateMessage>
            ) : guides.length === 0 ? (
              <StateMessage tone="empty">Community guides are on their way.</StateMessage>
            ) : (
              <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3 lg:gap-8" data-testid="community-grid">
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
