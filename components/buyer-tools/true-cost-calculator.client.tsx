'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react'
import { useHydrated } from '@/components/filters/use-hydrated'
import { smoothScrollTo } from '@/components/layout/smooth-scroll'
import { lazyModule, whenNear } from '@/components/ui/lazy-module'
import type { MortgageRules, PurchaseFees } from '@/lib/buyer-tools/market-settings'
import { maxTermFor } from '@/lib/buyer-tools/true-cost'
import { TRUE_COST_QUERY_KEYS } from '@/lib/buyer-tools/true-cost-query'
import { cn } from '@/lib/cn'
import { formatMoney, type DisplayPrefs } from '@/lib/display-prefs'
import type { Locale } from '@/lib/i18n/locales'
import { getPathname } from '@/lib/i18n/navigation'
import {
  FIELD_ORDER,
  formatAmount,
  trueCostStateOf,
  type TrueCostFieldName,
  type TrueCostFormValues,
  type TrueCostState,
} from './true-cost-fields'
import { fieldAnchor, TrueCostForm, type BuyerToolsTexts } from './true-cost-form'
import { TrueCostResults } from './true-cost-results'

// The form's schema (zod) is fetched when the form comes near or is first touched, not with the
// page: the markup works without it, and the server has already worked out the first figures.
const validation = lazyModule(() => import('@/lib/validation/true-cost'))
const warmUp = () => void validation.load().catch(() => undefined)

export interface TrueCostCalculatorProps {
  /** What the fields start with (the server's figures are for these). */
  values: TrueCostFormValues
  /** The server's result for `values`. */
  initial: TrueCostState
  rules: MortgageRules
  fees: PurchaseFees
  /** The visitor's currency: the figures are shown in it, and the amounts typed in AED too. */
  currencyNote?: DisplayPrefs
  /** The page that works the figures out without JavaScript (given the edition's prefix here). */
  action?: string
  idPrefix?: string
  /** 2 on the calculator's own page, 3 inside a listing's section. */
  headingLevel?: 2 | 3
  className?: string
}

function readForm(form: HTMLFormElement): (name: string) => string | undefined {
  const data = new FormData(form)
  return (name) => {
    const value = data.get(name)
    return typeof value === 'string' ? value : undefined
  }
}

/**
 * Hints under the fields while the figures are good: what this buyer must put down, for how
 * long. Amounts are typed in AED, as the price is set and the fees are paid; a visitor who reads
 * the site in another currency sees the price and the least down payment in it too.
 */
function hintsOf(
  state: TrueCostState,
  rules: MortgageRules,
  locale: Locale,
  display: DisplayPrefs | undefined,
  t: BuyerToolsTexts,
): Partial<Record<TrueCostFieldName, string>> {
  if (!state.ok) return {}
  const { input, cost } = state
  const limit = input.residency === 'national' ? rules.maxAgeNational : rules.maxAgeExpat
  const longest = maxTermFor(rules, input.residency, input.age)
  const converted = (aed: number) =>
    display && display.currency !== 'AED' ? formatMoney(aed, { ...display, locale }) : undefined
  const price = converted(input.price)
  const least = { amount: formatAmount(cost.minDownPayment, locale), maxLtv: cost.maxLoanToValue }
  const leastConverted = converted(cost.minDownPayment)
  return {
    ...(price && { price: t('inYourCurrency', { amount: price }) }),
    downPayment: leastConverted
      ? t('hintDownPaymentConverted', { ...least, converted: leastConverted })
      : t('hintDownPayment', least),
    termYears: t('hintTerm', { years: longest }),
    age: t('hintAge', { limit }),
  }
}

/** On a phone the figures sit under the form: after Calculate, bring them up if out of sight. */
function showResults(results: HTMLElement | null) {
  if (!results) return
  const { top } = results.getBoundingClientRect()
  if (top >= 0 && top < window.innerHeight * 0.75) return
  const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches
  // The results' own scroll margin keeps them clear of the header, smoothed or not.
  if (!smoothScrollTo(results, { immediate: !smooth }))
    results.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' })
}

/**
 * The live calculator: the same form and figures as the server renders, worked out again on
 * every change with the same schema and calculation. Calculate stays on the page; without
 * JavaScript, or before this has hydrated, the form submits to the calculator page instead.
 */
export function TrueCostCalculator({
  values,
  initial,
  rules,
  fees,
  currencyNote,
  action: givenAction = '/mortgage-calculator',
  idPrefix = 'true-cost',
  headingLevel = 2,
  className,
}: TrueCostCalculatorProps) {
  const locale = useLocale()
  const t = useTranslations('BuyerTools')
  // The page in this edition: where the form goes without JavaScript, and the address compared
  // with the browser's (which carries the same prefix) below.
  const action = getPathname({ href: givenAction, locale })
  const formRef = useRef<HTMLFormElement>(null)
  const resultsRef = useRef<HTMLElement>(null)
  const [state, setState] = useState(initial)
  const hydrated = useHydrated()
  // Message keys with their figures: the fields and the summary show them in the page's edition.
  const errors = state.ok ? {} : state.errors

  const compute = useCallback(
    (module: typeof import('@/lib/validation/true-cost')): TrueCostState | null => {
      const form = formRef.current
      if (!form) return null
      const next = trueCostStateOf(
        module.parseTrueCost(module.trueCostValuesFrom(readForm(form)), rules),
        rules,
        fees,
      )
      setState(next)
      return next
    },
    [rules, fees],
  )

  const recompute = useCallback(async (): Promise<TrueCostState | null> => {
    return compute(validation.current ?? (await validation.load()))
  }, [compute])

  useEffect(() => {
    const form = formRef.current
    if (!form) return
    // Text typed (or an option picked) before hydration is still in the form: work it out now.
    const read = readForm(form)
    const changed = (Object.keys(TRUE_COST_QUERY_KEYS) as TrueCostFieldName[]).some(
      (field) => read(TRUE_COST_QUERY_KEYS[field]) !== values[field],
    )
    if (changed) recompute().catch(() => undefined)
    return whenNear(form, warmUp)
  }, [values, recompute])

  const onChange = useCallback(() => {
    recompute().catch(() => undefined)
  }, [recompute])

  const onSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault()
      const form = event.currentTarget
      recompute().then(
        (next) => {
          if (!next) return
          if (!next.ok) {
            const first = FIELD_ORDER.find((field) => next.errors[field])
            if (first) document.getElementById(fieldAnchor(idPrefix, first))?.focus()
            return
          }
          showResults(resultsRef.current)
          // On the calculator's own page the address keeps the figures, to share or come back to.
          if (window.location.pathname === action) {
            const read = readForm(form)
            const query = new URLSearchParams()
            for (const name of Object.values(TRUE_COST_QUERY_KEYS))
              query.set(name, read(name) ?? '')
            window.history.replaceState(null, '', `${action}?${query}`)
          }
        },
        // The schema could not be fetched: the server works the figures out instead.
        () => form.submit(),
      )
    },
    [recompute, action, idPrefix],
  )

  return (
    <div className={cn('@container', className)}>
      <div className="grid items-start gap-8 @2xl:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] @2xl:gap-10">
        <TrueCostForm
          idPrefix={idPrefix}
          values={values}
          errors={errors}
          hints={hintsOf(state, rules, locale, currencyNote, t)}
          action={action}
          formRef={formRef}
          onChange={onChange}
          onSubmit={onSubmit}
          onFocus={warmUp}
          hydrated={hydrated}
        />
        <TrueCostResults
          ref={resultsRef}
          locale={locale}
          state={state}
          fees={fees}
          idPrefix={idPrefix}
          display={currencyNote}
          headingLevel={headingLevel}
          className="@2xl:sticky @2xl:top-28"
        />
      </div>
    </div>
  )
}
