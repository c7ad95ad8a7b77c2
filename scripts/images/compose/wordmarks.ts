// Partner logos: a legible wordmark plus a small geometric mark, ink on transparent. Fourteen
// designs (serif caps, geometric sans, knocked-out monograms, stacked lock-ups...) selected by
// `style`, so a marquee of partners reads as fourteen different firms.

import { capHeight, fit, type FontKey } from './fonts'
import { fmt as f } from './util'

const INK = '#0f1b2d'
const W = 480
const H = 180

const generic = new Set([
  'developments', 'development', 'bank', 'properties', 'property', 'conveyancing', 'interiors', 'legal', 'consultants',
  'design', 'house', 'valuation', 'valuations', 'services', 'facilities', 'management', 'islamic', 'national', 'living',
  'group', 'holdings', 'realty', 'capital', 'partners', 'advisory', 'finance',
])

/** Splits "Falcon National Bank" into ["Falcon", "National Bank"]. */
export function splitName(name: string): [string, string] {
  const words = name.trim().split(/\s+/)
  let cut = words.length
  while (cut > 1 && generic.has((words[cut - 1] ?? '').toLowerCase())) cut--
  if (cut === words.length && words.length > 2) cut = words.length - 1
  return [words.slice(0, cut).join(' '), words.slice(cut).join(' ')]
}

function initials(primary: string, secondary: string, max = 2): string {
  const ws = primary.split(/\s+/).filter((w) => w !== '&' && !/^al$/i.test(w))
  let s = ws.map((w) => w[0] ?? '').join('')
  if (s.length < 2 && secondary) s += secondary[0] ?? ''
  return s.slice(0, max).toUpperCase()
}

type MarkFn = (x: number, y: number, s: number, letters: string) => string

const sw = (s: number, k = 0.045) => f(Math.max(1.6, s * k))

const marks: Record<string, MarkFn> = {
  arch: (x, y, s) =>
    `<path d="M${f(x + s * 0.18)},${f(y + s)} V${f(y + s * 0.45)} A${f(s * 0.32)},${f(s * 0.32)} 0 0 1 ${f(x + s * 0.82)},${f(y + s * 0.45)} V${f(y + s)}" fill="none" stroke="${INK}" stroke-width="${sw(s)}"/>` +
    `<path d="M${f(x + s * 0.34)},${f(y + s)} V${f(y + s * 0.52)} A${f(s * 0.16)},${f(s * 0.16)} 0 0 1 ${f(x + s * 0.66)},${f(y + s * 0.52)} V${f(y + s)} Z" fill="${INK}"/>` +
    `<rect x="${f(x + s * 0.08)}" y="${f(y + s - s * 0.045)}" width="${f(s * 0.84)}" height="${f(s * 0.045)}" fill="${INK}"/>`,
  meridian: (x, y, s) =>
    `<circle cx="${f(x + s / 2)}" cy="${f(y + s / 2)}" r="${f(s * 0.44)}" fill="none" stroke="${INK}" stroke-width="${sw(s, 0.06)}"/>` +
    `<ellipse cx="${f(x + s / 2)}" cy="${f(y + s / 2)}" rx="${f(s * 0.18)}" ry="${f(s * 0.44)}" fill="none" stroke="${INK}" stroke-width="${sw(s, 0.04)}"/>` +
    `<rect x="${f(x + s * 0.06)}" y="${f(y + s * 0.485)}" width="${f(s * 0.88)}" height="${f(s * 0.03)}" fill="${INK}"/>`,
  waves: (x, y, s) => {
    const out: string[] = []
    for (let i = 0; i < 3; i++) {
      const yy = y + s * (0.32 + i * 0.2)
      out.push(`<path d="M${f(x + s * 0.06)},${f(yy)} q${f(s * 0.11)},${f(-s * 0.12)} ${f(s * 0.22)},0 t${f(s * 0.22)},0 t${f(s * 0.22)},0 t${f(s * 0.22)},0" fill="none" stroke="${INK}" stroke-width="${sw(s, 0.055)}" stroke-linecap="round"/>`)
    }
    return out.join('')
  },
  square: (x, y, s, letters) => {
    const m = fit('cormorantBold', letters, s * 0.62, s * 0.74)
    const cap = m.size * capHeight('cormorantBold')
    const id = `k${Math.round(x)}${Math.round(y)}`
    return `<mask id="${id}"><rect x="${f(x)}" y="${f(y)}" width="${f(s)}" height="${f(s)}" fill="#fff"/>${m.m.draw(x + (s - m.m.width) / 2, y + s / 2 + cap / 2, '#000')}</mask><rect x="${f(x)}" y="${f(y)}" width="${f(s)}" height="${f(s)}" fill="${INK}" mask="url(#${id})"/>`
  },
  peaks: (x, y, s) =>
    `<path d="M${f(x + s * 0.02)},${f(y + s * 0.86)} L${f(x + s * 0.38)},${f(y + s * 0.22)} L${f(x + s * 0.6)},${f(y + s * 0.6)} L${f(x + s * 0.72)},${f(y + s * 0.42)} L${f(x + s * 0.98)},${f(y + s * 0.86)} Z" fill="${INK}"/>` ,
  lattice: (x, y, s) => {
    const out: string[] = [`<rect x="${f(x + s * 0.05)}" y="${f(y + s * 0.05)}" width="${f(s * 0.9)}" height="${f(s * 0.9)}" fill="none" stroke="${INK}" stroke-width="${sw(s, 0.04)}"/>`]
    const c = s * 0.9 / 3
    for (let i = 0; i < 3; i++) {
      for (let j = 0; j < 3; j++) {
        const cx = x + s * 0.05 + c * (i + 0.5)
        const cy = y + s * 0.05 + c * (j + 0.5)
        const r = c * 0.36
        out.push(`<path d="M${f(cx)},${f(cy - r)} L${f(cx + r)},${f(cy)} L${f(cx)},${f(cy + r)} L${f(cx - r)},${f(cy)} Z" fill="${(i + j) % 2 ? 'none' : INK}" stroke="${INK}" stroke-width="${sw(s, 0.03)}"/>`)
      }
    }
    return out.join('')
  },
  wings: (x, y, s) =>
    `<path d="M${f(x + s * 0.5)},${f(y + s * 0.78)} L${f(x + s * 0.02)},${f(y + s * 0.3)} L${f(x + s * 0.3)},${f(y + s * 0.36)} L${f(x + s * 0.5)},${f(y + s * 0.56)} L${f(x + s * 0.7)},${f(y + s * 0.36)} L${f(x + s * 0.98)},${f(y + s * 0.3)} Z" fill="${INK}"/>` +
    `<path d="M${f(x + s * 0.5)},${f(y + s * 0.5)} L${f(x + s * 0.36)},${f(y + s * 0.3)} L${f(x + s * 0.5)},${f(y + s * 0.14)} L${f(x + s * 0.64)},${f(y + s * 0.3)} Z" fill="${INK}"/>`,
  horizon: (x, y, s) =>
    `<path d="M${f(x + s * 0.14)},${f(y + s * 0.62)} A${f(s * 0.36)},${f(s * 0.36)} 0 0 1 ${f(x + s * 0.86)},${f(y + s * 0.62)} Z" fill="${INK}"/>` +
    `<rect x="${f(x)}" y="${f(y + s * 0.7)}" width="${f(s)}" height="${f(s * 0.05)}" fill="${INK}"/>` +
    `<rect x="${f(x + s * 0.15)}" y="${f(y + s * 0.82)}" width="${f(s * 0.7)}" height="${f(s * 0.05)}" fill="${INK}"/>`,
  column: (x, y, s) =>
    `<path d="M${f(x + s * 0.08)},${f(y + s * 0.3)} L${f(x + s * 0.5)},${f(y + s * 0.08)} L${f(x + s * 0.92)},${f(y + s * 0.3)} Z" fill="${INK}"/>` +
    [0.2, 0.42, 0.64].map((t) => `<rect x="${f(x + s * t)}" y="${f(y + s * 0.36)}" width="${f(s * 0.14)}" height="${f(s * 0.44)}" fill="${INK}"/>`).join('') +
    `<rect x="${f(x + s * 0.08)}" y="${f(y + s * 0.84)}" width="${f(s * 0.84)}" height="${f(s * 0.07)}" fill="${INK}"/>`,
  dunes: (x, y, s) =>
    `<path d="M${f(x)},${f(y + s * 0.7)} Q${f(x + s * 0.34)},${f(y + s * 0.12)} ${f(x + s * 0.66)},${f(y + s * 0.46)} Q${f(x + s * 0.84)},${f(y + s * 0.64)} ${f(x + s)},${f(y + s * 0.7)} Z" fill="${INK}"/>` +
    `<path d="M${f(x)},${f(y + s * 0.86)} Q${f(x + s * 0.56)},${f(y + s * 0.56)} ${f(x + s)},${f(y + s * 0.86)}" fill="none" stroke="${INK}" stroke-width="${sw(s, 0.07)}"/>`,
  star: (x, y, s) => {
    const cx = x + s / 2
    const cy = y + s / 2
    const sq = (r: number, rot: number) =>
      Array.from({ length: 4 }, (_, i) => {
        const a = rot + (i * Math.PI) / 2
        return `${f(cx + Math.cos(a) * r)},${f(cy + Math.sin(a) * r)}`
      }).join(' ')
    return `<polygon points="${sq(s * 0.46, Math.PI / 4)}" fill="none" stroke="${INK}" stroke-width="${sw(s, 0.05)}" stroke-linejoin="miter"/><polygon points="${sq(s * 0.46, 0)}" fill="none" stroke="${INK}" stroke-width="${sw(s, 0.05)}"/><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(s * 0.1)}" fill="${INK}"/>`
  },
  leaf: (x, y, s) =>
    `<path d="M${f(x + s * 0.5)},${f(y + s * 0.06)} C${f(x + s * 0.95)},${f(y + s * 0.3)} ${f(x + s * 0.85)},${f(y + s * 0.78)} ${f(x + s * 0.5)},${f(y + s * 0.94)} C${f(x + s * 0.15)},${f(y + s * 0.78)} ${f(x + s * 0.05)},${f(y + s * 0.3)} ${f(x + s * 0.5)},${f(y + s * 0.06)} Z" fill="none" stroke="${INK}" stroke-width="${sw(s, 0.05)}"/>` +
    `<path d="M${f(x + s * 0.5)},${f(y + s * 0.2)} V${f(y + s * 0.98)} M${f(x + s * 0.5)},${f(y + s * 0.45)} L${f(x + s * 0.7)},${f(y + s * 0.3)} M${f(x + s * 0.5)},${f(y + s * 0.62)} L${f(x + s * 0.3)},${f(y + s * 0.47)} M${f(x + s * 0.5)},${f(y + s * 0.78)} L${f(x + s * 0.68)},${f(y + s * 0.64)}" fill="none" stroke="${INK}" stroke-width="${sw(s, 0.04)}"/>`,
  ring: (x, y, s, letters) => {
    const m = fit('cormorantSemi', letters, s * 0.52, s * 0.6)
    const cap = m.size * capHeight('cormorantSemi')
    return `<circle cx="${f(x + s / 2)}" cy="${f(y + s / 2)}" r="${f(s * 0.46)}" fill="none" stroke="${INK}" stroke-width="${sw(s, 0.035)}"/><circle cx="${f(x + s / 2)}" cy="${f(y + s / 2)}" r="${f(s * 0.4)}" fill="none" stroke="${INK}" stroke-width="${sw(s, 0.015)}"/>${m.m.draw(x + (s - m.m.width) / 2, y + s / 2 + cap / 2, INK)}`
  },
  hexagon: (x, y, s, letters) => {
    const cx = x + s / 2
    const cy = y + s / 2
    const p = Array.from({ length: 6 }, (_, i) => {
      const a = -Math.PI / 2 + (i * Math.PI) / 3
      return `${f(cx + Math.cos(a) * s * 0.48)},${f(cy + Math.sin(a) * s * 0.48)}`
    }).join(' ')
    const m = fit('manropeBold', letters.slice(0, 1), s * 0.5, s * 0.5)
    const cap = m.size * capHeight('manropeBold')
    return `<polygon points="${p}" fill="none" stroke="${INK}" stroke-width="${sw(s, 0.06)}" stroke-linejoin="round"/>${m.m.draw(cx - m.m.width / 2, cy + cap / 2, INK)}`
  },
  pinnacle: (x, y, s) =>
    `<path d="M${f(x + s * 0.5)},${f(y + s * 0.04)} L${f(x + s * 0.86)},${f(y + s * 0.96)} L${f(x + s * 0.62)},${f(y + s * 0.96)} L${f(x + s * 0.5)},${f(y + s * 0.62)} L${f(x + s * 0.38)},${f(y + s * 0.96)} L${f(x + s * 0.14)},${f(y + s * 0.96)} Z" fill="${INK}"/>`,
}

interface Design {
  layout: 'left' | 'stack' | 'rule' | 'bigfirst'
  mark: keyof typeof marks
  pFont: FontKey
  pCase: 'upper' | 'lower' | 'title'
  pTrack: number // em
  sFont: FontKey
  sCase: 'upper' | 'lower' | 'title'
  sTrack: number
  hairlines?: boolean
  markScale?: number
}

const designs: Design[] = [
  { layout: 'stack', mark: 'arch', pFont: 'cormorantSemi', pCase: 'upper', pTrack: 0.18, sFont: 'manrope', sCase: 'upper', sTrack: 0.42 },
  { layout: 'left', mark: 'meridian', pFont: 'manropeBold', pCase: 'lower', pTrack: -0.01, sFont: 'manropeLight', sCase: 'lower', sTrack: 0.05 },
  { layout: 'left', mark: 'waves', pFont: 'cormorantBold', pCase: 'upper', pTrack: 0.08, sFont: 'manrope', sCase: 'upper', sTrack: 0.36 },
  { layout: 'left', mark: 'square', pFont: 'manropeExtraBold', pCase: 'title', pTrack: -0.01, sFont: 'manrope', sCase: 'upper', sTrack: 0.3 },
  { layout: 'stack', mark: 'peaks', pFont: 'manropeExtraBold', pCase: 'upper', pTrack: 0.16, sFont: 'manrope', sCase: 'upper', sTrack: 0.5, hairlines: true },
  { layout: 'left', mark: 'lattice', pFont: 'cormorantItalic', pCase: 'title', pTrack: 0, sFont: 'manrope', sCase: 'upper', sTrack: 0.45 },
  { layout: 'left', mark: 'wings', pFont: 'cormorantBold', pCase: 'upper', pTrack: 0.26, sFont: 'manropeBold', sCase: 'upper', sTrack: 0.38 },
  { layout: 'left', mark: 'horizon', pFont: 'manropeLight', pCase: 'lower', pTrack: 0.02, sFont: 'manrope', sCase: 'lower', sTrack: 0.18 },
  { layout: 'rule', mark: 'column', pFont: 'cormorantSemi', pCase: 'upper', pTrack: 0.1, sFont: 'manrope', sCase: 'upper', sTrack: 0.34 },
  { layout: 'bigfirst', mark: 'dunes', pFont: 'manropeExtraBold', pCase: 'upper', pTrack: 0.04, sFont: 'manrope', sCase: 'upper', sTrack: 0.34 },
  { layout: 'stack', mark: 'star', pFont: 'cormorantSemi', pCase: 'upper', pTrack: 0.22, sFont: 'manrope', sCase: 'upper', sTrack: 0.46, hairlines: true },
  { layout: 'left', mark: 'leaf', pFont: 'cormorantLight', pCase: 'title', pTrack: 0.01, sFont: 'manrope', sCase: 'upper', sTrack: 0.5 },
  { layout: 'left', mark: 'ring', pFont: 'manropeBold', pCase: 'upper', pTrack: 0.2, sFont: 'manropeLight', sCase: 'upper', sTrack: 0.3 },
  { layout: 'left', mark: 'hexagon', pFont: 'manropeBold', pCase: 'upper', pTrack: 0.12, sFont: 'manrope', sCase: 'upper', sTrack: 0.28, markScale: 0.95 },
]

function applyCase(s: string, c: Design['pCase']): string {
  if (c === 'upper') return s.toUpperCase()
  if (c === 'lower') return s.toLowerCase()
  return s
}

export function wordmarkSvg(name: string, style: number): string {
  const d = designs[((style % designs.length) + designs.length) % designs.length] as Design
  const [p0, s0] = splitName(name)
  const primary = applyCase(p0, d.pCase)
  const secondary = applyCase(s0, d.sCase)
  const letters = initials(p0, s0, d.mark === 'hexagon' ? 1 : 2)
  const mark = marks[d.mark] as MarkFn
  const body: string[] = []
  const pCap = capHeight(d.pFont)
  const sCap = capHeight(d.sFont)

  if (d.layout === 'stack') {
    const ms = 50 * (d.markScale ?? 1)
    const p = fit(d.pFont, primary, 44, W - 60, d.pTrack)
    const s = fit(d.sFont, secondary, 12, W - 120, d.sTrack)
    const gap1 = 14
    const gap2 = secondary ? 14 : 0
    const pH = p.size * pCap
    const sH = secondary ? s.size * sCap : 0
    const total = ms + gap1 + pH + gap2 + sH
    let y = (H - total) / 2
    body.push(mark((W - ms) / 2, y, ms, letters))
    y += ms + gap1 + pH
    // Tracking adds space after the last letter too; centre on the ink, not the advance.
    body.push(p.m.draw((W - p.m.width) / 2, y, INK))
    if (secondary) {
      y += gap2 + sH
      const sx = (W - s.m.width) / 2
      body.push(s.m.draw(sx, y, INK))
      if (d.hairlines) {
        const ly = y - sH / 2 - 0.6
        body.push(`<rect x="${f(sx - 46)}" y="${f(ly)}" width="34" height="1.2" fill="${INK}"/><rect x="${f(sx + s.m.width + 12)}" y="${f(ly)}" width="34" height="1.2" fill="${INK}"/>`)
      }
    }
  } else if (d.layout === 'bigfirst') {
    // Stacked lock-up: a heavy first line, a small tracked second line, mark to the left.
    const ms = 64
    const textW = W - 40 - ms - 22
    const p = fit(d.pFont, primary, 48, textW - 36, d.pTrack)
    const s = fit(d.sFont, secondary, 13, textW, d.sTrack)
    const pH = p.size * pCap
    const sH = s.size * sCap
    const total = pH + 14 + sH
    const blockW = ms + 22 + Math.max(p.m.width, s.m.width)
    const x0 = (W - blockW) / 2
    const y0 = (H - total) / 2
    body.push(mark(x0, (H - ms) / 2, ms, letters))
    body.push(p.m.draw(x0 + ms + 22, y0 + pH, INK))
    body.push(s.m.draw(x0 + ms + 24, y0 + pH + 14 + sH, INK))
  } else {
    const ms = (d.layout === 'rule' ? 58 : 62) * (d.markScale ?? 1)
    const gap = d.layout === 'rule' ? 40 : 22
    const textW = W - 40 - ms - gap
    const p = fit(d.pFont, primary, d.pFont.startsWith('cormorant') ? 46 : 40, textW, d.pTrack)
    const s = fit(d.sFont, secondary, d.sCase === 'lower' ? 17 : 13.5, textW, d.sTrack)
    const pH = p.size * pCap
    const sH = secondary ? s.size * sCap : 0
    const gap2 = secondary ? Math.max(10, p.size * 0.3) : 0
    const total = pH + gap2 + sH
    const blockW = ms + gap + Math.max(p.m.width, s.m.width)
    const x0 = (W - blockW) / 2
    const y0 = (H - total) / 2
    body.push(mark(x0, (H - ms) / 2, ms, letters))
    if (d.layout === 'rule') body.push(`<rect x="${f(x0 + ms + gap / 2 - 0.6)}" y="${f(H / 2 - ms * 0.55)}" width="1.2" height="${f(ms * 1.1)}" fill="${INK}"/>`)
    const tx = x0 + ms + gap
    body.push(p.m.draw(tx, y0 + pH, INK))
    if (secondary) body.push(s.m.draw(tx + 1, y0 + pH + gap2 + sH, INK))
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${body.join('')}</svg>`
}
