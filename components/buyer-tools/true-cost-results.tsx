import { useTranslations } from 'next-intl'
import type { ReactNode, Ref } from 'react'
import type { PurchaseFees } from '@/lib/buyer-tools/market-settings'
import { cn } from '@/lib/cn'
import { displayAmounts, formatMoney, type DisplayPrefs } from '@/lib/display-prefs'
import { localeInfo, type Locale } from '@/lib/i18n/locales'
import { useValidationText } from '@/components/forms/validation-text'
import { fieldAnchor, type BuyerToolsTexts } from './true-cost-form'
import { FIELD_ORDER, type TrueCostState } from './true-cost-fields'
import { ratesDay } from '@/lib/rates-as-of'

/**
 * The figures of one purchase, every amount in the visitor's currency. The fees are set in AED
 * and paid in AED, so when another currency is shown the two answers (monthly payment, cash
 * needed) also say what is paid in dirhams.
 */

const percents = new Map<Locale, Intl.NumberFormat>()
const IN_AED = { currency: 'AED', aedPerUnit: 1 } as const

function formatters(locale: Locale, display: DisplayPrefs | undefined) {
  let percent = percents.get(locale)
  if (!percent) {
    percent = new Intl.NumberFormat(localeInfo[locale].intl, { maximumFractionDigits: 2 })
    percents.set(locale, percent)
  }
  const format = percent
  const shown = display ?? IN_AED
  return {
    aed: (value: number) => formatMoney(value, { ...IN_AED, locale }),
    /** An amount in AED, in the visitor's currency. */
    money: (aed: number) => formatMoney(aed, { ...shown, locale }),
    /** An amount already in whole units of the visitor's currency (from displayAmounts). */
    units: (units: number) => formatMoney(units, { currency: shown.currency, aedPerUnit: 1, locale }),
    aedPerUnit: shown.aedPerUnit,
    pct: (value: number) => `${format.format(value)}%`,
  }
}

/** The day staff set the exchange rates, in the edition's words; null when nothing is converted. */
function ratesDate(display: DisplayPrefs, locale: Locale): string | null {
  return display.currency === 'AED' || !display.ratesAsOf ? null : ratesDay(display.ratesAsOf, locale)
}

/** Under an answer shown in another currency: the amount as it is paid, in dirhams. */
function PaidInAed({ text, display }: { text: string; display?: DisplayPrefs }) {
  if (!display || display.currency === 'AED') return null
  return <span className="block text-sm font-normal opacity-80">{text}</span>
}

function Row({
  label,
  detail,
  value,
  testId,
  strong,
}: {
  label: string
  detail?: string
  value: ReactNode
  testId: string
  strong?: boolean
}) {
  return (
    <div
      className={cn(
        'flex items-baseline justify-between gap-4 py-2.5',
        strong && 'border-ink/10 mt-1 border-t pt-3.5',
      )}
    >
      <dt className={cn('min-w-0 text-sm', strong ? 'text-ink font-semibold' : 'text-ink/75')}>
        {label}
        {detail && <span className="block text-xs text-stone-600">{detail}</span>}
      </dt>
      <dd
        className={cn(
          'text-ink shrink-0 text-end tabular-nums',
          strong ? 'text-base font-semibold' : 'text-sm font-medium',
        )}
        data-testid={testId}
      >
        {value}
      </dd>
    </div>
  )
}

export interface TrueCostResultsProps {
  ref?: Ref<HTMLElement>
  /** The page's edition (this markup is shared with the live island, so it cannot ask). */
  locale: Locale
  state: TrueCostState
  fees: PurchaseFees
  idPrefix: string
  display?: DisplayPrefs
  headingLevel?: 2 | 3
  className?: string
}

export function TrueCostResults({
  ref,
  locale,
  state,
  fees,
  idPrefix,
  display,
  headingLevel = 2,
  className,
}: TrueCostResultsProps) {
  const t = useTranslations('BuyerTools')
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const titleId = `${idPrefix}-results-title`
  return (
    <section
      ref={ref}
      aria-labelledby={titleId}
      className={cn(
        'ring-ink/[0.04] shadow-soft scroll-mt-28 rounded-2xl bg-white p-6 ring-1 sm:p-8',
        className,
      )}
    >
      <Heading
        id={titleId}
        className="text-sand-700 text-xs font-semibold tracking-[0.25em] uppercase rtl:tracking-normal"
      >
        {t('resultsTitle')}
      </Heading>
      {/* Updated in place as the visitor types, and read out when it changes. */}
      <div aria-live="polite" data-testid="true-cost-results" className="mt-5">
        {state.ok ? (
          <Figures
            locale={locale}
            t={t}
            state={state}
            fees={fees}
            display={display}
            subheading={headingLevel === 2 ? 'h3' : 'h4'}
          />
        ) : (
          <Problems state={state} idPrefix={idPrefix} t={t} />
        )}
      </div>
    </section>
  )
}

function Problems({
  state,
  idPrefix,
  t,
}: {
  state: Extract<TrueCostState, { ok: false }>
  idPrefix: string
  t: BuyerToolsTexts
}) {
  // The messages are keys with their figures, shown in the page's edition.
  const text = useValidationText()
  const problems = FIELD_ORDER.filter((field) => state.errors[field])
  return (
    <div data-testid="true-cost-problems">
      <p className="font-display text-ink text-2xl font-medium">{t('problemsTitle')}</p>
      <p className="text-ink/70 mt-2 text-sm leading-relaxed">{t('problemsNote')}</p>
      <ul className="mt-5 space-y-2 text-sm">
        {problems.map((field) => (
          <li key={field}>
            <a
              href={`#${fieldAnchor(idPrefix, field)}`}
              className="text-danger underline decoration-1 underline-offset-4 hover:decoration-2"
            >
              {text(state.errors[field]!)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}

function Figures({
  locale,
  t,
  state,
  fees,
  display,
  subheading: Subheading,
}: {
  locale: Locale
  t: BuyerToolsTexts
  state: Extract<TrueCostState, { ok: true }>
  fees: PurchaseFees
  display?: DisplayPrefs
  subheading: 'h3' | 'h4'
}) {
  const { input, cost } = state
  const { upfront } = cost
  const { aed, money, units, aedPerUnit, pct } = formatters(locale, display)
  const vat = pct(fees.vatPercent)
  const asOf = display ? ratesDate(display, locale) : null
  // The cash needed and its parts, rounded together so the rows add up to the totals shown.
  const [down = 0, dld = 0, waiver = 0, trustee = 0, registration = 0, agency = 0, valuation = 0] =
    displayAmounts(
      [
        input.downPayment,
        upfront.dldTransfer,
        -upfront.dldWaiver,
        upfront.trustee,
        upfront.mortgageRegistration,
        upfront.agency,
        upfront.valuation,
      ],
      aedPerUnit,
    )
  const upfrontTotal = dld + waiver + trustee + registration + agency + valuation
  return (
    <>
      {/* The two answers first; how they are made up follows. */}
      <p className="text-ink/70 text-sm">{t('monthlyPayment')}</p>
      <p
        className="font-display text-ink mt-1 text-4xl font-medium tabular-nums md:text-[2.75rem]"
        data-testid="true-cost-monthly"
      >
        {money(cost.monthlyPayment)}
      </p>
      <PaidInAed text={t('paidInAed', { amount: aed(cost.monthlyPayment) })} display={display} />
      <p className="mt-1 text-sm text-stone-600">
        {cost.loan > 0
          ? t('overTerm', { years: input.termYears, rate: pct(input.interestRate) })
          : t('cashPurchase')}
      </p>

      <div className="bg-ink text-ivory mt-6 rounded-xl px-5 py-4">
        <p className="text-ivory/75 text-xs font-semibold tracking-[0.2em] uppercase rtl:tracking-normal">
          {t('totalCash')}
        </p>
        <p
          className="font-display mt-1 text-3xl font-medium tabular-nums md:text-4xl"
          data-testid="true-cost-cash"
        >
          {units(down + upfrontTotal)}
        </p>
        <PaidInAed text={t('paidInAed', { amount: aed(cost.cashNeeded) })} display={display} />
        <p className="text-ivory/75 mt-1 text-xs tabular-nums">
          {t('cashBreakdown', { down: units(down), upfront: units(upfrontTotal) })}
        </p>
      </div>

      <dl className="mt-6">
        <Row label={t('downPayment')} value={units(down)} testId="true-cost-down-payment" />
        <Row label={t('loan')} value={money(cost.loan)} testId="true-cost-loan" />
        <Row
          label={t('loanToValue')}
          detail={t('loanToValueDetail')}
          value={pct(cost.loanToValue)}
          testId="true-cost-ltv"
        />
        <Row
          label={t('maxLoanToValue')}
          detail={t('maxLoanToValueDetail')}
          value={pct(cost.maxLoanToValue)}
          testId="true-cost-max-ltv"
        />
        {cost.loan > 0 && (
          <Row
            label={t('interest')}
            value={money(cost.totalInterest)}
            testId="true-cost-interest"
          />
        )}
      </dl>

      <Subheading className="text-ink border-ink/10 mt-4 border-t pt-5 text-sm font-semibold">
        {t('paidOnTransfer')}
      </Subheading>
      <dl className="mt-1">
        <Row
          label={t('dldFee')}
          detail={t('dldDetail', {
            percent: pct(fees.dldTransferPercent),
            admin: money(fees.dldAdminFee),
          })}
          value={units(dld)}
          testId="true-cost-dld"
        />
        {upfront.dldWaiver > 0 && (
          <Row
            label={t('dldWaiver')}
            detail={t('dldWaiverDetail', { percent: pct(cost.dldWaiverPercent) })}
            value={`− ${units(-waiver)}`}
            testId="true-cost-dld-waiver"
          />
        )}
        <Row
          label={t('trusteeFee')}
          detail={t('plusVat', {
            amount: money(
              input.price >= fees.trusteeThreshold ? fees.trusteeFeeHigh : fees.trusteeFeeLow,
            ),
            vat,
          })}
          value={units(trustee)}
          testId="true-cost-trustee"
        />
        <Row
          label={t('registration')}
          detail={
            cost.loan > 0
              ? t('registrationDetail', {
                  percent: pct(fees.mortgageRegistrationPercent),
                  fee: money(fees.mortgageRegistrationFee),
                })
              : t('notNeeded')
          }
          value={units(registration)}
          testId="true-cost-registration"
        />
        {/* Bought from the developer: no agency fee, said below rather than a line of zero. */}
        {cost.saleType === 'resale' && (
          <Row
            label={t('agencyFee')}
            detail={t('plusVat', { amount: pct(fees.agencyFeePercent), vat })}
            value={units(agency)}
            testId="true-cost-agency"
          />
        )}
        <Row
          label={t('valuation')}
          detail={cost.loan > 0 ? t('approximate') : t('notNeeded')}
          value={units(valuation)}
          testId="true-cost-valuation"
        />
        <Row
          label={t('totalUpfront')}
          value={units(upfrontTotal)}
          testId="true-cost-upfront"
          strong
        />
      </dl>

      {cost.saleType === 'primary' && (
        <p className="mt-3 text-sm leading-relaxed text-stone-600" data-testid="true-cost-no-agency">
          {t('noAgencyFee')}
        </p>
      )}

      {cost.goldenVisaEligible && (
        <p
          className="bg-sand-50 text-ink/85 ring-sand-200 mt-5 rounded-xl px-5 py-4 text-sm leading-relaxed ring-1"
          data-testid="true-cost-golden-visa"
        >
          <span className="text-ink font-semibold">{t('goldenVisaLead')}</span>{' '}
          {t('goldenVisaNote', { threshold: money(fees.goldenVisaThreshold) })}
        </p>
      )}

      <p className="mt-5 text-xs leading-relaxed text-stone-600">
        {t('estimate')}
        {asOf && t('conversions', { date: asOf })}
      </p>
    </>
  )
}
