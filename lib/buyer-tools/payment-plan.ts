/**
 * An off-plan project's payment plan: ordered milestones ("10 % on booking", "40 % during
 * construction in 4 instalments", "50 % on handover"), the checks staff see when they save one,
 * the short form buyers compare plans by ("50/50") and the dated instalments for one home.
 * Pure: no database, no clock; dates are whole months, which is what a plan promises.
 */

export const PLAN_STAGES = ['booking', 'construction', 'handover', 'post-handover'] as const
export type PlanStage = (typeof PLAN_STAGES)[number]

export interface PlanMilestone {
  label: string
  /** Share of the price, in percent. */
  percent: number
  stage: PlanStage
  instalments: number
  /** When the milestone's first instalment falls, if the plan pins it (months after booking). */
  dueMonthsAfterBooking?: number | null
}

export interface Handover {
  quarter: 1 | 2 | 3 | 4
  year: number
}

export interface ScheduleRow {
  label: string
  stage: PlanStage
  /** 1-based: instalment 2 of 4. */
  instalment: number
  instalments: number
  /** This row's share of the price, in percent. */
  percent: number
  /** The month it falls due, `YYYY-MM`. */
  dueMonth: string
  /** Whole dirhams; the rows add up to the price exactly. */
  amountAed: number
}

/** Percent as staff write it: 40, 62.5, 33.33 — never 33.330000000000005. */
function formatPercent(value: number): string {
  return String(Math.round(value * 100) / 100)
}

const sumOf = (values: readonly number[]): number => values.reduce((total, value) => total + value, 0)

/** Floating-point sums of shares like 33.33 + 33.33 + 33.34 are compared at 1/100 of a percent. */
const hundredths = (value: number): number => Math.round(value * 100)

/**
 * What is wrong with a plan, in words a staff member acts on; empty when the plan can be saved.
 * Every milestone is checked, so one save shows every problem at once.
 */
export function planIssues(milestones: readonly PlanMilestone[]): string[] {
  if (milestones.length === 0) return ['Add at least one payment milestone.']
  const issues: string[] = []
  milestones.forEach((m, index) => {
    const name = m.label?.trim() ? `Milestone ${index + 1} (“${m.label.trim()}”)` : `Milestone ${index + 1}`
    if (!m.label?.trim()) issues.push(`${name} needs a label, e.g. “10 % on booking”.`)
    if (!Number.isFinite(m.percent) || m.percent <= 0 || m.percent > 100) {
      issues.push(`${name}: the share must be more than 0 % and at most 100 %.`)
    }
    if (!Number.isInteger(m.instalments) || m.instalments < 1) {
      issues.push(`${name}: the number of instalments must be a whole number, at least 1.`)
    }
    const due = m.dueMonthsAfterBooking
    if (due != null && (!Number.isInteger(due) || due < 0)) {
      issues.push(`${name}: months after booking must be a whole number, 0 or more.`)
    }
  })
  const shares = milestones.map((m) => (Number.isFinite(m.percent) ? m.percent : 0))
  const total = sumOf(shares)
  if (hundredths(total) !== 10_000) {
    issues.push(`The payment plan adds up to ${formatPercent(total)} %; it must add up to 100 %.`)
  }
  return issues
}

const beforeHandover = (stage: PlanStage): boolean => stage === 'booking' || stage === 'construction'

/**
 * The plan as buyers compare them: the share paid before handover, then the share paid on and
 * after it ("60/40", "30/70"). Empty for an empty plan.
 */
export function planShort(milestones: readonly PlanMilestone[]): string {
  if (milestones.length === 0) return ''
  const before = sumOf(milestones.filter((m) => beforeHandover(m.stage)).map((m) => m.percent))
  const after = sumOf(milestones.filter((m) => !beforeHandover(m.stage)).map((m) => m.percent))
  return `${formatPercent(before)}/${formatPercent(after)}`
}

/** Months counted from year 0 (month index 0-11), so month arithmetic is plain addition. */
type MonthNumber = number

function monthOfBooking(bookingDate: Date | string): MonthNumber {
  if (typeof bookingDate === 'string') {
    const match = /^(\d{4})-(\d{2})/.exec(bookingDate)
    if (!match) throw new RangeError(`booking date ${bookingDate} is not YYYY-MM-DD`)
    return Number(match[1]) * 12 + Number(match[2]) - 1
  }
  if (Number.isNaN(bookingDate.getTime())) throw new RangeError('booking date is not a date')
  return bookingDate.getUTCFullYear() * 12 + bookingDate.getUTCMonth()
}

/** A handover in Q3 2028 falls due in September 2028: the last month of the quarter. */
export function handoverMonth(handover: Handover): string {
  return formatMonth(handover.year * 12 + handover.quarter * 3 - 1)
}

function formatMonth(month: MonthNumber): string {
  return `${Math.floor(month / 12)}-${String((month % 12) + 1).padStart(2, '0')}`
}

/**
 * Month offsets from booking of a milestone's instalments, given the months from booking to
 * handover (never negative: a project already handed over is paid from the booking on).
 * - booking: at the booking (or the pinned month), then monthly;
 * - construction: spread evenly strictly between booking and handover, or from the pinned month
 *   up to (not including) handover;
 * - handover: in the handover month, then monthly;
 * - post-handover: monthly from the month after handover (or from the pinned month).
 */
function offsetsOf(m: PlanMilestone, toHandover: number): number[] {
  const n = m.instalments
  const pinned = m.dueMonthsAfterBooking ?? undefined
  const steps = Array.from({ length: n }, (_, i) => i)
  switch (m.stage) {
    case 'booking':
      return steps.map((i) => (pinned ?? 0) + i)
    case 'construction':
      if (pinned === undefined) return steps.map((i) => Math.round(((i + 1) * toHandover) / (n + 1)))
      return steps.map((i) => pinned + Math.round((i * Math.max(0, toHandover - pinned)) / n))
    case 'handover':
      return steps.map((i) => toHandover + i)
    case 'post-handover':
      return steps.map((i) => (pinned ?? toHandover + 1) + i)
  }
}

/**
 * Every instalment of a plan for one home, in plan order, with the month it falls due and its
 * amount in whole dirhams. Amounts are rounded on the running total, so the rows add up to
 * the price to the dirham and no row is more than one dirham off its exact share.
 * Throws a RangeError for a plan that planIssues would refuse or a price that is not positive.
 */
export function instalmentSchedule(
  priceAed: number,
  milestones: readonly PlanMilestone[],
  bookingDate: Date | string,
  handover: Handover,
): ScheduleRow[] {
  if (!Number.isFinite(priceAed) || priceAed <= 0) throw new RangeError('the price must be more than 0 AED')
  const [issue] = planIssues(milestones)
  if (issue) throw new RangeError(issue)
  if (![1, 2, 3, 4].includes(handover.quarter) || !Number.isInteger(handover.year)) {
    throw new RangeError('the handover must be a quarter (1-4) and a year')
  }
  const booking = monthOfBooking(bookingDate)
  const toHandover = Math.max(0, handover.year * 12 + handover.quarter * 3 - 1 - booking)

  const rows: ScheduleRow[] = []
  let exactSoFar = 0
  let paidSoFar = 0
  for (const m of milestones) {
    const share = m.percent / m.instalments
    offsetsOf(m, toHandover).forEach((offset, i) => {
      exactSoFar += (priceAed * share) / 100
      const amountAed = Math.round(exactSoFar) - paidSoFar
      paidSoFar += amountAed
      rows.push({
        label: m.label.trim(),
        stage: m.stage,
        instalment: i + 1,
        instalments: m.instalments,
        percent: Math.round(share * 100) / 100,
        dueMonth: formatMonth(booking + offset),
        amountAed,
      })
    })
  }
  // Shares that add up to 100 only to 1/100 of a percent would leave a dirham or two over.
  const last = rows[rows.length - 1]!
  last.amountAed += Math.round(priceAed) - paidSoFar
  return rows
}
