import { useTranslations } from 'next-intl'
import { Link } from '@/lib/i18n/navigation'
import { cn } from '@/lib/cn'
import { getLocale } from '@/lib/i18n/request-locale'
import { listingHref, type ListingSearchValues } from '@/lib/query-string'
import { LinkPending } from '@/components/ui/link-pending.client'
import { statusLabel } from './labels'

/**
 * For Sell / For Rent (docs/requirements.md §4). Status lives in the address, so each side is a
 * link: switching keeps the other filters, drops `page` and lets the server render page 1 afresh.
 */
export function StatusToggle({
  values,
  status,
}: {
  values: ListingSearchValues
  status: 'sell' | 'rent'
}) {
  const locale = getLocale()
  const t = useTranslations('Property')
  const options = (['sell', 'rent'] as const).map((option) => ({
    status: option,
    label: statusLabel(option, locale),
  }))
  return (
    <nav
      aria-label={t('saleOrRent')}
      className="shadow-soft flex w-full rounded-full border border-stone-200 bg-white p-1 md:inline-flex md:w-auto"
    >
      {options.map((option) => {
        const current = option.status === status
        return (
          <Link
            key={option.status}
            href={listingHref({ ...values, status: option.status })}
            aria-current={current ? 'page' : undefined}
            scroll={false}
            className={cn(
              'inline-flex min-h-10 flex-1 items-center justify-center rounded-full px-6 text-sm font-semibold tracking-wide transition-colors md:flex-none rtl:tracking-normal',
              current ? 'bg-ink text-ivory' : 'text-ink/70 hover:text-ink',
            )}
          >
            {option.label}
            {!current && <LinkPending />}
          </Link>
        )
      })}
    </nav>
  )
}
