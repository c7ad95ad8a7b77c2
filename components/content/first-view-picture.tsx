import Image, { getImageProps, type ImageProps } from 'next/image'
import { announceFirstViewImage } from '@/lib/serving/first-view-hints.mjs'

/**
 * next/image for a picture that is, or may be, the page's largest paint: preloaded at high
 * priority from the document's head, and, while the server renders the page, announced to the
 * production server, which names it in the response's `Link` header (lib/serving/first-view-hints.mjs)
 * so a phone starts the photo with the response's first bytes. The announced srcset and sizes are
 * next/image's own for these props, so the header preloads exactly the file the <img> will pick.
 */
export function FirstViewPicture({
  alt,
  ...props
}: Omit<ImageProps, 'preload' | 'fetchPriority' | 'priority'>) {
  if (typeof window === 'undefined') {
    const { props: img } = getImageProps({ ...props, alt, preload: true, fetchPriority: 'high' })
    announceFirstViewImage({ src: img.src, srcSet: img.srcSet, sizes: img.sizes })
  }
  return <Image alt={alt} {...props} preload fetchPriority="high" />
}
