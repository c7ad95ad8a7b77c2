import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'
import { buttonClasses, ButtonLink } from '@/components/ui/button'
import { Container } from '@/components/ui/container'
import { LineIcon } from '@/components/ui/line-icon'
import { cn } from '@/lib/cn'

/** A check when something is done, a bell before the visitor acts, a warning for a broken link. */
export type AlertScreenTone = 'done' | 'ask' | 'problem'

/**
 * The alert pages' one view (sent, confirmed, stopped, a link that does not work): a mark, a
 * small label, the heading, a sentence or two, then the way on or the page's own forms.
 * Rendered in the page's edition, inside its layout (so with its lang and dir).
 */
export function AlertScreen({
  eyebrow,
  title,
  tone,
  testId,
  children,
  actions,
}: {
  eyebrow: string
  title: string
  tone: AlertScreenTone
  testId: string
  /** The sentences under the heading. */
  children?: ReactNode
  /** Links or forms under the text. */
  actions?: ReactNode
}) {
  return (
    <div data-testid={testId}>
      <Container className="flex min-h-[55vh] flex-col items-center justify-center py-16 text-center md:py-24">
        <span
          className={cn(
            'inline-flex size-14 items-center justify-center rounded-full',
            tone === 'problem' ? 'bg-danger/[0.06] text-danger' : 'bg-sand-100 text-sand-700',
          )}
        >
          <LineIcon className="size-6">
            {tone === 'done' ? (
              <path d="m5 12.5 4.5 4.5L19 7.5" />
            ) : tone === 'ask' ? (
              <path d="M6 16V11a6 6 0 1 1 12 0v5l1.5 2h-15L6 16ZM10 20.5a2.2 2.2 0 0 0 4 0" />
            ) : (
              <path d="M12 7.5v5.5M12 16.5v.01M10.3 3.9 2.6 17.5A2 2 0 0 0 4.3 20.5h15.4a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" />
            )}
          </LineIcon>
        </span>
        <p className="text-sand-700 mt-6 text-xs font-semibold tracking-[0.25em] uppercase rtl:tracking-normal">
          {eyebrow}
        </p>
        <h1 className="font-display text-ink mt-4 max-w-3xl text-4xl leading-tight font-medium text-balance md:text-5xl">
          {title}
        </h1>
        {children && (
          <div className="text-ink/70 mt-5 max-w-xl space-y-3 text-base leading-relaxed text-pretty">
            {children}
          </div>
        )}
        {actions && (
          <div className="mt-10 flex w-full flex-col items-center gap-3 sm:w-auto sm:flex-row sm:justify-center">
            {actions}
          </div>
        )}
      </Container>
    </div>
  )
}

/**
 * A signed link that does not work: too old, or not one of ours (cut short, changed, or naming
 * an alert that is gone). `expiredText` says what to do about an old link of that kind.
 */
export async function BrokenLinkScreen({
  expired,
  expiredText = 'linkExpiredText',
}: {
  expired: boolean
  expiredText?: 'linkExpiredText' | 'expiredText'
}) {
  const t = await getTranslations('AlertPages')
  return (
    <AlertScreen
      testId={expired ? 'alert-link-expired' : 'alert-link-invalid'}
      tone="problem"
      eyebrow={t('eyebrow')}
      title={expired ? t('expiredTitle') : t('invalidTitle')}
      actions={<SiteButtonLink href="/property">{t('browse')}</SiteButtonLink>}
    >
      <p>{expired ? t(expiredText) : t('invalidText')}</p>
    </AlertScreen>
  )
}

/** A link to a path already in the page's edition (the API's `back`): not prefixed again. */
export function PlainButtonLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} className={buttonClasses('dark', 'w-full sm:w-auto')}>
      {children}
    </a>
  )
}

/** A link to a site page, prefixed with the page's edition. */
export function SiteButtonLink({
  href,
  children,
  variant = 'dark',
}: {
  href: '/property' | '/projects' | '/'
  children: ReactNode
  variant?: 'dark' | 'outline'
}) {
  return (
    <ButtonLink href={href} variant={variant} className="w-full sm:w-auto">
      {children}
    </ButtonLink>
  )
}
