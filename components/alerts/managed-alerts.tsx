import { useTranslations } from 'next-intl'
import { buttonClasses } from '@/components/ui/button'
import { cn } from '@/lib/cn'
import type { Locale } from '@/lib/i18n/locales'
import type { ManagedAlert } from '@/lib/server/alerts'
import { withToken } from './alert-page'

const MANAGE = '/api/v1/alerts/manage'

/**
 * The manage page's list: each alert's search, how often it writes (a select and Save) and Stop;
 * then Stop all. Plain form posts to the API, which comes back here: no script at all.
 */
export function ManagedAlerts({
  alerts,
  token,
  locale,
}: {
  alerts: readonly ManagedAlert[]
  token: string
  locale: Locale
}) {
  const t = useTranslations('AlertPages')
  const form = useTranslations('AlertForm')
  const frequency = useTranslations('Alerts')
  const action = withToken(MANAGE, token)
  return (
    <>
      <ul className="grid gap-4" data-testid="managed-alerts">
        {alerts.map((alert, index) => {
          const id = `alert-${index}`
          return (
            <li
              key={alert.key}
              aria-labelledby={`${id}-summary`}
              className="shadow-soft rounded-2xl border border-stone-200 bg-white p-5 md:p-6"
            >
              <p
                id={`${id}-summary`}
                dir="auto"
                className="text-ink text-start text-base font-semibold"
              >
                {alert.summary}
              </p>
              {!alert.confirmed && <p className="text-sand-700 mt-1 text-sm">{t('pending')}</p>}
              <div className="mt-4 flex flex-col gap-3 md:flex-row md:items-end md:justify-between">
                <form method="post" action={action} className="flex flex-wrap items-end gap-3">
                  <input type="hidden" name="action" value="frequency" />
                  <input type="hidden" name="alert" value={alert.key} />
                  <input type="hidden" name="locale" value={locale} />
                  <label className="grid min-w-0 flex-1 gap-1.5 sm:flex-none">
                    <span className="text-ink-600 text-xs font-semibold tracking-[0.18em] uppercase rtl:tracking-normal">
                      {form('frequency')}
                    </span>
                    <select
                      name="frequency"
                      defaultValue={alert.frequency}
                      aria-describedby={`${id}-summary`}
                      className="select-chevron text-ink min-h-11 w-full cursor-pointer appearance-none rounded-xl border border-stone-200 bg-white bg-[length:1rem] bg-[right_0.75rem_center] bg-no-repeat ps-3 pe-9 text-sm sm:w-auto rtl:bg-[left_0.75rem_center]"
                    >
                      <option value="instant">{frequency('instant')}</option>
                      <option value="daily">{frequency('daily')}</option>
                    </select>
                  </label>
                  <button
                    type="submit"
                    aria-describedby={`${id}-summary`}
                    className={buttonClasses('outline', 'px-5')}
                  >
                    {t('save')}
                  </button>
                </form>
                <form method="post" action={action}>
                  <input type="hidden" name="action" value="delete" />
                  <input type="hidden" name="alert" value={alert.key} />
                  <input type="hidden" name="locale" value={locale} />
                  <button
                    type="submit"
                    aria-describedby={`${id}-summary`}
                    className={cn(
                      buttonClasses('ghost', 'px-0 md:px-4'),
                      'text-danger hover:text-danger underline-offset-4 hover:underline',
                    )}
                  >
                    {t('delete')}
                  </button>
                </form>
              </div>
            </li>
          )
        })}
      </ul>
      <form method="post" action={action} className="mt-10 border-t border-stone-200 pt-8">
        <input type="hidden" name="action" value="delete-all" />
        <input type="hidden" name="locale" value={locale} />
        <button type="submit" className={buttonClasses('outline', 'w-full sm:w-auto')}>
          {t('deleteAll')}
        </button>
      </form>
    </>
  )
}
