'use client'

import { useRouter } from 'next/navigation'
import { startTransition } from 'react'
import { RouteError } from '@/components/content/route-error.client'

/**
 * The unexpected on /projects (a failed list read is shown by the page itself). The list is
 * read on the server, so trying again fetches the segment anew before leaving the error state.
 */
export default function ProjectsError({
  error,
  reset,
}: {
  error: Error & { digest?: string }
  reset: () => void
}) {
  const router = useRouter()
  const retry = () =>
    startTransition(() => {
      router.refresh()
      reset()
    })
  return <RouteError error={error} reset={retry} backHref="/" backLabel="Back to the home page" />
}
