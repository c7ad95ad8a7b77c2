import { editionOfPath } from '../routes'
import type { Locale } from './locales'

/**
 * The request header in which the middleware hands the rendering code the address a visitor
 * asked for. Next renders a segment's not-found screen without params, apart from the page
 * that gave up (and before its layout has set the edition), so these screens read their
 * edition and the missing item's id from the address instead.
 */
export const PAGE_PATH_HEADER = 'x-page-path'

/** A page address's edition and its last segment ('/ar/property/abc' → ar, 'abc'). */
export function missingItemOf(pathname: string): { locale: Locale; item: string } {
  const { locale, path } = editionOfPath(pathname)
  const last = path.split(/[?#]/, 1)[0]!.replace(/\/+$/, '').split('/').pop() ?? ''
  let item = last
  try {
    item = decodeURIComponent(last)
  } catch {
    // The middleware turns broken escapes away; keep the raw segment if one gets here.
  }
  return { locale, item }
}
