import localFont from 'next/font/local'

/**
 * Self-hosted from @fontsource (no font can be fetched at build time), preloaded, swap. The
 * display face comes in its one weight, upright: every preloaded file competes with the first
 * view's photograph on a slow connection, and the headings, figures and quotes all set it at 500.
 */
export const displayFont = localFont({
  src: [
    { path: '../../node_modules/@fontsource/cormorant-garamond/files/cormorant-garamond-latin-500-normal.woff2', weight: '500', style: 'normal' },
  ],
  variable: '--font-display',
  display: 'swap',
  fallback: ['Georgia', 'Times New Roman', 'serif'],
  adjustFontFallback: 'Times New Roman',
})

/**
 * Manrope as one variable file (its four weights in ~25 KB rather than four files of ~14 KB):
 * less to preload on a slow connection, the same letterforms.
 */
export const sansFont = localFont({
  src: [
    {
      path: '../../node_modules/@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2',
      weight: '400 700',
      style: 'normal',
    },
  ],
  variable: '--font-sans',
  display: 'swap',
  fallback: ['system-ui', 'Arial', 'sans-serif'],
  adjustFontFallback: 'Arial',
})
