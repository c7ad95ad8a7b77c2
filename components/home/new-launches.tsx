import { getTranslations } from 'next-intl/server'
import { ProjectCard } from '@/components/projects/project-card'
import { ButtonLink } from '@/components/ui/button'
import { Container } from '@/components/ui/container'
import { SectionTitle } from '@/components/ui/section-title'
import type { Project } from '@/lib/api/types'
import { cn } from '@/lib/cn'
import type { Locale } from '@/lib/i18n/locales'
import { getLocale } from '@/lib/i18n/request-locale'
import { getDisplayPrefs } from '@/lib/server/display-prefs'
import { listProjects } from '@/lib/server/projects'

const STRIP_SIZE = 4

/** A strip of fewer than two launches reads as a mistake: then the newest of any status. */
async function newestProjects(locale: Locale): Promise<Project[]> {
  const launching = await listProjects({ page: 1, limit: STRIP_SIZE, status: 'launching' }, locale)
  if (launching.docs.length >= 2) return launching.docs
  return (await listProjects({ page: 1, limit: STRIP_SIZE }, locale)).docs
}

/**
 * The home page's newest off-plan projects. Phones and tablets swipe through them (CSS scroll
 * snap, no script); on desktops they sit in one row. Like the featured listings it is read
 * before the page is sent (cached), so it is in the HTML; if the read fails the section is left
 * out, not shown broken: the home page has more to offer than one strip.
 */
export async function NewLaunches() {
  const locale = getLocale()
  const t = await getTranslations('Home')
  const [projects, display] = await Promise.all([
    newestProjects(locale).catch((error: unknown) => {
      console.error('home: new launches failed', error)
      return []
    }),
    getDisplayPrefs(),
  ])
  if (projects.length === 0) return null
  // A row of three reads better than four columns with a hole in it.
  const four = projects.length >= STRIP_SIZE
  return (
    <section
      aria-labelledby="new-launches-title"
      data-testid="new-launches"
      className="bg-white py-20 [--near-size:1080px] md:py-28 md:[--near-size:980px] lg:py-32 lg:[--near-size:960px]"
    >
      <Container>
        <div className="mb-10 flex flex-col gap-6 md:mb-14 md:flex-row md:items-end md:justify-between">
          <SectionTitle
            eyebrow={t('launchesEyebrow')}
            title={<span id="new-launches-title">{t('launchesTitle')}</span>}
            description={t('launchesDescription')}
          />
          <ButtonLink
            href="/projects"
            variant="outline"
            className="shrink-0 self-start md:self-auto"
          >
            {t('launchesCta')}
          </ButtonLink>
        </div>
        <ul
          className={cn(
            '-mx-5 flex snap-x snap-mandatory scroll-px-5 gap-4 overflow-x-auto px-5 pb-4 sm:-mx-8 sm:scroll-px-8 sm:px-8 md:gap-6',
            'lg:mx-0 lg:grid lg:snap-none lg:gap-5 lg:overflow-visible lg:p-0',
            four ? 'lg:grid-cols-4' : 'lg:grid-cols-3',
          )}
        >
          {projects.map((project) => (
            <li
              key={project._id}
              className="w-[82%] max-w-[22rem] shrink-0 snap-start sm:w-[60%] sm:max-w-none md:w-[44%] lg:w-auto"
            >
              <ProjectCard
                project={project}
                display={display}
                compact={four}
                sizes={`(max-width: 639px) 82vw, (max-width: 767px) 60vw, (max-width: 1024px) 44vw, ${four ? 300 : 400}px`}
              />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  )
}
