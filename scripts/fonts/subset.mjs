// npm run fonts:subset — writes each edition's core faces into its pages (app/(site)/core-font-faces.ts)
// and the complete Arabic file into public/fonts.
//
// Every font byte a first view needs competes with its first photograph on a slow connection,
// and a face that arrives after the first paint re-sets the text it draws: where a line wraps
// differently in the stand-in face, everything below it moves. So each family the first view
// draws with is cut to a core of the characters the site's copy uses (~14 kB instead of
// ~24 kB), and the cores travel inside the page's own styles, as data: URLs (the [locale]
// layout renders them): on a phone the first paint is drawn in the site's faces, with no font
// request to wait for and nothing to swap. Any other character a page happens to use (an accented
// name, another script) comes from @fontsource's complete files, which the browser fetches only
// for pages that contain such a character (their @font-face rules carry unicode-range: see
// globals.css). Run again only when the source fonts or the character sets change; the output
// is committed so builds need no font tooling.
import fs from 'node:fs'
import subsetFont from 'subset-font'

/**
 * Printable ASCII, the no-break space and the typographic marks the site's copy uses, in both
 * editions: the Arabic pages' Latin-side characters are the same plus '²' (م², قدم²) and the
 * « » their quotations open and close with.
 */
export const CORE_CHARACTERS =
  Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i)).join('') +
  '\u00a0’‘“”–—…•·‹›×©®™€£°²«»'

/** The same set as a CSS unicode-range: what the Latin core faces are declared for. */
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
 * no page shows: dropping them takes 1.3-1.7 kB off each Latin core face. A test checks the
 * site's code turns on no other feature.
 */
export const KEPT_FEATURES = [
  ...['ccmp', 'locl', 'rlig', 'rvrn', 'calt', 'clig', 'liga', 'rclt', 'curs', 'kern', 'mark', 'mkmk'],
  ...['dist', 'abvm', 'blwm'],
  ...['tnum', 'lnum'],
]

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

/** The Arabic core as a CSS unicode-range: what its face is declared for. */
export function arabicCoreUnicodeRange() {
  const hex = (n) => `U+${n.toString(16).toUpperCase().padStart(4, '0')}`
  return ARABIC_CORE_RANGES.map(([a, b]) => (a === b ? hex(a) : `${hex(a)}-${hex(b).slice(2)}`)).join(', ')
}

/**
 * The Russian alphabet and the numero sign: what the Russian pages' text is written in, beside
 * the Latin core. Other Cyrillic letters (Ukrainian, Serbian…) come from the complete files.
 */
export const CYRILLIC_CORE_RANGES = [[0x0401, 0x0401], [0x0410, 0x044f], [0x0451, 0x0451], [0x2116, 0x2116]]

/** @param {number[][]} ranges */
function unicodeRangeOf(ranges) {
  const hex = (n) => `U+${n.toString(16).toUpperCase().padStart(4, '0')}`
  return ranges.map(([a, b]) => (a === b ? hex(a) : `${hex(a)}-${hex(b).slice(2)}`)).join(', ')
}

/** @param {number[][]} ranges */
function textOf(ranges) {
  return ranges.flatMap(([a, b]) => Array.from({ length: b - a + 1 }, (_, i) => String.fromCodePoint(a + i))).join('')
}

const cyrillicCoreText = textOf(CYRILLIC_CORE_RANGES)

const arabicCoreText = ARABIC_CORE_RANGES.flatMap(([a, b]) =>
  Array.from({ length: b - a + 1 }, (_, i) => String.fromCodePoint(a + i)),
).join('')

const READEX_ARABIC = 'node_modules/@fontsource-variable/readex-pro/files/readex-pro-arabic-wght-normal.woff2'

/** The complete Arabic file, for Arabic characters outside the core (declared in globals.css). */
export const ARABIC_COMPLETE_FILE = { from: READEX_ARABIC, to: 'public/fonts/readex-pro-arabic-wght-5.3.0.woff2' }

/**
 * The faces a first view draws with, per edition. Manrope sets both editions' Latin text and
 * figures; Cormorant Garamond the English display text, in its one weight (the headings, figures
 * and quotes all set it at 500); Readex Pro the Arabic text. English pages show one Arabic word,
 * the language switch's 'العربية', and get a face of just that word's letters (2.7 kB) rather
 * than the whole Arabic face or a system font. The variable faces are cut to the weights the
 * site sets, 400-700.
 */
export const CORE_FACES = [
  {
    family: 'Manrope Core',
    editions: ['en', 'ar', 'ru', 'zh'],
    from: 'node_modules/@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2',
    weight: '400 700',
    text: CORE_CHARACTERS,
    unicodeRange: coreUnicodeRange(),
    options: { keepFeatures: KEPT_FEATURES, variationAxes: { wght: { min: 400, max: 700 } } },
  },
  {
    family: 'Cormorant Garamond Core',
    editions: ['en', 'ru'],
    from: 'node_modules/@fontsource/cormorant-garamond/files/cormorant-garamond-latin-500-normal.woff2',
    weight: '500',
    text: CORE_CHARACTERS,
    unicodeRange: coreUnicodeRange(),
    options: { keepFeatures: KEPT_FEATURES },
  },
  // The Russian letters of the same two families, under the same names: one family, two files,
  // each declared for its own characters.
  {
    family: 'Manrope Core',
    editions: ['ru'],
    from: 'node_modules/@fontsource-variable/manrope/files/manrope-cyrillic-wght-normal.woff2',
    weight: '400 700',
    text: cyrillicCoreText,
    unicodeRange: unicodeRangeOf(CYRILLIC_CORE_RANGES),
    options: { keepFeatures: KEPT_FEATURES, variationAxes: { wght: { min: 400, max: 700 } } },
  },
  {
    family: 'Cormorant Garamond Core',
    editions: ['ru'],
    from: 'node_modules/@fontsource/cormorant-garamond/files/cormorant-garamond-cyrillic-500-normal.woff2',
    weight: '500',
    text: cyrillicCoreText,
    unicodeRange: unicodeRangeOf(CYRILLIC_CORE_RANGES),
    options: { keepFeatures: KEPT_FEATURES },
  },
  {
    family: 'Readex Pro Arabic',
    editions: ['ar'],
    from: READEX_ARABIC,
    weight: '400 700',
    text: arabicCoreText,
    unicodeRange: arabicCoreUnicodeRange(),
    options: { variationAxes: { wght: { min: 400, max: 700 } } },
  },
  {
    family: 'Readex Pro Arabic Name',
    editions: ['en', 'ru', 'zh'],
    from: READEX_ARABIC,
    // The switch's weight (font-semibold) only.
    weight: '600',
    text: 'العربية',
    unicodeRange: 'U+0600-06FF, U+FB50-FDFF, U+FE70-FEFC',
    options: { variationAxes: { wght: 600 } },
  },
  // The menu's '中文' outside the Chinese edition, likewise: a face of its two characters, each
  // from the @fontsource slice that holds it, in the menu's weight.
  ...[
    ['中', 'U+4E2D', 119],
    ['文', 'U+6587', 118],
  ].map(([text, unicodeRange, slice]) => ({
    family: 'Noto Sans SC Name',
    editions: ['en', 'ar', 'ru'],
    from: `node_modules/@fontsource/noto-sans-sc/files/noto-sans-sc-${slice}-600-normal.woff2`,
    weight: '600',
    text,
    unicodeRange,
    options: {},
  })),
]

/** @param {(typeof CORE_FACES)[number]} face @returns {Promise<Buffer>} its core file, as WOFF2 */
export function subsetFace(face) {
  return subsetFont(fs.readFileSync(face.from), face.text, { targetFormat: 'woff2', ...face.options })
}

/**
 * Each edition's @font-face rules, with the files inside them. They need no request: Chrome
 * decodes a face when layout first asks for it, which on a phone takes less time than the page
 * takes to be painted. On a fast desktop the first frame can come just before the decode ends,
 * and its stand-in shows for some 60 ms: `swap` shows that frame's text rather than hiding it,
 * and draws the page at all if a face could not be read (a policy refusing data: fonts).
 * @returns {Promise<Record<'en' | 'ar' | 'ru' | 'zh', string>>}
 */
export async function coreFontFaces() {
  const faces = { en: [], ar: [], ru: [], zh: [] }
  for (const face of CORE_FACES) {
    const data = (await subsetFace(face)).toString('base64')
    const rule =
      `@font-face{font-family:'${face.family}';font-style:normal;font-display:swap;font-weight:${face.weight};` +
      `src:url(data:font/woff2;base64,${data}) format('woff2');unicode-range:${face.unicodeRange}}`
    for (const edition of face.editions) faces[edition].push(rule)
  }
  return Object.fromEntries(Object.entries(faces).map(([edition, rules]) => [edition, rules.join('\n')]))
}

export const CORE_FONT_FACES_MODULE = 'app/(site)/core-font-faces.ts'

/** The module the [locale] layout imports: each edition's faces as one string. */
export async function coreFontFacesModule() {
  const faces = await coreFontFaces()
  return [
    '// Written by npm run fonts:subset (scripts/fonts/subset.mjs), which says why: do not edit.',
    '',
    '/** Each edition\'s core @font-face rules, their files inline as data: URLs. */',
    'export const coreFontFaces = {',
    ...Object.entries(faces).map(([edition, rules]) => `  ${edition}: ${JSON.stringify(rules)},`),
    '} as const',
    '',
  ].join('\n')
}

async function main() {
  fs.copyFileSync(ARABIC_COMPLETE_FILE.from, ARABIC_COMPLETE_FILE.to)
  console.log(`${ARABIC_COMPLETE_FILE.to}: ${fs.statSync(ARABIC_COMPLETE_FILE.to).size} bytes`)
  for (const face of CORE_FACES) console.log(`${face.family}: ${(await subsetFace(face)).length} bytes`)
  fs.writeFileSync(CORE_FONT_FACES_MODULE, await coreFontFacesModule())
  console.log(`${CORE_FONT_FACES_MODULE}: ${fs.statSync(CORE_FONT_FACES_MODULE).size} bytes`)
}

if (import.meta.url === `file://${process.argv[1]}`) await main()
