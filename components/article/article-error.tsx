import { ButtonLink } from '@/components/ui/button'
import { Container } from '@/components/ui/container'

/**
 * SPEC: "the error message, else 'Something went wrong'". Server errors are never shown to
 * visitors (they can leak internals), so the page always uses the spec's fallback words.
 */
export function ArticleError({
  detail = 'We could not show this article right now. Please try again in a moment.',
  backHref = '/news',
  backLabel = 'Back to news',
}: {
  detail?: string
  backHref?: string
  backLabel?: string
}) {
  return (
    <Container className="py-28 text-center md:py-36">
      <div role="alert" data-testid="article-error">
        <p className="text-xs font-semibold tracking-[0.25em] text-sand-700 uppercase">Article</p>
        <h1 className="mt-4 font-display text-5xl font-medium text-ink md:text-6xl">Something went wrong</h1>
        <p className="mx-auto mt-4 max-w-md leading-relaxed text-ink/70">
          {detail}
        </p>
      </div>
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        <ButtonLink href={backHref} variant="dark">
          {backLabel}
        </ButtonLink>
        <ButtonLink href="/" variant="outline">
          Home
        </ButtonLink>
      </div>
    </Container>
  )
}
