import type { Metadata } from 'next'
import { pageMetadata } from '@/components/content/page-metadata'
import { publicImage } from '@/components/home/public-image'
import { ListingBanner } from '@/components/property/listing-banner'
import { ProjectCard } from '@/components/projects/project-card'
import {
  ClearProjectFilters,
  ProjectFilters,
  type ProjectFilterChoices,
} from '@/components/projects/project-filters'
import {
  PROJECT_LIST_ERROR,
  ProjectListEmpty,
  ProjectListPastEnd,
} from '@/components/projects/project-list-empty'
import { ProjectListPagination } from '@/components/projects/project-list-pagination'
import { Container } from '@/components/ui/container'
import type { Paginated, Project } from '@/lib/api/types'
import { ratesAsOfText } from '@/lib/rates-as-of'
import { getDisplayPrefs } from '@/lib/server/display-prefs'
import { listProjectFilterChoices, listProjects } from '@/lib/server/projects'
import {
  hasProjectListFilter,
  projectFilterFromSearchParams,
  projectListHref,
} from '@/lib/validation/project-query'

export const dynamic = 'force-dynamic'

type SearchParams = Promise<Record<string, string | string[] | undefined>>

const TITLE = 'Off-plan Projects in Dubai'
const DESCRIPTION =
  'New launches and buildings under construction from Dubai’s leading developers: handover dates, payment plans, construction progress and prices from launch.'
const BANNER = '/images/off-plan-banner.jpg'

const noChoices: ProjectFilterChoices = { communities: [], developers: [], handoverYears: [] }

// Filters are views of one page: a single canonical address, whatever the query.
export const metadata: Metadata = pageMetadata({
  title: TITLE,
  description: DESCRIPTION,
  path: '/projects',
  image: BANNER,
})

export default async function ProjectsPage({ searchParams }: { searchParams: SearchParams }) {
  const { page, limit, ...filter } = projectFilterFromSearchParams(await searchParams)
  const filtered = hasProjectListFilter(filter)

  const [list, choices, display] = await Promise.all([
    listProjects({ ...filter, page, limit }).catch((error: unknown): Paginated<Project> | null => {
      console.error('projects page: listProjects failed', error)
      return null
    }),
    // Without its choices the form still filters by what the address already holds.
    listProjectFilterChoices().catch(() => noChoices),
    getDisplayPrefs(),
  ])
  const ratesNote = ratesAsOfText(display)

  return (
    <>
      <ListingBanner
        eyebrow="Off-plan in Dubai"
        title={TITLE}
        description="Launches and towers under way from the city’s established developers, each with its handover date, payment plan and escrow-protected payments."
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
              <p className="text-sand-700 text-xs font-semibold tracking-[0.25em] uppercase">
                The developments
              </p>
              <h2
                id="projects-heading"
                className="font-display text-ink mt-3 text-[1.75rem] leading-tight font-medium md:text-4xl"
              >
                {list ? (
                  <>
                    <span className="tabular-nums">{list.totalDocs}</span>{' '}
                    {list.totalDocs === 1 ? 'off-plan project' : 'off-plan projects'}
                    {filtered && (
                      <span className="text-ink/60">
                        {list.totalDocs === 1 ? ' matches' : ' match'} your filters
                      </span>
                    )}
                  </>
                ) : (
                  'Off-plan projects'
                )}
              </h2>
            </div>
            {filtered && list && list.docs.length > 0 && <ClearProjectFilters />}
          </div>

          {!list ? (
            <p
              role="alert"
              className="border-danger/20 text-danger rounded-2xl border bg-white px-6 py-16 text-center text-lg"
            >
              {PROJECT_LIST_ERROR}
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
              Prices in {display.currency} are converted from AED, the price of record, at{' '}
              {ratesNote}.
            </p>
          )}
        </section>
      </Container>
    </>
  )
}
