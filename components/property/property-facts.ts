import type { Property } from '@/lib/api/types'
import { formatNumber } from '@/lib/format'

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Dubai',
})

/** '12 March 2026'; anything unparsable is shown as stored rather than as 'Invalid Date'. */
export function formatListedDate(value: string): string {
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? value : dateFormat.format(date)
}

/** The property-info rows: the stored map, with createdDate shown as the date it was 'Listed'. */
export function propertyInfoRows(info: Property['propertyInfo']): [string, string][] {
  return Object.entries(info).map(([key, value]): [string, string] =>
    key === 'createdDate' ? ['Listed', formatListedDate(value)] : [key, value],
  )
}

const isSizeKey = (key: string) => /^sq\.?\s*f(ee)?t$/i.test(key.trim())

/**
 * The building-info rows: the stored map, with its size (the contract's `sqft`, which an editor
 * may also have typed as 'Sqft') shown once, labelled and with its unit.
 */
export function buildingInfoRows(info: Property['buildingInfo']): [string, string][] {
  const rows = Object.entries(info).filter(([key]) => !isSizeKey(key))
  const size = info.sqft ?? Object.entries(info).find(([key]) => isSizeKey(key))?.[1]
  if (size !== undefined) {
    const number = Number(size.replace(/,/g, ''))
    rows.push([
      'Built-up area',
      Number.isFinite(number) && size.trim() !== '' ? `${formatNumber(number)} Sq. Feet` : size,
    ])
  }
  return rows
}

/** Where the listing is: its location, with the city added unless the location already names it. */
export function placeOf(property: Pick<Property, 'location' | 'city'>): string {
  return property.location.toLowerCase().includes(property.city.toLowerCase())
    ? property.location
    : `${property.location}, ${property.city}`
}

/** The enquiry message prefilled on a listing: it names the property and its reference. */
export function enquiryMessageFor(property: Pick<Property, 'name' | 'reference'>): string {
  return `Hello, I'm interested in ${property.name} (Ref. ${property.reference}). Please send me more details and available viewing times.`
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
