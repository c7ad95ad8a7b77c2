import type { Metadata } from 'next'
import { Link } from '@/components/ui/link'
import { errorMessages } from '@/components/property/error-messages'
import { Container } from '@/components/ui/container'
import { buttonClasses } from '@/components/ui/button'
import { getLocale } from '@/lib/i18n/request-locale'

// A not-found page has no params: the edition is the one the layout (or the listing's
// generateMetadata, which ended here) set for this request.
export function generateMetadata(): Metadata {
  return { title: errorMessages[getLocale()].notFoundTitle, robots: { index: false } }
}

/** An unknown or malformed listing id: HTTP 404 with the product's words and a way back. */
export default function PropertyNotFound() {
  const t = errorMessages[getLocale()]
  return (
    <Container className="flex min-h-[60vh] flex-col items-center justify-center py-24 text-center">
      <p className="text-sand-700 text-xs font-semibold tracking-[0.25em] uppercase rtl:tracking-normal">
        {t.listingUnavailable}
      </p>
      <h1 className="font-display text-ink mt-4 text-5xl font-medium md:text-6xl">
        {t.somethingWentWrong}
      </h1>
      <p className="text-ink/70 mt-5 max-w-md text-base leading-relaxed">{t.notFoundText}</p>
      <Link href="/property" className={buttonClasses('dark', 'mt-10')}>
        {t.backToAll}
      </Link>
    </Container>
  )
}
