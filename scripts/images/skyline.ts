// Skylines are composed in depth layers (far, mid, near), each hazier and lower-contrast than
// the one in front. That layering, not the detail of any one tower, is what sells the distance.

import { mix } from './color'
import type { Rng } from './prng'
import { hazeBand, type Light } from './sky'
import { Ctx, n, rect } from './svg'
import { drawTower, makeTower, type TowerKind, type TowerLook } from './towers'

export type KindMix = ReadonlyArray<readonly [TowerKind, number]>

export const kindMixes = {
  marina: [['box', 3], ['slim', 2], ['twisted', 1.2], ['crown', 1.5], ['round', 1], ['tapered', 1], ['stepped', 1]],
  downtown: [['box', 2], ['stepped', 2], ['tapered', 1.5], ['crown', 1], ['round', 1], ['slim', 1.5]],
  business: [['box', 3], ['slim', 2.5], ['round', 1.5], ['tapered', 1], ['stepped', 1]],
  low: [['box', 3], ['stepped', 2], ['slim', 1]],
} as const satisfies Record<string, KindMix>

export interface LayerOptions {
  x0: number
  x1: number
  baseY: number
  maxH: number
  count: number
  kinds: KindMix
  haze: number
  detail: number
  clusters?: number
  /** Horizontal gaps (e.g. where a landmark stands) that regular towers avoid. */
  keepOut?: Array<[number, number]>
}

export interface Sun {
  x: number
  side: number
  front: number
}

/** Decide how the sun rakes the facades from where it sits and how high it is. */
export function sunFor(light: Light, sunX: number, width: number): Sun {
  const side = sunX > width / 2 ? 1 : -1
  const front = light.sunElev > 0.5 ? 0.5 : light.sunElev > 0.1 ? 0 : -0.65
  return { x: sunX, side, front }
}

export function towerLayer(ctx: Ctx, light: Light, sun: Sun, o: LayerOptions): string {
  const rng = ctx.rng
  const px = ctx.width / 1600
  const centers = Array.from({ length: o.clusters ?? rng.int(1, 3) }, () => o.x0 + (o.x1 - o.x0) * rng.range(0.1, 0.9))
  const spread = (o.x1 - o.x0) * rng.range(0.18, 0.35)
  const envelope = (x: number) => Math.max(...centers.map((c) => Math.exp(-(((x - c) / spread) ** 2))))
  const towers = []
  for (let i = 0; i < o.count; i++) {
    const x = o.x0 + (o.x1 - o.x0) * ((i + rng.range(-0.4, 0.4)) / Math.max(1, o.count - 1))
    if (o.keepOut?.some(([a, b]) => x > a && x < b)) continue
    const h = o.maxH * (0.28 + 0.72 * envelope(x)) * rng.range(0.5, 1)
    const kind = rng.weighted(o.kinds)
    towers.push(makeTower(rng, kind, x, o.baseY, h))
  }
  // Tall towers first so shorter ones read as standing in front of them.
  towers.sort((a, b) => b.h - a.h)
  const look: TowerLook = { light, sunSide: sun.side, sunFront: sun.front, haze: o.haze, detail: o.detail, px }
  return towers.map((t) => drawTower(ctx, t, look)).join('')
}

/** Low podiums, malls and trees that stop towers from floating on the water line. */
export function podium(ctx: Ctx, light: Light, x0: number, x1: number, baseY: number, height: number, haze: number): string {
  const rng = ctx.rng
  const out: string[] = []
  let x = x0
  const body = mix(mix(light.shade, light.lit, light.dark ? 0.15 : 0.45), light.haze, haze)
  while (x < x1) {
    const w = height * rng.range(1.5, 6)
    const h = height * rng.range(0.35, 1)
    out.push(rect(x, baseY - h, w + 1, h + 1, mix(body, light.dark ? '#000' : '#fff', rng.range(-0.05, 0.12))))
    if (light.windowsLit > 0.2 && rng.chance(0.8)) {
      out.push(rect(x + 2, baseY - h * rng.range(0.3, 0.7), w - 4, Math.max(1, h * 0.08), rng.pick(light.windowColors), `fill-opacity="${n(0.5 * light.windowsLit * (1 - haze))}"`))
    }
    x += w
  }
  return out.join('')
}

/** Rounded tree canopies along a promenade; the palms-and-shade band of every Dubai waterfront. */
export function treeLine(ctx: Ctx, light: Light, x0: number, x1: number, baseY: number, size: number, haze: number): string {
  const rng = ctx.rng
  const out: string[] = []
  const col = mix(light.foliage, light.haze, haze)
  for (let x = x0; x < x1; x += size * rng.range(0.6, 1.4)) {
    const r = size * rng.range(0.35, 0.6)
    out.push(`<ellipse cx="${n(x)}" cy="${n(baseY - r * 0.7)}" rx="${n(r * 1.2)}" ry="${n(r)}" fill="${mix(col, '#000', rng.range(0, 0.15))}"/>`)
  }
  return out.join('')
}

export interface CityOptions {
  x0: number
  x1: number
  baseY: number
  maxH: number
  kinds: KindMix
  density: number // towers per 100 px of near layer
  near?: boolean
  keepOut?: Array<[number, number]>
}

/** Three-depth city: far silhouettes in haze, a mid band, and a detailed near band. */
export function city(ctx: Ctx, light: Light, sun: Sun, o: CityOptions): string {
  const w = o.x1 - o.x0
  const out: string[] = []
  const rng: Rng = ctx.rng
  const px = ctx.width / 1600
  out.push(towerLayer(ctx, light, sun, { ...o, baseY: o.baseY - 2 * px, maxH: o.maxH * 0.55, count: Math.round((w / 100) * o.density * 0.8), haze: 0.62, detail: 0.1, keepOut: undefined }))
  out.push(hazeBand(ctx, light, { x: o.x0, y: 0, w, h: 0 }, o.baseY, o.maxH * 0.5, 0.28))
  out.push(towerLayer(ctx, light, sun, { ...o, baseY: o.baseY - 1 * px, maxH: o.maxH * 0.8, count: Math.round((w / 100) * o.density * 0.7), haze: 0.3, detail: 0.6 }))
  if (o.near !== false) {
    out.push(hazeBand(ctx, light, { x: o.x0, y: 0, w, h: 0 }, o.baseY, o.maxH * 0.3, 0.18))
    out.push(towerLayer(ctx, light, sun, { ...o, count: Math.round((w / 100) * o.density * 0.5), haze: 0.06, detail: 1, clusters: rng.int(1, 2) }))
  }
  out.push(podium(ctx, light, o.x0, o.x1, o.baseY, o.maxH * 0.05, 0.1))
  return out.join('')
}
