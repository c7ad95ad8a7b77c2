import { useTranslations } from 'next-intl'
import { buttonClasses } from '@/components/ui/button'
import type { Locale } from '@/lib/i18n/locales'
import type { ManagedAlert } from '@/lib/server/alerts'
import { managedAlertAnchor, withToken } from './alert-page'

const MANAGE = '/api/v1/alerts/manage'

/**
 * The manage page's list: each alert's search, how often it writes (a select and Save) and Stop;
 * then Stop all. Plain form posts to the API, which comes back here: no script at all. The alert
 * just saved says so in its own card, where the visitor is brought back to.
 */
export function ManagedAlerts({
  alerts,
  token,
  locale,
  savedKey,
}: {
  alerts: readonly ManagedAlert[]
  token: string
  locale: Locale
  savedKey?: string
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
              id={managedAlertAnchor(alert.key)}
              aria-labelledby={`${id}-summary`}
              className="shadow-soft scroll-mt-28 rounded-2xl border border-stone-200 bg-white p-5 md:p-6"
            >
              <p
                id={`${id}-summary`}
                dir="auto"
                className="text-ink text-start text-base font-semibold"
              >
                {alert.summary}
              </p>
              {!alert.confirmed && <p className="text-sand-700 mt-1 text-sm">{t('pending')}</p>}
              {/* One form: Save sends the frequency, Stop (its own action) the same alert's key. */}
              <form
                method="post"
                action={action}
                className="mt-4 grid gap-3 sm:flex sm:flex-wrap sm:items-end"
              >
                <input type="hidden" name="alert" value={alert.key} />
                <input type="hidden" name="locale" value={locale} />
                <label className="grid min-w-0 gap-1.5 sm:flex-1">
                  <span className="text-ink-600 text-xs font-semibold tracking-[0.18em] uppercase rtl:tracking-normal">
                    {form('frequency')}
                  </span>
                  <select
                    name="frequency"
                    defaultValue={alert.frequency}
                    aria-describedby={`${id}-summary`}
                    className="select-chevron text-ink min-h-11 w-full min-w-0 cursor-pointer appearance-none truncate rounded-xl border border-stone-200 bg-white bg-[length:1rem] bg-[right_0.75rem_center] bg-no-repeat ps-3 pe-9 text-sm rtl:bg-[left_0.75rem_center]"
                  >
                    <option value="instant">{frequency('instant')}</option>
                    <option value="daily">{frequency('daily')}</option>
                  </select>
                </label>
                <div className="flex items-center gap-3">
                  <button
                    type="submit"
                    name="action"
                    value="frequency"
                    aria-describedby={`${id}-summary`}
                    className={buttonClasses('outline', 'flex-1 px-6 sm:flex-none')}
                  >
                    {t('save')}
                  </button>
                  <button
                    type="submit"
                    name="action"
                    value="delete"
                    aria-describedby={`${id}-summary`}
                    // Not the ghost variant: its ink colour would win over the error colour.
                    className="text-danger decoration-danger/40 inline-flex min-h-11 flex-1 items-center justify-center rounded-full px-5 text-sm font-semibold tracking-wide underline-offset-4 hover:underline sm:flex-none rtl:tracking-normal"
                  >
                    {t('delete')}
                  </button>
                </div>
              </form>
              {alert.key === savedKey && (
                <p role="status" className="text-sand-700 mt-3 text-sm font-semibold">
                  {t('saved')}
                </p>
              )}
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
