import type { Project } from '@/lib/api/types'
import type { DisplayPrefs } from '@/lib/display-prefs'
import { unitTypeLabel } from '@/lib/project-units'
import {
  PaymentPlanCalculator as Island,
  type PlanUnitOption,
} from './payment-plan-calculator.client'
import { cheapestUnitIndex } from './project-labels'

/**
 * The calculator's server half: only what the island needs crosses to the browser (unit names
 * and prices, the plan, the handover, the booking day and the visitor's currency).
 */
export function PaymentPlanCalculator({
  project,
  display,
  bookingDate,
}: {
  project: Pick<Project, 'name' | 'paymentPlan' | 'handover' | 'unitTypes'>
  display: DisplayPrefs
  /** ISO: the server's today, given to the island so both date the instalments alike. */
  bookingDate: string
}) {
  const units: PlanUnitOption[] = project.unitTypes.map((unit) => ({
    label: `${unitTypeLabel(unit)}${unit.availability === 'sold-out' ? ' (sold out)' : ''}`,
    priceAed: unit.priceFromAed,
  }))
  return (
    <section
      aria-labelledby="plan-calculator-heading"
      className="rounded-2xl bg-stone-100 px-5 py-7 md:px-8 md:py-9"
    >
      <h3
        id="plan-calculator-heading"
        className="font-display text-ink text-2xl font-medium md:text-[1.75rem]"
      >
        Your instalments, month by month
      </h3>
      <p className="text-ink/75 mt-2 mb-7 max-w-prose leading-relaxed">
        Pick a unit type or type the price you were quoted: each payment is dated from a booking
        this month. The developer’s notices set the exact due dates as construction progresses.
      </p>
      <Island
        units={units}
        initialIndex={cheapestUnitIndex(project.unitTypes)}
        plan={{ milestones: project.paymentPlan, bookingDate, handover: project.handover }}
        display={{ currency: display.currency, aedPerUnit: display.aedPerUnit }}
      />
    </section>
  )
}
