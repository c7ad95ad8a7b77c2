'use client'

import { RouteError, useServerRetry } from '@/components/content/route-error.client'

/** A project that could not be read. The server's error text is never shown. */
export default function ProjectError({
  error,
  reset,
}: {
  error: Error & { digest?: string }
  reset: () => void
}) {
  const retry = useServerRetry(reset)
  return (
    <RouteError
      error={error}
      reset={retry}
      message="We couldn’t load this project just now. Please try again in a moment."
      backHref="/projects"
      backLabel="Back to all projects"
    />
  )
}
