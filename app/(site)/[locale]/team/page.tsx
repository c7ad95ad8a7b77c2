import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { PageBanner } from '@/components/banner/page-banner'
import { pageMetadata } from '@/components/content/page-metadata'
import { StateMessage } from '@/components/content/state-message'
import { TeamCard } from '@/components/team/team-card'
import { Container } from '@/components/ui/container'
import { Reveal } from '@/components/ui/reveal.client'
import { SectionTitle } from '@/components/ui/section-title'
import { localeOr } from '@/lib/i18n/locales'
import { pageLocale } from '@/lib/i18n/request-locale'
import { listTeamGrid, type TeamGridMember } from '@/lib/server/team'
import { pageBanners } from '@/content/banners'

export const dynamic = 'force-dynamic'

interface TeamPageProps {
  params: Promise<{ locale: string }>
}

export async function generateMetadata({ params }: TeamPageProps): Promise<Metadata> {
  const locale = localeOr((await params).locale)
  const t = await getTranslations({ locale, namespace: 'Team' })
  return pageMetadata({
    locale,
    title: t('title'),
    description: t('metaDescription'),
    path: '/team',
    image: pageBanners.team,
  })
}

/** The whole team fits on one page; the cap only guards against an accidental flood of rows. */
const TEAM_LIMIT = 50

export default async function TeamPage({ params }: TeamPageProps) {
  const locale = await pageLocale(params)
  const t = await getTranslations('Team')
  let team: TeamGridMember[] | null = null
  try {
    team = await listTeamGrid(TEAM_LIMIT, locale)
  } catch (error) {
    console.error('team page: listTeamGrid failed', error)
  }
  return (
    <>
      <PageBanner
        title={t('title')}
        description={t('bannerDescription')}
        image={pageBanners.team}
      />
      <section aria-labelledby="team-title" className="py-20 md:py-28">
        <Container>
          <SectionTitle
            eyebrow={t('eyebrow')}
            title={<span id="team-title">{t('heading')}</span>}
            description={t('description')}
          />
          <div className="mt-14">
            {!team ? (
              <StateMessage>{t('loadError')}</StateMessage>
            ) : team.length === 0 ? (
              <StateMessage tone="empty">{t('empty')}</StateMessage>
            ) : (
              <ul
                className="grid grid-cols-1 gap-x-6 gap-y-12 min-[480px]:grid-cols-2 md:grid-cols-3 lg:grid-cols-4"
                data-testid="team-grid"
              >
                {team.map((member, index) => (
                  <li key={member._id}>
                    <Reveal delay={(index % 4) * 0.08}>
                      <TeamCard
                        member={member}
                        brn={member.brn}
                        href={member.pageSlug ? `/team/${member.pageSlug}` : null}
                      />
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
