// npm run fonts:cjk — cuts Noto Sans SC into slices of the site's own Chinese, for the Chinese
// edition (lib/fonts/cjk.ts declares them).
//
// @fontsource's slices of Noto Sans SC follow how often characters appear on the web at large:
// a page of our copy (some 350-550 distinct characters) touched 17-21 of them, 500-640 kB. These
// slices follow our own texts instead: every character of the Chinese interface texts, page
// content and demo content, in groups of SLICE_SIZE, the characters most pages share first. A
// page then downloads the few groups its characters fall in (each ~14 kB). @fontsource's slices
// stay declared behind them for any other character (a listing staff write later).
//
// The source is Google's complete Noto Sans SC (the same face @fontsource slices), fetched with
// `npm pack` into a temporary folder: 57 MB that the site does not need installed. The output is
// committed, so builds need none of this; run again when the Chinese texts change much.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import subsetFont from 'subset-font'

export const SLICE_SIZE = 100
export const SITE_SLICES_DIR = 'public/fonts/noto-sans-sc-site'
export const SITE_SLICES_MODULE = 'lib/fonts/cjk-site-slices.json'
const SOURCE_PACKAGE = '@expo-google-fonts/noto-sans-sc@0.4.3'
const SOURCE_FILE = 'package/400Regular/NotoSansSC_400Regular.ttf'

/** The texts a Chinese page shows from the site itself, one entry per file. */
function corpusFiles() {
  const walk = (dir) =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
    )
  return ['messages/zh.json', ...walk('content/zh'), ...walk('scripts/seed-data/zh')].filter((file) => !file.endsWith('.test.ts'))
}

/** Chinese characters and full-width punctuation: what the Latin core faces do not hold. */
const isCjk = (char) => (char.codePointAt(0) ?? 0) >= 0x2e80

/** Characters in groups, those found in the most files first (ties in code point order). */
export function slicesOf(texts, size = SLICE_SIZE) {
  const files = new Map()
  for (const text of texts) for (const char of new Set([...text].filter(isCjk))) files.set(char, (files.get(char) ?? 0) + 1)
  const ordered = [...files.keys()].sort((a, b) => files.get(b) - files.get(a) || a.codePointAt(0) - b.codePointAt(0))
  const slices = []
  for (let i = 0; i < ordered.length; i += size) slices.push(ordered.slice(i, i + size))
  return slices
}

/** The CSS unicode-range of some characters. */
export function rangeOf(chars) {
  const codes = chars.map((c) => c.codePointAt(0)).sort((a, b) => a - b)
  const ranges = []
  for (const code of codes) {
    const last = ranges.at(-1)
    if (last && code === last[1] + 1) last[1] = code
    else ranges.push([code, code])
  }
  const hex = (n) => n.toString(16).toUpperCase()
  return ranges.map(([a, b]) => (a === b ? `U+${hex(a)}` : `U+${hex(a)}-${hex(b)}`)).join(',')
}

function sourceFont() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'noto-sans-sc-'))
  const tarball = execFileSync('npm', ['pack', SOURCE_PACKAGE, '--silent'], { cwd: dir, encoding: 'utf8' }).trim()
  execFileSync('tar', ['xzf', tarball, SOURCE_FILE], { cwd: dir })
  return fs.readFileSync(path.join(dir, SOURCE_FILE))
}

async function main() {
  const slices = slicesOf(corpusFiles().map((file) => fs.readFileSync(file, 'utf8')))
  const font = sourceFont()
  fs.rmSync(SITE_SLICES_DIR, { recursive: true, force: true })
  fs.mkdirSync(SITE_SLICES_DIR, { recursive: true })
  const written = []
  for (const [index, chars] of slices.entries()) {
    const data = await subsetFont(font, chars.join(''), { targetFormat: 'woff2' })
    // The content's hash in the name: a changed slice gets a new address, so each is cached for a year.
    const hash = (await import('node:crypto')).createHash('sha256').update(data).digest('hex').slice(0, 10)
    const file = `site-${index}-${hash}.woff2`
    fs.writeFileSync(path.join(SITE_SLICES_DIR, file), data)
    written.push({ file, unicodeRange: rangeOf(chars) })
    console.log(`${file}: ${chars.length} characters, ${data.length} bytes`)
  }
  fs.writeFileSync(SITE_SLICES_MODULE, JSON.stringify(written, null, 1) + '\n')
  console.log(`${SITE_SLICES_MODULE}: ${written.length} slices`)
}

if (import.meta.url === `file://${process.argv[1]}`) await main()
