import { getLocale, getTranslations } from 'next-intl/server'
import { IslandTexts } from '@/components/i18n/island-texts'
import { LineIcon } from '@/components/ui/line-icon'
import type { CurrencyCode } from '@/lib/buyer-tools/market-settings'
import { cn } from '@/lib/cn'
import type { Locale } from '@/lib/i18n/locales'
import { describePanelSearch } from '@/lib/server/alerts'
import type { AlertKind, AlertSearch } from './alert-fields'
import { AlertForm } from './alert-form'

/**
 * "Alert me" (a search) or "Tell me if the price changes" (one listing): a button that opens the
 * alert form in a native popover, so it opens, closes on Escape or a tap outside, and takes a
 * plain form post before the app has hydrated. The form is a client island that sends the same
 * fields as JSON once it is live (alert-form.client.tsx).
 */
export async function AlertPanel({
  kind,
  search,
  back,
  currency,
  developerName,
  compact = false,
  className,
}: {
  kind: AlertKind
  /** What to watch, as the page's own filter values (or the listing's public id). */
  search: AlertSearch
  /** The page's own path and query in its edition, where the confirmation page links back. */
  back: string
  /** The visitor's display currency: the e-mails' prices, and the search's price bounds. */
  currency: CurrencyCode
  /** The developer a project search filters by, by name (the search holds its slug). */
  developerName?: string
  /** Below md the button shows only its bell (its name stays for screen readers). */
  compact?: boolean
  className?: string
}) {
  const t = await getTranslations('AlertForm')
  const locale = (await getLocale()) as Locale
  // A listing's panel sits under its name and price; a search's says what it will watch.
  const summary =
    kind === 'listing' ? null : await describePanelSearch(kind, search, locale, currency, developerName)
  const id = `alert-panel-${kind}`
  const label = kind === 'listing' ? t('watchPrice') : t('alertMe')
  const title =
    kind === 'listing' ? t('titleListing') : kind === 'projects' ? t('titleProjects') : t('title')
  return (
    <>
      <button
        type="button"
        popoverTarget={id}
        data-testid={`alert-button-${kind}`}
        className={cn(
          'border-ink/15 text-ink hover:border-ink/40 shadow-soft inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-full border bg-white px-4 text-sm font-semibold tracking-wide whitespace-nowrap transition-colors rtl:tracking-normal',
          compact && 'max-md:px-0',
          className,
        )}
      >
        <LineIcon className="text-sand-700 size-[18px] shrink-0">
          <path d="M6 16V11a6 6 0 1 1 12 0v5l1.5 2h-15L6 16ZM10 20.5a2.2 2.2 0 0 0 4 0" />
        </LineIcon>
        <span className={cn(compact && 'max-md:sr-only')}>{label}</span>
      </button>
      <div
        id={id}
        popover="auto"
        role="dialog"
        aria-labelledby={`${id}-title`}
        aria-describedby={summary ? `${id}-search` : undefined}
        data-testid="alert-panel"
        // A click on its text focuses the panel itself, not the page's <main> behind it, so the
        // keyboard stays in it (alert-form.client.tsx). Its text reads from the edition's start
        // whatever the alignment of the block it opens from (a listing's price column).
        tabIndex={-1}
        className="bg-ivory text-ink shadow-soft backdrop:bg-ink/40 m-auto max-h-[calc(100dvh-2rem)] w-[min(28rem,calc(100vw-2rem))] overflow-y-auto rounded-2xl border border-stone-200 p-6 text-start outline-none md:p-8"
      >
        <div className="flex items-start justify-between gap-4">
          <h2
            id={`${id}-title`}
            className="font-display text-ink text-2xl leading-tight font-medium text-balance md:text-[1.75rem]"
          >
            {title}
          </h2>
          <button
            type="button"
            popoverTarget={id}
            popoverTargetAction="hide"
            className="text-ink/60 hover:text-ink -me-2 -mt-1 inline-flex size-11 shrink-0 items-center justify-center rounded-full transition-colors"
          >
            <LineIcon className="size-5">
              <path d="M6 6l12 12M18 6 6 18" />
            </LineIcon>
            <span className="sr-only">{t('close')}</span>
          </button>
        </div>
        {summary && (
          <p
            id={`${id}-search`}
            data-testid="alert-panel-search"
            className="text-ink/75 mt-3 text-sm leading-relaxed text-pretty"
          >
            {t('yourSearch', { search: summary })}
          </p>
        )}
        {/* The form's words: its own, the frequencies' and the fields' error messages. */}
        <IslandTexts namespaces={['AlertForm', 'Alerts', 'Validation']}>
          <AlertForm kind={kind} search={search} back={back} currency={currency} className="mt-6" />
        </IslandTexts>
      </div>
    </>
  )
}
