import 'server-only'
import fs from 'node:fs'
import path from 'node:path'
import siteSlices from './cjk-site-slices.json'

/*
 * The Chinese edition's face, Noto Sans SC, in unicode-range slices, so a page downloads only the
 * slices holding the characters it shows and never the whole ~10 MB face:
 *
 * - first, slices of the site's own Chinese (public/fonts/noto-sans-sc-site, written by
 *   scripts/fonts/cjk-subset.mjs, which says why): the interface, the pages and the demo content;
 * - behind them, @fontsource's ~100 slices of the whole face, for any other character (a listing
 *   staff write later). They are served from the installed package by
 *   app/fonts/cjk/[version]/[file]: no build step copies them, and the package's version is in
 *   their address, so they are cached for a year and an upgrade gets new addresses.
 *
 * Where both declare a character, the browser takes the rule declared last: the site's slices.
 * One weight (400): bold Chinese is drawn by the browser from it, which keeps a first view within
 * its font budget (docs/performance.md). The rules travel in the Chinese pages' own styles (the
 * [locale] layout): a stylesheet of their own cost phones a round trip before the first paint.
 */

const PACKAGE_DIR = path.resolve(/*turbopackIgnore: true*/ process.cwd(), 'node_modules/@fontsource/noto-sans-sc')

/** The slices' file names, as @fontsource writes them. */
export const CJK_FILE = /^noto-sans-sc-\d+-400-normal\.woff2$/

function installedVersion(): string {
  return (JSON.parse(fs.readFileSync(path.join(PACKAGE_DIR, 'package.json'), 'utf8')) as { version: string }).version
}

export const CJK_FONT_VERSION = installedVersion()

/** Where a slice is served from. */
export function cjkFilePath(file: string): string {
  return path.join(PACKAGE_DIR, 'files', file)
}

/**
 * The slices' @font-face rules: @fontsource's own 400.css with only the WOFF2 sources (every
 * browser the site supports reads them) and addresses under /fonts/cjk/{version}/.
 */
function facesCss(): string {
  const css = fs.readFileSync(path.join(PACKAGE_DIR, '400.css'), 'utf8')
  // Only the numbered (CJK) slices: @fontsource's named ones (latin, cyrillic, vietnamese…) cover
  // letters the site's own faces draw, and the font route serves none of them.
  const whole = [...css.matchAll(/src: url\(\.\/files\/([^)]+\.woff2)\)[^;]*;\s*unicode-range: ([^;]+);/g)]
    .filter(([, file]) => CJK_FILE.test(file!))
    .map(([, file, range]) => face(`/fonts/cjk/${CJK_FONT_VERSION}/${file}`, range!))
  const site = siteSlices.map(({ file, unicodeRange }) => face(`/fonts/noto-sans-sc-site/${file}`, unicodeRange))
  return [...whole, ...site].join('\n')
}

function face(url: string, unicodeRange: string): string {
  return (
    `@font-face{font-family:'Noto Sans SC';font-style:normal;font-display:swap;font-weight:400;` +
    `src:url(${url}) format('woff2');unicode-range:${unicodeRange}}`
  )
}

let faces: string | undefined

/** The rules, read once per process. */
export function cjkFontFaces(): string {
  faces ??= facesCss()
  return faces
}
