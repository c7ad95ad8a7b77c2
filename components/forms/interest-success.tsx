import { useTranslations } from 'next-intl'
import type { Ref } from 'react'
import { buttonClasses } from '@/components/ui/button'
import { cn } from '@/lib/cn'

/**
 * What the register-interest form becomes once the lead is stored and the project has a
 * brochure: the visitor's own link to it, right here, so nothing waits on their mailbox (the
 * same link is e-mailed). The heading takes focus, so a screen reader hears the outcome.
 */
export function InterestSuccess({
  projectName,
  brochureHref,
  onAgain,
  headingRef,
  className,
}: {
  projectName: string
  brochureHref: string
  onAgain: () => void
  headingRef: Ref<HTMLHeadingElement>
  className?: string
}) {
  const t = useTranslations('Forms')
  return (
    <div className={cn('shadow-soft rounded-2xl bg-white p-8 md:p-12', className)}>
      <span
        aria-hidden="true"
        className="bg-sand-100 text-sand-700 flex size-12 items-center justify-center rounded-full"
      >
        <svg
          viewBox="0 0 24 24"
          className="size-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
        >
          <path d="m5 12.5 4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </span>
      <h3
        ref={headingRef}
        tabIndex={-1}
        className="font-display text-ink mt-6 text-3xl leading-tight font-medium outline-none md:text-4xl"
      >
        {t('interestRegistered')}
      </h3>
      <p className="text-ink/75 mt-4 max-w-lg text-base leading-relaxed">
        {t('brochureReady', { project: projectName })}
      </p>
      <p className="text-ink/60 mt-3 max-w-lg text-sm leading-relaxed">{t('consultantNote')}</p>
      <div className="mt-8 flex flex-col gap-3 md:flex-row md:items-center md:gap-6">
        {/* A plain link: the file comes as an attachment, and a link that has since expired
            opens a page that says so and offers a new one. */}
        <a href={brochureHref} className={buttonClasses('primary', 'w-full px-10 md:w-auto')}>
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-4"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path
              d="M12 4v11m0 0-4.5-4.5M12 15l4.5-4.5M5 19.5h14"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          {t('downloadBrochure')}
        </a>
        <button type="button" onClick={onAgain} className={buttonClasses('ghost', 'px-0 md:px-6')}>
          {t('registerAgain')}
        </button>
      </div>
    </div>
  )
}
