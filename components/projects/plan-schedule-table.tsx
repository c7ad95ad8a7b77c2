import { useTranslations } from 'next-intl'
import type { ScheduleRow } from '@/lib/buyer-tools/payment-plan'
import { displayAmounts, formatMoney, type DisplayPrefs } from '@/lib/display-prefs'
import type { Locale } from '@/lib/i18n/locales'
import { instalmentNote } from './plan-schedule'
import { formatMonth, formatPercent } from './project-labels'

/**
 * The dated instalments for one price: month, milestone and amount, with the total beneath.
 * Drawn by the calculator island (and so by the server, in the page's first HTML), which gives
 * it the page's edition.
 */
export function PlanScheduleTable({
  rows,
  priceAed,
  bookingDate,
  display,
  locale,
  labelLang,
}: {
  rows: ScheduleRow[]
  priceAed: number
  bookingDate: string
  display: Pick<DisplayPrefs, 'currency' | 'aedPerUnit' | 'locale'>
  locale: Locale
  /** 'en' when the milestones' labels are the English of a project not yet in the edition. */
  labelLang?: 'en'
}) {
  const t = useTranslations('ProjectPlan.calculator')
  // Rounded together, so the rows add up to the total row in any currency.
  const shown = displayAmounts(
    rows.map((row) => row.amountAed),
    display.aedPerUnit,
  )
  const money = (units: number) => formatMoney(units, { ...display, aedPerUnit: 1 })
  return (
    <div className="ring-ink/[0.06] overflow-x-auto rounded-2xl bg-white ring-1">
      <table className="w-full text-start text-[0.95rem]" data-testid="plan-schedule">
        <caption className="border-b border-stone-200 px-5 py-4 text-start text-sm text-stone-600 md:px-6">
          {t('captionBefore')}
          <span className="text-ink font-semibold tabular-nums">
            {formatMoney(priceAed, display)}
          </span>
          {t('captionAfter', { month: formatMonth(bookingDate, locale) })}
        </caption>
        <thead>
          <tr className="border-b border-stone-200 text-[0.7rem] tracking-[0.16em] text-stone-600 uppercase rtl:tracking-normal">
            <th scope="col" className="px-5 py-3 font-semibold md:px-6">
              {t('due')}
            </th>
            <th scope="col" className="hidden px-3 py-3 font-semibold sm:table-cell">
              {t('payment')}
            </th>
            <th scope="col" className="px-5 py-3 text-end font-semibold md:px-6">
              {t('amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => {
            const note = instalmentNote(row, t)
            // A run of instalments is named on its first row; the rows after it say '2 of 11'
            // and keep the name for screen readers, which read a row on its own.
            const label = (
              <span lang={labelLang} className={row.instalment > 1 ? 'sr-only' : undefined}>
                {row.label}
              </span>
            )
            return (
              <tr
                key={index}
                className="border-b border-stone-100 last:border-0"
                data-testid="plan-row"
                data-amount-aed={row.amountAed}
              >
                <td className="text-ink px-5 py-3 align-top font-semibold tabular-nums md:px-6">
                  <time dateTime={row.dueMonth} className="whitespace-nowrap">
                    {formatMonth(row.dueMonth, locale)}
                  </time>
                  {/* On a phone the payment sits under its month: two columns fit, three do not. */}
                  <span className="text-ink/80 mt-0.5 block text-sm font-normal sm:hidden">
                    {label}
                    <span className="block text-stone-600">
                      {note && `${note} · `}
                      {t('ofThePrice', { percent: formatPercent(row.percent) })}
                    </span>
                  </span>
                </td>
                <td className="text-ink/80 hidden px-3 py-3 align-top sm:table-cell">
                  {label}
                  <span className="block text-sm text-stone-600 tabular-nums">
                    {note && `${note} · `}
                    {t('ofThePrice', { percent: formatPercent(row.percent) })}
                  </span>
                </td>
                <td
                  className="text-ink px-5 py-3 text-end align-top font-semibold tabular-nums md:px-6"
                  data-testid="plan-amount"
                >
                  {money(shown[index]!)}
                </td>
              </tr>
            )
          })}
        </tbody>
        <tfoot>
          <tr className="border-t border-stone-200 bg-stone-50">
            <th scope="row" className="text-ink px-5 py-3.5 font-semibold md:px-6">
              {t('total', { count: rows.length })}
            </th>
            <td className="hidden sm:table-cell" />
            <td
              className="text-ink px-5 py-3.5 text-end font-semibold tabular-nums md:px-6"
              data-testid="plan-total"
            >
              {money(shown.reduce((sum, units) => sum + units, 0))}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  )
}
