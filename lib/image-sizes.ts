/**
 * The widths and qualities the image optimiser accepts (next.config.ts `images`). Anything that
 * builds an optimised-image address by hand (the lightbox) takes its widths from here: the
 * optimiser answers 400 to any other width.
 *
 * Every width is one more URL in every picture's srcset, in every page's HTML. These cover phones
 * at 2-3x (828, 1200), tablets and desktops (1600, 1920) and small cards and avatars (128-384)
 * without a step much larger than the one before.
 */
export const deviceSizes = [640, 828, 1200, 1600, 1920]
export const imageSizes = [128, 256, 384]
/** 75 is next/image's default; 60 is the banners' (BANNER_QUALITY in banner-placeholder.ts). */
export const imageQualities = [60, 75]
export const DEFAULT_QUALITY = 75
