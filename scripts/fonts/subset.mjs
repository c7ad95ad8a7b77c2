// npm run fonts:subset — writes the "core" font files the pages preload (app/(site)/fonts/ for
// Manrope, which next/font serves; public/fonts/ for the faces each edition preloads on its own).
//
// Every preloaded byte competes with a page's first photograph on a slow connection. The
// site's text is English: plain ASCII and a handful of typographic marks. So each family is
// preloaded as a core file holding just those characters (~15 kB instead of ~24 kB for the
// whole Latin file), and any other character a page happens to use (an accented name, another
// script) comes from @fontsource's complete files, which the browser fetches only for pages
// that contain such a character (their @font-face rules carry unicode-range: see globals.css
// and fonts.ts). Run again only when the source fonts or CORE_CHARACTERS change; the output is
// committed so builds need no font tooling.
import fs from 'node:fs'
import path from 'node:path'
import subsetFont from 'subset-font'

/**
 * Printable ASCII, the no-break space and the typographic marks the site's copy uses, in both
 * editions: the Arabic pages' Latin-side characters are the same plus '²' (م², قدم²) and the
 * « » their quotations open and close with.
 */
export const CORE_CHARACTERS =
  Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i)).join('') +
  '\u00a0’‘“”–—…•·‹›×©®™€£°²«»'

/** The same set as a CSS unicode-range (what fonts.ts declares for the core files). */
export function coreUnicodeRange() {
  const codes = [...new Set([...CORE_CHARACTERS].map((c) => c.codePointAt(0) ?? 0))].sort(
    (a, b) => a - b,
  )
  const ranges = []
  for (const code of codes) {
    const last = ranges[ranges.length - 1]
    if (last && code === last[1] + 1) last[1] = code
    else ranges.push([code, code])
  }
  const hex = (n) => `U+${n.toString(16).toUpperCase().padStart(4, '0')}`
  return ranges.map(([a, b]) => (a === b ? hex(a) : `${hex(a)}-${hex(b).slice(2)}`)).join(',')
}

/**
 * The OpenType features a core file keeps: those browsers apply to text by themselves, and the
 * two the site turns on (Tailwind's `tabular-nums` and `lining-nums`). A glyph reachable only
 * through another feature (small capitals, old-style figures, alternates, fractions) is a byte
 * no page shows: dropping them takes 1.3-1.7 kB off each preloaded file. A test checks the
 * site's code turns on no other feature.
 */
export const KEPT_FEATURES = [
  ...['ccmp', 'locl', 'rlig', 'rvrn', 'calt', 'clig', 'liga', 'rclt', 'curs', 'kern', 'mark', 'mkmk'],
  ...['dist', 'abvm', 'blwm'],
  ...['tnum', 'lnum'],
]

export const CORE_FONTS = [
  {
    from: 'node_modules/@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2',
    to: 'app/(site)/fonts/manrope-core-wght.woff2',
    // Variable: one file for every weight the site sets. fonts.ts declares 400-700, so the
    // axis is cut to that range (the source's 200-800 would never be drawn).
    options: { variationAxes: { wght: { min: 400, max: 700 } } },
  },
  {
    from: 'node_modules/@fontsource/cormorant-garamond/files/cormorant-garamond-latin-500-normal.woff2',
    // Declared in globals.css, preloaded by the English pages only ([locale]/layout.tsx).
    to: 'public/fonts/cormorant-garamond-core-500-5.3.0.woff2',
    options: {},
  },
]

/** @param {(typeof CORE_FONTS)[number]} font @returns {Promise<Buffer>} its core file */
export function subsetCore(font) {
  return subsetFont(fs.readFileSync(font.from), CORE_CHARACTERS, {
    targetFormat: 'woff2',
    keepFeatures: KEPT_FEATURES,
    ...font.options,
  })
}

/**
 * The Arabic letters, marks and punctuation of Modern Standard Arabic (and the four letters Gulf
 * Arabic borrows for foreign names: پ چ ڤ گ), with the direction and joining controls: what the
 * Arabic pages' text is written in. Presentation forms and the other languages' letters of the
 * Arabic block are left to the complete file.
 */
export const ARABIC_CORE_RANGES = [
  [0x060c, 0x060c], [0x061b, 0x061b], [0x061f, 0x061f], [0x0621, 0x063a], [0x0640, 0x0652],
  [0x0670, 0x0670], [0x067e, 0x067e], [0x0686, 0x0686], [0x06a4, 0x06a4], [0x06af, 0x06af],
  [0x200c, 0x200f],
]

/** The Arabic core as a CSS unicode-range (what globals.css declares for the core file). */
export function arabicCoreUnicodeRange() {
  const hex = (n) => `U+${n.toString(16).toUpperCase().padStart(4, '0')}`
  return ARABIC_CORE_RANGES.map(([a, b]) => (a === b ? hex(a) : `${hex(a)}-${hex(b).slice(2)}`)).join(', ')
}

const arabicCoreText = ARABIC_CORE_RANGES.flatMap(([a, b]) =>
  Array.from({ length: b - a + 1 }, (_, i) => String.fromCodePoint(a + i)),
).join('')

const READEX_ARABIC = 'node_modules/@fontsource-variable/readex-pro/files/readex-pro-arabic-wght-normal.woff2'

/**
 * The Arabic edition's face (public/fonts, declared in globals.css), as the Latin ones are: a
 * core file the Arabic pages preload (14 kB instead of 23, the weights the site sets, 400-700)
 * and the complete Arabic file for any other character. English pages show one Arabic word,
 * the language switch's 'العربية', and get a file of just that word's letters (2.7 kB) rather
 * than the whole face or a system font.
 */
export const ARABIC_FONT_FILES = [
  { from: READEX_ARABIC, to: 'public/fonts/readex-pro-arabic-wght-5.3.0.woff2', text: null },
  {
    from: READEX_ARABIC,
    to: 'public/fonts/readex-pro-arabic-core-5.3.0.woff2',
    text: arabicCoreText,
    options: { variationAxes: { wght: { min: 400, max: 700 } } },
  },
  {
    from: READEX_ARABIC,
    to: 'public/fonts/readex-pro-arabic-name-5.3.0.woff2',
    // The switch's weight (font-semibold) only.
    text: 'العربية',
    options: { variationAxes: { wght: 600 } },
  },
]

async function main() {
  for (const font of ARABIC_FONT_FILES) {
    const data = font.text
      ? await subsetFont(fs.readFileSync(font.from), font.text, { targetFormat: 'woff2', ...font.options })
      : fs.readFileSync(font.from)
    fs.writeFileSync(font.to, data)
    console.log(`${font.to}: ${data.length} bytes`)
  }
  for (const font of CORE_FONTS) {
    const core = await subsetCore(font)
    fs.mkdirSync(path.dirname(font.to), { recursive: true })
    fs.writeFileSync(font.to, core)
    console.log(`${font.to}: ${core.length} bytes (from ${fs.statSync(font.from).size})`)
  }
  console.log(`unicode-range: ${coreUnicodeRange()}`)
  console.log(`Arabic core unicode-range: ${arabicCoreUnicodeRange()}`)
}

if (import.meta.url === `file://${process.argv[1]}`) await main()
