// Amenity shot for tower listings: a rooftop infinity pool whose far edge dissolves into the
// community's skyline. Built on the engine's camera, shaded prisms and pool painter.

import { darken, lighten, mix } from '../color'
import { setting } from '../exteriors'
import { palm } from '../landscape'
import { Rng } from '../prng'
import { grade, type TimeOfDay } from '../sky'
import type { Palette } from '../room'
import { box, circle, paint, prism, proj, scaleAt, type Camera, type Drawable } from '../space'
import { Ctx, n, poly, type Pt } from '../svg'
import type { Scene } from '../types'
import { exteriorLighting, pool } from '../villas'
import { backdropBody } from './scenes'

export function poolDeck(ctx: Ctx, scene: Scene, tod: TimeOfDay, pal: Palette): string {
  const { width: W, height: H } = ctx
  const rng: Rng = ctx.rng
  const cam: Camera = { f: W * rng.range(0.5, 0.6), cx: W / 2, cy: H * rng.range(0.42, 0.5), x: rng.range(-1.2, 1.2), y: rng.range(1.5, 1.8), z: 0 }
  const s = { ...setting(ctx, 'any', tod), hz: cam.cy }
  const { light } = s
  const out: string[] = [backdropBody(ctx, scene, s)]
  const L = exteriorLighting(light, s.sun.side)
  const P = (x: number, y: number, z: number): Pt => proj(cam, x, y, z)

  const D = rng.range(16, 22) // the infinity edge
  const side = rng.chance(0.5) ? -1 : 1
  const px0 = side < 0 ? rng.range(-4.5, -3.5) : rng.range(-1.5, -0.5)
  const px1 = px0 + rng.range(4.5, 5.5)
  const deckC = mix(rng.pick(['#e3d6c0', '#d9c7a8', '#ece4d6']), light.lit, 0.2)
  const deck = light.dark ? mix(deckC, '#1d2233', 0.65) : deckC
  const deckW = 12
  // Deck, with paving joints converging on the vanishing point.
  out.push(poly([P(-deckW, 0, 0.3), P(deckW, 0, 0.3), P(deckW, 0, D), P(-deckW, 0, D)], ctx.linear(0, cam.cy, 0, H, [[0, mix(deck, light.haze, 0.25)], [1, darken(deck, 0.08)]])))
  const seams: string[] = []
  for (let x = -deckW; x <= deckW; x += 0.9) {
    const a = P(x, 0.001, 0.5)
    const b = P(x, 0.001, D)
    seams.push(`M${n(a[0])} ${n(a[1])}L${n(b[0])} ${n(b[1])}`)
  }
  for (let z = 1; z < D; z += 0.9) {
    const a = P(-deckW, 0.001, z)
    const b = P(deckW, 0.001, z)
    seams.push(`M${n(a[0])} ${n(a[1])}L${n(b[0])} ${n(b[1])}`)
  }
  out.push(`<path d="${seams.join('')}" stroke="${darken(deck, 0.3)}" stroke-width="1" stroke-opacity="0.25"/>`)
  // Glass balustrade along the far edge of the deck on either side of the pool.
  const rail = light.dark ? '#4a4f5c' : '#a7adb3'
  for (const [a, b] of [[-deckW, px0 - 0.6], [px1 + 0.6, deckW]] as const) {
    const g0 = P(a, 1.1, D)
    const g1 = P(b, 0, D)
    out.push(`<rect x="${n(g0[0])}" y="${n(g0[1])}" width="${n(g1[0] - g0[0])}" height="${n(g1[1] - g0[1])}" fill="#d4e6ec" fill-opacity="0.16"/>`)
    out.push(`<rect x="${n(g0[0])}" y="${n(g0[1] - 1.5)}" width="${n(g1[0] - g0[0])}" height="3" fill="${rail}"/>`)
  }
  // Infinity pool: water runs to the edge and meets the view.
  out.push(pool(ctx, cam, light, px0, px1, rng.range(3.5, 5), D + 0.4))
  const edge = P(px0, 0.03, D)
  const edge2 = P(px1, 0.03, D)
  out.push(`<rect x="${n(edge[0])}" y="${n(edge[1] - 1)}" width="${n(edge2[0] - edge[0])}" height="2" fill="#ffffff" fill-opacity="${light.dark ? 0.2 : 0.5}"/>`)

  const items: Drawable[] = []
  // Loungers in a row beside the pool, facing the view.
  const lx = side < 0 ? px1 + rng.range(1.2, 1.8) : px0 - rng.range(2, 2.6)
  const cushion = light.dark ? '#8c8c96' : '#f6f2ea'
  const frame = pal.wood
  for (let i = 0; i < 3; i++) {
    const z = 5 + i * 2.6
    items.push(group([
      box(cam, lx, lx + 0.7, 0.1, 0.3, z, z + 1.9, frame, L),
      box(cam, lx + 0.03, lx + 0.67, 0.3, 0.38, z + 0.05, z + 1.85, cushion, L),
      box(cam, lx + 0.03, lx + 0.67, 0.38, 0.7, z + 0.05, z + 0.4, cushion, L),
    ], Math.hypot(lx + 0.35 - cam.x, z + 0.9)))
    if (i < 2) items.push(group([prism(cam, circle(lx + 0.35, z + 2.25, 0.22, 12), 0, 0.42, pal.stone, L)], Math.hypot(lx - cam.x, z + 2.25)))
  }
  // Parasol: pole and a shallow square canopy.
  const ux = lx + 0.35
  const uz = 7.6
  const canopyC = light.dark ? '#6f6a66' : rng.pick(['#f3efe6', '#e7dcc6', '#c8a96a'])
  const top = P(ux, 2.5, uz)
  const bot = P(ux, 0, uz)
  const c = [P(ux - 1.3, 2.3, uz - 1.3), P(ux + 1.3, 2.3, uz - 1.3), P(ux + 1.3, 2.3, uz + 1.3), P(ux - 1.3, 2.3, uz + 1.3)]
  items.push({ depth: Math.hypot(ux - cam.x, uz) - 1.4, svg: `<path d="M${n(bot[0])} ${n(bot[1])}L${n(top[0])} ${n(top[1])}" stroke="${darken(frame, 0.2)}" stroke-width="${n(Math.max(2, scaleAt(cam, uz) * 0.05))}"/>${poly([c[0] as Pt, c[1] as Pt, top, c[3] as Pt], lighten(canopyC, 0.05))}${poly([c[3] as Pt, top, c[1] as Pt, c[2] as Pt], darken(canopyC, 0.12))}` })
  // Planters with palms on the far side of the pool.
  const planterX = side < 0 ? px0 - rng.range(1.5, 2.5) : px1 + rng.range(1.5, 2.5)
  for (const z of [D - 2, D - 6.5]) {
    items.push(group([box(cam, planterX - 0.6, planterX + 0.6, 0, 0.6, z - 0.6, z + 0.6, mix(pal.stone, '#8a7c6a', 0.2), L)], Math.hypot(planterX - cam.x, z)))
    const base = P(planterX, 0.6, z)
    items.push({ depth: Math.hypot(planterX - cam.x, z) - 0.7, svg: palm(rng, light, base[0], base[1], scaleAt(cam, z) * rng.range(3.2, 4.2)) })
  }
  out.push(paint(items))
  out.push(grade(ctx, light))
  return out.join('')
}

function group(parts: Drawable[], depth: number): Drawable {
  return { depth, svg: parts.slice().sort((a, b) => b.depth - a.depth).map((p) => p.svg).join('') }
}
