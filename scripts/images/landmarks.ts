// Landmark silhouettes. They are deliberately generic (a sail hotel, an observation wheel, an
// arched resort, wind towers) so the imagery evokes Dubai without reproducing anyone's building.

import { lighten, mix } from './color'
import type { Light } from './sky'
import { Ctx, n, poly, rect } from './svg'

/** Sail-shaped hotel on its own island: mast on one side, a bellied curve on the other. */
export function sailHotel(ctx: Ctx, light: Light, x: number, base: number, h: number, dir: 1 | -1, haze: number): string {
  const w = h * 0.42
  const X = (dx: number) => x + dx * dir
  const hull = mix(light.dark ? '#8e9ab8' : lighten(light.lit, 0.35), light.haze, haze)
  const frame = mix(light.dark ? '#2c3550' : mix(light.shade, '#ffffff', 0.35), light.haze, haze)
  const sail = ctx.linear(X(0), 0, X(w), 0, [[0, hull], [0.7, mix(hull, light.shade, 0.25)], [1, mix(hull, light.shade, 0.5)]])
  const out: string[] = []
  out.push(`<path d="M${n(X(0))},${n(base)} L${n(X(0))},${n(base - h * 0.93)} C${n(X(w * 0.35))},${n(base - h * 0.9)} ${n(X(w * 1.05))},${n(base - h * 0.55)} ${n(X(w * 0.92))},${n(base)} Z" fill="${sail}"/>`)
  // Exoskeleton: the crossing trusses that give the sail its signature lattice.
  for (let i = 1; i < 7; i++) {
    const yy = base - (h * 0.9 * i) / 7
    const spanW = w * (0.95 - Math.pow(i / 7, 2.2) * 0.75)
    out.push(`<line x1="${n(X(0))}" y1="${n(yy)}" x2="${n(X(spanW))}" y2="${n(yy + h * 0.06)}" stroke="${frame}" stroke-width="${n(h * 0.006)}" stroke-opacity="0.7"/>`)
  }
  out.push(rect(Math.min(X(0), X(-h * 0.03)), base - h, h * 0.03, h, frame))
  out.push(`<line x1="${n(X(-h * 0.015))}" y1="${n(base - h)}" x2="${n(X(-h * 0.015))}" y2="${n(base - h * 1.12)}" stroke="${frame}" stroke-width="${n(h * 0.008)}"/>`)
  out.push(`<ellipse cx="${n(X(w * 0.42))}" cy="${n(base - h * 0.8)}" rx="${n(w * 0.16)}" ry="${n(h * 0.012)}" fill="${frame}"/>`)
  out.push(rect(Math.min(X(-w * 0.3), X(w * 1.3)), base - h * 0.02, w * 1.6, h * 0.025, mix(light.sand, light.haze, haze)))
  if (light.dark) out.push(`<path d="M${n(X(0))},${n(base)} L${n(X(0))},${n(base - h * 0.93)} C${n(X(w * 0.35))},${n(base - h * 0.9)} ${n(X(w * 1.05))},${n(base - h * 0.55)} ${n(X(w * 0.92))},${n(base)}" fill="none" stroke="#b9a7ff" stroke-width="${n(h * 0.006)}" stroke-opacity="0.6"/>`)
  return out.join('')
}

/** Observation wheel: thin rim, spokes and A-frame legs; lit in colour after dark. */
export function wheel(_ctx: Ctx, light: Light, cx: number, base: number, r: number, haze: number): string {
  const cy = base - r * 1.12
  const steel = mix(light.dark ? '#5d6a8a' : mix(light.shade, '#ffffff', 0.4), light.haze, haze)
  const rim = light.dark ? '#e8c68a' : steel
  const sw = Math.max(1, r * 0.012)
  const out: string[] = [
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="none" stroke="${rim}" stroke-width="${n(sw * 2.2)}"/>`,
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.92)}" fill="none" stroke="${steel}" stroke-width="${n(sw)}"/>`,
  ]
  for (let i = 0; i < 32; i++) {
    const a = (i / 32) * Math.PI * 2
    out.push(`<line x1="${n(cx)}" y1="${n(cy)}" x2="${n(cx + Math.cos(a) * r * 0.92)}" y2="${n(cy + Math.sin(a) * r * 0.92)}" stroke="${steel}" stroke-width="${n(sw * 0.45)}" stroke-opacity="0.8"/>`)
    if (i % 2 === 0) out.push(`<ellipse cx="${n(cx + Math.cos(a) * r * 1.04)}" cy="${n(cy + Math.sin(a) * r * 1.04)}" rx="${n(r * 0.035)}" ry="${n(r * 0.022)}" fill="${light.dark ? '#ffe3b0' : lighten(steel, 0.3)}"/>`)
  }
  out.push(poly([[cx - r * 0.02, cy], [cx + r * 0.02, cy], [cx + r * 0.48, base], [cx + r * 0.4, base]], steel))
  out.push(poly([[cx - r * 0.02, cy], [cx + r * 0.02, cy], [cx - r * 0.4, base], [cx - r * 0.48, base]], steel))
  out.push(`<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.06)}" fill="${steel}"/>`)
  return out.join('')
}

/** Twin-wing resort joined by a great arch, as seen at the tip of a palm-shaped island. */
export function archResort(_ctx: Ctx, light: Light, cx: number, base: number, h: number, haze: number): string {
  const w = h * 1.3
  const body = mix(light.dark ? '#6a5266' : mix('#e8b89a', light.lit, 0.35), light.haze, haze)
  const shade = mix(body, light.shade, 0.35)
  const out: string[] = []
  const wing = (x0: number, x1: number, top: number, fill: string) => poly([[x0, base], [x0, top], [x1, top - h * 0.04], [x1, base]], fill)
  out.push(wing(cx - w / 2, cx - w * 0.28, base - h * 0.62, shade))
  out.push(wing(cx + w / 2, cx + w * 0.28, base - h * 0.62, shade))
  out.push(`<path d="M${n(cx - w * 0.3)},${n(base)} L${n(cx - w * 0.3)},${n(base - h)} L${n(cx + w * 0.3)},${n(base - h)} L${n(cx + w * 0.3)},${n(base)} L${n(cx + w * 0.12)},${n(base)} L${n(cx + w * 0.12)},${n(base - h * 0.62)} A${n(w * 0.12)},${n(w * 0.14)} 0 0 0 ${n(cx - w * 0.12)},${n(base - h * 0.62)} L${n(cx - w * 0.12)},${n(base)} Z" fill="${body}"/>`)
  out.push(rect(cx - w * 0.33, base - h * 1.02, w * 0.66, h * 0.04, shade))
  const rows = 14
  for (let i = 1; i < rows; i++) {
    const y = base - (h * 0.95 * i) / rows
    const col = light.dark ? '#ffd79a' : mix(shade, '#000', 0.15)
    const op = light.dark ? 0.5 : 0.25
    out.push(rect(cx - w * 0.29, y, w * 0.16, h * 0.012, col, `fill-opacity="${op}"`))
    out.push(rect(cx + w * 0.13, y, w * 0.16, h * 0.012, col, `fill-opacity="${op}"`))
  }
  return out.join('')
}

/** Courtyard house with barjeel wind towers: the heritage texture along the Creek. */
export function windTowerHouse(_ctx: Ctx, light: Light, x: number, base: number, w: number, haze: number): string {
  const h = w * 0.36
  const wall = mix(mix('#d9c3a0', light.lit, 0.3), light.haze, haze)
  const shade = mix(wall, light.shade, 0.4)
  const out = [rect(x, base - h, w, h, wall), rect(x, base - h, w, h * 0.06, shade)]
  const towers = 1 + Math.floor(w / (h * 2.2))
  for (let i = 0; i < towers; i++) {
    const tx = x + w * ((i + 0.5) / towers) - h * 0.18
    out.push(rect(tx, base - h * 1.9, h * 0.36, h * 0.95, wall))
    out.push(rect(tx + h * 0.2, base - h * 1.9, h * 0.16, h * 0.95, shade))
    for (let k = 0; k < 3; k++) out.push(rect(tx + h * (0.05 + k * 0.1), base - h * 1.8, h * 0.05, h * 0.45, mix(shade, '#000', 0.3), 'fill-opacity="0.6"'))
  }
  for (let k = 0; k < Math.floor(w / (h * 0.5)); k++) {
    const dx = x + h * 0.2 + k * h * 0.5
    if (dx > x + w - h * 0.3) break
    out.push(`<path d="M${n(dx)},${n(base)} v${n(-h * 0.45)} a${n(h * 0.1)},${n(h * 0.12)} 0 0 1 ${n(h * 0.2)},0 v${n(h * 0.45)} z" fill="${light.dark ? '#ffcf86' : mix(shade, '#000', 0.35)}" fill-opacity="${light.dark ? 0.8 : 0.7}"/>`)
  }
  return out.join('')
}

/** Dancing fountain plumes on a lake; an instantly recognisable downtown-at-dusk cue. */
export function fountain(ctx: Ctx, light: Light, x0: number, x1: number, waterY: number, h: number): string {
  const rng = ctx.rng
  const out: string[] = []
  const col = light.dark ? '#f4f1ff' : '#ffffff'
  const phase = rng.range(0, Math.PI)
  const freq = rng.range(1.5, 3)
  const mist = ctx.linear(0, waterY - h * 0.35, 0, waterY, [[0, col, 0], [1, col, 0.35]])
  out.push(`<rect x="${n(x0 - h * 0.1)}" y="${n(waterY - h * 0.35)}" width="${n(x1 - x0 + h * 0.2)}" height="${n(h * 0.35)}" fill="${mist}"/>`)
  const plume = ctx.linear(0, waterY - h, 0, waterY, [[0, col, 0], [0.35, col, 0.35], [1, col, 0.75]])
  const d: string[] = []
  for (let x = x0; x < x1; x += h * rng.range(0.07, 0.1)) {
    const t = (x - x0) / (x1 - x0)
    const ph = h * (0.3 + 0.7 * Math.abs(Math.sin(t * Math.PI * freq + phase))) * rng.range(0.85, 1)
    const w = h * 0.018
    d.push(`M${n(x - w)},${n(waterY)} Q${n(x)},${n(waterY - ph * 1.15)} ${n(x + w)},${n(waterY)} Z`)
  }
  out.push(`<path d="${d.join('')}" fill="${plume}"/>`)
  return out.join('')
}
