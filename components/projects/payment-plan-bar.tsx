import { useTranslations } from 'next-intl'
import type { PaymentMilestone, PaymentStage } from '@/lib/api/types'
import { cn } from '@/lib/cn'
import { formatPercent, stageLabel } from './project-labels'

/** One tone per stage, darkest first: what is paid early reads heaviest. */
const STAGE_TONES: Record<PaymentStage, string> = {
  booking: 'bg-ink text-ivory',
  construction: 'bg-sand-500 text-ink',
  handover: 'bg-ink-600 text-ivory',
  'post-handover': 'bg-sand-200 text-ink',
}

/** A share too thin for its figure to fit inside it (percent of the bar). */
const LABEL_MIN_PERCENT = 9

/**
 * The plan at a glance: one segment per milestone, as wide as its share. Drawn for the eye only
 * (aria-hidden): the table beside it says the same to everyone. A flex row, so the first
 * payment sits at the start side of the page's direction (the right in Arabic).
 */
export function PaymentPlanBar({
  milestones,
  labelLang,
}: {
  milestones: PaymentMilestone[]
  /** 'en' when the labels are the English of a project not yet in the page's edition. */
  labelLang?: 'en'
}) {
  const labels = useTranslations('ProjectPlan.labels')
  const stages = [...new Set(milestones.map((m) => m.stage))]
  return (
    <div aria-hidden="true">
      <div
        className="flex h-11 w-full gap-0.5 overflow-hidden rounded-full bg-stone-200"
        data-testid="payment-plan-bar"
      >
        {milestones.map((milestone, index) => (
          <div
            key={`${milestone.label}-${index}`}
            data-testid="plan-bar-segment"
            data-percent={milestone.percent}
            // The title names the milestone: in English, the figure with it reads the same.
            lang={labelLang}
            className={cn(
              'flex min-w-0 items-center justify-center text-xs font-semibold tabular-nums',
              STAGE_TONES[milestone.stage],
            )}
            style={{ width: `${milestone.percent}%` }}
            title={`${milestone.label}: ${formatPercent(milestone.percent)}`}
          >
            {milestone.percent >= LABEL_MIN_PERCENT && formatPercent(milestone.percent)}
          </div>
        ))}
      </div>
      <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-1.5 text-sm text-stone-600">
        {stages.map((stage) => (
          <li key={stage} className="flex items-center gap-2">
            <span className={cn('size-2.5 rounded-full', STAGE_TONES[stage])} />
            {stageLabel(stage, labels)}{' '}
            <span className="text-ink font-semibold tabular-nums">
              {formatPercent(
                milestones.filter((m) => m.stage === stage).reduce((sum, m) => sum + m.percent, 0),
              )}
            </span>
          </li>
        ))}
      </ul>
    </div>
  )
}
