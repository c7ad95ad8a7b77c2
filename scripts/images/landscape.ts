// Planting and terrain sprites drawn in screen space and sized by the caller from the camera.
// Date palms carry most of the "this is the Gulf" signal, so they get the most care.

import { darken, lighten, mix } from './color'
import type { Rng } from './prng'
import type { Light } from './sky'
import { Ctx, n } from './svg'

/**
 * Date palm: tapered, slightly curved trunk with a fan of crescent-shaped fronds.
 * x, y is the base; h is the total height in pixels.
 */
export function palm(rng: Rng, light: Light, x: number, y: number, h: number, haze = 0): string {
  const lean = rng.range(-0.12, 0.12) * h
  const topX = x + lean
  const topY = y - h * 0.8
  const trunk = mix(light.dark ? '#2a2628' : mix('#8a7560', light.shade, 0.35), light.haze, haze)
  const leaf = mix(light.dark ? '#121a20' : mix('#3f5a38', light.foliage, 0.5), light.haze, haze)
  const tw = Math.max(1.2, h * 0.035)
  const out: string[] = []
  out.push(`<path d="M${n(x - tw)},${n(y)} Q${n(x + lean * 0.2 - tw * 0.8)},${n(y - h * 0.4)} ${n(topX - tw * 0.55)},${n(topY)} L${n(topX + tw * 0.55)},${n(topY)} Q${n(x + lean * 0.2 + tw * 0.8)},${n(y - h * 0.4)} ${n(x + tw)},${n(y)} Z" fill="${trunk}"/>`)
  if (h > 60) {
    // Leaf-base rings: only worth drawing when the palm is big enough to see them.
    const segs: string[] = []
    for (let t = 0.08; t < 0.95; t += 0.06) {
      const px = x + (topX - x) * t * t
      const py = y - h * 0.8 * t
      segs.push(`M${n(px - tw * (1 - t * 0.4))} ${n(py)}h${n(tw * 2 * (1 - t * 0.4))}`)
    }
    out.push(`<path d="${segs.join('')}" stroke="${darken(trunk, 0.25)}" stroke-width="${n(Math.max(0.6, h * 0.006))}" stroke-opacity="0.6"/>`)
  }
  const fronds = rng.int(11, 15)
  for (let i = 0; i < fronds; i++) {
    const a = -Math.PI / 2 + ((i / (fronds - 1)) - 0.5) * Math.PI * rng.range(1.5, 1.75) + rng.gauss(0.12)
    const len = h * rng.range(0.3, 0.42)
    const droop = Math.abs(Math.cos(a)) * len * rng.range(0.45, 0.75)
    const tipX = topX + Math.cos(a) * len
    const tipY = topY + Math.sin(a) * len * 0.55 + droop
    const cX = topX + Math.cos(a) * len * 0.55
    const cY = topY + Math.sin(a) * len * 0.55 - len * 0.12
    const wdt = len * rng.range(0.1, 0.14)
    const col = mix(leaf, i % 3 === 0 ? lighten(leaf, 0.18) : darken(leaf, 0.1), rng.float())
    out.push(`<path d="M${n(topX)},${n(topY)} Q${n(cX)},${n(cY - wdt)} ${n(tipX)},${n(tipY)} Q${n(cX)},${n(cY + wdt)} ${n(topX)},${n(topY)} Z" fill="${col}"/>`)
  }
  if (!light.dark) out.push(`<circle cx="${n(topX)}" cy="${n(topY)}" r="${n(tw * 1.3)}" fill="${darken(leaf, 0.2)}"/>`)
  return out.join('')
}

/** Clipped hedge or shrub mass: soft overlapping blobs in a horizontal band. */
export function shrubs(rng: Rng, light: Light, x0: number, x1: number, y: number, h: number, haze = 0): string {
  const out: string[] = []
  const base = mix(light.dark ? '#10181c' : mix('#4e6a3e', light.foliage, 0.5), light.haze, haze)
  for (let x = x0; x < x1; x += h * rng.range(0.5, 0.9)) {
    const r = h * rng.range(0.45, 0.7)
    out.push(`<ellipse cx="${n(x)}" cy="${n(y - r * 0.6)}" rx="${n(r * 1.15)}" ry="${n(r)}" fill="${mix(base, lighten(base, 0.2), rng.float() * 0.6)}"/>`)
  }
  return out.join('')
}

/** Bougainvillea accents: the magenta that makes villa gardens feel lived in. */
export function flowers(rng: Rng, x0: number, x1: number, y: number, h: number, dark: boolean): string {
  const out: string[] = []
  const cols = dark ? ['#6a3a58', '#5a3048'] : ['#c2457a', '#d8609a', '#e7a0c0', '#f0e6d8']
  for (let i = 0; i < Math.round((x1 - x0) / (h * 0.25)); i++) {
    out.push(`<circle cx="${n(rng.range(x0, x1))}" cy="${n(y - rng.range(0.2, 1) * h)}" r="${n(h * rng.range(0.05, 0.1))}" fill="${rng.pick(cols)}" fill-opacity="0.85"/>`)
  }
  return out.join('')
}

/** Rolling dunes for the desert edge of the villa communities. */
export function dunes(ctx: Ctx, light: Light, x0: number, x1: number, y: number, h: number, haze: number): string {
  const rng = ctx.rng
  const out: string[] = []
  const sand = mix(light.sand, light.haze, haze)
  for (let layer = 0; layer < 3; layer++) {
    const yy = y + layer * h * 0.3
    const amp = h * (0.6 - layer * 0.15)
    const segs = 5
    let d = `M${n(x0)},${n(yy + h)} L${n(x0)},${n(yy)}`
    for (let i = 0; i < segs; i++) {
      const xa = x0 + ((x1 - x0) * (i + 0.5)) / segs
      const xb = x0 + ((x1 - x0) * (i + 1)) / segs
      d += ` Q${n(xa + rng.gauss(40))},${n(yy - amp * rng.range(0.2, 1))} ${n(xb)},${n(yy + rng.gauss(amp * 0.2))}`
    }
    d += ` L${n(x1)},${n(yy + h * 2)} L${n(x0)},${n(yy + h * 2)} Z`
    const top = mix(sand, lighten(light.lit, 0.2), 0.25 - layer * 0.05)
    const bottom = mix(sand, light.shade, 0.25)
    out.push(`<path d="${d}" fill="${ctx.linear(0, yy - amp, 0, yy + h, [[0, top], [1, bottom]])}"/>`)
  }
  return out.join('')
}
