import type { PaymentStage, Project, ProjectStatus, ProjectUnitType } from '@/lib/api/types'
import { areaUnitShort, formatArea, type DisplayPrefs } from '@/lib/display-prefs'

/**
 * The words a project page uses for its facts: status, handover, plan stages, months. Pure and
 * free of server code, so the payment-plan island can use them too.
 */

const STATUS_LABELS: Record<ProjectStatus, string> = {
  launching: 'Launching',
  'under-construction': 'Under construction',
  ready: 'Ready',
}

export function projectStatusLabel(status: ProjectStatus): string {
  return STATUS_LABELS[status]
}

/** 'Q3 2028': how developers and buyers state a handover. */
export function handoverLabel(handover: Project['handover']): string {
  return `Q${handover.quarter} ${handover.year}`
}

const STAGE_LABELS: Record<PaymentStage, string> = {
  booking: 'On booking',
  construction: 'During construction',
  handover: 'On handover',
  'post-handover': 'After handover',
}

export function stageLabel(stage: PaymentStage): string {
  return STAGE_LABELS[stage]
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/**
 * 'Mar 2027' for '2027-03' (or a full date '2027-03-14'). Written out rather than through Intl
 * so the server and every browser print the same text, whatever their locale data.
 * Anything else is shown as given.
 */
export function formatMonth(value: string): string {
  const match = /^(\d{4})-(\d{2})/.exec(value)
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined
  return match && month ? `${month} ${match[1]}` : value
}

/** '10%', '62.5%', '33.33%': a share as staff typed it, never a float artefact. */
export function formatPercent(value: number): string {
  return `${Math.round(value * 100) / 100}%`
}

/** The unit type a price calculation starts from: the cheapest, first listed on a tie; -1 if none. */
export function cheapestUnitIndex(units: readonly Pick<ProjectUnitType, 'priceFromAed'>[]): number {
  let best = -1
  units.forEach((unit, index) => {
    if (best === -1 || unit.priceFromAed < units[best]!.priceFromAed) best = index
  })
  return best
}

/** The highest price the calculator takes (AED): beyond it a typo, not a home. */
export const MAX_PRICE_AED = 1_000_000_000

/**
 * A price typed by a visitor, in whole dirhams: '1,650,000', '1 650 000', 'AED 1650000' and
 * '2.5m' all read; null for anything that is not a positive price up to MAX_PRICE_AED.
 */
export function parsePriceAed(text: string): number | null {
  const clean = text
    .replace(/aed/gi, '')
    .replace(/[\s,\u00a0\u202f]/g, '')
    .toLowerCase()
  const match = /^(\d+(?:\.\d+)?|\.\d+)(k|m)?$/.exec(clean)
  if (!match) return null
  const factor = match[2] === 'm' ? 1_000_000 : match[2] === 'k' ? 1_000 : 1
  const price = Math.round(Number(match[1]) * factor)
  return price > 0 && price <= MAX_PRICE_AED ? price : null
}

/** The short plan in words: '60/40' → '60% is paid before handover and 40% on handover or after it.' */
export function planSentence(short: string): string | null {
  const match = /^(\d+(?:\.\d+)?)\/(\d+(?:\.\d+)?)$/.exec(short)
  if (!match) return null
  const [, before, after] = match
  if (Number(after) === 0) return 'The whole price is paid before handover.'
  if (Number(before) === 0) return 'The whole price is paid on handover or after it.'
  return `${before}% is paid before handover and ${after}% on handover or after it.`
}

/** '750 – 1,100 sq ft' in the visitor's unit; one figure when the range is a single size. */
export function sizeRange(
  unit: Pick<ProjectUnitType, 'sizeFromSqft' | 'sizeToSqft'>,
  display: Pick<DisplayPrefs, 'area'>,
): string {
  const from = formatArea(unit.sizeFromSqft, display)
  const to = formatArea(unit.sizeToSqft, display)
  return `${from === to ? from : `${from} – ${to}`} ${areaUnitShort(display)}`
}
