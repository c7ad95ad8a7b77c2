// Towers are extruded footprints (square, triangle, hexagon, circle...) sliced into tiers that
// can shrink and rotate. Every visible face is Lambert-shaded from the sun direction, which is
// what turns flat skyline silhouettes into believable glass-and-stone volumes: a twisted tower
// gets its gradient of turning faces, a round one its soft roll-off, a stepped one crisp ledges.

import { mix } from './color'
import type { Rng } from './prng'
import type { Light } from './sky'
import { Ctx, n, poly, pts, RectBatch, type Pt } from './svg'

export type Footprint = 'square' | 'rect' | 'triangle' | 'hex' | 'octagon' | 'round' | 'chamfer'
export type TowerKind = 'box' | 'stepped' | 'spire' | 'tapered' | 'twisted' | 'round' | 'crown' | 'slim'

export interface Tier {
  h: number // share of the tower body height
  s0: number // footprint scale at the bottom of the tier
  s1: number // ...and at the top
  r0?: number // extra rotation (radians) at the bottom / top, for twisting
  r1?: number
  slices?: number
}

export interface TowerSpec {
  cx: number
  base: number
  w: number
  h: number
  footprint: Footprint
  aspect: number
  rot: number
  tiers: Tier[]
  material: string
  glass: boolean
  needle: number // share of h added as a spire above the body
  crownLight: boolean
}

export interface TowerLook {
  light: Light
  sunSide: number // -1 sun on the left, +1 on the right
  sunFront: number // +1 sun behind the camera (front-lit) .. -1 sun behind the towers
  haze: number // 0..1 blend toward the horizon haze
  detail: number // 0 = flat silhouette, 1 = floor lines and lit windows
  px: number // pixels per nominal unit (image width / 1600), keeps line weights consistent
}

function footprintPoints(fp: Footprint, aspect: number): Pt[] {
  const ring = (count: number, r: number, phase: number): Pt[] =>
    Array.from({ length: count }, (_, i) => {
      const a = phase + (i / count) * Math.PI * 2
      return [Math.cos(a) * r, Math.sin(a) * r] as Pt
    })
  switch (fp) {
    case 'square':
      return [[-0.5, -0.5], [0.5, -0.5], [0.5, 0.5], [-0.5, 0.5]]
    case 'rect':
      return [[-0.5, -0.5 * aspect], [0.5, -0.5 * aspect], [0.5, 0.5 * aspect], [-0.5, 0.5 * aspect]]
    case 'triangle':
      return ring(3, 0.6, -Math.PI / 2)
    case 'hex':
      return ring(6, 0.55, 0)
    case 'octagon':
      return ring(8, 0.54, Math.PI / 8)
    case 'round':
      return ring(22, 0.5, 0)
    case 'chamfer': {
      const c = 0.32
      return [[-c, -0.5], [c, -0.5], [0.5, -c], [0.5, c], [c, 0.5], [-c, 0.5], [-0.5, c], [-0.5, -c]]
    }
  }
}

interface SliceExtent {
  y0: number
  y1: number
  l0: number
  r0: number
  l1: number
  r1: number
}


export function drawTower(ctx: Ctx, t: TowerSpec, look: TowerLook): string {
  const { light } = look
  const rng = ctx.rng
  const base = footprintPoints(t.footprint, t.aspect)
  // Orientation must be consistent for outward normals; force counter-clockwise (in u,v).
  const area = base.reduce((acc, [x, y], i) => {
    const [x2, y2] = base[(i + 1) % base.length] as Pt
    return acc + x * y2 - x2 * y
  }, 0)
  const fp = area < 0 ? base.slice().reverse() : base

  const L = normalize(look.sunSide, look.sunFront * -0.4)
  const dark = light.dark
  const litC = dark ? mix(t.material, light.lit, 0.78) : mix(t.material, light.lit, t.glass ? 0.35 : 0.3)
  const shadeC = dark ? mix(t.material, light.shade, 0.9) : mix(t.material, light.shade, t.glass ? 0.78 : 0.7)
  const hz = (c: string) => mix(c, light.haze, look.haze)

  const bodyH = t.h / (1 + t.needle)
  const faces: string[] = []
  const extents: SliceExtent[] = []
  let yCursor = t.base
  const totalTierH = t.tiers.reduce((s, tier) => s + tier.h, 0)

  const project = (s: number, r: number): Array<{ x: number; v: number }> =>
    fp.map(([u, v]) => {
      const a = t.rot + r
      const uu = (u * Math.cos(a) - v * Math.sin(a)) * s * t.w
      const vv = (u * Math.sin(a) + v * Math.cos(a)) * s * t.w
      return { x: t.cx + uu, v: vv }
    })

  for (const tier of t.tiers) {
    const tierH = (tier.h / totalTierH) * bodyH
    const slices = tier.slices ?? (tier.r0 !== tier.r1 ? 28 : 1)
    for (let k = 0; k < slices; k++) {
      const f0 = k / slices
      const f1 = (k + 1) / slices
      const s0 = tier.s0 + (tier.s1 - tier.s0) * f0
      const s1 = tier.s0 + (tier.s1 - tier.s0) * f1
      const r0 = (tier.r0 ?? 0) + ((tier.r1 ?? 0) - (tier.r0 ?? 0)) * f0
      const r1 = (tier.r0 ?? 0) + ((tier.r1 ?? 0) - (tier.r0 ?? 0)) * f1
      const y0 = yCursor - tierH * f0
      const y1 = yCursor - tierH * f1
      const bottom = project(s0, r0)
      const top = project(s1, r1)
      const mid = project((s0 + s1) / 2, (r0 + r1) / 2)
      for (let i = 0; i < fp.length; i++) {
        const j = (i + 1) % fp.length
        const a = mid[i]
        const b = mid[j]
        if (!a || !b) continue
        const dx = b.x - a.x
        const dv = b.v - a.v
        const len = Math.hypot(dx, dv) || 1
        const nx = dv / len
        const nv = -dx / len
        if (nv >= -0.02) continue // faces away from the camera
        const lambert = Math.max(0, nx * L[0] + nv * L[1])
        const bright = Math.min(1, 0.1 + 1.0 * lambert + (-nv) * 0.08)
        const col = hz(mix(shadeC, litC, bright))
        const bi = bottom[i] as { x: number }
        const bj = bottom[j] as { x: number }
        const ti = top[i] as { x: number }
        const tj = top[j] as { x: number }
        // Slight overdraw hides the hairline seams anti-aliasing leaves between slices.
        const grow = slices > 1 ? 0.6 : 0
        faces.push(poly([[bi.x, y0 + grow], [bj.x, y0 + grow], [tj.x, y1 - grow], [ti.x, y1 - grow]], col, slices > 1 ? `stroke="${col}" stroke-width="0.6"` : ''))
      }
      const xs0 = bottom.map((p) => p.x)
      const xs1 = top.map((p) => p.x)
      extents.push({ y0, y1, l0: Math.min(...xs0), r0: Math.max(...xs0), l1: Math.min(...xs1), r1: Math.max(...xs1) })
    }
    yCursor -= tierH
  }

  const left: Pt[] = []
  const right: Pt[] = []
  for (const e of extents) {
    left.push([e.l0, e.y0], [e.l1, e.y1])
    right.push([e.r0, e.y0], [e.r1, e.y1])
  }
  const outline: Pt[] = [...left, ...right.reverse()]
  const out: string[] = [faces.join('')]
  const topY = yCursor
  const topExt = extents[extents.length - 1]
  const topCx = topExt ? (topExt.l1 + topExt.r1) / 2 : t.cx

  if (look.detail > 0.15) {
    const floorH = Math.max(2.2, Math.min(9, bodyH / rng.int(38, 90)))
    const lineCol = dark ? '#c8d4ea' : t.glass ? '#1c2a3c' : '#5a5246'
    const lw = Math.max(0.6, floorH * (t.glass ? 0.16 : 0.42))
    const texOpacity = (dark ? 0.07 : t.glass ? 0.16 : 0.22) * look.detail * (1 - look.haze)
    // Floor slabs as one stroked path: an SVG <pattern> per tower costs ten times more to raster.
    const segs: string[] = []
    for (let y = t.base - floorH; y > topY + floorH * 0.5; y -= floorH) {
      const span = extentAt(extents, y)
      if (span) segs.push(`M${n(span[0])} ${n(y)}H${n(span[1])}`)
    }
    if (segs.length) out.push(`<path d="${segs.join('')}" stroke="${lineCol}" stroke-width="${n(lw)}" stroke-opacity="${texOpacity.toFixed(3)}"/>`)
    if (t.glass && !dark) {
      // Glass mirrors the bright sky near the crown and the ground near the base.
      const refl = ctx.linear(0, topY, 0, t.base, [[0, light.glassHi, 0.24], [0.55, light.glassHi, 0.04], [1, light.glass, 0.16]])
      out.push(`<polygon points="${pts(outline)}" fill="${refl}"/>`)
    }
    if (light.windowsLit > 0 && look.detail >= 0.5) out.push(litWindows(rng, extents, floorH, look, t))
  }

  if (t.needle > 0) {
    const nh = t.h - bodyH
    const nw = Math.max(1.2, t.w * 0.05)
    out.push(poly([[topCx - nw, topY + 1], [topCx + nw, topY + 1], [topCx + nw * 0.25, topY - nh], [topCx - nw * 0.25, topY - nh]], hz(mix(shadeC, litC, 0.6))))
  }
  if (dark && t.crownLight && topExt) {
    const glowC = rng.pick(['#ffd9a0', '#f4e3c0', '#d8e6ff', '#c8a96a'])
    out.push(poly([[topExt.l1, topY], [topExt.r1, topY], [topExt.r1, topY + 3 * look.px], [topExt.l1, topY + 3 * look.px]], glowC, `fill-opacity="${n(0.8 * (1 - look.haze))}"`))
    out.push(`<line x1="${n(topExt.l0 + 0.5)}" y1="${n(t.base)}" x2="${n(topExt.l1 + 0.5)}" y2="${n(topY)}" stroke="${glowC}" stroke-width="${n(1.2 * look.px)}" stroke-opacity="${n(0.35 * (1 - look.haze))}"/>`)
  }
  if (dark && t.h > 250 * look.px) {
    out.push(`<circle cx="${n(topCx)}" cy="${n(topY - (t.h - bodyH))}" r="${n(1.8 * look.px)}" fill="#ff5040" fill-opacity="0.9"/>`)
  }
  return out.join('')
}

/** Lit windows merged into runs per floor: far fewer SVG nodes than one rect per window. */
function litWindows(rng: Rng, extents: SliceExtent[], floorH: number, look: TowerLook, t: TowerSpec): string {
  const out = new RectBatch()
  const cellW = Math.max(2.5, floorH * rng.range(1.1, 1.8))
  const bodyTop = Math.min(...extents.map((e) => e.y1))
  const base = look.light.windowsLit * (1 - look.haze * 0.5) * rng.range(0.35, 1.5)
  for (let y = t.base - floorH; y > bodyTop + floorH * 0.5; y -= floorH) {
    const span = extentAt(extents, y)
    if (!span) continue
    const l = span[0] + 1
    const r = span[1] - 1
    const cells = Math.floor((r - l) / cellW)
    if (cells < 1) continue
    const rowP = Math.min(0.95, base * rng.range(0.2, 1.7))
    let run = -1
    for (let c = 0; c <= cells; c++) {
      const on = c < cells && rng.chance(rowP)
      if (on && run < 0) run = c
      if (!on && run >= 0) {
        const col = rng.pick(look.light.windowColors)
        out.add(l + run * cellW + 0.4, y - floorH * 0.78, (c - run) * cellW - 0.8, floorH * 0.62, col, rng.range(0.45, 0.92))
        run = -1
      }
    }
  }
  return out.toString()
}

function extentAt(extents: SliceExtent[], y: number): [number, number] | null {
  const e = extents.find((s) => y <= s.y0 && y >= s.y1)
  if (!e) return null
  const f = (e.y0 - y) / Math.max(0.001, e.y0 - e.y1)
  return [e.l0 + (e.l1 - e.l0) * f, e.r0 + (e.r1 - e.r0) * f]
}

function normalize(x: number, y: number): [number, number] {
  const l = Math.hypot(x, y) || 1
  return [x / l, y / l]
}

// Archetype recipes live in their own module; re-exported so callers need one import.
export { makeTower } from './tower-kinds'
