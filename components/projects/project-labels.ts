import type { Texts } from '@/lib/i18n/texts'
import type { PaymentStage, Project, ProjectStatus, ProjectUnitType } from '@/lib/api/types'
import { areaUnitLabel, formatArea, type DisplayPrefs } from '@/lib/display-prefs'
import { localeInfo, type Locale } from '@/lib/i18n/locales'

/**
 * The words a project page uses for its facts: status, handover, plan stages, months. Pure and
 * free of server code, so the payment-plan island can use them too. Those with words take the
 * edition's labels (`t`: the 'ProjectPlan.labels' texts); months take the edition, English when
 * none is given.
 */

/** The project labels in the page's edition (useTranslations' 'ProjectPlan.labels'). */
export type ProjectLabelTexts = Texts<'ProjectPlan.labels'>

export function projectStatusLabel(status: ProjectStatus, t: ProjectLabelTexts): string {
  return t(`status.${status}`)
}

/** 'Q3 2028' ('الربع الثالث 2028'): how developers and buyers state a handover. */
export function handoverLabel(handover: Project['handover'], t: ProjectLabelTexts): string {
  return t('handover', { quarter: handover.quarter, year: handover.year })
}

/** A listing's handover as staff type it ('Q4 2027'), in the page's words; other text as it is. */
export function handoverText(text: string, t: ProjectLabelTexts): string {
  const quarter = /^Q([1-4])\s+(\d{4})$/.exec(text.trim())
  if (!quarter) return text
  return handoverLabel(
    { quarter: Number(quarter[1]) as 1 | 2 | 3 | 4, year: Number(quarter[2]) },
    t,
  )
}

export function stageLabel(stage: PaymentStage, t: ProjectLabelTexts): string {
  return t(`stage.${stage}`)
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

// Made on first use, per edition other than English (see formatMonth).
const monthFormats = new Map<Locale, Intl.DateTimeFormat>()
function monthFormat(locale: Locale): Intl.DateTimeFormat {
  let format = monthFormats.get(locale)
  if (!format) {
    format = new Intl.DateTimeFormat(localeInfo[locale].intl, {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    })
    monthFormats.set(locale, format)
  }
  return format
}

/**
 * 'Mar 2027' for '2027-03' (or a full date '2027-03-14'); 'مارس 2027' in Arabic. English is
 * written out rather than through Intl so the server and every browser print the same text,
 * whatever their locale data; Arabic month names come from Intl, whose Gulf names (يناير …
 * ديسمبر) every current engine shares. Anything else is shown as given.
 */
export function formatMonth(value: string, locale: Locale = 'en'): string {
  const match = /^(\d{4})-(\d{2})/.exec(value)
  const index = match ? Number(match[2]) - 1 : -1
  const month = MONTHS[index]
  if (!match || !month) return value
  if (locale === 'en') return `${month} ${match[1]}`
  return monthFormat(locale).format(new Date(Date.UTC(Number(match[1]), index, 1)))
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

/** Arabic-Indic and Persian digits as the Western ones a price is read in. */
function westernDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) =>
    String((digit.codePointAt(0)! - 0x0660) % 0x90),
  )
}

/**
 * A price typed by a visitor, in whole dirhams: '1,650,000', '1 650 000', 'AED 1650000' and
 * '2.5m' all read, and so do an Arabic keyboard's '١٬٦٥٠٬٠٠٠ درهم'; null for anything that is
 * not a positive price up to MAX_PRICE_AED.
 */
export function parsePriceAed(text: string): number | null {
  const clean = westernDigits(text)
    .replace(/aed|درهم/gi, '')
    // The Arabic decimal separator is a point; the Arabic thousands separator goes with the commas.
    .replace(/\u066b/g, '.')
    .replace(/[\s,\u066c\u060c\u00a0\u202f\u200f\u200e]/g, '')
    .toLowerCase()
  const match = /^(\d+(?:\.\d+)?|\.\d+)(k|m)?$/.exec(clean)
  if (!match) return null
  const factor = match[2] === 'm' ? 1_000_000 : match[2] === 'k' ? 1_000 : 1
  const price = Math.round(Number(match[1]) * factor)
  return price > 0 && price <= MAX_PRICE_AED ? price : null
}

/** The short plan in words: '60/40' → '60% is paid before handover and 40% on handover or after it.' */
export function planSentence(short: string, t: ProjectLabelTexts): string | null {
  const match = /^(\d+(?:\.\d+)?)\/(\d+(?:\.\d+)?)$/.exec(short)
  if (!match) return null
  const [, before = '', after = ''] = match
  if (Number(after) === 0) return t('planAllBefore')
  if (Number(before) === 0) return t('planAllAfter')
  return t('planSplit', { before, after })
}

/** '750 – 1,100 Sq. Feet' in the visitor's unit; one figure when the range is a single size. */
export function sizeRange(
  unit: Pick<ProjectUnitType, 'sizeFromSqft' | 'sizeToSqft'>,
  display: Pick<DisplayPrefs, 'area' | 'locale'>,
): string {
  const from = formatArea(unit.sizeFromSqft, display)
  const to = formatArea(unit.sizeToSqft, display)
  return `${from === to ? from : `${from} – ${to}`} ${areaUnitLabel(display)}`
}
