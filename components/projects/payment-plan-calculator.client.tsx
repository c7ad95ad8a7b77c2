'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useCallback, useEffect, useId, useRef, useState } from 'react'
import { useHydrated } from '@/components/filters/use-hydrated'
import { cn } from '@/lib/cn'
import { formatMoney, type DisplayPrefs } from '@/lib/display-prefs'
import { formatNumber } from '@/lib/format'
import { planForPrice, planProblemMessage, type PlanInputs, type PlanResult } from './plan-schedule'
import { PlanScheduleTable } from './plan-schedule-table'
import { formatMonth } from './project-labels'

export interface PlanUnitOption {
  /** 'Studio Apartment', '2-bedroom Townhouse' ('شقة استوديو' in Arabic): already in the page's edition. */
  label: string
  priceAed: number
}

/** The select's entry for a price the visitor types rather than picks. */
const OWN_PRICE = 'own'

const labelClasses =
  'text-ink-600 block text-xs font-semibold tracking-[0.18em] uppercase rtl:tracking-normal'

/**
 * The payment-plan calculator: a unit type or a typed price in, the dated instalments out. Both
 * fields are uncontrolled, so a choice made or a price typed before this hydrates stays in the
 * page; on hydration the island reads them and works the figures out again. The first figures
 * are the server's (the cheapest unit type), so the schedule is there without JavaScript.
 */
export function PaymentPlanCalculator({
  units,
  initialIndex,
  plan,
  display,
  labelLang,
}: {
  units: PlanUnitOption[]
  /** The unit type the figures start from; -1 when the project lists none. */
  initialIndex: number
  plan: PlanInputs
  display: Pick<DisplayPrefs, 'currency' | 'aedPerUnit' | 'locale'>
  /** 'en' when the milestones' labels are the English of a project not yet in the edition. */
  labelLang?: 'en'
}) {
  // The server renders the island inside the same locale provider, so both print one edition;
  // its texts (ProjectPlan) come from the IslandTexts of the calculator's server half.
  const locale = useLocale()
  const t = useTranslations('ProjectPlan.calculator')
  const money = { ...display, locale }
  const initialText = units[initialIndex] ? formatNumber(units[initialIndex].priceAed, locale) : ''
  const [result, setResult] = useState<PlanResult>(() => planForPrice(initialText, plan))
  const priceRef = useRef<HTMLInputElement>(null)
  const unitRef = useRef<HTMLSelectElement>(null)
  const hydrated = useHydrated()
  const id = useId()
  const unitId = `${id}-unit`
  const priceId = `${id}-price`
  const messageId = `${id}-message`

  /** A price typed: its schedule, and the unit list shows the type at that price, if any. */
  const fromPrice = useCallback(
    (text: string) => {
      const next = planForPrice(text, plan)
      setResult(next)
      const select = unitRef.current
      if (!select) return
      const price = next.ok ? next.priceAed : null
      if (units[Number(select.value)]?.priceAed === price) return
      const match = units.findIndex((unit) => unit.priceAed === price)
      select.value = match >= 0 ? String(match) : OWN_PRICE
    },
    [plan, units],
  )

  /** A unit type picked: its from-price goes into the price field and is worked out. */
  const fromUnit = useCallback(
    (value: string) => {
      const input = priceRef.current
      const unit = units[Number(value)]
      if (!input) return
      if (value === OWN_PRICE || !unit) {
        input.focus()
        input.select()
        return
      }
      input.value = formatNumber(unit.priceAed, locale)
      setResult(planForPrice(input.value, plan))
    },
    [plan, units, locale],
  )

  useEffect(() => {
    // What was typed or picked before hydration is still in the fields: work it out now.
    const typed = priceRef.current?.value ?? initialText
    const picked = unitRef.current?.value ?? String(initialIndex)
    if (typed !== initialText) fromPrice(typed)
    else if (picked !== String(initialIndex) && picked !== OWN_PRICE) fromUnit(picked)
  }, [initialText, initialIndex, fromPrice, fromUnit])

  const invalid = !result.ok && result.problem === 'price-invalid'
  return (
    <div data-testid="plan-calculator" data-hydrated={hydrated || undefined}>
      <div className="grid gap-6 sm:grid-cols-2">
        {units.length > 0 && (
          <div>
            <label htmlFor={unitId} className={labelClasses}>
              {t('unitType')}
            </label>
            <div className="border-ink/50 relative mt-1 border-b">
              <select
                id={unitId}
                name="unit"
                ref={unitRef}
                defaultValue={String(initialIndex)}
                onChange={(event) => fromUnit(event.currentTarget.value)}
                className="text-ink min-h-11 w-full cursor-pointer appearance-none truncate border-0 bg-transparent py-2.5 ps-0 pe-8 text-base"
              >
                {units.map((unit, index) => (
                  <option key={index} value={index}>
                    {t('unitOption', {
                      label: unit.label,
                      price: formatMoney(unit.priceAed, money),
                    })}
                  </option>
                ))}
                <option value={OWN_PRICE}>{t('anotherPrice')}</option>
              </select>
              <svg
                aria-hidden="true"
                viewBox="0 0 12 12"
                className="pointer-events-none absolute end-1 top-1/2 size-3.5 -translate-y-1/2 text-stone-600"
              >
                <path
                  d="M3 4.5 6 7.5l3-3"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.4"
                  strokeLinecap="round"
                />
              </svg>
            </div>
          </div>
        )}
        <div className="group">
          <label htmlFor={priceId} className={labelClasses}>
            {t('priceInAed')}
          </label>
          <div className="border-ink/50 has-[[aria-invalid=true]]:border-danger mt-1 flex items-baseline gap-2 border-b">
            {/* Text, not type=number: '1,650,000' is a price, and a number field would hand over ''. */}
            <input
              id={priceId}
              name="price"
              ref={priceRef}
              type="text"
              inputMode="numeric"
              defaultValue={initialText}
              autoComplete="off"
              spellCheck={false}
              aria-invalid={invalid || undefined}
              aria-describedby={messageId}
              onChange={(event) => fromPrice(event.currentTarget.value)}
              className="text-ink min-h-11 w-full min-w-0 border-0 bg-transparent px-0 py-2.5 text-lg tabular-nums focus:ring-0 focus:outline-none"
            />
            <span aria-hidden="true" className="shrink-0 text-sm font-semibold text-stone-600">
              {t('aed')}
            </span>
          </div>
          <span
            aria-hidden="true"
            className="bg-sand-600 pointer-events-none relative -mt-0.5 block h-0.5 origin-left scale-x-0 transition-transform duration-300 group-focus-within:scale-x-100 motion-reduce:transition-none rtl:origin-right"
          />
          <p
            id={messageId}
            className={cn('mt-2 text-sm', invalid ? 'text-danger' : 'text-stone-600')}
            data-testid="plan-message"
          >
            {result.ok ? t('priceHint') : planProblemMessage(result.problem, t)}
          </p>
        </div>
      </div>

      <p className="sr-only" aria-live="polite" data-testid="plan-summary">
        {result.ok &&
          t('summary', {
            count: result.rows.length,
            first: formatMonth(result.rows[0]!.dueMonth, locale),
            last: formatMonth(result.rows.at(-1)!.dueMonth, locale),
            total: formatMoney(result.priceAed, money),
          })}
      </p>
      {result.ok && (
        <div className="mt-8">
          <PlanScheduleTable
            rows={result.rows}
            priceAed={result.priceAed}
            bookingDate={plan.bookingDate}
            display={money}
            locale={locale}
            labelLang={labelLang}
          />
        </div>
      )}
    </div>
  )
}
