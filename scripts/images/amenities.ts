// Supporting shots in a listing gallery: the infinity pool and the drone view of a villa
// community.

import { mix } from './color'
import type { Setting } from './exteriors'
import { dunes, palm, shrubs } from './landscape'
import { grade, paintSky } from './sky'
import { city, kindMixes } from './skyline'
import { box, paint, proj, scaleAt, type Camera, type Drawable } from './space'
import { Ctx, n, poly } from './svg'
import { exteriorLighting, pool, underLight, villa } from './villas'

/**
 * Infinity pool on a podium or rooftop: water runs to a vanishing edge with the community
 * beyond. `view` is a full-frame backdrop symbol painted with the same horizon.
 */
export function poolDeck(ctx: Ctx, s: Setting, view: string, cam: Camera): string {
  const { height: H } = ctx
  const rng = ctx.rng
  const { light } = s
  const out: string[] = [`<use href="#${view}"/>`]
  const D = rng.range(14, 20)
  const px0 = rng.range(-6, -3)
  const px1 = rng.range(2.5, 5)
  const deck = underLight('#e6dccb', light)
  const P = (x: number, z: number) => proj(cam, x, 0, z)
  out.push(poly([P(-40, 0.3), P(40, 0.3), P(40, D), P(-40, D)], ctx.linear(0, proj(cam, 0, 0, D)[1], 0, H, [[0, mix(deck, light.haze, 0.25)], [1, deck]])))
  const water = poly([P(px0, 1.2), P(px1, 1.2), P(px1, D), P(px0, D)], ctx.linear(0, proj(cam, 0, 0, D)[1], 0, H, [[0, light.dark ? '#20406a' : mix(light.water[0], '#bfe9ee', 0.4)], [1, light.dark ? '#1a6f94' : '#2b9cbc']]))
  out.push(water)
  const ripples: string[] = []
  for (let i = 0; i < 40; i++) {
    const z = 1.5 + Math.pow(rng.float(), 0.7) * (D - 2)
    const x = rng.range(px0, px1 - 0.5)
    const a = P(x, z)
    const b = P(x + rng.range(0.2, 0.8), z)
    ripples.push(`M${n(a[0])} ${n(a[1])}H${n(b[0])}`)
  }
  out.push(`<path d="${ripples.join('')}" stroke="#ffffff" stroke-width="1.5" stroke-opacity="${light.dark ? 0.15 : 0.4}"/>`)
  const edge = [P(px0, D), P(px1, D)]
  out.push(`<path d="M${n(edge[0]?.[0] ?? 0)} ${n(edge[0]?.[1] ?? 0)}H${n(edge[1]?.[0] ?? 0)}" stroke="#ffffff" stroke-width="2" stroke-opacity="0.7"/>`)
  const L = exteriorLighting(light, s.sun.side)
  const items: Drawable[] = []
  const side = px1 + 1
  for (let i = 0; i < 4; i++) {
    const z = 3 + i * 2.4
    items.push(box(cam, side, side + 0.7, 0.1, 0.35, z, z + 1.9, underLight('#f5f1ea', light), L))
    items.push(box(cam, side, side + 0.7, 0.35, 0.7, z, z + 0.45, underLight('#f5f1ea', light), L))
  }
  out.push(paint(items))
  for (const [x, z] of [[px0 - 1.5, 4], [px0 - 2, 10], [side + 2, 7], [side + 2.5, 14]] as const) {
    const [sx, sy] = proj(cam, x, 0, z)
    out.push(palm(rng, light, sx, sy, scaleAt(cam, z) * rng.range(5, 7)))
  }
  const [ux, uy] = proj(cam, side + 1.2, 2.4, 5)
  const us = scaleAt(cam, 5)
  out.push(`<path d="M${n(ux)},${n(uy)} L${n(ux)},${n(proj(cam, side + 1.2, 0, 5)[1])}" stroke="#7a6a58" stroke-width="${n(us * 0.05)}"/><path d="M${n(ux - us * 1.3)},${n(uy + us * 0.35)} Q${n(ux)},${n(uy - us * 0.45)} ${n(ux + us * 1.3)},${n(uy + us * 0.35)} Z" fill="${underLight('#f2ece0', light)}"/>`)
  out.push(grade(ctx, light))
  return out.join('')
}

/** Drone view over a villa community: roofs, pools and palms in a grid of plots. */
export function villaAerial(ctx: Ctx, s: Setting): string {
  const { width: W, height: H } = ctx
  const rng = ctx.rng
  const { light, sunX, sun } = s
  const cam: Camera = { f: Math.min(W, H * 1.5) * 0.85, cx: W / 2, cy: H * rng.range(0.12, 0.2), x: rng.range(-10, 10), y: rng.range(45, 70), z: 0 }
  const out: string[] = [paintSky(ctx, light, { rect: { x: 0, y: 0, w: W, h: H }, horizonY: cam.cy, sunX }).body]
  out.push(city(ctx, light, sun, { x0: -W * 0.05, x1: W * 1.05, baseY: cam.cy + 1, maxH: H * 0.07, kinds: kindMixes.downtown, density: 1.5, near: false }))
  out.push(dunes(ctx, light, -10, W + 10, cam.cy, H * 0.02, 0.5))
  const lawn = light.dark ? '#17231f' : mix('#8aa866', light.lit, 0.15)
  out.push(`<rect x="0" y="${n(cam.cy + H * 0.02)}" width="${W}" height="${n(H)}" fill="${ctx.linear(0, cam.cy, 0, H, [[0, mix(lawn, light.haze, 0.6)], [0.3, lawn], [1, lawn]])}"/>`)
  const road = light.dark ? '#1d2230' : mix('#9a968e', light.lit, 0.2)
  const items: Drawable[] = []
  const rows = [40, 70, 100, 135]
  for (const z of rows) {
    out.push(poly([proj(cam, -400, 0, z - 6), proj(cam, 400, 0, z - 6), proj(cam, 400, 0, z - 1), proj(cam, -400, 0, z - 1)], road))
  }
  out.push(poly([proj(cam, -3, 0, 20), proj(cam, 3, 0, 20), proj(cam, 3, 0, 400), proj(cam, -3, 0, 400)], road))
  for (const z of rows) {
    for (let x = -90; x <= 90; x += 30) {
      if (Math.abs(x) < 10) continue
      const cx = x + rng.gauss(2)
      items.push(...villa(ctx, cam, { cx, z: z + 8, style: rng.chance(0.8) ? 'modern' : 'arabesque', light, sunSide: sun.side }))
      out.push(pool(ctx, cam, light, cx - 4, cx + 4, z + 2, z + 5))
    }
  }
  out.push(paint(items))
  for (let i = 0; i < 40; i++) {
    const z = rng.range(25, 150)
    const [x, y] = proj(cam, rng.range(-100, 100), 0, z)
    out.push(palm(rng, light, x, y, scaleAt(cam, z) * 7))
  }
  out.push(shrubs(rng, light, -10, W + 10, proj(cam, 0, 0, 160)[1], H * 0.01, 0.4))
  out.push(grade(ctx, light))
  return out.join('')
}
