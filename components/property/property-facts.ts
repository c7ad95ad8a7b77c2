import type { Property } from '@/lib/api/types'
import { formatLongDate, formatNumber } from '@/lib/format'
import { communityLabel } from '@/lib/i18n/communities'
import { developerLabel } from '@/lib/i18n/companies'
import type { Locale } from '@/lib/i18n/locales'
import { buildingInfoLabel, propertyInfoLabel, propertyInfoValue } from './fact-labels'
import { propertyMessages } from './messages'

/** A facts-table row: label, value, and whether the value reads left to right (a reference, a permit). */
export type FactRow = [label: string, value: string, ltr?: true]

/** '12 March 2026'; anything unparsable is shown as stored rather than as 'Invalid Date'. */
export function formatListedDate(value: string, locale: Locale = 'en'): string {
  return formatLongDate(value, locale) ?? value
}

// Values that are codes rather than words: they read left to right in either edition.
const LTR_INFO = new Set(['Reference', 'Trakheesi permit'])

/**
 * The property-info rows: the stored map, with createdDate shown as the date it was 'Listed'.
 * The server writes the map in English; the Arabic edition names the keys and the known values.
 */
export function propertyInfoRows(info: Property['propertyInfo'], locale: Locale = 'en'): FactRow[] {
  return Object.entries(info).map(([key, value]): FactRow => {
    if (key === 'createdDate')
      return [propertyInfoLabel('Listed', locale), formatListedDate(value, locale)]
    const label = propertyInfoLabel(key, locale)
    if (LTR_INFO.has(key)) return [label, value, true]
    return [label, infoValue(key, value, locale)]
  })
}

function infoValue(key: string, value: string, locale: Locale): string {
  if (locale === 'en') return value
  if (key === 'Developer') return developerLabel(value, locale)
  // lib/server/properties.ts writes '18 AED / sq ft'.
  const charge = key === 'Service charge' ? /^([\d.,]+) AED \/ sq ft$/.exec(value) : null
  if (charge?.[1]) return propertyMessages[locale].serviceChargeValue(charge[1])
  return propertyInfoValue(value, locale)
}

const isSizeKey = (key: string) => /^sq\.?\s*f(ee)?t$/i.test(key.trim())

/**
 * The building-info rows: the stored map, with its size (the contract's `sqft`, which an editor
 * may also have typed as 'Sqft') shown once, labelled and with its unit. Known labels are named
 * in the visitor's language; values are shown as staff typed them.
 */
export function buildingInfoRows(info: Property['buildingInfo'], locale: Locale = 'en'): FactRow[] {
  const rows = Object.entries(info)
    .filter(([key]) => !isSizeKey(key))
    .map(([key, value]): FactRow => [buildingInfoLabel(key, locale), value])
  const size = info.sqft ?? Object.entries(info).find(([key]) => isSizeKey(key))?.[1]
  if (size !== undefined) {
    const number = Number(size.replace(/,/g, ''))
    rows.push([
      buildingInfoLabel('Built-up area', locale),
      Number.isFinite(number) && size.trim() !== ''
        ? propertyMessages[locale].builtUpSize(formatNumber(number, locale))
        : size,
    ])
  }
  return rows
}

/**
 * Where the listing is: its location, with the community added unless the location already
 * names it. The community is stored in English and named in the visitor's language here.
 */
export function placeOf(
  property: Pick<Property, 'location' | 'city'>,
  locale: Locale = 'en',
): string {
  const community = communityLabel(property.city, locale)
  return property.location.toLowerCase().includes(community.toLowerCase())
    ? property.location
    : `${property.location}${locale === 'ar' ? '، ' : ', '}${community}`
}

/** The enquiry message prefilled on a listing: it names the property and its reference. */
export function enquiryMessageFor(
  property: Pick<Property, 'name' | 'reference'>,
  locale: Locale = 'en',
): string {
  return propertyMessages[locale].enquiryMessage(property.name, property.reference)
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
