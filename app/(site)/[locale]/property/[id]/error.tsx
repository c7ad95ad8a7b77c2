'use client'

import { Link } from '@/lib/i18n/navigation'
import { useRouter } from 'next/navigation'
import { useTranslations } from 'next-intl'
import { startTransition } from 'react'
import { Button, buttonClasses } from '@/components/ui/button'
import { Container } from '@/components/ui/container'

/**
 * A listing that could not be read (docs/requirements.md §8: 'Something went wrong'). The server's
 * error text is never shown: in production it is redacted, and it could name internals. Its
 * texts (PropertyError) come from the segment's layout.
 */
export default function PropertyError({
  reset,
}: {
  error: Error & { digest?: string }
  reset: () => void
}) {
  const router = useRouter()
  const t = useTranslations('PropertyError')
  // The listing is read on the server: fetch the segment again, then leave the error state.
  const retry = () =>
    startTransition(() => {
      router.refresh()
      reset()
    })
  return (
    <Container className="flex min-h-[60vh] flex-col items-center justify-center py-24 text-center">
      <div role="alert">
        <h1 className="font-display text-ink text-5xl font-medium md:text-6xl">
          {t('somethingWentWrong')}
        </h1>
        <p className="text-ink/70 mx-auto mt-5 max-w-md text-base leading-relaxed">
          {t('couldNotLoad')}
        </p>
      </div>
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        <Button variant="dark" onClick={retry}>
          {t('tryAgain')}
        </Button>
        <Link href="/property" className={buttonClasses('outline')}>
          {t('backToAll')}
        </Link>
      </div>
    </Container>
  )
}
