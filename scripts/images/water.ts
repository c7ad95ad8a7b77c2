// Water is mostly borrowed light: a gradient from the horizon colour, a flipped and broken copy
// of whatever stands on the shore, and a glitter path under the sun.

import { lighten, mix } from './color'
import type { Light } from './sky'
import { Ctx, n, poly, RectBatch, type Rect } from './svg'

export interface WaterOptions {
  rect: Rect // top edge is the waterline
  sunX: number
  sunVisible: boolean
  reflect?: string // id of a group to mirror about the waterline
  turquoise?: boolean // shallow Gulf water near beaches and the Palm
}

export function paintWater(ctx: Ctx, light: Light, o: WaterOptions): string {
  const rng = ctx.rng
  const { x, y, w, h } = o.rect
  const out: string[] = []
  const far = o.turquoise && !light.dark ? mix(light.water[0], '#7fd0d2', 0.45) : light.water[0]
  const near = o.turquoise && !light.dark ? mix(light.water[1], '#1f8a9a', 0.5) : light.water[1]
  out.push(`<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${ctx.linear(0, y, 0, y + h, [[0, far], [0.35, mix(far, near, 0.55)], [1, near]])}"/>`)

  if (o.reflect) {
    const clip = ctx.clip(`<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"/>`)
    // Squash the mirror slightly: real reflections on rippled water are foreshortened.
    out.push(`<g ${clip} opacity="${light.dark ? 0.55 : 0.32}"><use href="#${o.reflect}" transform="translate(0 ${n(y)}) scale(1 -0.85) translate(0 ${n(-y)})"/></g>`)
    out.push(`<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${ctx.linear(0, y, 0, y + h, [[0, far, 0.15], [0.5, near, 0.35], [1, near, 0.75]])}"/>`)
  }

  const batch = new RectBatch()
  if (o.sunVisible) {
    const glint = lighten(light.sunColor, 0.2)
    const rows = Math.round(h / 5)
    for (let i = 0; i < rows; i++) {
      const t = i / rows
      const yy = y + 2 + Math.pow(t, 1.4) * h
      const spread = w * (0.02 + t * 0.12)
      const len = w * rng.range(0.006, 0.03) * (0.5 + t)
      const xx = o.sunX + rng.gauss(spread)
      batch.add(xx - len / 2, yy, len, Math.max(0.8, 1 + t * 2.5), glint, rng.range(0.25, 0.8) * (1 - t * 0.6))
    }
  }

  // Ripple lines: thin, more spaced toward the camera, alternating light and dark.
  const ripples = Math.round(w / 9)
  const rippleLight = light.dark ? lighten(light.water[0], 0.15) : lighten(far, 0.35)
  const rippleDark = mix(near, '#000', 0.25)
  for (let i = 0; i < ripples; i++) {
    const t = Math.pow(rng.float(), 1.5)
    const yy = y + 1 + t * h
    const len = w * rng.range(0.01, 0.08) * (0.4 + t * 1.6)
    const xx = x + rng.float() * w
    const col = rng.chance(0.5) ? rippleLight : rippleDark
    batch.add(xx, yy, len, 0.7 + t * 2.2, col, rng.range(0.08, 0.28))
  }
  out.push(batch.toString())
  out.push(`<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(Math.max(1, h * 0.004))}" fill="${lighten(far, 0.25)}" fill-opacity="0.5"/>`)
  return out.join('')
}

/** A white motor yacht in profile; `dir` flips it so fleets do not all point one way. */
export function yacht(_ctx: Ctx, light: Light, x: number, y: number, len: number, dir: 1 | -1): string {
  const h = len * 0.16
  const hull = light.dark ? '#c9cdd6' : '#f6f4ef'
  const shade = mix(hull, light.shade, 0.45)
  const P = (dx: number, dy: number): [number, number] => [x + dx * dir, y + dy]
  const out = [
    poly([P(-len / 2, -h), P(len / 2, -h * 1.1), P(len * 0.38, 0), P(-len * 0.46, 0)], hull),
    poly([P(-len * 0.46, -h * 0.35), P(len * 0.42, -h * 0.35), P(len * 0.38, 0), P(-len * 0.46, 0)], shade),
    poly([P(-len * 0.3, -h), P(len * 0.22, -h), P(len * 0.12, -h * 1.9), P(-len * 0.24, -h * 1.9)], hull),
    poly([P(-len * 0.22, -h * 1.25), P(len * 0.16, -h * 1.25), P(len * 0.1, -h * 1.6), P(-len * 0.18, -h * 1.6)], light.dark ? '#ffd79a' : '#24324a', `fill-opacity="${light.dark ? 0.8 : 0.85}"`),
    poly([P(-len * 0.1, -h * 1.9), P(len * 0.05, -h * 1.9), P(0, -h * 2.4), P(-len * 0.08, -h * 2.4)], shade),
    `<rect x="${n(Math.min(...[x - len * 0.6, x + len * 0.6]))}" y="${n(y + 1)}" width="${n(len * 1.2)}" height="${n(Math.max(1, h * 0.25))}" fill="${lighten(light.water[0], 0.4)}" fill-opacity="0.35"/>`,
  ]
  return out.join('')
}

/** Wooden dhow with a raked mast: the Creek's signature silhouette. */
export function dhow(_ctx: Ctx, light: Light, x: number, y: number, len: number, dir: 1 | -1): string {
  const h = len * 0.2
  const wood = light.dark ? '#3a2c26' : mix('#8a5a36', light.shade, 0.25)
  const P = (dx: number, dy: number): [number, number] => [x + dx * dir, y + dy]
  const out = [
    `<path d="M${n(P(-len / 2, -h * 1.3)[0])},${n(y - h * 1.3)} Q${n(P(-len * 0.3, 0)[0])},${n(y + h * 0.2)} ${n(P(len * 0.3, 0)[0])},${n(y)} L${n(P(len / 2, -h * 0.9)[0])},${n(y - h * 0.9)} Z" fill="${wood}"/>`,
    poly([P(-len * 0.36, -h * 0.9), P(len * 0.3, -h * 0.9), P(len * 0.3, -h * 1.4), P(-len * 0.36, -h * 1.4)], mix(wood, '#f0e6d0', 0.5)),
    `<line x1="${n(P(0, 0)[0])}" y1="${n(y - h)}" x2="${n(P(-len * 0.08, 0)[0])}" y2="${n(y - h * 4.2)}" stroke="${wood}" stroke-width="${n(Math.max(1, len * 0.012))}"/>`,
  ]
  if (light.dark) {
    for (let i = 0; i < 6; i++) {
      out.push(`<circle cx="${n(P(-len * 0.32 + i * len * 0.12, 0)[0])}" cy="${n(y - h * 1.15)}" r="${n(Math.max(1, len * 0.012))}" fill="#ffd79a"/>`)
    }
  }
  return out.join('')
}
