'use client'

import { RouteError, useServerRetry } from '@/components/content/route-error.client'
import { useLocale } from '@/components/i18n/locale-context.client'
import { projectErrorMessages } from '@/components/projects/error-messages'

/** A project that could not be read. The server's error text is never shown. */
export default function ProjectError({
  error,
  reset,
}: {
  error: Error & { digest?: string }
  reset: () => void
}) {
  const retry = useServerRetry(reset)
  const t = projectErrorMessages[useLocale()]
  return (
    <RouteError
      error={error}
      reset={retry}
      message={t.loadFailed}
      backHref="/projects"
      backLabel={t.backToProjects}
    />
  )
}
