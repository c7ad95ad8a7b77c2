import type { CSSProperties } from 'react'
import type { Locale } from '@/lib/i18n/locales'
import { fontStack, type ScriptFamilies } from './font-stack'

/*
 * Self-hosted (no font can be fetched at build time). Each family a first view draws with is a
 * core face of the site's everyday characters, inside the page itself (core-font-faces.ts,
 * scripts/fonts/subset.mjs says why); every other character comes from @fontsource's complete
 * files, which globals.css declares with their unicode-ranges, so a browser fetches them only
 * for a page that uses such a character.
 *
 * Manrope sets every edition's Latin text and figures, and the Russian text; Cormorant Garamond the
 * English and Russian display text; Readex Pro the Arabic text, display included; Noto Sans SC
 * the Chinese text, display included (its slices: lib/fonts/cjk.ts).
 */

/** Manrope's core face, then its metric-matched stand-in (globals.css) and the system's. */
const sansFamily = "'Manrope Core', 'Manrope Fallback', system-ui, Arial, sans-serif"
const displayFamily = "'Cormorant Garamond Core', 'Cormorant Garamond Fallback', Georgia, 'Times New Roman', serif"
const arabicFamilies: ScriptFamilies = { core: "'Readex Pro Arabic'", complete: "'Readex Pro Arabic Complete'" }
// Its slices are its core: each is fetched only for a page showing one of its characters.
// Then the faces phones already have, for a moment without a connection.
const chineseFamilies: ScriptFamilies = { core: "'Noto Sans SC'", complete: "'PingFang SC', 'Noto Sans CJK SC', 'Microsoft YaHei'" }

/** The editions whose own script has a face beside the Latin one, for both roles. */
const ownScript: Partial<Record<Locale, ScriptFamilies>> = { ar: arabicFamilies, zh: chineseFamilies }

/**
 * The two font stacks as the CSS variables the theme reads (tailwind.config.ts, globals.css).
 * The Arabic and Chinese editions set both roles in their script's face, beside Manrope for the Latin words and figures
 * within them: the Latin core face holds no Arabic letter and the Arabic one no Latin character
 * or space, so each character is drawn in its script's face whatever the order, and the order
 * serves speed (font-stack.ts).
 */
export function fontVariables(locale: Locale): CSSProperties {
  const script = ownScript[locale]
  const sans = fontStack(sansFamily, 'Manrope Variable', script)
  const display = script ? sans : fontStack(displayFamily, 'Cormorant Garamond')
  return { '--font-display': display, '--font-sans': sans } as CSSProperties
}
