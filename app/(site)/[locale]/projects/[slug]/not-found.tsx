import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { MissingScreen } from '@/components/content/missing-screen'
import { missingPageItem } from '@/lib/i18n/request-locale'

export async function generateMetadata(): Promise<Metadata> {
  const { locale } = await missingPageItem()
  const t = await getTranslations({ locale, namespace: 'ProjectsError' })
  return { title: t('notFoundTitle'), robots: { index: false } }
}

/** A project that is not (or no longer) published: HTTP 404 in the page's edition, with a way back. */
export default async function ProjectNotFound() {
  const { locale } = await missingPageItem()
  const t = await getTranslations({ locale, namespace: 'ProjectsError' })
  return (
    <MissingScreen
      testId="project-not-found"
      eyebrow={t('unavailable')}
      title={t('notFoundHeading')}
      text={t('notFoundText')}
      action={{ href: '/projects', label: t('backToProjects') }}
    />
  )
}
