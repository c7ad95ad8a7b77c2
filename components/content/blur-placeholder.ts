import 'server-only'
import { imagePlaceholders } from '@/content/image-placeholders'

/**
 * next/image's blur-up for a page's banner, always in the first view (pictures further down go
 * without one: see first-view-image.ts): the CMS's own placeholder when it has one, else the one
 * generated for the fixed page image (content/image-placeholders.ts). Server-only: the map of
 * placeholders stays out of the browser's code.
 */
export function blurPlaceholder(src: string, blurDataURL?: string) {
  const blur = blurDataURL ?? imagePlaceholders[src]
  return blur ? { placeholder: 'blur' as const, blurDataURL: blur } : { placeholder: 'empty' as const }
}
