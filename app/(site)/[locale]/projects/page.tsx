import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { projectsSearch } from '@/components/alerts/alert-fields'
import { AlertPanel } from '@/components/alerts/alert-panel'
import { pageMetadata } from '@/components/content/page-metadata'
import { publicImage } from '@/components/home/public-image'
import { ListingBanner } from '@/components/property/listing-banner'
import { ProjectCard } from '@/components/projects/project-card'
import {
  ClearProjectFilters,
  ProjectFilters,
  type ProjectFilterChoices,
} from '@/components/projects/project-filters'
import { ProjectListEmpty, ProjectListPastEnd } from '@/components/projects/project-list-empty'
import { ProjectListPagination } from '@/components/projects/project-list-pagination'
import { ratesAsOfText } from '@/lib/rates-as-of'
import { Container } from '@/components/ui/container'
import type { Paginated, Project } from '@/lib/api/types'
import { localeOr } from '@/lib/i18n/locales'
import { getPathname } from '@/lib/i18n/navigation'
import { pageLocale } from '@/lib/i18n/request-locale'
import { currencyLabel } from '@/lib/display-prefs'
import { getDisplayPrefs } from '@/lib/server/display-prefs'
import { listProjectFilterChoices, listProjects } from '@/lib/server/projects'
import {
  hasProjectListFilter,
  projectFilterFromSearchParams,
  projectListHref,
} from '@/lib/validation/project-query'

export const dynamic = 'force-dynamic'

type SearchParams = Promise<Record<string, string | string[] | undefined>>
type Params = Promise<{ locale: string }>

const BANNER = '/images/off-plan-banner.jpg'

const noChoices: ProjectFilterChoices = { communities: [], developers: [], handoverYears: [] }

// Filters are views of one page: a single canonical address, whatever the query.
export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const locale = localeOr((await params).locale)
  const t = await getTranslations({ locale, namespace: 'Projects' })
  return pageMetadata({
    locale,
    title: t('listTitle'),
    description: t('listDescription'),
    path: '/projects',
    image: BANNER,
  })
}

export default async function ProjectsPage({
  params,
  searchParams,
}: {
  params: Params
  searchParams: SearchParams
}) {
  const locale = await pageLocale(params)
  const t = await getTranslations('Projects')
  const { page, limit, ...filter } = projectFilterFromSearchParams(await searchParams)
  const filtered = hasProjectListFilter(filter)

  const [list, choices, display] = await Promise.all([
    listProjects({ ...filter, page, limit }, locale).catch(
      (error: unknown): Paginated<Project> | null => {
        console.error('projects page: listProjects failed', error)
        return null
      },
    ),
    // Without its choices the form still filters by what the address already holds.
    listProjectFilterChoices().catch(() => noChoices),
    getDisplayPrefs(),
  ])
  const ratesNote = ratesAsOfText(display, locale)

  return (
    <>
      <ListingBanner
        eyebrow={t('listEyebrow')}
        title={t('listTitle')}
        description={t('listBannerText')}
        image={publicImage(BANNER, '/images/off-plan.jpg', '/images/hero.jpg')}
        filter
        height={360}
        phoneHeight={300}
      />

      <Container className="pb-14 md:pb-20">
        <ProjectFilters
          key={JSON.stringify(filter)}
          filter={filter}
          choices={choices}
          className="relative z-20 mt-6 md:-mt-20"
        />

        <section aria-labelledby="projects-heading" className="mt-12 md:mt-16">
          <div className="mb-8 flex flex-wrap items-end justify-between gap-x-6 gap-y-3 md:mb-12">
            <div>
              <p className="text-sand-700 text-xs font-semibold tracking-[0.25em] uppercase rtl:tracking-normal">
                {t('listKicker')}
              </p>
              <h2
                id="projects-heading"
                className="font-display text-ink mt-3 text-[1.75rem] leading-tight font-medium md:text-4xl"
              >
                {list ? (
                  <>
                    <span className="tabular-nums">{list.totalDocs}</span>{' '}
                    {t('listCount', { count: list.totalDocs })}
                    {filtered && (
                      <span className="text-ink/60">
                        {t('listMatch', { count: list.totalDocs })}
                      </span>
                    )}
                  </>
                ) : (
                  t('listFallbackHeading')
                )}
              </h2>
            </div>
            <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
              {filtered && list && list.docs.length > 0 && <ClearProjectFilters />}
              <AlertPanel
                kind="projects"
                search={projectsSearch(filter)}
                back={getPathname({ href: projectListHref(filter), locale })}
                currency={display.currency}
                developerName={
                  choices.developers.find((developer) => developer.slug === filter.developer)?.name
                }
              />
            </div>
          </div>

          {!list ? (
            <p
              role="alert"
              className="border-danger/20 text-danger rounded-2xl border bg-white px-6 py-16 text-center text-lg"
            >
              {t('listError')}
            </p>
          ) : list.docs.length === 0 && list.totalDocs > 0 ? (
            <ProjectListPastEnd firstPageHref={projectListHref(filter)} />
          ) : list.docs.length === 0 ? (
            <ProjectListEmpty filtered={filtered} />
          ) : (
            <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3 lg:gap-7">
              {list.docs.map((project) => (
                <li key={project._id}>
                  <ProjectCard project={project} display={display} />
                </li>
              ))}
            </ul>
          )}

          {list && list.docs.length > 0 && (
            <ProjectListPagination filter={filter} page={list.page} totalPages={list.totalPages} />
          )}
          {ratesNote && list && list.docs.length > 0 && (
            <p className="mt-10 text-center text-xs text-stone-600" data-testid="rates-as-of">
              {t('listRatesNote', { currency: currencyLabel(display.currency, locale), asOf: ratesNote })}
            </p>
          )}
        </section>
      </Container>
    </>
  )
}
