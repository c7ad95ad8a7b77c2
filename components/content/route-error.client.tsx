'use client'

import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { startTransition, useEffect } from 'react'
import { buttonClasses } from '@/components/ui/button'
import { Container } from '@/components/ui/container'

/**
 * A segment's error boundary (error.tsx) for the unexpected: expected read failures are shown
 * by the pages themselves. The error text is never shown (in production it is redacted anyway).
 */
export function RouteError({
  error,
  reset,
  backHref,
  backLabel,
  message = 'Please try again in a moment.',
}: {
  error: Error & { digest?: string }
  reset: () => void
  backHref: string
  backLabel: string
  message?: string
}) {
  useEffect(() => {
    console.error(error)
  }, [error])
  return (
    <Container className="py-28 text-center md:py-36">
      <div role="alert">
        <h1 className="font-display text-ink text-5xl font-medium md:text-6xl">
          Something went wrong
        </h1>
        <p className="text-ink/70 mx-auto mt-4 max-w-md leading-relaxed">{message}</p>
      </div>
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        <button type="button" onClick={reset} className={buttonClasses('dark')}>
          Try again
        </button>
        <Link href={backHref} className={buttonClasses('outline')}>
          {backLabel}
        </Link>
      </div>
    </Container>
  )
}

/**
 * "Try again" for a segment read on the server: fetch the segment anew, then leave the error
 * state (reset() alone would re-render the same failed payload).
 */
export function useServerRetry(reset: () => void): () => void {
  const router = useRouter()
  return () =>
    startTransition(() => {
      router.refresh()
      reset()
    })
}
