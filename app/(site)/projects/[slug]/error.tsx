'use client'

import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { startTransition } from 'react'
import { Button, buttonClasses } from '@/components/ui/button'
import { Container } from '@/components/ui/container'

/**
 * A project that could not be read. The server's error text is never shown: in production it
 * is redacted, and it could name internals.
 */
export default function ProjectError({
  reset,
}: {
  error: Error & { digest?: string }
  reset: () => void
}) {
  const router = useRouter()
  // The project is read on the server: fetch the segment again, then leave the error state.
  const retry = () =>
    startTransition(() => {
      router.refresh()
      reset()
    })
  return (
    <Container className="flex min-h-[60vh] flex-col items-center justify-center py-24 text-center">
      <div role="alert">
        <h1 className="font-display text-ink text-5xl font-medium md:text-6xl">
          Something went wrong
        </h1>
        <p className="text-ink/70 mx-auto mt-5 max-w-md text-base leading-relaxed">
          We couldn’t load this project just now. Please try again in a moment.
        </p>
      </div>
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        <Button variant="dark" onClick={retry}>
          Try again
        </Button>
        <Link href="/projects" className={buttonClasses('outline')}>
          Back to all projects
        </Link>
      </div>
    </Container>
  )
}
