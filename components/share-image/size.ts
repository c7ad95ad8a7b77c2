/** Share cards: Open Graph's large size, as a JPEG (WhatsApp ignores big PNGs). */
export const SHARE_IMAGE = { width: 1200, height: 630 } as const
/** WhatsApp drops previews over ~300 KB; quality steps down until the card fits. */
export const SHARE_IMAGE_MAX_BYTES = 300 * 1024

/** The page's `openGraph.images` / `twitter.images` entry for a generated card. */
export function shareImageMetadata(url: string, alt: string) {
  return { url, width: SHARE_IMAGE.width, height: SHARE_IMAGE.height, type: 'image/jpeg', alt }
}
