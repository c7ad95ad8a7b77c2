import type { Metadata } from 'next'
import { Link } from '@/components/ui/link'
import { Container } from '@/components/ui/container'
import { buttonClasses } from '@/components/ui/button'
import { projectErrorMessages } from '@/components/projects/error-messages'
import { getLocale } from '@/lib/i18n/request-locale'

// A not-found screen gets no params: the edition is the one the page set before its read.
export function generateMetadata(): Metadata {
  return { title: projectErrorMessages[getLocale()].notFoundTitle, robots: { index: false } }
}

/** An unknown project slug: HTTP 404 with the site's words and a way back. */
export default function ProjectNotFound() {
  const t = projectErrorMessages[getLocale()]
  return (
    <Container className="flex min-h-[60vh] flex-col items-center justify-center py-24 text-center">
      <p className="text-sand-700 text-xs font-semibold tracking-[0.25em] uppercase rtl:tracking-normal">
        {t.unavailable}
      </p>
      <h1 className="font-display text-ink mt-4 text-5xl font-medium md:text-6xl">
        {t.somethingWrong}
      </h1>
      <p className="text-ink/70 mt-5 max-w-md text-base leading-relaxed">{t.notFoundText}</p>
      <Link href="/projects" className={buttonClasses('dark', 'mt-10')}>
        {t.backToProjects}
      </Link>
    </Container>
  )
}
