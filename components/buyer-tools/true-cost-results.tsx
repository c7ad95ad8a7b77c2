import { ratesAsOfText } from '@/lib/rates-as-of'
import type { ReactNode, Ref } from 'react'
import type { PurchaseFees } from '@/lib/buyer-tools/market-settings'
import { cn } from '@/lib/cn'
import { formatMoney, type DisplayPrefs } from '@/lib/display-prefs'
import { fieldAnchor } from './true-cost-form'
import { FIELD_ORDER, type TrueCostState } from './true-cost-fields'

/**
 * The figures of one purchase: every amount in AED (the fees are set in AED), the monthly
 * payment and the cash needed also in the visitor's currency when it is another.
 */

const AED = { currency: 'AED', aedPerUnit: 1 } as const
const aed = (value: number) => formatMoney(value, AED)
const percent = new Intl.NumberFormat('en-AE', { maximumFractionDigits: 2 })
const pct = (value: number) => `${percent.format(value)}%`

function Converted({ value, display }: { value: number; display?: DisplayPrefs }) {
  if (!display || display.currency === 'AED') return null
  return (
    <span className="block text-sm font-normal opacity-80">≈ {formatMoney(value, display)}</span>
  )
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
          'text-ink shrink-0 text-right tabular-nums',
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
  state: TrueCostState
  fees: PurchaseFees
  idPrefix: string
  display?: DisplayPrefs
  headingLevel?: 2 | 3
  className?: string
}

export function TrueCostResults({
  ref,
  state,
  fees,
  idPrefix,
  display,
  headingLevel = 2,
  className,
}: TrueCostResultsProps) {
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
        className="text-sand-700 text-xs font-semibold tracking-[0.25em] uppercase"
      >
        Your figures
      </Heading>
      {/* Updated in place as the visitor types, and read out when it changes. */}
      <div aria-live="polite" data-testid="true-cost-results" className="mt-5">
        {state.ok ? (
          <Figures
            state={state}
            fees={fees}
            display={display}
            subheading={headingLevel === 2 ? 'h3' : 'h4'}
          />
        ) : (
          <Problems state={state} idPrefix={idPrefix} />
        )}
      </div>
    </section>
  )
}

function Problems({
  state,
  idPrefix,
}: {
  state: Extract<TrueCostState, { ok: false }>
  idPrefix: string
}) {
  const problems = FIELD_ORDER.filter((field) => state.errors[field])
  return (
    <div data-testid="true-cost-problems">
      <p className="font-display text-ink text-2xl font-medium">A figure needs another look</p>
      <p className="text-ink/70 mt-2 text-sm leading-relaxed">
        Correct it and the costs are worked out again straight away.
      </p>
      <ul className="mt-5 space-y-2 text-sm">
        {problems.map((field) => (
          <li key={field}>
            <a
              href={`#${fieldAnchor(idPrefix, field)}`}
              className="text-danger underline decoration-1 underline-offset-4 hover:decoration-2"
            >
              {state.errors[field]}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}

function Figures({
  state,
  fees,
  display,
  subheading: Subheading,
}: {
  state: Extract<TrueCostState, { ok: true }>
  fees: PurchaseFees
  display?: DisplayPrefs
  subheading: 'h3' | 'h4'
}) {
  const { input, cost } = state
  const { upfront } = cost
  const vat = `+ ${pct(fees.vatPercent)} VAT`
  const ratesNote = display ? ratesAsOfText(display) : null
  return (
    <>
      {/* The two answers first; how they are made up follows. */}
      <p className="text-ink/70 text-sm">Monthly payment</p>
      <p
        className="font-display text-ink mt-1 text-4xl font-medium tabular-nums md:text-[2.75rem]"
        data-testid="true-cost-monthly"
      >
        {aed(cost.monthlyPayment)}
      </p>
      <Converted value={cost.monthlyPayment} display={display} />
      <p className="mt-1 text-sm text-stone-600">
        {cost.loan > 0
          ? `Over ${input.termYears} ${input.termYears === 1 ? 'year' : 'years'} at ${pct(input.interestRate)} a year`
          : 'No loan: a cash purchase'}
      </p>

      <div className="bg-ink text-ivory mt-6 rounded-xl px-5 py-4">
        <p className="text-ivory/75 text-xs font-semibold tracking-[0.2em] uppercase">
          Total cash needed
        </p>
        <p
          className="font-display mt-1 text-3xl font-medium tabular-nums md:text-4xl"
          data-testid="true-cost-cash"
        >
          {aed(cost.cashNeeded)}
        </p>
        <Converted value={cost.cashNeeded} display={display} />
        <p className="text-ivory/75 mt-1 text-xs tabular-nums">
          {aed(input.downPayment)} down payment + {aed(upfront.total)} upfront costs
        </p>
      </div>

      <dl className="mt-6">
        <Row label="Down payment" value={aed(input.downPayment)} testId="true-cost-down-payment" />
        <Row label="Loan" value={aed(cost.loan)} testId="true-cost-loan" />
        <Row
          label="Loan-to-value"
          detail="Share of the price borrowed"
          value={pct(cost.loanToValue)}
          testId="true-cost-ltv"
        />
        <Row
          label="Maximum loan-to-value"
          detail="UAE Central Bank cap for this buyer"
          value={pct(cost.maxLoanToValue)}
          testId="true-cost-max-ltv"
        />
        {cost.loan > 0 && (
          <Row
            label="Interest over the term"
            value={aed(cost.totalInterest)}
            testId="true-cost-interest"
          />
        )}
      </dl>

      <Subheading className="text-ink border-ink/10 mt-4 border-t pt-5 text-sm font-semibold">
        Paid on the day of transfer
      </Subheading>
      <dl className="mt-1">
        <Row
          label="DLD transfer fee"
          detail={`${pct(fees.dldTransferPercent)} + ${aed(fees.dldAdminFee)} admin`}
          value={aed(upfront.dldTransfer)}
          testId="true-cost-dld"
        />
        <Row
          label="Trustee office fee"
          detail={`${aed(input.price >= fees.trusteeThreshold ? fees.trusteeFeeHigh : fees.trusteeFeeLow)} ${vat}`}
          value={aed(upfront.trustee)}
          testId="true-cost-trustee"
        />
        <Row
          label="Mortgage registration"
          detail={
            cost.loan > 0
              ? `${pct(fees.mortgageRegistrationPercent)} of the loan + ${aed(fees.mortgageRegistrationFee)}`
              : 'Not needed without a loan'
          }
          value={aed(upfront.mortgageRegistration)}
          testId="true-cost-registration"
        />
        <Row
          label="Agency fee"
          detail={`${pct(fees.agencyFeePercent)} ${vat}`}
          value={aed(upfront.agency)}
          testId="true-cost-agency"
        />
        <Row
          label="Bank valuation"
          detail={cost.loan > 0 ? 'Approximate' : 'Not needed without a loan'}
          value={aed(upfront.valuation)}
          testId="true-cost-valuation"
        />
        <Row
          label="Total upfront costs"
          value={aed(upfront.total)}
          testId="true-cost-upfront"
          strong
        />
      </dl>

      {cost.goldenVisaEligible && (
        <p
          className="bg-sand-50 text-ink/85 ring-sand-200 mt-5 rounded-xl px-5 py-4 text-sm leading-relaxed ring-1"
          data-testid="true-cost-golden-visa"
        >
          <span className="text-ink font-semibold">Golden Visa.</span> A property worth{' '}
          {aed(fees.goldenVisaThreshold)} or more can qualify its owner for the UAE’s ten-year
          Golden Visa, subject to the authorities’ conditions. Your adviser can take you through
          them.
        </p>
      )}

      <p className="mt-5 text-xs leading-relaxed text-stone-600">
        An estimate for guidance, not an offer of finance.
        {ratesNote && ` Conversions use ${ratesNote}.`}
      </p>
    </>
  )
}
