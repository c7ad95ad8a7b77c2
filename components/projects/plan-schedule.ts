import type { PaymentMilestone, Project } from '@/lib/api/types'
import { instalmentSchedule, type ScheduleRow } from '@/lib/buyer-tools/payment-plan'
import { parsePriceAed } from './project-labels'

/**
 * The calculator's answer for the price in its field: the dated instalments, or why there are
 * none. Shared by the server's first render and the island, so both print the same rows.
 */
export type PlanResult =
  { ok: true; priceAed: number; rows: ScheduleRow[] } | { ok: false; message: string }

export const PRICE_MISSING = 'Enter a price to see the instalments.'
export const PRICE_INVALID = 'Enter the price in AED, for example 1,650,000.'
export const PLAN_UNAVAILABLE = 'The instalments for this plan are available on request.'

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
  if (text.trim() === '') return { ok: false, message: PRICE_MISSING }
  const priceAed = parsePriceAed(text)
  if (priceAed === null) return { ok: false, message: PRICE_INVALID }
  try {
    return {
      ok: true,
      priceAed,
      rows: instalmentSchedule(priceAed, milestones, bookingDate, handover),
    }
  } catch {
    // A plan staff could not have saved (planIssues): no figures rather than wrong ones.
    return { ok: false, message: PLAN_UNAVAILABLE }
  }
}

/** 'Instalment 2 of 7' beside a milestone paid in several; nothing for a single payment. */
export function instalmentNote(
  row: Pick<ScheduleRow, 'instalment' | 'instalments'>,
): string | null {
  return row.instalments > 1 ? `${row.instalment} of ${row.instalments}` : null
}
