'use client'

import { RouteError, useServerRetry } from '@/components/content/route-error.client'
import { useTranslations } from 'next-intl'

/** A project that could not be read. The server's error text is never shown. */
export default function ProjectError({
  error,
  reset,
}: {
  error: Error & { digest?: string }
  reset: () => void
}) {
  const retry = useServerRetry(reset)
  // Its texts come from the projects layout (IslandTexts 'ProjectsError').
  const t = useTranslations('ProjectsError')
  return (
    <RouteError
      error={error}
      reset={retry}
      message={t('loadFailed')}
      backHref="/projects"
      backLabel={t('backToProjects')}
    />
  )
}
