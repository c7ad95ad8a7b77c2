import type { Metadata } from 'next'
import { MissingScreen } from '@/components/content/missing-screen'
import { projectErrorMessages } from '@/components/projects/error-messages'
import { missingPageItem } from '@/lib/i18n/request-locale'

export async function generateMetadata(): Promise<Metadata> {
  const { locale } = await missingPageItem()
  return { title: projectErrorMessages[locale].notFoundTitle, robots: { index: false } }
}

/** A project that is not (or no longer) published: HTTP 404 in the page's edition, with a way back. */
export default async function ProjectNotFound() {
  const { locale } = await missingPageItem()
  const t = projectErrorMessages[locale]
  return (
    <MissingScreen
      testId="project-not-found"
      eyebrow={t.unavailable}
      title={t.notFoundHeading}
      text={t.notFoundText}
      action={{ href: '/projects', label: t.backToProjects }}
    />
  )
}
