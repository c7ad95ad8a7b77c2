import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { notFound, unstable_rethrow } from 'next/navigation'
import { cache } from 'react'
import { readSiteSettings } from '@/components/layout/site-settings'
import { ProjectBody } from '@/components/projects/project-body'
import { ProjectHeader } from '@/components/projects/project-header'
import { ProjectJsonLd } from '@/components/projects/project-json-ld'
import { ProjectListings } from '@/components/projects/project-listings'
import { projectDescription, projectTitle } from '@/components/projects/project-meta'
import { RegisterInterest } from '@/components/projects/register-interest'
import { pageMetadata } from '@/components/content/page-metadata'
import { shareImageMetadata } from '@/components/share-image/size'
import type { ProjectDetail } from '@/lib/api/types'
import { env } from '@/lib/env'
import { communityLabel } from '@/lib/i18n/communities'
import { localeOr, type Locale } from '@/lib/i18n/locales'
import { getPathname } from '@/lib/i18n/navigation'
import { pageLocale, setRequestLocale } from '@/lib/i18n/request-locale'
import { getDisplayPrefs } from '@/lib/server/display-prefs'
import { getProject } from '@/lib/server/projects'

export const dynamic = 'force-dynamic'

type Params = Promise<{ locale: string; slug: string }>

/**
 * One read per request for the page and its metadata (getProject is React-cached). The edition
 * is set before the read, so a not-found raised by the metadata speaks the page's language too.
 */
const loadProject = cache(async (slug: string, locale: Locale): Promise<ProjectDetail> => {
  setRequestLocale(locale)
  const project = await getProject(slug, locale)
  if (!project) notFound()
  return project
})

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale: requested, slug } = await params
  const locale = localeOr(requested)
  const t = await getTranslations({ locale, namespace: 'Projects' })
  let project: ProjectDetail
  try {
    project = await loadProject(slug, locale)
  } catch (error) {
    // notFound() must still reach the router; a failed read leaves the page to its error state.
    unstable_rethrow(error)
    return { title: t('metaFallbackTitle'), robots: { index: false } }
  }
  // The English path: pageMetadata adds the edition's prefix. The share card is the same
  // English-set image in every edition.
  const path = `/projects/${project.slug}`
  const labels = await getTranslations({ locale, namespace: 'ProjectPlan.labels' })
  return pageMetadata({
    locale,
    title: projectTitle(project, locale, t),
    description: projectDescription(project, locale, t, labels),
    path,
    editions: project.editions,
    image: shareImageMetadata(
      `${path}/opengraph-image`,
      t('photoAlt', { name: project.name, community: communityLabel(project.community, locale) }),
    ),
  })
}

export default async function ProjectPage({ params }: { params: Params }) {
  const locale = await pageLocale(params)
  const { slug } = await params
  const [project, settings, display] = await Promise.all([
    loadProject(slug, locale),
    readSiteSettings(),
    getDisplayPrefs(),
  ])
  // The calculator dates instalments from a booking today: the server's day, handed to the
  // island as well, so the first HTML and the live figures agree.
  const bookingDate = new Date().toISOString()
  return (
    <>
      <ProjectJsonLd
        project={project}
        url={new URL(
          getPathname({ href: `/projects/${project.slug}`, locale }),
          env.SITE_URL,
        ).toString()}
        siteUrl={env.SITE_URL}
        locale={locale}
      />
      <ProjectHeader project={project} display={display} />
      <ProjectBody project={project} display={display} bookingDate={bookingDate} />
      {/* Below the first view: each section is laid out as it comes near (globals.css). */}
      <div className="render-children-when-near [--near-size:880px]">
        <ProjectListings
          listings={project.listings}
          projectName={project.name}
          whatsapp={settings.whatsapp}
          display={display}
        />
        <RegisterInterest project={project} />
      </div>
    </>
  )
}
