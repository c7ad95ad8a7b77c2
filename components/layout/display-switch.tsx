import { CURRENCIES } from '@/lib/buyer-tools/market-settings'
import { cn } from '@/lib/cn'
import { areaUnitShort, type DisplayPrefs } from '@/lib/display-prefs'
import type { Locale } from '@/lib/i18n/locales'
import { getLocale } from '@/lib/i18n/request-locale'
import { useTranslations } from 'next-intl'
import { ratesDay } from '@/lib/rates-as-of'

const PANEL_ID = 'display-preferences'

/**
 * The date staff last set the exchange rates, in the edition's words ('20 November 2026',
 * '20 نوفمبر 2026'), or null if unknown. English keeps the day-month order of the rates notes
 * elsewhere (lib/rates-as-of.ts).
 */
function ratesDate(ratesAsOf: string | null, locale: Locale): string | null {
  return ratesAsOf ? ratesDay(ratesAsOf, locale) : null
}

/**
 * The header's currency and area switch: no script of its own. A native popover opens it and
 * closes it on Escape or a tap outside; Apply posts the choice to /api/v1/preferences, which
 * sets the cookies and sends the visitor back to the same page. The server renders every price
 * from those cookies, so a page never shows AED first and then the visitor's currency. It works
 * the same before the app has hydrated and without JavaScript. The page it returns to is the one
 * the form was sent from (its Referer), so an Arabic page comes back in Arabic.
 */
export function DisplaySwitch({ display }: { display: DisplayPrefs }) {
  const locale = getLocale()
  const t = useTranslations('DisplaySwitch')
  // The note names the rates' date whichever currency is chosen: it is about the other ones.
  const asOf = ratesDate(display.ratesAsOf, locale)
  return (
    <>
      <button
        type="button"
        popoverTarget={PANEL_ID}
        aria-label={t('buttonLabel', {
          currency: display.currency,
          area: t(display.area).toLowerCase(),
        })}
        data-testid="display-switch"
        className="text-ink hover:border-ink/40 border-ink/15 inline-flex min-h-11 items-center gap-1.5 rounded-full border px-3.5 text-xs font-semibold tracking-wide tabular-nums transition-colors rtl:tracking-normal"
      >
        {display.currency}
        {/* The unit gives way between 1025 and 1279 px, where the header's links need the room. */}
        <span aria-hidden="true" className="text-stone-400 lg:max-xl:hidden">
          ·
        </span>
        <span className="font-medium whitespace-nowrap text-stone-600 lg:max-xl:hidden">
          {areaUnitShort({ area: display.area, locale })}
        </span>
        <svg aria-hidden="true" viewBox="0 0 12 12" className="size-3 text-stone-500">
          <path
            d="M3 4.5 6 7.5l3-3"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.4"
            strokeLinecap="round"
          />
        </svg>
      </button>
      <div
        id={PANEL_ID}
        popover="auto"
        role="dialog"
        aria-label={t('panelLabel')}
        className={cn(
          'display-switch-panel shadow-soft bg-ivory text-ink w-[min(22rem,calc(100vw-2rem))] rounded-2xl border border-stone-200 p-5',
        )}
      >
        <form method="post" action="/api/v1/preferences">
          <fieldset>
            <legend className="text-sand-700 mb-3 text-[0.7rem] font-semibold tracking-[0.2em] uppercase rtl:tracking-normal">
              {t('currency')}
            </legend>
            <div className="grid grid-cols-4 gap-2">
              {CURRENCIES.map((code) => (
                <Choice
                  key={code}
                  name="currency"
                  value={code}
                  checked={display.currency === code}
                  title={t(code)}
                >
                  {code}
                </Choice>
              ))}
            </div>
          </fieldset>
          <fieldset className="mt-5">
            <legend className="text-sand-700 mb-3 text-[0.7rem] font-semibold tracking-[0.2em] uppercase rtl:tracking-normal">
              {t('area')}
            </legend>
            <div className="grid grid-cols-2 gap-2">
              {(['sqft', 'sqm'] as const).map((unit) => (
                <Choice
                  key={unit}
                  name="area"
                  value={unit}
                  checked={display.area === unit}
                  title={t(unit)}
                >
                  {areaUnitShort({ area: unit, locale })}
                </Choice>
              ))}
            </div>
          </fieldset>
          <p className="mt-4 text-xs leading-relaxed text-stone-600">
            {asOf ? t('ratesNoteDated', { ratesDate: asOf }) : t('ratesNote')}
          </p>
          <button
            type="submit"
            className="bg-ink text-ivory hover:bg-ink-700 mt-4 inline-flex min-h-11 w-full items-center justify-center rounded-full text-sm font-semibold"
          >
            {t('apply')}
          </button>
        </form>
      </div>
    </>
  )
}

function Choice({
  name,
  value,
  checked,
  title,
  children,
}: {
  name: string
  value: string
  checked: boolean
  title: string
  children: React.ReactNode
}) {
  return (
    <label className="relative" title={title}>
      <input
        type="radio"
        name={name}
        value={value}
        defaultChecked={checked}
        className="peer sr-only"
      />
      <span className="peer-checked:bg-ink peer-checked:text-ivory peer-checked:border-ink peer-focus-visible:outline-sand-500 hover:border-ink/40 flex min-h-11 cursor-pointer items-center justify-center rounded-xl border border-stone-200 bg-white text-sm font-semibold tabular-nums transition-colors peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2">
        {children}
      </span>
      <span className="sr-only">{title}</span>
    </label>
  )
}
