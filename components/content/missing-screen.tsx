import type { ReactNode } from 'react'
import { ButtonLink } from '@/components/ui/button'
import { Container } from '@/components/ui/container'

/**
 * A not-found screen's first view: a small label, the heading, a sentence and the way on.
 * Rendered with the page's edition, inside its layout (so with its lang and dir).
 */
export function MissingScreen({
  eyebrow,
  title,
  text,
  action,
  testId,
  children,
}: {
  eyebrow: string
  title: string
  text: string
  action: { href: string; label: string }
  testId: string
  /** What follows the first view (other homes to look at). */
  children?: ReactNode
}) {
  return (
    <div data-testid={testId}>
      <Container className="flex min-h-[50vh] flex-col items-center justify-center py-20 text-center md:py-28">
        <p className="text-sand-700 text-xs font-semibold tracking-[0.25em] uppercase rtl:tracking-normal">
          {eyebrow}
        </p>
        <h1 className="font-display text-ink mt-4 max-w-3xl text-4xl leading-tight font-medium text-balance md:text-6xl">
          {title}
        </h1>
        <p className="text-ink/70 mt-5 max-w-lg text-base leading-relaxed text-pretty">{text}</p>
        <ButtonLink href={action.href} variant="dark" className="mt-10">
          {action.label}
        </ButtonLink>
      </Container>
      {children}
    </div>
  )
}
