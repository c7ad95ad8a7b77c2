import 'server-only'
import { imagePlaceholders } from '@/content/image-placeholders'
import { softPlaceholder } from './first-view-image'

/**
 * The quality a banner's photograph is served at (next/image's default is 75). A banner is each
 * page's largest paint, the download a first view waits for on a slow connection, and its photo
 * lies under a veil of the brand's ink (45-90%) with the page's title on it, where what a lower
 * quality loses does not show: at 60 the home page's hero, as a phone fetches it, is ~30% smaller
 * (~10 kB instead of ~14.5 kB of AVIF) and arrives within a single round trip of a new connection.
 * next.config.ts lists it among the qualities the image endpoint accepts.
 */
const BANNER_QUALITY = 60

/**
 * next/image's props for a page's banner photograph, which every banner component (the home
 * hero, the listing's, the inner pages') passes: its quality (above) and its placeholder, the
 * banner being always in the first view (pictures further down go without one: see
 * first-view-image.ts) — the CMS's own placeholder when it has one, else the one generated for
 * the fixed page image (content/image-placeholders.ts). Server-only: the map of placeholders
 * stays out of the browser's code.
 */
export function bannerImage(src: string, blurDataURL?: string) {
  return { quality: BANNER_QUALITY, ...softPlaceholder(blurDataURL ?? imagePlaceholders[src]) }
}
