'use client'

import { Link } from '@/lib/i18n/navigation'
import { useRouter } from 'next/navigation'
import { useTranslations } from 'next-intl'
import { startTransition, useEffect } from 'react'
import { buttonClasses } from '@/components/ui/button'
import { Container } from '@/components/ui/container'

/**
 * A segment's error boundary (error.tsx) for the unexpected: expected read failures are shown
 * by the pages themselves. The error text is never shown (in production it is redacted anyway).
 * Its texts (Content) are given to every page by the site layout (SiteIslandTexts).
 */
export function RouteError({
  error,
  reset,
  backHref,
  backLabel,
  message,
}: {
  error: Error & { digest?: string }
  reset: () => void
  backHref: string
  backLabel: string
  /** Defaults to the edition's 'Please try again in a moment.' */
  message?: string
}) {
  const t = useTranslations('Content.routeError')
  useEffect(() => {
    console.error(error)
  }, [error])
  return (
    <Container className="py-28 text-center md:py-36">
      <div role="alert">
        <h1 className="font-display text-ink text-5xl font-medium md:text-6xl">{t('title')}</h1>
        <p className="text-ink/70 mx-auto mt-4 max-w-md leading-relaxed">
          {message ?? t('message')}
        </p>
      </div>
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        <button type="button" onClick={reset} className={buttonClasses('dark')}>
          {t('tryAgain')}
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
