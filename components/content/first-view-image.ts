import type { ImageProps } from 'next/image'

/**
 * The placeholder of a picture: in the first view (`firstView`, drawn with FirstViewPicture,
 * preloaded at high priority) it is shown softly from its seeded placeholder. Pictures further
 * down load lazily, before they are scrolled to, over their frame's own tone: a placeholder
 * there would add ~1 kB per picture to every page (in the markup and again in React's data) for
 * a picture hardly anyone sees loading.
 */
export function placeholderFor(firstView: boolean, blurDataURL?: string): Pick<ImageProps, 'placeholder'> {
  return firstView ? softPlaceholder(blurDataURL) : { placeholder: 'empty' }
}

/**
 * The seeded 10 px picture (a data URL), stretched over the frame while the photo loads; the
 * browser's smoothing softens it. It is given as the placeholder itself, not as
 * `placeholder: 'blur'`, for which next/image wraps it in an SVG blur filter: every such SVG is a
 * document of its own, and creating it cost the main thread tens of milliseconds of a slow
 * phone's first view.
 */
export function softPlaceholder(blurDataURL?: string): Pick<ImageProps, 'placeholder'> {
  return blurDataURL?.startsWith('data:image/')
    ? { placeholder: blurDataURL as `data:image/${string}` }
    : { placeholder: 'empty' }
}
