// Type set as outline paths. Text rendered by librsvg depends on fontconfig and cannot be
// measured from here; outlines from known font files can, which lets wordmarks fit their box.
// Falls back to a <text> element (DejaVu, always installed here) if a font file is missing.

import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { loadWoff, textPath, type Font } from './ttf'
import { esc } from './util'

const FS = join(process.cwd(), 'node_modules/@fontsource')
const DV = '/usr/share/fonts/truetype/dejavu'

export const fontFiles = {
  cormorant: join(FS, 'cormorant-garamond/files/cormorant-garamond-latin-500-normal.woff'),
  cormorantSemi: join(FS, 'cormorant-garamond/files/cormorant-garamond-latin-600-normal.woff'),
  cormorantBold: join(FS, 'cormorant-garamond/files/cormorant-garamond-latin-700-normal.woff'),
  cormorantItalic: join(FS, 'cormorant-garamond/files/cormorant-garamond-latin-500-italic.woff'),
  cormorantLight: join(FS, 'cormorant-garamond/files/cormorant-garamond-latin-300-normal.woff'),
  manropeLight: join(FS, 'manrope/files/manrope-latin-300-normal.woff'),
  manrope: join(FS, 'manrope/files/manrope-latin-500-normal.woff'),
  manropeBold: join(FS, 'manrope/files/manrope-latin-700-normal.woff'),
  manropeExtraBold: join(FS, 'manrope/files/manrope-latin-800-normal.woff'),
  dejavuSans: join(DV, 'DejaVuSans.ttf'),
  dejavuSansBold: join(DV, 'DejaVuSans-Bold.ttf'),
  dejavuSansLight: join(DV, 'DejaVuSans-ExtraLight.ttf'),
  dejavuSerif: join(DV, 'DejaVuSerif.ttf'),
  dejavuSerifCond: join(DV, 'DejaVuSerifCondensed.ttf'),
} as const

export type FontKey = keyof typeof fontFiles

const fallbackFamily: Record<FontKey, { family: string; weight: number; italic?: boolean }> = {
  cormorant: { family: 'DejaVu Serif', weight: 400 },
  cormorantSemi: { family: 'DejaVu Serif', weight: 400 },
  cormorantBold: { family: 'DejaVu Serif', weight: 700 },
  cormorantItalic: { family: 'DejaVu Serif', weight: 400, italic: true },
  cormorantLight: { family: 'DejaVu Serif', weight: 400 },
  manropeLight: { family: 'DejaVu Sans', weight: 300 },
  manrope: { family: 'DejaVu Sans', weight: 400 },
  manropeBold: { family: 'DejaVu Sans', weight: 700 },
  manropeExtraBold: { family: 'DejaVu Sans', weight: 700 },
  dejavuSans: { family: 'DejaVu Sans', weight: 400 },
  dejavuSansBold: { family: 'DejaVu Sans', weight: 700 },
  dejavuSansLight: { family: 'DejaVu Sans', weight: 200 },
  dejavuSerif: { family: 'DejaVu Serif', weight: 400 },
  dejavuSerifCond: { family: 'DejaVu Serif', weight: 400 },
}

const cache = new Map<FontKey, Font | null>()

export function font(key: FontKey): Font | null {
  if (cache.has(key)) return cache.get(key) ?? null
  let f: Font | null = null
  try {
    if (existsSync(fontFiles[key])) f = loadWoff(fontFiles[key])
  } catch {
    f = null
  }
  cache.set(key, f)
  return f
}

export interface Measured {
  width: number
  /** Draws the text with its left edge at x. */
  draw(x: number, baseline: number, fill: string, extra?: string): string
}

/** Measures `text` at `size` with `tracking` (px between letters). */
export function measure(key: FontKey, text: string, size: number, tracking = 0): Measured {
  const f = font(key)
  if (f) {
    const probe = textPath(f, text, 0, 0, size, tracking)
    return {
      width: probe.width,
      draw: (x, baseline, fill, extra = '') => `<path d="${textPath(f, text, x, baseline, size, tracking).d}" fill="${fill}"${extra ? ' ' + extra : ''}/>`,
    }
  }
  const fb = fallbackFamily[key]
  const width = text.length * size * (fb.family.includes('Serif') ? 0.62 : 0.6) + tracking * (text.length - 1)
  return {
    width,
    draw: (x, baseline, fill, extra = '') =>
      `<text x="${x}" y="${baseline}" font-family="${fb.family}" font-size="${size}" font-weight="${fb.weight}"${fb.italic ? ' font-style="italic"' : ''} letter-spacing="${tracking}" fill="${fill}"${extra ? ' ' + extra : ''}>${esc(text)}</text>`,
  }
}

/** Largest size <= maxSize (and its measurement) at which text fits in maxWidth. */
export function fit(key: FontKey, text: string, maxSize: number, maxWidth: number, trackingEm = 0): { size: number; m: Measured } {
  let size = maxSize
  let m = measure(key, text, size, size * trackingEm)
  if (m.width > maxWidth) {
    size = (maxSize * maxWidth) / m.width
    m = measure(key, text, size, size * trackingEm)
  }
  return { size, m }
}

/** Cap height as a share of the em for the fonts in use (close enough for vertical centring). */
export function capHeight(key: FontKey): number {
  if (key.startsWith('cormorant')) return 0.63
  if (key.startsWith('manrope')) return 0.72
  return 0.73
}
