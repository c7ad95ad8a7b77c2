import type { ImageProps } from 'next/image'

type FirstViewProps = Pick<ImageProps, 'placeholder' | 'blurDataURL' | 'preload' | 'fetchPriority'>

/**
 * next/image props for a picture in the first view (`firstView`): preloaded at high priority
 * (it is, or may be, the page's largest paint) and blurred up from its seeded placeholder.
 * Pictures further down load lazily, before they are scrolled to, over their frame's own tone:
 * a blur placeholder there would add ~1 kB per picture to every page (in the markup and again
 * in React's data) for a picture hardly anyone sees loading.
 */
export function firstViewImage(firstView: boolean, blurDataURL?: string): FirstViewProps {
  if (!firstView) return { placeholder: 'empty' }
  const blur: FirstViewProps = blurDataURL
    ? { placeholder: 'blur', blurDataURL }
    : { placeholder: 'empty' }
  return { preload: true, fetchPriority: 'high', ...blur }
}
