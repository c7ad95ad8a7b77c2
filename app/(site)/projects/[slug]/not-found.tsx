import type { Metadata } from 'next'
import Link from 'next/link'
import { Container } from '@/components/ui/container'
import { buttonClasses } from '@/components/ui/button'

export const metadata: Metadata = { title: 'Project not found', robots: { index: false } }

/** An unknown project slug: HTTP 404 with the site's words and a way back. */
export default function ProjectNotFound() {
  return (
    <Container className="flex min-h-[60vh] flex-col items-center justify-center py-24 text-center">
      <p className="text-sand-700 text-xs font-semibold tracking-[0.25em] uppercase">
        Project unavailable
      </p>
      <h1 className="font-display text-ink mt-4 text-5xl font-medium md:text-6xl">
        Something went wrong
      </h1>
      <p className="text-ink/70 mt-5 max-w-md text-base leading-relaxed">
        This project may have sold out or been withdrawn from sale. Every project we currently offer
        is one click away.
      </p>
      <Link href="/projects" className={buttonClasses('dark', 'mt-10')}>
        Back to all projects
      </Link>
    </Container>
  )
}
