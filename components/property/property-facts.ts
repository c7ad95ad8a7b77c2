import type { Texts } from '@/lib/i18n/texts'
import type { Property } from '@/lib/api/types'
import {
  areaUnitLabel,
  DEFAULT_DISPLAY,
  formatArea,
  formatChargePerArea,
  type DisplayPrefs,
} from '@/lib/display-prefs'
import { formatLongDate, withUnit } from '@/lib/format'
import { communityLabel } from '@/lib/i18n/communities'
import { developerLabel } from '@/lib/i18n/companies'
import type { Locale } from '@/lib/i18n/locales'
import { buildingInfoLabel, propertyInfoLabel, propertyInfoValue } from './fact-labels'
import { handoverText, type ProjectLabelTexts } from '@/components/projects/project-labels'

/** A listing's texts in the page's edition (getTranslations' 'Property'). */
export type PropertyTexts = Texts<'Property'>

/** A facts-table row: label, value, and whether the value reads left to right (a reference, a permit). */
export type FactRow = [label: string, value: string, ltr?: true]

/** '12 March 2026'; anything unparsable is shown as stored rather than as 'Invalid Date'. */
export function formatListedDate(value: string, locale: Locale = 'en'): string {
  return formatLongDate(value, locale) ?? value
}

// Values that are codes rather than words: they read left to right in every edition.
const LTR_INFO = new Set(['Reference', 'Trakheesi permit'])

type Display = Pick<DisplayPrefs, 'currency' | 'aedPerUnit' | 'area'>

/**
 * The property-info rows: the stored map, with createdDate shown as the date it was 'Listed'
 * and the service charge in the visitor's currency and unit. The server writes the map in
 * English; the other editions name the keys and the known values (a handover in the edition's
 * project labels, `labels`).
 */
export function propertyInfoRows(
  info: Property['propertyInfo'],
  locale: Locale,
  labels: ProjectLabelTexts,
  display: Display = DEFAULT_DISPLAY,
): FactRow[] {
  return Object.entries(info).map(([key, value]): FactRow => {
    if (key === 'createdDate')
      return [propertyInfoLabel('Listed', locale), formatListedDate(value, locale)]
    const label = propertyInfoLabel(key, locale)
    if (LTR_INFO.has(key)) return [label, value, true]
    return [label, infoValue(key, value, locale, labels, display)]
  })
}

function infoValue(
  key: string,
  value: string,
  locale: Locale,
  labels: ProjectLabelTexts,
  display: Display,
): string {
  if (key === 'Developer') return developerLabel(value, locale)
  if (key === 'Handover') return handoverText(value, labels)
  // lib/server/properties.ts writes '18 AED / sq ft', the price of record.
  const charge = key === 'Service charge' ? /^([\d.,]+) AED \/ sq ft$/.exec(value) : null
  const aedPerSqft = charge?.[1] ? Number(charge[1].replace(/,/g, '')) : NaN
  if (Number.isFinite(aedPerSqft)) return formatChargePerArea(aedPerSqft, { ...display, locale })
  return locale === 'en' ? value : propertyInfoValue(value, locale)
}

const isSizeKey = (key: string) => /^sq\.?\s*f(ee)?t$/i.test(key.trim())

/**
 * The building-info rows: the stored map, with its size (the contract's `sqft`, which an editor
 * may also have typed as 'Sqft') shown once, labelled and in the visitor's unit. Known labels
 * are named in the visitor's language; values are shown as staff typed them.
 */
export function buildingInfoRows(
  info: Property['buildingInfo'],
  locale: Locale = 'en',
  display: Pick<DisplayPrefs, 'area'> = DEFAULT_DISPLAY,
): FactRow[] {
  const rows = Object.entries(info)
    .filter(([key]) => !isSizeKey(key))
    .map(([key, value]): FactRow => [buildingInfoLabel(key, locale), value])
  const size = info.sqft ?? Object.entries(info).find(([key]) => isSizeKey(key))?.[1]
  if (size !== undefined) {
    const number = Number(size.replace(/,/g, ''))
    rows.push([
      buildingInfoLabel('Built-up area', locale),
      Number.isFinite(number) && size.trim() !== ''
        ? withUnit(
            formatArea(number, { ...display, locale }),
            areaUnitLabel({ ...display, locale }),
            locale,
          )
        : size,
    ])
  }
  return rows
}

// The comma between the location and the community in each edition; English needs no entry.
const PLACE_SEPARATORS: Partial<Record<Locale, string>> = { ar: '، ', zh: '，' }

/**
 * Where the listing is: its location, with the community added unless the location already
 * names it. The community is stored in English and named in the visitor's edition here; a name
 * with its reading in brackets ('Dubai Hills Estate (Дубай Хиллс)', '朱美拉湖塔 (JLT)') counts as
 * named when the location has either part, and so does the stored English name.
 */
export function placeOf(
  property: Pick<Property, 'location' | 'city'>,
  locale: Locale = 'en',
): string {
  const community = communityLabel(property.city, locale)
  const location = property.location.toLowerCase()
  const bracketed = /^(.+?)\s*\((.+)\)$/.exec(community)
  const names = [community, property.city, ...(bracketed ? [bracketed[1]!, bracketed[2]!] : [])]
  return names.some((name) => location.includes(name.toLowerCase()))
    ? property.location
    : `${property.location}${PLACE_SEPARATORS[locale] ?? ', '}${community}`
}

/** The enquiry message prefilled on a listing: it names the property and its reference. */
export function enquiryMessageFor(
  property: Pick<Property, 'name' | 'reference'>,
  t: PropertyTexts,
): string {
  return t('enquiryMessage', { name: property.name, reference: property.reference })
}

/** The description as paragraphs: blank lines (or single line breaks) separate them. */
export function paragraphsOf(text: string): string[] {
  return text
    .split(/\n\s*\n|\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean)
}

/** Cuts at a word boundary and marks the cut, for meta descriptions (search shows ~155 chars). */
export function shorten(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim()
  if (clean.length <= max) return clean
  const room = max - 1
  let cut = clean.slice(0, room)
  if (clean[room] !== ' ') {
    const space = cut.lastIndexOf(' ')
    if (space > room * 0.6) cut = cut.slice(0, space)
  }
  return `${cut.replace(/[\s,.;:—-]+$/, '')}…`
}
