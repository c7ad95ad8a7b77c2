import { useTranslations } from 'next-intl'
import type { PaymentMilestone } from '@/lib/api/types'
import type { ProjectTexts } from './project-meta'
import { formatPercent, stageLabel } from './project-labels'

/** 'From month 6' for a milestone the plan pins to a month after booking; nothing otherwise. */
function pinnedNote(milestone: PaymentMilestone, t: ProjectTexts): string | null {
  const month = milestone.dueMonthsAfterBooking
  if (month == null || month === 0 || milestone.stage === 'handover') return null
  return t('fromMonth', { month })
}

/** The plan as the developer states it: one row per milestone, with its share and instalments. */
export function PaymentPlanTable({
  milestones,
  projectName,
  labelLang,
}: {
  milestones: PaymentMilestone[]
  projectName: string
  /** 'en' when the labels are the English of a project not yet in the page's edition. */
  labelLang?: 'en'
}) {
  const t = useTranslations('Projects')
  const labels = useTranslations('ProjectPlan.labels')
  return (
    <div className="ring-ink/[0.06] overflow-x-auto rounded-2xl bg-white ring-1">
      <table className="w-full text-start text-[0.95rem]" data-testid="payment-plan-table">
        <caption className="sr-only">{t('planCaption', { name: projectName })}</caption>
        <thead>
          <tr className="border-b border-stone-200 text-[0.7rem] tracking-[0.16em] text-stone-600 uppercase rtl:tracking-normal">
            <th scope="col" className="px-5 py-3.5 font-semibold md:px-6">
              {t('milestone')}
            </th>
            <th scope="col" className="hidden px-4 py-3.5 font-semibold sm:table-cell">
              {t('when')}
            </th>
            <th scope="col" className="px-4 py-3.5 text-end font-semibold">
              {t('share')}
            </th>
            <th scope="col" className="px-5 py-3.5 text-end font-semibold md:px-6">
              {t('instalments')}
            </th>
          </tr>
        </thead>
        <tbody>
          {milestones.map((milestone, index) => {
            const note = pinnedNote(milestone, t)
            return (
              <tr
                key={`${milestone.label}-${index}`}
                className="border-b border-stone-100 last:border-0"
                data-testid="plan-milestone"
              >
                <th scope="row" className="text-ink px-5 py-3.5 align-top font-semibold md:px-6">
                  <span data-testid="milestone-label" lang={labelLang}>
                    {milestone.label}
                  </span>
                  {/* On a phone the "When" column folds under the label. */}
                  <span className="mt-0.5 block text-sm font-normal text-stone-600 sm:hidden">
                    {stageLabel(milestone.stage, labels)}
                    {note && `${t('comma')}${note}`}
                  </span>
                </th>
                <td className="text-ink/80 hidden px-4 py-3.5 align-top sm:table-cell">
                  {stageLabel(milestone.stage, labels)}
                  {note && (
                    <span className="block text-sm text-stone-600 first-letter:uppercase">
                      {note}
                    </span>
                  )}
                </td>
                <td
                  className="text-ink px-4 py-3.5 text-end align-top font-semibold tabular-nums"
                  data-testid="milestone-percent"
                >
                  {formatPercent(milestone.percent)}
                </td>
                <td className="text-ink/80 px-5 py-3.5 text-end align-top tabular-nums md:px-6">
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
