// Establishing shots of the high-rise communities. Each scene is a recipe over the same parts
// (sky, layered city, water, landmark, foreground) with its own ranges, so marina shots differ
// from downtown ones in character while no two seeds produce the same frame.

import { mix } from './color'
import { archResort, fountain, sailHotel, wheel, windTowerHouse } from './landmarks'
import { palm, shrubs } from './landscape'
import type { Rng } from './prng'
import { grade, lightFor, paintSky, pickTime, type Light, type TimeOfDay } from './sky'
import { city, kindMixes, sunFor, type KindMix, type Sun } from './skyline'
import { Ctx, n, poly, rect } from './svg'
import { drawTower, makeTower } from './towers'
import { dhow, paintWater, yacht } from './water'

export interface Setting {
  light: Light
  sunX: number
  sun: Sun
  hz?: number // fixed horizon in px, so a view through a window lines up with the room's eye level
  lite?: boolean // no foreground or grade: the scene is a backdrop seen through glass
  skylineExtra?: (ctx: Ctx, horizon: number) => string // extra structures on the far shore
}

export function setting(ctx: Ctx, bias: 'any' | 'day' | 'evening', tod?: TimeOfDay): Setting {
  const light = lightFor(tod ?? pickTime(ctx.rng, bias))
  const sunX = ctx.width * ctx.rng.range(0.12, 0.88)
  return { light, sunX, sun: sunFor(light, sunX, ctx.width) }
}

function sunVisible(light: Light): boolean {
  return !light.dark && light.sunElev > -0.02
}

/** Foreground palms cropped by the frame edge: cheap parallax that makes a view feel "taken". */
export function framingPalms(rng: Rng, light: Light, W: number, H: number): string {
  const out: string[] = []
  const side = rng.chance(0.5) ? -1 : 1
  const x = side < 0 ? W * rng.range(-0.04, 0.08) : W * rng.range(0.92, 1.04)
  out.push(palm(rng, light, x, H * 1.02, H * rng.range(0.75, 1.05)))
  if (rng.chance(0.5)) out.push(palm(rng, light, x + side * -W * 0.07, H * 1.02, H * rng.range(0.5, 0.7)))
  return out.join('')
}

/** Quay edge with railing along the bottom of the frame. */
function promenade(ctx: Ctx, light: Light, y: number): string {
  const { width: W, height: H } = ctx
  const paving = light.dark ? '#1a2034' : mix('#d9cdb8', light.lit, 0.3)
  const out = [rect(0, y, W, H - y, ctx.linear(0, y, 0, H, [[0, paving], [1, mix(paving, light.shade, 0.35)]]))]
  out.push(rect(0, y - 2, W, 3, mix(paving, '#000', 0.2)))
  const rail = light.dark ? '#3a4058' : '#5a5f66'
  const postSegs: string[] = []
  for (let x = 0; x < W; x += W / 24) postSegs.push(`M${n(x)} ${n(y)}v${n(-H * 0.05)}`)
  out.push(`<path d="${postSegs.join('')}M0 ${n(y - H * 0.05)}H${W}" stroke="${rail}" stroke-width="${n(Math.max(1.5, W / 800))}"/>`)
  if (light.dark) {
    for (let x = W / 12; x < W; x += W / 6) out.push(`<circle cx="${n(x)}" cy="${n(y - H * 0.09)}" r="${n(W * 0.03)}" fill="${ctx.radial(x, y - H * 0.09, W * 0.03, [[0, '#ffd79a', 0.6], [1, '#ffd79a', 0]])}"/>`)
  }
  return out.join('')
}

interface WaterfrontRecipe {
  kinds: KindMix
  horizon: [number, number]
  maxH: [number, number]
  density: number
  boats: 'yacht' | 'dhow' | 'none'
  supertall?: boolean
  heritage?: boolean
  turquoise?: boolean
}

const recipes: Record<'marina' | 'business' | 'creek' | 'downtown', WaterfrontRecipe> = {
  marina: { kinds: kindMixes.marina, horizon: [0.56, 0.68], maxH: [0.42, 0.58], density: 2.4, boats: 'yacht' },
  business: { kinds: kindMixes.business, horizon: [0.6, 0.72], maxH: [0.4, 0.55], density: 2.2, boats: 'none', supertall: true },
  creek: { kinds: kindMixes.downtown, horizon: [0.58, 0.7], maxH: [0.22, 0.35], density: 1.6, boats: 'dhow', heritage: true, supertall: true },
  downtown: { kinds: kindMixes.downtown, horizon: [0.66, 0.78], maxH: [0.34, 0.48], density: 2.2, boats: 'none', supertall: true },
}

/** City across water: the shot every marina, canal and creek listing leads with. */
export function waterfront(ctx: Ctx, kind: keyof typeof recipes, s: Setting): string {
  const { width: W, height: H } = ctx
  const rng = ctx.rng
  const r = recipes[kind]
  const { light, sunX, sun } = s
  const hz = s.hz ?? H * rng.range(r.horizon[0], r.horizon[1])
  const maxH = H * rng.range(r.maxH[0], r.maxH[1]) * (W / H > 2 ? 1.1 : 1)
  const out: string[] = []
  out.push(paintSky(ctx, light, { rect: { x: 0, y: 0, w: W, h: H }, horizonY: hz, sunX }).body)

  const keepOut: Array<[number, number]> = []
  let landmark = ''
  if (r.supertall && rng.chance(kind === 'downtown' ? 1 : 0.6)) {
    const lx = W * rng.range(0.25, 0.75)
    const spire = makeTower(rng, 'spire', lx, hz, Math.min(hz * 0.92, maxH * rng.range(kind === 'creek' ? 2.4 : 1.7, kind === 'creek' ? 3 : 2)))
    landmark = drawTower(ctx, spire, { light, sunSide: sun.side, sunFront: sun.front, haze: kind === 'creek' ? 0.35 : 0.12, detail: 1, px: W / 1600 })
    keepOut.push([lx - spire.w * 0.7, lx + spire.w * 0.7])
  }
  let cityBody = city(ctx, light, sun, { x0: -W * 0.05, x1: W * 1.05, baseY: hz, maxH, kinds: r.kinds, density: r.density, keepOut })
  cityBody += landmark
  if (s.skylineExtra) cityBody += s.skylineExtra(ctx, hz)
  if (r.heritage && rng.chance(0.65)) {
    // A short run of wind-tower houses on the near bank, in two or three clusters.
    const parts: string[] = []
    for (let c = 0; c < rng.int(2, 3); c++) {
      let x = W * rng.range(-0.05, 0.85)
      for (let k = 0; k < rng.int(1, 3); k++) {
        const w = W * rng.range(0.05, 0.09)
        parts.push(windTowerHouse(ctx, light, x, hz + 1, w, 0.05))
        x += w + W * 0.004
      }
      parts.push(palm(rng, light, x + W * 0.02, hz + 1, H * rng.range(0.08, 0.12), 0.05))
    }
    cityBody += parts.join('')
  }
  const id = ctx.symbol(cityBody)
  out.push(`<use href="#${id}"/>`)

  const quay = !s.lite && rng.chance(kind === 'marina' ? 0.45 : 0.3) ? H * rng.range(0.86, 0.93) : H
  out.push(paintWater(ctx, light, { rect: { x: 0, y: hz, w: W, h: quay - hz }, sunX, sunVisible: sunVisible(light), reflect: id }))
  if (kind === 'downtown' && rng.chance(light.dark ? 0.8 : 0.4)) out.push(fountain(ctx, light, W * rng.range(0.1, 0.3), W * rng.range(0.6, 0.9), hz + (quay - hz) * 0.35, (quay - hz) * 0.9))
  const boats = r.boats === 'none' ? 0 : rng.int(1, 3)
  for (let i = 0; i < boats; i++) {
    const y = hz + (quay - hz) * rng.range(0.25, 0.8)
    const len = W * 0.06 * ((y - hz) / (quay - hz) + 0.4)
    const dir = rng.chance(0.5) ? 1 : -1
    out.push(r.boats === 'yacht' ? yacht(ctx, light, W * rng.range(0.1, 0.9), y, len, dir) : dhow(ctx, light, W * rng.range(0.1, 0.9), y, len * 1.1, dir))
  }
  if (quay < H) out.push(promenade(ctx, light, quay))
  if (!s.lite && rng.chance(0.45)) out.push(framingPalms(rng, light, W, H))
  if (!s.lite) out.push(grade(ctx, light))
  return out.join('')
}

/** Beach, sea and a seafront strip of towers with a sail hotel or an observation wheel. */
export function beach(ctx: Ctx, s: Setting, resort = false): string {
  const { width: W, height: H } = ctx
  const rng = ctx.rng
  const { light, sunX, sun } = s
  const hz = s.hz ?? H * rng.range(0.5, 0.6)
  const out: string[] = [paintSky(ctx, light, { rect: { x: 0, y: 0, w: W, h: H }, horizonY: hz, sunX }).body]
  const coastLeft = rng.chance(0.5)
  const cityX0 = coastLeft ? -W * 0.05 : W * 0.45
  const cityX1 = coastLeft ? W * 0.55 : W * 1.05
  const skyline = city(ctx, light, sun, { x0: cityX0, x1: cityX1, baseY: hz, maxH: H * rng.range(0.3, 0.42), kinds: kindMixes.marina, density: 2.6 })
  const lmX = coastLeft ? W * rng.range(0.65, 0.85) : W * rng.range(0.15, 0.35)
  let lm = ''
  if (resort) lm = archResort(ctx, light, lmX, hz + 1, H * 0.16, 0.25)
  else if (rng.chance(0.5)) lm = sailHotel(ctx, light, lmX, hz + 1, H * rng.range(0.22, 0.3), coastLeft ? -1 : 1, 0.2)
  else lm = wheel(ctx, light, lmX, hz + 1, H * rng.range(0.12, 0.17), 0.2)
  const id = ctx.symbol(skyline + lm)
  out.push(`<use href="#${id}"/>`)
  out.push(paintWater(ctx, light, { rect: { x: 0, y: hz, w: W, h: H - hz }, sunX, sunVisible: sunVisible(light), reflect: id, turquoise: true }))
  // The beach is a wedge widening toward the camera on the city's side of the frame.
  const sand = light.dark ? '#3a3a4e' : mix('#efdcb6', light.lit, 0.25)
  const farX = coastLeft ? W * 0.5 : W * 0.5
  const wedge: Array<[number, number]> = coastLeft
    ? [[-10, hz + 2], [farX, hz + 2], [W * rng.range(0.35, 0.6), H + 10], [-10, H + 10]]
    : [[W + 10, hz + 2], [farX, hz + 2], [W * rng.range(0.4, 0.65), H + 10], [W + 10, H + 10]]
  const foam = wedge.map(([x, y]) => [x + (coastLeft ? 6 : -6), y] as [number, number])
  out.push(poly(foam, '#ffffff', 'fill-opacity="0.55"'))
  out.push(poly(wedge, ctx.linear(0, hz, 0, H, [[0, mix(sand, light.haze, 0.3)], [1, mix(sand, light.shade, 0.15)]])))
  // Umbrellas and loungers in receding rows sell "beachfront" more than any tower does.
  for (let i = 0; i < 7; i++) {
    const t = 0.15 + i * 0.13
    const y = hz + (H - hz) * t
    const xEdge = (wedge[1]?.[0] ?? 0) + ((wedge[2]?.[0] ?? 0) - (wedge[1]?.[0] ?? 0)) * t
    const x = coastLeft ? xEdge - W * 0.05 - rng.float() * W * 0.15 : xEdge + W * 0.05 + rng.float() * W * 0.15
    const sz = (H - hz) * 0.1 * (0.3 + t)
    const cloth = light.dark ? '#4a4458' : rng.pick(['#f4efe6', '#e9dcc3', '#c8a96a', '#efe6d6'])
    out.push(`<line x1="${n(x)}" y1="${n(y)}" x2="${n(x)}" y2="${n(y - sz * 1.3)}" stroke="#6a5a48" stroke-width="${n(Math.max(1, sz * 0.05))}"/>`)
    out.push(`<path d="M${n(x - sz)},${n(y - sz * 1.1)} Q${n(x)},${n(y - sz * 1.75)} ${n(x + sz)},${n(y - sz * 1.1)} Z" fill="${cloth}"/>`)
    out.push(rect(x - sz * 0.9, y - sz * 0.12, sz * 0.8, sz * 0.12, mix(cloth, '#7a6a58', 0.3)))
  }
  if (!s.lite && rng.chance(0.6)) out.push(framingPalms(rng, light, W, H))
  if (!s.lite) out.push(grade(ctx, light))
  return out.join('')
}

/** Low garden terraces and trees in front of a distant skyline: Hills-style master communities. */
export function hillsView(ctx: Ctx, s: Setting): string {
  const { width: W, height: H } = ctx
  const rng = ctx.rng
  const { light, sunX, sun } = s
  const hz = s.hz ?? H * rng.range(0.48, 0.58)
  const out: string[] = [paintSky(ctx, light, { rect: { x: 0, y: 0, w: W, h: H }, horizonY: hz, sunX }).body]
  const spireX = W * rng.range(0.2, 0.8)
  const spire = makeTower(rng, 'spire', spireX, hz, H * rng.range(0.34, 0.44))
  out.push(city(ctx, light, sun, { x0: -W * 0.05, x1: W * 1.05, baseY: hz, maxH: H * 0.14, kinds: kindMixes.downtown, density: 1.4, near: false, keepOut: [[spireX - 30, spireX + 30]] }))
  out.push(drawTower(ctx, spire, { light, sunSide: sun.side, sunFront: sun.front, haze: 0.4, detail: 0.6, px: W / 1600 }))
  // Mid-rise residences: short, wide, stone-clad, set in greenery.
  for (let i = 0; i < 9; i++) {
    const t = makeTower(rng, rng.pick(['box', 'stepped'] as const), W * (i / 8) + rng.gauss(W * 0.03), hz + H * 0.05, H * rng.range(0.07, 0.14))
    t.w = t.h * rng.range(0.8, 1.6)
    t.glass = false
    t.material = rng.pick(['#efe8dc', '#e4dccd', '#d9cbb3'])
    out.push(drawTower(ctx, t, { light, sunSide: sun.side, sunFront: sun.front, haze: 0.12, detail: 0.8, px: W / 1600 }))
  }
  out.push(shrubs(rng, light, -20, W + 20, hz + H * 0.06, H * 0.035, 0.15))
  // Rolling fairways, lighter on crests: layered bands read as golf-course undulation.
  const green = light.dark ? '#1c2a2a' : mix('#7fa05a', light.lit, 0.2)
  for (let k = 0; k < 4; k++) {
    const y0 = hz + H * (0.06 + k * 0.1)
    const c1 = y0 - H * rng.range(0.02, 0.07)
    const col = mix(green, k % 2 ? mix(green, '#2f4a2a', 0.35) : mix(green, '#d8e6a0', 0.25), 0.5)
    out.push(`<path d="M-10,${n(y0)} Q${n(W * rng.range(0.2, 0.5))},${n(c1)} ${n(W * 0.6)},${n(y0 + H * 0.01)} T${n(W + 10)},${n(y0 - H * 0.01)} L${n(W + 10)},${H + 10} L-10,${H + 10} Z" fill="${ctx.linear(0, c1, 0, H, [[0, col], [1, mix(col, light.shade, 0.3)]])}"/>`)
    for (let j = 0; j < 3; j++) {
      const px = W * rng.float()
      out.push(palm(rng, light, px, y0 + H * 0.02, H * (0.06 + k * 0.05), 0.2 - k * 0.05))
    }
  }
  if (!s.lite && rng.chance(0.5)) out.push(framingPalms(rng, light, W, H))
  if (!s.lite) out.push(grade(ctx, light))
  return out.join('')
}

