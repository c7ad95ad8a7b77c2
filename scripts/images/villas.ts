// Villas and townhouses as projected volumes. Contemporary Gulf villas are stacks of white or
// sand boxes with deep overhangs, big glazing and a pool, which maps neatly onto shaded prisms.

import { lighten, mix } from './color'
import type { Rng } from './prng'
import type { Light } from './sky'
import { prism, proj, unit, type Camera, type Drawable, type Lighting } from './space'
import { Ctx, n, poly, type Pt } from './svg'

export type VillaStyle = 'modern' | 'arabesque' | 'townhouse'

export function exteriorLighting(light: Light, sunSide: number): Lighting {
  const elev = Math.max(0.15, Math.min(1, light.sunElev + 0.2))
  return {
    dir: unit(sunSide * 0.8, elev, light.sunElev > 0.3 ? -0.6 : 0.2),
    ambient: light.dark ? 0.72 : light.sunElev > 0.3 ? 0.5 : 0.45,
    shadow: light.dark ? '#0c1224' : mix(light.shade, '#2a3550', 0.3),
  }
}

/** Tint a daylight material by the time of day so white walls go peach at dusk, navy at night. */
export function underLight(base: string, light: Light): string {
  if (light.dark) return mix(base, light.shade, 0.72)
  return mix(base, light.lit, 0.22)
}

export interface Glazing {
  light: Light
  rng: Rng
  warm: boolean // interiors lit (evening) or reflective (day)
}

/** Same idea on a side plane x = const, where the panel is a perspective quad. */
export function glassSide(_ctx: Ctx, cam: Camera, g: Glazing, x: number, z0: number, z1: number, y0: number, y1: number): string {
  const q: Pt[] = [proj(cam, x, y0, z0), proj(cam, x, y0, z1), proj(cam, x, y1, z1), proj(cam, x, y1, z0)]
  const col = g.warm ? '#d9a063' : mix(mix(g.light.glass, g.light.glassHi, 0.25), '#101826', 0.3)
  return poly(q, col, `stroke="#2a2e34" stroke-width="2"`)
}

/** Rotation of a plot about a pivot, so villas can be shot at three-quarter angles. */
export interface Turn {
  px: number
  pz: number
  a: number
}

const NO_TURN: Turn = { px: 0, pz: 0, a: 0 }

export function turnPoint(t: Turn, x: number, z: number): [number, number] {
  const c = Math.cos(t.a)
  const s = Math.sin(t.a)
  const dx = x - t.px
  const dz = z - t.pz
  return [t.px + dx * c - dz * s, t.pz + dx * s + dz * c]
}

interface VolumeSpec {
  x0: number
  x1: number
  y0: number
  y1: number
  z0: number
  z1: number
  color: string
}

/** A face of an axis-aligned volume in plot coordinates: start point, run direction, normal. */
interface Face {
  sx: number
  sz: number
  dx: number
  dz: number
  nx: number
  nz: number
  len: number
}

function facesOf(v: VolumeSpec): Face[] {
  return [
    { sx: v.x0, sz: v.z0, dx: 1, dz: 0, nx: 0, nz: -1, len: v.x1 - v.x0 },
    { sx: v.x1, sz: v.z0, dx: 0, dz: 1, nx: 1, nz: 0, len: v.z1 - v.z0 },
    { sx: v.x0, sz: v.z1, dx: 0, dz: -1, nx: -1, nz: 0, len: v.z1 - v.z0 },
  ]
}

function facePt(cam: Camera, t: Turn, f: Face, u: number, y: number, off = 0.02): Pt {
  const [x, z] = turnPoint(t, f.sx + f.dx * u + f.nx * off, f.sz + f.dz * u + f.nz * off)
  return proj(cam, x, y, z)
}

function faceVisible(cam: Camera, t: Turn, f: Face): boolean {
  const [mx, mz] = turnPoint(t, f.sx + (f.dx * f.len) / 2, f.sz + (f.dz * f.len) / 2)
  const c = Math.cos(t.a)
  const s = Math.sin(t.a)
  const nx = f.nx * c - f.nz * s
  const nz = f.nx * s + f.nz * c
  return nx * (cam.x - mx) + nz * (cam.z - mz) > 0
}

/** Glazing band on any face, as a perspective quad with mullions. */
function glazing(ctx: Ctx, cam: Camera, t: Turn, g: Glazing, f: Face, u0: number, u1: number, y0: number, y1: number): string {
  const q = [facePt(cam, t, f, u0, y0), facePt(cam, t, f, u1, y0), facePt(cam, t, f, u1, y1), facePt(cam, t, f, u0, y1)]
  const fill = g.warm
    ? ctx.linearBox(90, [[0, '#f6c98a'], [0.7, '#e2a867'], [1, '#b9824f']])
    : ctx.linearBox(35, [[0, mix(g.light.glass, '#1a2536', 0.35)], [0.45, mix(g.light.glassHi, g.light.glass, 0.4)], [0.55, mix(g.light.glass, '#1a2536', 0.25)], [1, mix(g.light.glass, '#0e1522', 0.5)]])
  const mull = g.light.dark ? '#1a1712' : '#2a2f36'
  const panels = Math.max(2, Math.round((u1 - u0) / 1.4))
  const segs: string[] = []
  for (let i = 1; i < panels; i++) {
    const u = u0 + ((u1 - u0) * i) / panels
    const a = facePt(cam, t, f, u, y0)
    const b = facePt(cam, t, f, u, y1)
    segs.push(`M${n(a[0])} ${n(a[1])}L${n(b[0])} ${n(b[1])}`)
  }
  const sw = Math.max(0.8, cam.f * 0.06 / Math.max(1, Math.hypot(f.sx - cam.x, f.sz - cam.z)))
  return poly(q, fill) + `<path d="${segs.join('')}" stroke="${mull}" stroke-width="${n(sw)}"/>` + poly(q, 'none', `stroke="${mull}" stroke-width="${n(sw * 1.4)}"`)
}

/** Arched openings (arabesque style), sampled as polygons so they foreshorten correctly. */
function arch(cam: Camera, t: Turn, f: Face, uc: number, hw: number, y0: number, y1: number, fill: string, stroke: string): string {
  const pts: Pt[] = [facePt(cam, t, f, uc - hw, y0)]
  const spring = y1 - hw
  for (let i = 0; i <= 10; i++) {
    const a = Math.PI - (i / 10) * Math.PI
    pts.push(facePt(cam, t, f, uc + Math.cos(a) * hw, spring + Math.sin(a) * hw))
  }
  pts.push(facePt(cam, t, f, uc + hw, y0))
  return poly(pts, fill, `stroke="${stroke}" stroke-width="1.5"`)
}

function rectFP(t: Turn, x0: number, x1: number, z0: number, z1: number): Array<[number, number]> {
  return [turnPoint(t, x0, z0), turnPoint(t, x1, z0), turnPoint(t, x1, z1), turnPoint(t, x0, z1)]
}

/** One habitable block: solid volume, glazing on the faces we can see, a thin roof slab. */
function volume(ctx: Ctx, cam: Camera, t: Turn, L: Lighting, g: Glazing, v: VolumeSpec, style: VillaStyle, glazeShare: number): Drawable {
  const parts: string[] = [prism(cam, rectFP(t, v.x0, v.x1, v.z0, v.z1), v.y0, v.y1, v.color, L).svg]
  const rng = g.rng
  const [front, right, left] = facesOf(v) as [Face, Face, Face]
  if (faceVisible(cam, t, front)) {
    if (style === 'arabesque') {
      const count = Math.max(2, Math.round(front.len / 3.2))
      const col = g.warm ? '#e7b071' : mix(g.light.glass, '#121a28', 0.5)
      for (let i = 0; i < count; i++) parts.push(arch(cam, t, front, (front.len * (i + 0.5)) / count, Math.min(0.8, front.len / count / 3), v.y0 + 0.4, v.y1 - 0.7, col, mix(v.color, '#000', 0.25)))
    } else {
      const u0 = front.len * (1 - glazeShare) * rng.range(0.2, 0.8)
      parts.push(glazing(ctx, cam, t, g, front, u0, u0 + front.len * glazeShare, v.y0 + 0.15, v.y1 - 0.45))
    }
  }
  for (const side of [right, left]) {
    if (faceVisible(cam, t, side) && rng.chance(0.75)) {
      const u0 = side.len * rng.range(0.1, 0.3)
      parts.push(glazing(ctx, cam, t, g, side, u0, u0 + side.len * rng.range(0.3, 0.55), v.y0 + 0.3, v.y1 - 0.6))
    }
  }
  const slab = style === 'arabesque' ? mix(v.color, '#8a6a48', 0.35) : lighten(v.color, 0.15)
  const over = style === 'modern' ? rng.range(0.5, 1.1) : 0.25
  parts.push(prism(cam, rectFP(t, v.x0 - over, v.x1 + over, v.z0 - over, v.z1 + over * 0.3), v.y1 - 0.05, v.y1 + 0.35, slab, L).svg)
  const [fx, fz] = turnPoint(t, (v.x0 + v.x1) / 2, v.z0)
  return { depth: Math.hypot(fx - cam.x, fz - cam.z) - (v.y0 > 0.5 ? 0.5 : 0), svg: parts.join('') }
}

export interface VillaOptions {
  cx: number
  z: number // distance to the front facade
  style: VillaStyle
  light: Light
  sunSide: number
  turn?: number // yaw of the plot in radians; 0 faces the camera square-on
}

const walls = {
  modern: ['#f3f0ea', '#ece6da', '#e9e4dc', '#dfd6c7', '#e4d8c2', '#d9d6d0'],
  arabesque: ['#e6cfa6', '#dcc39b', '#ecdcc0', '#e3cfae'],
  townhouse: ['#efe8dc', '#e6dac4'],
}

/** A whole villa: two stacked volumes with the upper one cantilevered off-axis. */
export function villa(ctx: Ctx, cam: Camera, o: VillaOptions): Drawable[] {
  const rng = ctx.rng
  const L = exteriorLighting(o.light, o.sunSide)
  const g: Glazing = { light: o.light, rng, warm: o.light.dark || o.light.tod === 'sunset' }
  const wall = underLight(rng.pick(walls[o.style]), o.light)
  const accent = underLight(rng.pick(['#9a7550', '#5c5148', '#b7a58b', '#3b3f46', '#c9b9a0']), o.light)
  const w = rng.range(15, 22)
  const d = rng.range(9, 12)
  const h1 = rng.range(3.6, 4.2)
  const x0 = o.cx - w / 2
  const t: Turn = { px: o.cx, pz: o.z, a: o.turn ?? 0 }
  const ground = volume(ctx, cam, t, L, g, { x0, x1: x0 + w, y0: 0, y1: h1, z0: o.z, z1: o.z + d, color: wall }, o.style, rng.range(0.45, 0.7))
  const w2 = w * rng.range(0.5, 0.72)
  const shift = rng.chance(0.5) ? rng.range(-0.15, 0.05) : w - w2 + rng.range(-0.05, 0.15) * w
  const z2 = o.z + rng.range(-1.6, 1.5)
  const upper = { x0: x0 + shift, x1: x0 + shift + w2, y0: h1 + 0.35, y1: h1 + 0.35 + rng.range(3.3, 3.8), z0: z2, z1: z2 + d * 0.8, color: rng.chance(0.35) ? accent : wall }
  // The upper storey must paint after the ground floor it sits on.
  const list: Drawable[] = [ground, { ...volume(ctx, cam, t, L, g, upper, o.style, rng.range(0.5, 0.85)), depth: ground.depth - 0.2 }]
  if (o.style === 'modern' && rng.chance(0.7)) {
    // Vertical timber fins: a signature of contemporary Emirati villas.
    const fx = upper.x0 + (upper.x1 - upper.x0) * rng.range(0, 0.5)
    const fins: string[] = []
    for (let i = 0; i < 9; i++) fins.push(prism(cam, rectFP(t, fx + i * 0.32, fx + i * 0.32 + 0.08, upper.z0 - 0.25, upper.z0 - 0.05), upper.y0 + 0.2, upper.y1 - 0.4, accent, L).svg)
    list.push({ depth: ground.depth - 0.3, svg: fins.join('') })
  }
  return list
}

/** Pool with coping, seen from the camera: the cheapest possible "luxury" signal. */
export function pool(ctx: Ctx, cam: Camera, light: Light, x0: number, x1: number, z0: number, z1: number, turn: Turn = NO_TURN): string {
  const coping = underLight('#efe7da', light)
  const P = (x: number, y: number, z: number): Pt => {
    const [tx, tz] = turnPoint(turn, x, z)
    return proj(cam, tx, y, tz)
  }
  const q = (a: number, b: number, c: number, d: number, y: number): Pt[] => [P(a, y, c), P(b, y, c), P(b, y, d), P(a, y, d)]
  const outer = q(x0 - 0.6, x1 + 0.6, z0 - 0.6, z1 + 0.6, 0.02)
  const inner = q(x0, x1, z0, z1, 0.03)
  const top = Math.min(...inner.map((p) => p[1]))
  const bottom = Math.max(...inner.map((p) => p[1]))
  const water = light.dark
    ? ctx.linear(0, top, 0, bottom, [[0, '#1d4f7a'], [1, '#3fa0c8']])
    : ctx.linear(0, top, 0, bottom, [[0, mix('#8fd3e0', light.sky[light.sky.length - 1]?.[1] ?? '#ffffff', 0.3)], [1, '#2a9ab8']])
  const out = [poly(outer, coping), poly(inner, water)]
  const [nl, nr, fr, fl] = inner as [Pt, Pt, Pt, Pt]
  const caustics: string[] = []
  for (let i = 0; i < 16; i++) {
    const t = (i + 0.5) / 16
    const l: Pt = [fl[0] + (nl[0] - fl[0]) * t, fl[1] + (nl[1] - fl[1]) * t]
    const r: Pt = [fr[0] + (nr[0] - fr[0]) * t, fr[1] + (nr[1] - fr[1]) * t]
    const span = r[0] - l[0]
    const len = span * ctx.rng.range(0.05, 0.2)
    caustics.push(`M${n(l[0] + ctx.rng.range(0.05, 0.95) * (span - len))} ${n(l[1] + (r[1] - l[1]) * 0.5)}h${n(len)}`)
  }
  out.push(`<path d="${caustics.join('')}" stroke="#ffffff" stroke-width="1.2" stroke-opacity="${light.dark ? 0.15 : 0.35}"/>`)
  return out.join('')
}
