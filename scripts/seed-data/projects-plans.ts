import type { SeedPaymentMilestone, SeedUnitType } from './types'

// Builders for payment-plan lines and unit types. Plans word the common milestones the same way
// across projects, and unit types stay one line each so a project's range reads like the
// developer's price list.

export function unit(
  type: SeedUnitType['type'],
  bedrooms: number,
  [sizeFromSqft, sizeToSqft]: readonly [number, number],
  priceFromAed: number,
  availability: SeedUnitType['availability'],
): SeedUnitType {
  return { type, bedrooms, sizeFromSqft, sizeToSqft, priceFromAed, availability }
}

export function onBooking(percent: number): SeedPaymentMilestone {
  return {
    label: 'Down payment on booking',
    percent,
    stage: 'booking',
    instalments: 1,
    dueMonthsAfterBooking: 0,
  }
}

export function duringConstruction(
  label: string,
  percent: number,
  instalments: number,
  firstDueMonth: number,
): SeedPaymentMilestone {
  return {
    label,
    percent,
    stage: 'construction',
    instalments,
    dueMonthsAfterBooking: firstDueMonth,
  }
}

export function onHandover(percent: number): SeedPaymentMilestone {
  return { label: 'On handover', percent, stage: 'handover', instalments: 1 }
}

export function afterHandover(
  label: string,
  percent: number,
  instalments: number,
): SeedPaymentMilestone {
  return { label, percent, stage: 'post-handover', instalments }
}
