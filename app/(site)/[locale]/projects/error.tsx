'use client'

import { RouteError, useServerRetry } from '@/components/content/route-error.client'
import { useTranslations } from 'next-intl'

/** The unexpected on /projects (a failed list read is shown by the page itself). */
export default function ProjectsError({
  error,
  reset,
}: {
  error: Error & { digest?: string }
  reset: () => void
}) {
  const retry = useServerRetry(reset)
  // Its texts come from the projects layout (IslandTexts 'ProjectsError').
  const t = useTranslations('ProjectsError')
  return <RouteError error={error} reset={retry} backHref="/" backLabel={t('backHome')} />
}
