import 'server-only'
import type { ImageRef } from '@/lib/api/types'
import type { Media } from '@/lib/cms/payload-types'

type Size = 'card' | 'gallery' | 'hero' | 'og'

/** Site-relative URL of a stored file, so next/image optimises it as a local image. */
export function mediaPath(filename: string): string {
  return `/cms-api/media/file/${encodeURIComponent(filename)}`
}

/** Maps an upload to the contract's `{ s3Url }`, preferring the resized variant asked for. */
export function toImageRef(media: number | Media | null | undefined, size?: Size): ImageRef | null {
  if (!media || typeof media === 'number' || !media.filename) return null
  const variant = size ? media.sizes?.[size] : undefined
  const useVariant = Boolean(variant?.filename)
  return {
    s3Url: mediaPath(useVariant ? variant!.filename! : media.filename),
    width: (useVariant ? variant!.width : media.width) ?? undefined,
    height: (useVariant ? variant!.height : media.height) ?? undefined,
    alt: media.alt,
    blurDataURL: media.blurDataURL ?? undefined,
  }
}

export const emptyImage: ImageRef = { s3Url: '/images/hero.jpg', alt: '' }
