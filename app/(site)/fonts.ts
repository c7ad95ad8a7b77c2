import localFont from 'next/font/local'
import type { CSSProperties } from 'react'
import type { Locale } from '@/lib/i18n/locales'
import { fontStack, type ScriptFamilies } from './font-stack'

/*
 * Self-hosted (no font can be fetched at build time), preloaded, swap, with metric-matched
 * fallbacks. What is preloaded is a core file per family holding the site's everyday
 * characters (printable ASCII and its typographic marks, ~15 kB each: scripts/fonts/subset.mjs),
 * declared for exactly those characters; every other character comes from @fontsource's
 * complete files, which globals.css declares with their unicode-ranges, so a browser fetches
 * them only for a page that uses such a character.
 *
 * Manrope, which both editions draw with, comes through next/font. The faces only one edition
 * needs are declared in globals.css and preloaded by that edition alone ([locale]/layout.tsx):
 * Cormorant Garamond for the English display text, in its one weight, upright (the headings,
 * figures and quotes all set it at 500), and Readex Pro for the Arabic text.
 */

/** Manrope as one variable file: its four weights in one download. */
export const sansFont = localFont({
  src: [{ path: './fonts/manrope-core-wght.woff2', weight: '400 700', style: 'normal' }],
  display: 'swap',
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0020-007E,U+00A0,U+00A3,U+00A9,U+00AB,U+00AE,U+00B0,U+00B2,U+00B7,U+00BB,U+00D7,U+2013-2014,U+2018-2019,U+201C-201D,U+2022,U+2026,U+2039-203A,U+20AC,U+2122',
    },
  ],
  fallback: ['system-ui', 'Arial', 'sans-serif'],
  adjustFontFallback: 'Arial',
})

/** The core file each edition preloads beside Manrope's (declared in globals.css). */
export const editionFontFile: Record<Locale, string> = {
  en: '/fonts/cormorant-garamond-core-500-5.3.0.woff2',
  ar: '/fonts/readex-pro-arabic-core-5.3.0.woff2',
}
const displayFamily = "'Cormorant Garamond Core', 'Cormorant Garamond Fallback', Georgia, 'Times New Roman', serif"
const arabicFamilies: ScriptFamilies = { core: "'Readex Pro Arabic'", complete: "'Readex Pro Arabic Complete'" }

/**
 * The two font stacks as the CSS variables the theme reads (tailwind.config.ts, globals.css).
 * The Arabic edition sets both roles in its face, beside Manrope for the Latin words and figures
 * within them: the Latin core file holds no Arabic letter and the Arabic one no Latin character
 * or space, so each character is drawn in its script's face whatever the order, and the order
 * serves speed (font-stack.ts).
 */
export function fontVariables(locale: Locale): CSSProperties {
  const sans = fontStack(sansFont.style.fontFamily, 'Manrope Variable', locale === 'ar' ? arabicFamilies : undefined)
  const display = locale === 'ar' ? sans : fontStack(displayFamily, 'Cormorant Garamond')
  return { '--font-display': display, '--font-sans': sans } as CSSProperties
}
