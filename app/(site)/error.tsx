'use client'

import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { startTransition, useEffect } from 'react'
import { buttonClasses } from '@/components/ui/button'

/** The router-failure screen (SPEC section 8): the spec's heading with the error text beneath. */
export default function SiteError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const router = useRouter()
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
    <section className="mx-auto flex min-h-[60vh] w-full max-w-site flex-col items-start justify-center px-5 py-24 sm:px-8 lg:px-12">
      <p className="mb-4 text-xs font-semibold tracking-[0.25em] text-sand-700 uppercase">Something interrupted this page</p>
      <h1 className="font-display text-4xl leading-tight font-medium md:text-6xl">Unexpected Application Error!</h1>
      <p className="mt-6 max-w-2xl rounded-lg border border-danger/20 bg-white px-5 py-4 font-mono text-sm break-words text-danger" data-testid="error-message">
        {error.message || 'Something went wrong'}
      </p>
      <div className="mt-10 flex flex-wrap gap-3">
        <button type="button" onClick={retry} className={buttonClasses('dark')}>
          Try again
        </button>
        <Link href="/" className={buttonClasses('outline')}>
          Back to the home page
        </Link>
      </div>
    </section>
  )
}
