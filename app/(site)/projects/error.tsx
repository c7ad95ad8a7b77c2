'use client'

import { RouteError, useServerRetry } from '@/components/content/route-error.client'

/** The unexpected on /projects (a failed list read is shown by the page itself). */
export default function ProjectsError({
  error,
  reset,
}: {
  error: Error & { digest?: string }
  reset: () => void
}) {
  const retry = useServerRetry(reset)
  return <RouteError error={error} reset={retry} backHref="/" backLabel="Back to the home page" />
}
