'use client'

import { Link } from '@/lib/i18n/navigation'
import { useRouter } from 'next/navigation'
import { useTranslations } from 'next-intl'
import { startTransition, useEffect } from 'react'
import { buttonClasses } from '@/components/ui/button'

/**
 * The router-failure screen (docs/requirements.md §8): its heading with the error text beneath.
 * Its texts (Content) are given to every page by the site layout (SiteIslandTexts).
 */
export default function SiteError({
  error,
  reset,
}: {
  error: Error & { digest?: string }
  reset: () => void
}) {
  const router = useRouter()
  const t = useTranslations('Content.siteError')
  useEffect(() => {
    console.error(error)
  }, [error])

  // A server-rendered segment only recovers if it is fetched again, so refresh before resetting.
  function retry() {
    startTransition(() => {
      router.refresh()
      reset()
    })
  }

  return (
    <section className="max-w-site mx-auto flex min-h-[60vh] w-full flex-col items-start justify-center px-5 py-24 sm:px-8 lg:px-12">
      <p className="text-sand-700 mb-4 text-xs font-semibold tracking-[0.25em] uppercase rtl:tracking-normal">
        {t('eyebrow')}
      </p>
      <h1 className="font-display text-4xl leading-tight font-medium md:text-6xl">{t('title')}</h1>
      {/* The error's own text is the code's, in English: it keeps its direction in Arabic pages. */}
      <p
        dir={error.message ? 'auto' : undefined}
        className="border-danger/20 text-danger mt-6 max-w-2xl rounded-lg border bg-white px-5 py-4 font-mono text-sm break-words"
        data-testid="error-message"
      >
        {error.message || t('fallback')}
      </p>
      <div className="mt-10 flex flex-wrap gap-3">
        <button type="button" onClick={retry} className={buttonClasses('dark')}>
          {t('tryAgain')}
        </button>
        <Link href="/" className={buttonClasses('outline')}>
          {t('backHome')}
        </Link>
      </div>
    </section>
  )
}
