// Crescent Key brand artwork: the crescent-and-key monogram and the wordmark lock-up. Letters
// are converted to outline paths from the bundled Cormorant Garamond / Manrope fonts so the SVGs
// render identically in any browser regardless of installed fonts.

import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { compactPath, loadWoff, textPath, type Font } from './ttf'

const FONT_DIR = join(process.cwd(), 'node_modules/@fontsource')
let fonts: { serif: Font | null; sans: Font | null } | null = null

function getFonts() {
  if (fonts) return fonts
  const load = (p: string) => {
    const full = join(FONT_DIR, p)
    try {
      return existsSync(full) ? loadWoff(full) : null
    } catch {
      return null
    }
  }
  fonts = {
    serif: load('cormorant-garamond/files/cormorant-garamond-latin-600-normal.woff'),
    sans: load('manrope/files/manrope-latin-500-normal.woff'),
  }
  return fonts
}

const f = (v: number) => (Math.round(v * 100) / 100).toString()

function circleIntersections(c1: [number, number], r1: number, c2: [number, number], r2: number): [[number, number], [number, number]] {
  const dx = c2[0] - c1[0]
  const dy = c2[1] - c1[1]
  const d = Math.hypot(dx, dy)
  const a = (r1 * r1 - r2 * r2 + d * d) / (2 * d)
  const h = Math.sqrt(Math.max(0, r1 * r1 - a * a))
  const xm = c1[0] + (a * dx) / d
  const ym = c1[1] + (a * dy) / d
  return [[xm + (h * dy) / d, ym - (h * dx) / d], [xm - (h * dy) / d, ym + (h * dx) / d]]
}

/**
 * The monogram in a 48x48 box: a crescent opening to the upper right, cradling a key whose bow
 * sits in the crescent's hollow and whose bit points down-right.
 */
export function monogram(crescent: string, key: string, ox = 0, oy = 0, s = 1): string {
  const oc: [number, number] = [22, 24]
  const or = 19
  const ic: [number, number] = [29.5, 20.5]
  const ir = 15.5
  const [p1, p2] = circleIntersections(oc, or, ic, ir)
  const X = (x: number) => f(ox + x * s)
  const Y = (y: number) => f(oy + y * s)
  const cres = `M${X(p1[0])},${Y(p1[1])} A${f(or * s)},${f(or * s)} 0 1 0 ${X(p2[0])},${Y(p2[1])} A${f(ir * s)},${f(ir * s)} 0 1 1 ${X(p1[0])},${Y(p1[1])} Z`
  const sw = f(1.8 * s)
  return (
    `<path d="${cres}" fill="${crescent}"/>` +
    `<g fill="none" stroke="${key}" stroke-width="${sw}" stroke-linecap="butt" stroke-linejoin="miter">` +
    `<circle cx="${X(27)}" cy="${Y(20)}" r="${f(4.5 * s)}"/>` +
    `<path d="M${X(30.2)},${Y(23.2)} L${X(40.6)},${Y(33.6)} M${X(36.6)},${Y(29.6)} L${X(33.9)},${Y(32.3)} M${X(39.3)},${Y(32.3)} L${X(37.3)},${Y(34.3)}"/>` +
    `</g>` +
    `<circle cx="${X(27)}" cy="${Y(20)}" r="${f(1.2 * s)}" fill="${key}"/>`
  )
}

function words(ink: string, sub: string): string {
  const { serif, sans } = getFonts()
  const x0 = 55
  const right = 216
  if (serif && sans) {
    // Fit CRESCENT KEY to the available width, then centre REAL ESTATE under it.
    const size = 20
    const probe = textPath(serif, 'CRESCENT KEY', 0, 0, size, 0)
    const letters = [...'CRESCENT KEY'].length - 1
    const tracking = Math.max(0.6, (right - x0 - probe.width) / letters)
    const main = textPath(serif, 'CRESCENT KEY', x0, 27.5, size, tracking)
    const subSize = 6
    const subProbe = textPath(sans, 'REAL ESTATE', 0, 0, subSize, 0)
    const subTrack = Math.max(1, (main.width * 0.62 - subProbe.width) / 10)
    const subLine = textPath(sans, 'REAL ESTATE', 0, 0, subSize, subTrack)
    const sx = x0 + (main.width - subLine.width) / 2
    const sub2 = textPath(sans, 'REAL ESTATE', sx, 39.5, subSize, subTrack)
    // Hairlines either side of REAL ESTATE.
    const ly = 37.3
    const gap = 4
    return (
      `<path transform="scale(.1)" d="${compactPath(main.d)}" fill="${ink}"/>` +
      `<path transform="scale(.1)" d="${compactPath(sub2.d)}" fill="${sub}"/>` +
      `<rect x="${f(x0 + 0.5)}" y="${f(ly)}" width="${f(sx - gap - x0 - 0.5)}" height="0.5" fill="${sub}" opacity="0.7"/>` +
      `<rect x="${f(sx + subLine.width + gap)}" y="${f(ly)}" width="${f(x0 + main.width - (sx + subLine.width + gap) - 0.5)}" height="0.5" fill="${sub}" opacity="0.7"/>`
    )
  }
  const fam = `font-family="'Cormorant Garamond', Georgia, 'DejaVu Serif', serif"`
  return (
    `<text x="${x0}" y="27" ${fam} font-size="15.5" font-weight="600" letter-spacing="1.6" fill="${ink}">CRESCENT KEY</text>` +
    `<text x="${x0 + 0.5}" y="39" ${fam} font-size="6.5" letter-spacing="3.6" fill="${sub}">REAL ESTATE</text>`
  )
}

export function logoSvg(variant: 'dark-on-light' | 'light-on-dark'): string {
  const light = variant === 'light-on-dark'
  const ink = light ? '#f7f4ee' : '#0f1b2d'
  const accent = light ? '#c8a96a' : '#b08d4f'
  const sub = light ? '#e7e1d6' : '#3a4558'
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 220 48" width="220" height="48" role="img" aria-label="Crescent Key Real Estate"><title>Crescent Key Real Estate</title>${monogram(accent, ink)}${words(ink, sub)}</svg>`
}

export function iconSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48" width="48" height="48" role="img" aria-label="Crescent Key"><rect width="48" height="48" rx="10" fill="#0f1b2d"/>${monogram('#c8a96a', '#f7f4ee', 5.2, 4.2, 0.82)}</svg>`
}

/**
 * The icon as a full square with no rounded corners, for platforms that apply their own mask
 * (iOS home screens, Android adaptive icons). `scale` shrinks the monogram towards the centre:
 * a maskable icon must keep its mark inside the middle 80% circle.
 */
export function squareIconSvg(size: number, scale = 1): string {
  const s = 0.82 * scale
  // The monogram's drawing sits around (23, 24) of its 48-unit box; keep that point centred.
  const ox = 24 - 23 * s
  const oy = 24 - 24 * s
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48" width="${size}" height="${size}"><rect width="48" height="48" fill="#0f1b2d"/>${monogram('#c8a96a', '#f7f4ee', ox, oy, s)}</svg>`
}

/**
 * One tile of the faint Arabic-lattice texture on dark bands (`.pattern-lattice`), drawn at
 * `scale` times its 56 px size. The site uses it as a PNG: an SVG background is a document of
 * its own for the browser to create, which costs a slow phone's main thread more than a decode.
 */
export function latticeTileSvg(scale = 2): string {
  const size = 56 * scale
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 56 56"><g fill="none" stroke="#d8bf8c" stroke-width="1"><path d="M28 4l7 17 17 7-17 7-7 17-7-17-17-7 17-7z"/><rect x="18" y="18" width="20" height="20" transform="rotate(45 28 28)"/></g></svg>`
}
