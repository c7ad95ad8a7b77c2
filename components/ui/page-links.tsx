import { useTranslations } from 'next-intl'
import { Link } from '@/lib/i18n/navigation'
import { cn } from '@/lib/cn'

const step =
  'border-ink/20 text-ink hover:border-ink hover:bg-ink hover:text-ivory inline-flex min-h-11 items-center gap-2 rounded-full border px-6 text-sm font-semibold tracking-wide transition-colors rtl:tracking-normal'

/**
 * Previous / next pages of a server-rendered list as plain links, so they work without
 * JavaScript and a crawler follows them. Nothing when everything fits on one page.
 */
export function PageLinks({
  page,
  totalPages,
  hrefFor,
  label,
  testId,
  className,
}: {
  page: number
  totalPages: number
  /** The address of a page (the list's filters kept). */
  hrefFor: (page: number) => string
  /** What the list's pages are called ('Project pages'), for the landmark. */
  label: string
  testId: string
  className?: string
}) {
  // 'Page ' before the number and ' of ' between the two ('الصفحة ' and ' من ').
  const t = useTranslations('Pagination')
  if (totalPages <= 1) return null
  return (
    <nav
      aria-label={label}
      data-testid={testId}
      className={cn('mt-12 flex items-center justify-between gap-4 md:mt-14', className)}
    >
      {page > 1 ? (
        <Link href={hrefFor(Math.min(page - 1, totalPages))} rel="prev" className={step}>
          <Arrow className="rotate-180" />
          {t('previous')}
        </Link>
      ) : (
        <span aria-hidden="true" />
      )}
      <p className="text-sm text-stone-600 tabular-nums">
        {t('pageBefore')}
        <span className="text-ink font-semibold">{Math.min(page, totalPages)}</span>
        {t('pageOf')}
        {totalPages}
      </p>
      {page < totalPages ? (
        <Link href={hrefFor(page + 1)} rel="next" className={step}>
          {t('next')}
          <Arrow />
        </Link>
      ) : (
        <span aria-hidden="true" />
      )}
    </nav>
  )
}

/** Points forward: to the right in English, to the left in Arabic. */
function Arrow({ className }: { className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className={cn('size-4 rtl:-scale-x-100', className)}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
    >
      <path d="M4 10h12M11 5l5 5-5 5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}
