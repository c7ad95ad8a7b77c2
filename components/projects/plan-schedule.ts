import type { Texts } from '@/lib/i18n/texts'
import type { PaymentMilestone, Project } from '@/lib/api/types'
import { instalmentSchedule, type ScheduleRow } from '@/lib/buyer-tools/payment-plan'
import { parsePriceAed } from './project-labels'

/** The calculator's texts in the page's edition ('ProjectPlan.calculator'). */
export type PlanTexts = Texts<'ProjectPlan.calculator'>

/** Why there are no figures: no price, a price that cannot be read, a plan that cannot be worked out. */
export type PlanProblem = 'price-missing' | 'price-invalid' | 'plan-unavailable'

/**
 * The calculator's answer for the price in its field: the dated instalments, or why there are
 * none. Shared by the server's first render and the island, so both print the same rows.
 */
export type PlanResult =
  { ok: true; priceAed: number; rows: ScheduleRow[] } | { ok: false; problem: PlanProblem }

/** The words for a problem in the page's edition (whose calculator texts `t` is). */
export function planProblemMessage(problem: PlanProblem, t: PlanTexts): string {
  if (problem === 'price-missing') return t('priceMissing')
  if (problem === 'price-invalid') return t('priceInvalid')
  return t('planUnavailable')
}

export interface PlanInputs {
  milestones: readonly PaymentMilestone[]
  /** The booking day, ISO: the server's today, so the page and the island agree. */
  bookingDate: string
  handover: Project['handover']
}

export function planForPrice(
  text: string,
  { milestones, bookingDate, handover }: PlanInputs,
): PlanResult {
  if (text.trim() === '') return { ok: false, problem: 'price-missing' }
  const priceAed = parsePriceAed(text)
  if (priceAed === null) return { ok: false, problem: 'price-invalid' }
  try {
    return {
      ok: true,
      priceAed,
      rows: instalmentSchedule(priceAed, milestones, bookingDate, handover),
    }
  } catch {
    // A plan staff could not have saved (planIssues): no figures rather than wrong ones.
    return { ok: false, problem: 'plan-unavailable' }
  }
}

/** '2 of 7' beside a milestone paid in several instalments; nothing for a single payment. */
export function instalmentNote(
  row: Pick<ScheduleRow, 'instalment' | 'instalments'>,
  t: PlanTexts,
): string | null {
  return row.instalments > 1
    ? t('instalmentOf', { instalment: row.instalment, instalments: row.instalments })
    : null
}

