import type { PaymentMilestone } from '@/lib/api/types'
import { formatPercent, stageLabel } from './project-labels'

/** 'From month 6' for a milestone the plan pins to a month after booking; nothing otherwise. */
function pinnedNote(milestone: PaymentMilestone): string | null {
  const month = milestone.dueMonthsAfterBooking
  if (month == null || month === 0 || milestone.stage === 'handover') return null
  return `from month ${month}`
}

/** The plan as the developer states it: one row per milestone, with its share and instalments. */
export function PaymentPlanTable({
  milestones,
  projectName,
}: {
  milestones: PaymentMilestone[]
  projectName: string
}) {
  return (
    <div className="ring-ink/[0.06] overflow-x-auto rounded-2xl bg-white ring-1">
      <table className="w-full text-left text-[0.95rem]" data-testid="payment-plan-table">
        <caption className="sr-only">Payment plan milestones of {projectName}</caption>
        <thead>
          <tr className="border-b border-stone-200 text-[0.7rem] tracking-[0.16em] text-stone-600 uppercase">
            <th scope="col" className="px-5 py-3.5 font-semibold md:px-6">
              Milestone
            </th>
            <th scope="col" className="hidden px-4 py-3.5 font-semibold sm:table-cell">
              When
            </th>
            <th scope="col" className="px-4 py-3.5 text-right font-semibold">
              Share
            </th>
            <th scope="col" className="px-5 py-3.5 text-right font-semibold md:px-6">
              Instalments
            </th>
          </tr>
        </thead>
        <tbody>
          {milestones.map((milestone, index) => {
            const note = pinnedNote(milestone)
            return (
              <tr
                key={`${milestone.label}-${index}`}
                className="border-b border-stone-100 last:border-0"
                data-testid="plan-milestone"
              >
                <th scope="row" className="text-ink px-5 py-3.5 align-top font-semibold md:px-6">
                  <span data-testid="milestone-label">{milestone.label}</span>
                  {/* On a phone the "When" column folds under the label. */}
                  <span className="mt-0.5 block text-sm font-normal text-stone-600 sm:hidden">
                    {stageLabel(milestone.stage)}
                    {note && `, ${note}`}
                  </span>
                </th>
                <td className="text-ink/80 hidden px-4 py-3.5 align-top sm:table-cell">
                  {stageLabel(milestone.stage)}
                  {note && (
                    <span className="block text-sm text-stone-600 first-letter:uppercase">
                      {note}
                    </span>
                  )}
                </td>
                <td
                  className="text-ink px-4 py-3.5 text-right align-top font-semibold tabular-nums"
                  data-testid="milestone-percent"
                >
                  {formatPercent(milestone.percent)}
                </td>
                <td className="text-ink/80 px-5 py-3.5 text-right align-top tabular-nums md:px-6">
                  {milestone.instalments === 1
                    ? '1'
                    : `${milestone.instalments} × ${formatPercent(milestone.percent / milestone.instalments)}`}
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
