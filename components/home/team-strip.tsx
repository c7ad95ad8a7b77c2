import { getTranslations } from 'next-intl/server'
import Image from 'next/image'
import { Link } from '@/lib/i18n/navigation'
import { ButtonLink } from '@/components/ui/button'
import { Container } from '@/components/ui/container'
import { SectionTitle } from '@/components/ui/section-title'
import type { TeamMember } from '@/lib/api/types'
import type { Locale } from '@/lib/i18n/locales'
import { getLocale } from '@/lib/i18n/request-locale'
import { listTeam } from '@/lib/server/team'
import { homeContent } from './home-content'

async function readTeam(locale: Locale): Promise<TeamMember[] | null> {
  try {
    return (await listTeam({ page: 1, limit: 6 }, locale)).docs
  } catch {
    return null
  }
}

/**
 * docs/requirements.md §1: a team photo strip captioned 'Meet our professional team'; names show on
 * hover or focus.
 */
export async function TeamStrip() {
  const locale = getLocale()
  const t = await getTranslations('Home')
  const { homeSectionTitles } = homeContent(locale)
  const team = await readTeam(locale)
  return (
    <section aria-labelledby="team-strip-title" className="bg-stone-100 py-20 md:py-28">
      <Container>
        <div className="flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
          <SectionTitle
            eyebrow={t('teamEyebrow')}
            title={<span id="team-strip-title">{homeSectionTitles.team}</span>}
            description={t('teamDescription')}
          />
          <ButtonLink href="/team" variant="outline" className="shrink-0 self-start md:self-auto">
            {t('teamCta')}
          </ButtonLink>
        </div>
        {team === null ? (
          <p role="alert" className="text-danger mt-12">
            {t('teamError')}
          </p>
        ) : (
          <ul className="-mx-5 mt-12 flex snap-x snap-mandatory scroll-px-5 gap-4 overflow-x-auto px-5 pb-2 sm:-mx-8 sm:scroll-px-8 sm:px-8 lg:mx-0 lg:grid lg:grid-cols-6 lg:gap-5 lg:overflow-visible lg:px-0">
            {team.map((member) => (
              <li
                key={member._id}
                className="w-[62%] shrink-0 snap-start sm:w-[38%] md:w-[30%] lg:w-auto"
              >
                <Link
                  href="/team"
                  className="group relative block aspect-[3/4] overflow-hidden rounded-2xl bg-stone-200 focus-visible:outline-offset-4"
                >
                  <Image
                    src={member.profile.s3Url}
                    alt=""
                    fill
                    sizes="(max-width: 767px) 62vw, (max-width: 1024px) 30vw, 200px"
                    className="object-cover transition-transform duration-700 group-hover:scale-105 group-focus-visible:scale-105"
                  />
                  <span className="from-ink/90 via-ink/60 text-ivory absolute inset-x-0 bottom-0 translate-y-2 bg-gradient-to-t to-transparent px-4 pt-12 pb-4 opacity-0 transition duration-300 group-hover:translate-y-0 group-hover:opacity-100 group-focus-visible:translate-y-0 group-focus-visible:opacity-100 [@media(hover:none)]:translate-y-0 [@media(hover:none)]:opacity-100">
                    <span className="font-display block text-xl leading-tight">
                      {member.firstName} {member.lastName}
                    </span>
                    <span className="text-ivory/80 mt-1 block text-xs tracking-wide rtl:tracking-normal">
                      {member.designation}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Container>
    </section>
  )
}
