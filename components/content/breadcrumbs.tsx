import { useTranslations } from 'next-intl'
import { Link } from '@/lib/i18n/navigation'
import { Fragment } from 'react'
import { cn } from '@/lib/cn'

/**
 * The visible trail above a detail page's title: links up to the last step, which is the page
 * itself. (Its JSON-LD twin is breadcrumb-list.ts.) The separator is a mirrored character: in
 * Arabic text the browser draws it pointing left, the way the trail reads.
 */
export function Breadcrumbs({
  trail,
  current,
}: {
  trail: { href: string; label: string }[]
  current: string
}) {
  const t = useTranslations('Content')
  return (
    <nav aria-label={t('breadcrumb')} className="mb-6 text-sm text-stone-600">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {trail.map((step, index) => (
          <Fragment key={step.href}>
            <li>
              <Link href={step.href} className="hover:text-ink">
                {step.label}
              </Link>
            </li>
            {/* Points on towards the page: to the left in Arabic. */}
            <li
              aria-hidden="true"
              className={cn('rtl:-scale-x-100', index === trail.length - 1 && 'max-sm:hidden')}
            >
              ›
            </li>
          </Fragment>
        ))}
        {/* On a phone the page's own step is left to screen readers: the title right below says
            it in full, where a cut-off copy of a name that mixes Arabic and Latin showed its end
            ('…ences') rather than its start. */}
        <li aria-current="page" className="text-ink max-sm:sr-only">
          {current}
        </li>
      </ol>
    </nav>
  )
}
