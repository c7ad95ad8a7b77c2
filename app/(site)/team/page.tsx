import type { Metadata } from 'next'
import { PageBanner } from '@/components/banner/page-banner'
import { pageMetadata } from '@/components/content/page-metadata'
import { StateMessage } from '@/components/content/state-message'
import { TeamCard } from '@/components/team/team-card'
import { Container } from '@/components/ui/container'
import { Reveal } from '@/components/ui/reveal.client'
import { SectionTitle } from '@/components/ui/section-title'
import type { Paginated, TeamMember } from '@/lib/api/types'
import { listTeam } from '@/lib/server/team'
import { pageBanners } from '@/content/banners'

export const dynamic = 'force-dynamic'

export const metadata: Metadata = pageMetadata({
  title: 'Our Team',
  description:
    'Meet the licensed consultants, mortgage advisers and property managers behind our Dubai brokerage: more than 100 experts from 23 nationalities.',
  path: '/team',
  image: pageBanners.team,
})

/** The whole team fits on one page; the cap only guards against an accidental flood of rows. */
const TEAM_LIMIT = 50

export default async function TeamPage() {
  let team: Paginated<TeamMember> | null = null
  try {
    team = await listTeam({ page: 1, limit: TEAM_LIMIT })
  } catch (error) {
    console.error('team page: listTeam failed', error)
  }
  return (
    <>
      <PageBanner
        title="Our Team"
        description="Licensed consultants and specialists who know Dubai street by street."
        image={pageBanners.team}
      />
      <section aria-labelledby="team-title" className="py-20 md:py-28">
        <Container>
          <SectionTitle
            eyebrow="The people behind every deal"
            title={<span id="team-title">You&apos;re in safe hands</span>}
            description="Every consultant is licensed by the Dubai Land Department and supported by specialists in mortgages, conveyancing, property management and marketing."
          />
          <div className="mt-14">
            {!team ? (
              <StateMessage>Team details not loaded. Something went wrong.</StateMessage>
            ) : team.docs.length === 0 ? (
              <StateMessage tone="empty">Our team will be introduced here soon.</StateMessage>
            ) : (
              <ul className="grid grid-cols-1 gap-x-6 gap-y-12 min-[480px]:grid-cols-2 md:grid-cols-3 lg:grid-cols-4" data-testid="team-grid">
                {team.docs.map((member, index) => (
                  <li key={member._id}>
                    <Reveal delay={(index % 4) * 0.08}>
                      <TeamCard member={member} />
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
