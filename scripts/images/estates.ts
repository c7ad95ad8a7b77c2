// Low-rise scenes: villas, townhouse streets and the aerial of a palm-shaped island. These are
// modelled in metres and projected, because a villa drawn flat looks like a child's drawing.

import { lighten, mix } from './color'
import type { Setting } from './exteriors'
import { dunes, flowers, palm, shrubs } from './landscape'
import { grade, paintSky } from './sky'
import { city, kindMixes } from './skyline'
import { box, paint, prism, proj, scaleAt, type Camera, type Drawable } from './space'
import { Ctx, n, poly, type Pt } from './svg'
import { exteriorLighting, glassSide, pool, turnPoint, underLight, villa, type Turn } from './villas'
import { paintWater } from './water'

function groundPlane(ctx: Ctx, hz: number, color: string, far: string): string {
  const { width: W, height: H } = ctx
  return `<rect x="0" y="${n(hz)}" width="${W}" height="${n(H - hz)}" fill="${ctx.linear(0, hz, 0, H, [[0, far], [0.15, color], [1, mix(color, '#000', 0.12)]])}"/>`
}

/** Contemporary villa on its plot: lawn, pool, palms, and the desert or skyline beyond. */
export function villaScene(ctx: Ctx, s: Setting, style: 'modern' | 'arabesque' = 'modern'): string {
  const { width: W, height: H } = ctx
  const rng = ctx.rng
  const { light, sunX, sun } = s
  const eye = rng.range(1.6, 7)
  // Focal length follows the shorter side so wide banners widen the view instead of zooming in.
  const cam: Camera = { f: Math.min(W, H * 1.5) * rng.range(0.75, 0.95), cx: W / 2, cy: s.hz ?? H * rng.range(0.42, 0.5), x: rng.range(-6, 6), y: eye, z: 0 }
  const hz = cam.cy
  const out: string[] = [paintSky(ctx, light, { rect: { x: 0, y: 0, w: W, h: H }, horizonY: hz, sunX }).body]
  if (rng.chance(0.55)) {
    out.push(city(ctx, light, sun, { x0: -W * 0.05, x1: W * 1.05, baseY: hz, maxH: H * 0.12, kinds: kindMixes.downtown, density: 1.2, near: false }))
  } else {
    out.push(dunes(ctx, light, -10, W + 10, hz - H * 0.02, H * 0.05, 0.35))
  }
  const grass = light.dark ? '#17231f' : mix('#86a35e', light.lit, 0.2)
  out.push(groundPlane(ctx, hz, grass, mix(grass, light.haze, 0.5)))
  const zV = rng.range(22, 30)
  // Three-quarter views read as architectural photography; square-on shots as elevations.
  const turn = rng.chance(0.75) ? rng.range(0.25, 0.6) * (rng.chance(0.5) ? 1 : -1) : 0
  // Neighbouring plots left and right, hazier, so the villa sits in a community, not a void.
  const items: Drawable[] = []
  for (const side of [-1, 1]) {
    if (rng.chance(0.7)) items.push(...villa(ctx, cam, { cx: side * rng.range(28, 36), z: zV + rng.range(10, 18), style, light, sunSide: sun.side, turn }))
  }
  out.push(shrubs(rng, light, -10, W + 10, proj(cam, 0, 0, zV + 30)[1], H * 0.035, 0.2))
  const vx = rng.range(-2, 2)
  const t: Turn = { px: vx, pz: zV, a: turn }
  const TP = (x: number, y: number, z: number) => {
    const [a, b] = turnPoint(t, x, z)
    return proj(cam, a, y, b)
  }
  items.push(...villa(ctx, cam, { cx: vx, z: zV, style, light, sunSide: sun.side, turn }))
  const paving = underLight('#e7dccb', light)
  out.push(poly([TP(vx - 14, 0.01, zV - 9), TP(vx + 14, 0.01, zV - 9), TP(vx + 14, 0.01, zV - 0.2), TP(vx - 14, 0.01, zV - 0.2)], paving))
  const pw = rng.range(9, 14)
  const px0 = vx + rng.range(-8, 8 - pw)
  out.push(pool(ctx, cam, light, px0, px0 + pw, zV - 7.5, zV - 3.5, t))
  const L = exteriorLighting(light, sun.side)
  for (let i = 0; i < 3; i++) {
    const lx = px0 + 1 + i * 1.6
    const fp = [turnPoint(t, lx, zV - 2.8), turnPoint(t, lx + 0.7, zV - 2.8), turnPoint(t, lx + 0.7, zV - 0.9), turnPoint(t, lx, zV - 0.9)]
    items.push(prism(cam, fp, 0, 0.35, underLight('#f5f1ea', light), L))
  }
  out.push(paint(items))
  for (const pxw of [-13, -9.5, 12, 15.5].filter(() => rng.chance(0.75))) {
    const z = zV - rng.range(0, 10)
    const [x, y] = proj(cam, pxw + rng.gauss(1), 0, z)
    out.push(palm(rng, light, x, y, scaleAt(cam, z) * rng.range(6, 9)))
  }
  const hedgeY = proj(cam, 0, 0, zV - 10)[1]
  out.push(shrubs(rng, light, -10, W + 10, hedgeY, scaleAt(cam, zV - 10) * 0.9))
  if (!light.dark) out.push(flowers(rng, W * rng.range(0, 0.3), W * rng.range(0.5, 1), hedgeY, scaleAt(cam, zV - 10) * 0.9, false))
  out.push(grade(ctx, light))
  return out.join('')
}

/** A quiet residential street of townhouses receding to the vanishing point. */
export function townhouseStreet(ctx: Ctx, s: Setting): string {
  const { width: W, height: H } = ctx
  const rng = ctx.rng
  const { light, sunX, sun } = s
  const cam: Camera = { f: Math.min(W, H * 1.5) * 0.62, cx: W / 2 + rng.gauss(W * 0.04), cy: H * rng.range(0.5, 0.56), x: rng.range(-1.2, 1.2), y: 1.7, z: 0 }
  const out: string[] = [paintSky(ctx, light, { rect: { x: 0, y: 0, w: W, h: H }, horizonY: cam.cy, sunX }).body]
  out.push(dunes(ctx, light, -10, W + 10, cam.cy - H * 0.01, H * 0.03, 0.5))
  out.push(groundPlane(ctx, cam.cy, light.dark ? '#1b2230' : mix('#cdbf9f', light.lit, 0.2), light.haze))
  const P = (x: number, z: number) => proj(cam, x, 0, z)
  const road = light.dark ? '#22283a' : mix('#77767a', light.lit, 0.12)
  const walk = underLight('#ddd3c2', light)
  out.push(poly([P(-5.2, 2), P(5.2, 2), P(5.2, 600), P(-5.2, 600)], walk))
  out.push(poly([P(-3.4, 2), P(3.4, 2), P(3.4, 600), P(-3.4, 600)], road))
  const lane: string[] = []
  for (let z = 3; z < 160; z += 6) {
    const a = proj(cam, 0, 0.01, z)
    const b = proj(cam, 0, 0.01, z + 3)
    lane.push(`M${n(a[0])} ${n(a[1])}L${n(b[0])} ${n(b[1])}`)
  }
  out.push(`<path d="${lane.join('')}" stroke="#f2ead8" stroke-width="2" stroke-opacity="0.55"/>`)
  const items: Drawable[] = []
  const L = exteriorLighting(light, sun.side)
  const g = { light, rng, warm: light.dark || light.tod === 'sunset' }
  const wall = underLight(rng.pick(['#efe8dc', '#e6dac4', '#f2efe9']), light)
  const trim = underLight(rng.pick(['#b9a68a', '#8c8378', '#c9b69a']), light)
  for (const side of [-1, 1]) {
    const unitD = rng.range(7, 8.5)
    for (let i = 0; i < 16; i++) {
      const z0 = 6 + i * unitD
      // Facades face the street, so the camera sees them as steep side planes.
      const face = side < 0 ? -7.5 : 7.5
      const x0 = side < 0 ? face - 8 : face
      const h = 6.6 + (i % 3 === 1 ? 0.6 : 0)
      const col = i % 2 ? wall : mix(wall, trim, 0.25)
      const house = box(cam, x0, x0 + 8, 0, h, z0, z0 + unitD - 0.25, col, L)
      house.svg += glassSide(ctx, cam, g, face - side * 0.01, z0 + 0.9, z0 + unitD * 0.55, 0.3, 2.7)
      house.svg += glassSide(ctx, cam, g, face - side * 0.01, z0 + 1.2, z0 + unitD * 0.45, 3.9, 5.7)
      house.svg += glassSide(ctx, cam, g, face - side * 0.01, z0 + unitD * 0.62, z0 + unitD - 1.1, 3.9, 5.7)
      items.push(house)
      items.push(box(cam, x0 - 0.3, x0 + 8.3, h - 0.05, h + 0.3, z0 - 0.15, z0 + unitD - 0.1, lighten(col, 0.12), L))
      // Low garden wall with a hedge: private frontage is what townhouse buyers look for.
      const wx = side < 0 ? -5.6 : 5.4
      items.push(box(cam, wx, wx + 0.2, 0, 1.1, z0 + 0.2, z0 + unitD - 0.6, trim, L))
    }
  }
  out.push(paint(items))
  for (const side of [-1, 1]) {
    for (let z = 5; z < 140; z += rng.range(9, 12)) {
      const [x, y] = proj(cam, side * 4.6, 0, z)
      out.push(palm(rng, light, x, y, scaleAt(cam, z) * rng.range(6.5, 8)))
    }
  }
  out.push(grade(ctx, light))
  return out.join('')
}

/**
 * Oblique aerial of a palm-shaped island seen from offshore: the crescent breakwater nearest,
 * fronds lined with villas, the trunk running back to a mainland skyline on the horizon.
 */
export function palmAerial(ctx: Ctx, s: Setting): string {
  const { width: W, height: H } = ctx
  const rng = ctx.rng
  const { light, sunX, sun } = s
  const cam: Camera = { f: W * rng.range(0.62, 0.7), cx: W * rng.range(0.45, 0.55), cy: H * rng.range(0.16, 0.22), x: rng.range(-300, 300), y: rng.range(420, 520), z: 0 }
  const P = (x: number, z: number): Pt => proj(cam, x, 0, z)
  const coastZ = 6400
  const coastY = P(0, coastZ)[1]
  const out: string[] = [paintSky(ctx, light, { rect: { x: 0, y: 0, w: W, h: H }, horizonY: cam.cy, sunX }).body]
  out.push(paintWater(ctx, light, { rect: { x: 0, y: cam.cy, w: W, h: H - cam.cy }, sunX, sunVisible: !light.dark && light.sunElev > -0.02, turquoise: true }))
  const sand = light.dark ? '#4a4a5c' : mix('#f1dfb8', light.lit, 0.2)
  const shallow = light.dark ? '#1e3656' : '#8fdcd6'
  const land = light.dark ? '#2a3040' : mix('#9fae7e', light.lit, 0.15)
  // Mainland: a strip of beach and a hazy city along the far shore.
  out.push(poly([P(-40000, coastZ), P(40000, coastZ), P(40000, coastZ + 4000), P(-40000, coastZ + 4000)], mix(sand, light.haze, 0.45)))
  out.push(city(ctx, light, sun, { x0: -W * 0.05, x1: W * 1.05, baseY: coastY, maxH: H * 0.12, kinds: kindMixes.marina, density: 2.4, near: false }))
  const crown = 1900
  const trunkEnd = coastZ
  const shapes: Array<Array<[number, number]>> = [[[-140, crown], [140, crown], [140, trunkEnd], [-140, trunkEnd]]]
  const fronds = 8
  for (let i = 0; i < fronds; i++) {
    const zf = crown + 220 + i * 260
    const len = 900 + 700 * Math.sin(((i + 0.6) / fronds) * Math.PI * 0.9)
    for (const side of [-1, 1]) {
      const ang = 0.42 - i * 0.03
      const ex = side * len * Math.cos(ang)
      const ez = zf - len * Math.sin(ang)
      shapes.push([[side * 120, zf - 45], [ex, ez - 45], [ex + side * 55, ez], [ex, ez + 45], [side * 120, zf + 45]])
    }
  }
  const arc: Array<[number, number]> = []
  const R = 2300
  const cz = crown + 1250
  const arcPt = (a: number, r: number): [number, number] => [Math.cos(a) * r, cz - Math.sin(a) * r * 0.85]
  for (let i = 0; i <= 48; i++) arc.push(arcPt(Math.PI * (0.04 + (i / 48) * 0.92), R))
  for (let i = 48; i >= 0; i--) arc.push(arcPt(Math.PI * (0.04 + (i / 48) * 0.92), R - 110))
  const grow = (pts: Array<[number, number]>, d: number) => pts.map(([x, z]) => P(x + Math.sign(x) * d, z))
  out.push(poly(arc.map(([x, z]) => P(x, z)), shallow, 'fill-opacity="0.5" stroke="' + shallow + '" stroke-width="6" stroke-opacity="0.4"'))
  for (const sh of shapes) out.push(poly(grow(sh, 60), shallow, 'fill-opacity="0.55"'))
  out.push(poly(arc.map(([x, z]) => P(x, z)), sand))
  for (const sh of shapes) out.push(poly(sh.map(([x, z]) => P(x, z)), sand))
  const roofs: string[] = []
  const trees: string[] = []
  for (const sh of shapes.slice(1)) {
    const a0 = sh[0] as [number, number]
    const tip = sh[2] as [number, number]
    out.push(poly([P(a0[0], a0[1] - 18), P(tip[0] * 0.97, tip[1] - 18), P(tip[0] * 0.97, tip[1] + 18), P(a0[0], a0[1] + 18)], land, 'fill-opacity="0.85"'))
    for (let k = 1; k < 16; k++) {
      const t = k / 16
      const x = a0[0] + (tip[0] - a0[0]) * t
      const z = a0[1] + (tip[1] - a0[1]) * t
      const sc = scaleAt(cam, z)
      for (const dz of [-30, 30]) {
        const p = P(x, z + dz)
        roofs.push(`M${n(p[0] - sc * 11)} ${n(p[1] - sc * 4)}h${n(sc * 22)}v${n(sc * 8)}h${n(-sc * 22)}z`)
        if (rng.chance(0.6)) trees.push(`M${n(p[0] + sc * 16)} ${n(p[1])}h${n(sc * 8)}`)
      }
    }
  }
  out.push(`<path d="${roofs.join('')}" fill="${light.dark ? '#ffd79a' : '#fbf8f2'}" fill-opacity="${light.dark ? 0.75 : 0.95}"/>`)
  out.push(`<path d="${trees.join('')}" stroke="${light.dark ? '#1a2a22' : '#4f6e44'}" stroke-width="${n(Math.max(1.5, W / 700))}" stroke-linecap="round"/>`)
  const [hx, hy] = P(0, crown - 80)
  const hs = scaleAt(cam, crown)
  out.push(`<ellipse cx="${n(hx)}" cy="${n(hy)}" rx="${n(hs * 260)}" ry="${n(hs * 90)}" fill="${sand}"/><ellipse cx="${n(hx)}" cy="${n(hy - hs * 20)}" rx="${n(hs * 150)}" ry="${n(hs * 45)}" fill="${light.dark ? '#6a5266' : mix('#e8b89a', light.lit, 0.3)}"/>`)
  out.push(grade(ctx, light))
  return out.join('')
}
