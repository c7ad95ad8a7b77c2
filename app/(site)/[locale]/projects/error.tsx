'use client'

import { RouteError, useServerRetry } from '@/components/content/route-error.client'
import { useLocale } from '@/components/i18n/locale-context.client'
import { projectErrorMessages } from '@/components/projects/error-messages'

/** The unexpected on /projects (a failed list read is shown by the page itself). */
export default function ProjectsError({
  error,
  reset,
}: {
  error: Error & { digest?: string }
  reset: () => void
}) {
  const retry = useServerRetry(reset)
  const t = projectErrorMessages[useLocale()]
  return <RouteError error={error} reset={retry} backHref="/" backLabel={t.backHome} />
}
