// Minimal WOFF(1)/TrueType reader: enough to turn a string into SVG outline paths so brand
// artwork does not depend on the viewer's installed fonts. Handles cmap format 4, hmtx, loca,
// simple and composite glyf outlines. No kerning or shaping (tracked caps do not need it).

import { readFileSync } from 'node:fs'
import { inflateSync } from 'node:zlib'

export interface Font {
  unitsPerEm: number
  ascender: number
  glyph(ch: string): { d: (x: number, y: number, scale: number) => string; advance: number }
}

interface Contour { pts: Array<{ x: number; y: number; on: boolean }> }

export function loadWoff(path: string): Font {
  const b = readFileSync(path)
  const tables = new Map<string, Buffer>()
  const isWoff = b.toString('ascii', 0, 4) === 'wOFF'
  if (isWoff) {
    const count = b.readUInt16BE(12)
    for (let i = 0; i < count; i++) {
      const o = 44 + i * 20
      const tag = b.toString('ascii', o, o + 4)
      const off = b.readUInt32BE(o + 4)
      const comp = b.readUInt32BE(o + 8)
      const orig = b.readUInt32BE(o + 12)
      const raw = b.subarray(off, off + comp)
      tables.set(tag, comp < orig ? inflateSync(raw) : Buffer.from(raw))
    }
  } else {
    const count = b.readUInt16BE(4)
    for (let i = 0; i < count; i++) {
      const o = 12 + i * 16
      tables.set(b.toString('ascii', o, o + 4), b.subarray(b.readUInt32BE(o + 8), b.readUInt32BE(o + 8) + b.readUInt32BE(o + 12)))
    }
  }
  const need = (t: string): Buffer => {
    const x = tables.get(t)
    if (!x) throw new Error(`font table ${t} missing`)
    return x
  }
  const head = need('head')
  const unitsPerEm = head.readUInt16BE(18)
  const longLoca = head.readInt16BE(50) === 1
  const hhea = need('hhea')
  const ascender = hhea.readInt16BE(4)
  const numHMetrics = hhea.readUInt16BE(34)
  const hmtx = need('hmtx')
  const loca = need('loca')
  const glyf = need('glyf')
  const cmap = need('cmap')

  // cmap: find a format-4 subtable (Unicode BMP).
  const map = new Map<number, number>()
  const nSub = cmap.readUInt16BE(2)
  for (let i = 0; i < nSub; i++) {
    const off = cmap.readUInt32BE(4 + i * 8 + 4)
    if (cmap.readUInt16BE(off) !== 4) continue
    const segX2 = cmap.readUInt16BE(off + 6)
    const ends = off + 14
    const starts = ends + segX2 + 2
    const deltas = starts + segX2
    const ranges = deltas + segX2
    for (let s = 0; s < segX2 / 2; s++) {
      const end = cmap.readUInt16BE(ends + s * 2)
      const start = cmap.readUInt16BE(starts + s * 2)
      const delta = cmap.readInt16BE(deltas + s * 2)
      const ro = cmap.readUInt16BE(ranges + s * 2)
      for (let c = start; c <= end && c !== 0xffff; c++) {
        let g: number
        if (ro === 0) g = (c + delta) & 0xffff
        else {
          const at = ranges + s * 2 + ro + (c - start) * 2
          g = cmap.readUInt16BE(at)
          if (g !== 0) g = (g + delta) & 0xffff
        }
        if (!map.has(c)) map.set(c, g)
      }
    }
    break
  }

  const advance = (g: number): number => hmtx.readUInt16BE(Math.min(g, numHMetrics - 1) * 4)
  const glyphRange = (g: number): [number, number] =>
    longLoca ? [loca.readUInt32BE(g * 4), loca.readUInt32BE(g * 4 + 4)] : [loca.readUInt16BE(g * 2) * 2, loca.readUInt16BE(g * 2 + 2) * 2]

  function contours(g: number, depth = 0): Contour[] {
    const [s, e] = glyphRange(g)
    if (e <= s || depth > 4) return []
    const nC = glyf.readInt16BE(s)
    if (nC >= 0) {
      let p = s + 10
      const endPts: number[] = []
      for (let i = 0; i < nC; i++) { endPts.push(glyf.readUInt16BE(p)); p += 2 }
      const nPts = nC ? (endPts[nC - 1] as number) + 1 : 0
      p += 2 + glyf.readUInt16BE(p)
      const flags: number[] = []
      while (flags.length < nPts) {
        const f = glyf.readUInt8(p++)
        flags.push(f)
        if (f & 8) { let r = glyf.readUInt8(p++); while (r-- > 0) flags.push(f) }
      }
      const xs: number[] = []
      let v = 0
      for (const f of flags) {
        if (f & 2) { const d = glyf.readUInt8(p++); v += f & 16 ? d : -d } else if (!(f & 16)) { v += glyf.readInt16BE(p); p += 2 }
        xs.push(v)
      }
      const ys: number[] = []
      v = 0
      for (const f of flags) {
        if (f & 4) { const d = glyf.readUInt8(p++); v += f & 32 ? d : -d } else if (!(f & 32)) { v += glyf.readInt16BE(p); p += 2 }
        ys.push(v)
      }
      const out: Contour[] = []
      let start = 0
      for (const end of endPts) {
        const pts = []
        for (let i = start; i <= end; i++) pts.push({ x: xs[i] as number, y: ys[i] as number, on: ((flags[i] as number) & 1) === 1 })
        out.push({ pts })
        start = end + 1
      }
      return out
    }
    // Composite glyph: concatenate transformed components.
    let p = s + 10
    const out: Contour[] = []
    for (;;) {
      const flags = glyf.readUInt16BE(p)
      const gi = glyf.readUInt16BE(p + 2)
      p += 4
      let dx: number, dy: number
      if (flags & 1) { dx = glyf.readInt16BE(p); dy = glyf.readInt16BE(p + 2); p += 4 } else { dx = glyf.readInt8(p); dy = glyf.readInt8(p + 1); p += 2 }
      let a = 1, bb = 0, c = 0, d = 1
      if (flags & 8) { a = d = glyf.readInt16BE(p) / 16384; p += 2 } else if (flags & 0x40) { a = glyf.readInt16BE(p) / 16384; d = glyf.readInt16BE(p + 2) / 16384; p += 4 } else if (flags & 0x80) {
        a = glyf.readInt16BE(p) / 16384; bb = glyf.readInt16BE(p + 2) / 16384; c = glyf.readInt16BE(p + 4) / 16384; d = glyf.readInt16BE(p + 6) / 16384; p += 8
      }
      for (const ct of contours(gi, depth + 1)) out.push({ pts: ct.pts.map((q) => ({ x: q.x * a + q.y * c + dx, y: q.x * bb + q.y * d + dy, on: q.on })) })
      if (!(flags & 0x20)) break
    }
    return out
  }

  const f = (v: number) => (Math.round(v * 100) / 100).toString()
  return {
    unitsPerEm,
    ascender,
    glyph(ch: string) {
      const g = map.get(ch.codePointAt(0) ?? 32) ?? 0
      const cs = contours(g)
      return {
        advance: advance(g),
        d(x0: number, y0: number, sc: number) {
          // y0 is the baseline; font units point up.
          const P = (q: { x: number; y: number }) => `${f(x0 + q.x * sc)},${f(y0 - q.y * sc)}`
          let d = ''
          for (const { pts } of cs) {
            if (!pts.length) continue
            // Start on an on-curve point (or the midpoint of two off-curve ones).
            let startIdx = pts.findIndex((q) => q.on)
            let start: { x: number; y: number }
            if (startIdx < 0) {
              const a = pts[0] as { x: number; y: number }
              const b = pts[1] ?? a
              start = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 }
              startIdx = 0
            } else start = pts[startIdx] as { x: number; y: number }
            d += `M${P(start)}`
            const n = pts.length
            let ctrl: { x: number; y: number } | null = null
            for (let k = 1; k <= n; k++) {
              const q = pts[(startIdx + k) % n] as { x: number; y: number; on: boolean }
              if (q.on) {
                d += ctrl ? `Q${P(ctrl)} ${P(q)}` : `L${P(q)}`
                ctrl = null
              } else {
                if (ctrl) {
                  const mid = { x: (ctrl.x + q.x) / 2, y: (ctrl.y + q.y) / 2 }
                  d += `Q${P(ctrl)} ${P(mid)}`
                }
                ctrl = q
              }
            }
            if (ctrl) d += `Q${P(ctrl)} ${P(start)}`
            d += 'Z'
          }
          return d
        },
      }
    },
  }
}

/** Lays out a string as one SVG path `d`. Returns the path and its advance width. */
export function textPath(font: Font, text: string, x: number, baseline: number, size: number, tracking = 0): { d: string; width: number } {
  const sc = size / font.unitsPerEm
  let cx = x
  let d = ''
  const chars = [...text]
  chars.forEach((ch, i) => {
    const g = font.glyph(ch)
    d += g.d(cx, baseline, sc)
    cx += g.advance * sc + (i < chars.length - 1 ? tracking : 0)
  })
  return { d, width: cx - x }
}

/**
 * The same outline in tenths of a unit, with each point relative to the one before: about half
 * the bytes of `textPath`'s absolute coordinates (the logo sits in every page's first view).
 * Draw it with transform="scale(.1)". Rounding is done on absolute positions, so it never drifts.
 */
export function compactPath(d: string): string {
  const numbers = (values: number[]) => values.map((v, i) => (i > 0 && v >= 0 ? ` ${v}` : `${v}`)).join('')
  let out = ''
  let [x, y, startX, startY] = [0, 0, 0, 0]
  for (const [, command, args = ''] of d.matchAll(/([MLQZ])([^MLQZ]*)/g)) {
    const p = args.trim() ? args.trim().split(/[\s,]+/).map((v) => Math.round(Number(v) * 10)) : []
    if (command === 'Z') {
      out += 'z'
      ;[x, y] = [startX, startY]
    } else if (command === 'M') {
      ;[x, y, startX, startY] = [p[0]!, p[1]!, p[0]!, p[1]!]
      out += `M${numbers([x, y])}`
    } else if (command === 'L') {
      out += `l${numbers([p[0]! - x, p[1]! - y])}`
      ;[x, y] = [p[0]!, p[1]!]
    } else {
      out += `q${numbers([p[0]! - x, p[1]! - y, p[2]! - x, p[3]! - y])}`
      ;[x, y] = [p[2]!, p[3]!]
    }
  }
  return out
}
