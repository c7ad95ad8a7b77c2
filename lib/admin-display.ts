import { formatPrice } from './format'

// How the admin writes values for the firm's staff: brokers read these lists all day, so they
// get dates with years, prices as on the site, and words instead of raw values.

/** date-fns patterns (Payload's admin formats dates with date-fns). Day first, as in the UAE. */
export const ADMIN_DATE = 'd MMM yyyy'
export const ADMIN_DATE_TIME = 'd MMM yyyy, HH:mm'

/** A listing's price as the site shows it; rents are quoted per year in Dubai. */
export function adminPrice(value: unknown, status?: unknown): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return '—'
  return status === 'rent' ? `${formatPrice(value)} / year` : formatPrice(value)
}

export function yesNo(value: unknown): 'Yes' | 'No' {
  return value === true ? 'Yes' : 'No'
}

/** A percentage figure (a developer's share of the DLD fee, construction progress). */
export function adminPercent(value: unknown): string {
  return typeof value === 'number' && Number.isFinite(value) ? `${value} %` : '—'
}

const languageNames = new Intl.DisplayNames(['en'], { type: 'language' })

/** 'ar' → 'Arabic': staff read the admin in English. */
export function languageName(code: string): string {
  return languageNames.of(code) ?? code
}

/** 'buildingInfo.value' → 'building info': the field as staff know it, not its storage path. */
function fieldWords(path: string): string {
  const head = path.split('.')[0] ?? path
  return head.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()
}

/** The edition a translation status field speaks for: untranslatedAr → 'ar'. */
export function translationStatusLocale(fieldName: string): string {
  return fieldName.replace(/^untranslated/, '').toLowerCase()
}

/**
 * The translation status fields (lib/cms/fields/translation-status.ts) hold the fields still
 * missing in an edition: empty once everything is translated, null on a document not saved
 * since the status existed (nothing is known yet).
 */
export function translationStatusText(value: unknown, locale: string): string {
  const language = languageName(locale)
  if (value === null || value === undefined) return `${language}: not checked yet (save to check)`
  const missing = String(value)
    .split(',')
    .map((path) => path.trim())
    .filter(Boolean)
    .map(fieldWords)
  if (missing.length === 0) return `${language}: translated`
  return `${language}: missing ${[...new Set(missing)].join(', ')}`
}
