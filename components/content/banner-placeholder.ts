import 'server-only'
import { imagePlaceholders } from '@/content/image-placeholders'
import { softPlaceholder } from './first-view-image'

/**
 * next/image's placeholder for a page's banner, always in the first view (pictures further down go
 * without one: see first-view-image.ts): the CMS's own placeholder when it has one, else the one
 * generated for the fixed page image (content/image-placeholders.ts). Server-only: the map of
 * placeholders stays out of the browser's code.
 */
export function bannerPlaceholder(src: string, blurDataURL?: string) {
  return softPlaceholder(blurDataURL ?? imagePlaceholders[src])
}
