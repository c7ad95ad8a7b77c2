// npm run fonts:cjk — cuts Noto Sans SC into slices of the site's own Chinese, for the Chinese
// edition (lib/fonts/cjk.ts declares them).
//
// @fontsource's slices of Noto Sans SC follow how often characters appear on the web at large:
// a page of our copy (some 100-450 distinct characters) touched 17-21 of them, 500-640 kB. These
// slices follow our own pages instead:
//
// 1. The first view: every character the Chinese pages show in their first screen, at 390 and
//    1280 px, read from a running site (`--from http://localhost:3000`; one page per kind, from
//    its sitemap). One file, shared by every page's first view and cached across them.
// 2. Every other character of the Chinese interface texts, page content and demo content, in
//    groups of SLICE_SIZE (~9 kB), the characters most texts share first (the shell's, on every page,
//    counted as if in SHELL_WEIGHT texts). A page downloads the groups its other characters fall
//    in as they are laid out.
//
// @fontsource's slices stay declared behind them for any other character (a listing staff write
// later). Without --from, only the groups are written.
//
// The source is Google's complete Noto Sans SC (the same face @fontsource slices), fetched with
// `npm pack` into a temporary folder: 57 MB that the site does not need installed. The output is
// committed, so builds need none of this; run again when the Chinese texts change much.
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import subsetFont from 'subset-font'

export const SLICE_SIZE = 50
/** The namespaces every page shows (the layout's), and how much more their characters count. */
const SHELL_NAMESPACES = ['Shell', 'Nav', 'Menu', 'LanguageSwitch', 'DisplaySwitch', 'Footer', 'Organization', 'Content', 'Favourites']
const SHELL_WEIGHT = 20
export const SITE_SLICES_DIR = 'public/fonts/noto-sans-sc-site'
export const SITE_SLICES_MODULE = 'lib/fonts/cjk-site-slices.json'
const SOURCE_PACKAGE = '@expo-google-fonts/noto-sans-sc@0.4.3'
const SOURCE_FILE = 'package/400Regular/NotoSansSC_400Regular.ttf'

/**
 * The texts a Chinese page shows from the site itself, with their weights: each interface
 * namespace (the shell's weighted), each page-content file and each demo-content file.
 * @returns {{ text: string, weight: number }[]}
 */
function corpus() {
  const walk = (dir) =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
    )
  const files = [...walk('content/zh'), ...walk('scripts/seed-data/zh')].filter((file) => !file.endsWith('.test.ts'))
  const messages = JSON.parse(fs.readFileSync('messages/zh.json', 'utf8'))
  return [
    ...Object.entries(messages).map(([namespace, texts]) => ({
      text: JSON.stringify(texts),
      weight: SHELL_NAMESPACES.includes(namespace) ? SHELL_WEIGHT : 1,
    })),
    ...files.map((file) => ({ text: fs.readFileSync(file, 'utf8'), weight: 1 })),
  ]
}

/** Chinese characters and full-width punctuation: what the Latin core faces do not hold. */
const isCjk = (char) => (char.codePointAt(0) ?? 0) >= 0x2e80

/**
 * Characters in groups, those found in the most (weighted) texts first, ties in code point order.
 * @param {{ text: string, weight: number }[]} texts
 */
export function slicesOf(texts, size = SLICE_SIZE) {
  const counts = new Map()
  for (const { text, weight } of texts)
    for (const char of new Set([...text].filter(isCjk))) counts.set(char, (counts.get(char) ?? 0) + weight)
  const ordered = [...counts.keys()].sort((a, b) => counts.get(b) - counts.get(a) || a.codePointAt(0) - b.codePointAt(0))
  const slices = []
  for (let i = 0; i < ordered.length; i += size) slices.push(ordered.slice(i, i + size))
  return slices
}

/** @template T @param {T[]} items @param {number} size */
function chunk(items, size) {
  const out = []
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size))
  return out
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

/** One page of each kind: the home, lists, and the first of each kind of detail page. */
function samplePages(urls) {
  const kinds = new Map()
  for (const url of urls) {
    const path = new URL(url).pathname
    const kind = path.replace(/\/[^/]*[0-9a-f]{24}$|\/[a-z0-9-]+-[a-z0-9-]+$/, '/:item')
    if (!kinds.has(kind)) kinds.set(kind, url)
  }
  return [...kinds.values()]
}

/** The Chinese characters of each page's first screen, at a phone's and a desktop's width. */
async function firstViewCharacters(base) {
  const { chromium } = await import('playwright')
  const sitemap = await (await fetch(`${base}/sitemap.xml`)).text()
  const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]).filter((url) => /\/zh(\/|$)/.test(new URL(url).pathname))
  const pages = samplePages(urls.map((url) => `${base}${new URL(url).pathname}`))
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] })
  const chars = new Set()
  try {
    for (const viewport of [{ width: 390, height: 844 }, { width: 1280, height: 800 }]) {
      const page = await browser.newPage({ viewport })
      for (const url of pages) {
        await page.goto(url, { waitUntil: 'networkidle' })
        const seen = await page.evaluate(() => {
          const found = []
          const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
          while (walker.nextNode()) {
            const box = walker.currentNode.parentElement?.getBoundingClientRect()
            if (box && box.bottom > 0 && box.top < innerHeight && box.width > 0) found.push(walker.currentNode.textContent ?? '')
          }
          return found.join('')
        })
        for (const char of seen) if (isCjk(char)) chars.add(char)
      }
      await page.close()
    }
  } finally {
    await browser.close()
  }
  console.log(`first view: ${chars.size} characters on ${pages.length} pages`)
  return [...chars].sort((a, b) => a.codePointAt(0) - b.codePointAt(0))
}

async function main() {
  const from = process.argv.includes('--from') ? process.argv[process.argv.indexOf('--from') + 1] : null
  const firstView = from ? await firstViewCharacters(from) : []
  const rest = slicesOf(corpus()).flat().filter((char) => !firstView.includes(char))
  const slices = [...(firstView.length ? [firstView] : []), ...chunk(rest, SLICE_SIZE)]
  const font = sourceFont()
  fs.rmSync(SITE_SLICES_DIR, { recursive: true, force: true })
  fs.mkdirSync(SITE_SLICES_DIR, { recursive: true })
  const written = []
  for (const [index, chars] of slices.entries()) {
    const data = await subsetFont(font, chars.join(''), { targetFormat: 'woff2' })
    // The content's hash in the name: a changed slice gets a new address, so each is cached for a year.
    const hash = createHash('sha256').update(data).digest('hex').slice(0, 10)
    const file = `site-${index}-${hash}.woff2`
    fs.writeFileSync(path.join(SITE_SLICES_DIR, file), data)
    written.push({ file, unicodeRange: rangeOf(chars) })
    console.log(`${file}: ${chars.length} characters, ${data.length} bytes`)
  }
  fs.writeFileSync(SITE_SLICES_MODULE, JSON.stringify(written, null, 1) + '\n')
  console.log(`${SITE_SLICES_MODULE}: ${written.length} slices`)
}

if (import.meta.url === `file://${process.argv[1]}`) await main()
