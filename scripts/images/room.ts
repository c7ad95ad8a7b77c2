// Room shells: a box in metres seen from a pinhole camera, with floor-to-ceiling glazing that
// shows the property's own community outside. Light comes from the glazing, so every surface
// is shaded from the same direction and glossy floors mirror the windows.

import { lighten, mix } from './color'
import type { Rng } from './prng'
import type { Light } from './sky'
import { backRect, proj, shadeFace, unit, type Camera, type Lighting, type V3 } from './space'
import { Ctx, n, poly, pts, RectBatch, type Pt } from './svg'

export type FloorKind = 'oak' | 'marble' | 'travertine' | 'concrete'

export interface Palette {
  wall: string
  accentWall: string
  ceiling: string
  floor: string
  floorKind: FloorKind
  textile: string // upholstery
  textile2: string // cushions, throws
  wood: string
  metal: string
  stone: string // worktops, vanity, tables
  art: string[]
  feature: 'plain' | 'accent' | 'slats' | 'stone' // treatment of the back wall
}

const palettes: Palette[] = [
  { wall: '#f3efe8', accentWall: '#e6dccb', ceiling: '#f8f6f2', floor: '#c9a982', floorKind: 'oak', textile: '#e9e1d3', textile2: '#b08d4f', wood: '#8a6446', metal: '#b08d4f', stone: '#ebe6de', art: ['#c8a96a', '#0f1b2d', '#e7e1d6'], feature: 'plain' },
  { wall: '#eee9e1', accentWall: '#d8cbb6', ceiling: '#f6f3ee', floor: '#e8e2d8', floorKind: 'marble', textile: '#1d2b42', textile2: '#c8a96a', wood: '#5b4636', metal: '#c2a36a', stone: '#f2efe9', art: ['#0f1b2d', '#c8a96a', '#8a9aa8'], feature: 'plain' },
  { wall: '#f1ebe2', accentWall: '#c9b49a', ceiling: '#f7f3ec', floor: '#d9c7ab', floorKind: 'travertine', textile: '#d9cdb8', textile2: '#7d8c74', wood: '#a27b56', metal: '#2b2b2b', stone: '#e3d6c2', art: ['#7d8c74', '#c66b4e', '#efe6d6'], feature: 'plain' },
  { wall: '#ecebe8', accentWall: '#9aa3a8', ceiling: '#f4f4f2', floor: '#b9b4ac', floorKind: 'concrete', textile: '#8c8f86', textile2: '#e9e4da', wood: '#6b5241', metal: '#1f1f1f', stone: '#d5d2cc', art: ['#1f2a36', '#d9c7a0', '#b85c3c'], feature: 'plain' },
  { wall: '#f5f1ea', accentWall: '#e2d3bd', ceiling: '#faf8f4', floor: '#b58c62', floorKind: 'oak', textile: '#c7a98a', textile2: '#f3eee6', wood: '#3f3128', metal: '#b08d4f', stone: '#efe9df', art: ['#b08d4f', '#4f5d6b', '#e8ddc9'], feature: 'plain' },
  { wall: '#efeae4', accentWall: '#c7b8a8', ceiling: '#f7f4ef', floor: '#f0ece6', floorKind: 'marble', textile: '#6f7f73', textile2: '#e7d8bd', wood: '#7a5a40', metal: '#c8a96a', stone: '#f5f3ef', art: ['#6f7f73', '#c8a96a', '#0f1b2d'], feature: 'plain' },
]

export function pickPalette(rng: Rng): Palette {
  const base = rng.pick(palettes)
  return { ...base, feature: rng.weighted([['plain', 2], ['accent', 2], ['slats', 2], ['stone', 1.5]] as const) }
}

export interface Room {
  ctx: Ctx
  cam: Camera
  L: Lighting
  W: number // width (x from -W/2 to W/2)
  D: number // depth to the back wall
  H: number // ceiling height
  pal: Palette
  light: Light // the daylight outside
}

export interface RoomOptions {
  W: number
  D: number
  H: number
  camX: number
  eye: number
  fov: number // focal length as a multiple of image width
  lightFrom: 'back' | 'left' | 'right'
}

export function makeRoom(ctx: Ctx, pal: Palette, light: Light, o: RoomOptions): Room {
  const cam: Camera = { f: ctx.width * o.fov, cx: ctx.width / 2, cy: ctx.height * 0.5, x: o.camX, y: o.eye, z: 0 }
  const dir: V3 = o.lightFrom === 'back' ? unit(0.25, 0.45, 1) : o.lightFrom === 'left' ? unit(-1, 0.45, 0.3) : unit(1, 0.45, 0.3)
  const L: Lighting = { dir, ambient: light.dark ? 0.62 : 0.68, shadow: light.dark ? '#3a3140' : '#7c7468' }
  return { ctx, cam, L, W: o.W, D: o.D, H: o.H, pal, light }
}

export interface Opening {
  wall: 'back' | 'left' | 'right'
  a: number // start (x on the back wall, z on a side wall)
  b: number
  y0: number
  y1: number
  panels: number
}

const ZN = 0.12 // near clipping distance for surfaces that run past the camera

/** Walls, floor, ceiling and glazing. `view` is a symbol id painted at full-frame size. */
export function shell(room: Room, openings: Opening[], view: string | null): string {
  const { ctx, cam, W, D, H, pal, L, light } = room
  const out: string[] = []
  const P = (x: number, y: number, z: number): Pt => proj(cam, x, y, z)
  const evening = light.dark
  const warm = (c: string) => (evening ? mix(c, '#b98a5e', 0.25) : c)
  const ceil = warm(shadeFace(pal.ceiling, [0, -1, 0], { ...L, ambient: 0.82 }))
  const back = warm(shadeFace(pal.wall, [0, 0, -1], L))
  const left = warm(shadeFace(pal.wall, [1, 0, 0], L))
  const right = warm(shadeFace(pal.wall, [-1, 0, 0], L))
  const floorC = warm(shadeFace(pal.floor, [0, 1, 0], { ...L, ambient: 0.8 }))

  const floorPts = [P(-W / 2, 0, ZN), P(W / 2, 0, ZN), P(W / 2, 0, D), P(-W / 2, 0, D)]
  const ceilPts = [P(-W / 2, H, ZN), P(W / 2, H, ZN), P(W / 2, H, D), P(-W / 2, H, D)]
  const bw = backRect(cam, -W / 2, W / 2, 0, H, D)
  out.push(poly(ceilPts, ctx.linear(0, 0, 0, bw.y, [[0, mix(ceil, '#000', 0.06)], [1, ceil]])))
  out.push(poly([P(-W / 2, 0, ZN), P(-W / 2, 0, D), P(-W / 2, H, D), P(-W / 2, H, ZN)], ctx.linear(0, 0, bw.x, 0, [[0, mix(left, '#000', 0.1)], [1, left]])))
  out.push(poly([P(W / 2, 0, ZN), P(W / 2, 0, D), P(W / 2, H, D), P(W / 2, H, ZN)], ctx.linear(ctx.width, 0, bw.x + bw.w, 0, [[0, mix(right, '#000', 0.1)], [1, right]])))
  out.push(`<rect x="${n(bw.x)}" y="${n(bw.y)}" width="${n(bw.w)}" height="${n(bw.h)}" fill="${back}"/>`)
  out.push(feature(room, bw, warm))
  out.push(poly(floorPts, ctx.linear(0, bw.y + bw.h, 0, ctx.height, [[0, mix(floorC, '#000', 0.05)], [1, lighten(floorC, 0.06)]])))
  out.push(floorTexture(room))

  for (const o of openings) out.push(opening(room, o, view))

  // Skirting shadow lines: a one-pixel detail that makes the shell read as built, not drawn.
  const skirt = mix(pal.wall, '#000', 0.35)
  out.push(`<polyline points="${pts([P(-W / 2, 0, ZN), P(-W / 2, 0, D), P(W / 2, 0, D), P(W / 2, 0, ZN)])}" fill="none" stroke="${skirt}" stroke-width="1.2" stroke-opacity="0.35"/>`)
  out.push(cove(room))
  return out.join('')
}

/** Back-wall treatment: the detail that gives each property its own interior character. */
function feature(room: Room, bw: { x: number; y: number; w: number; h: number }, warm: (c: string) => string): string {
  const { ctx, pal, L } = room
  const rng = ctx.rng
  switch (pal.feature) {
    case 'plain':
      return ''
    case 'accent':
      return `<rect x="${n(bw.x)}" y="${n(bw.y)}" width="${n(bw.w)}" height="${n(bw.h)}" fill="${warm(shadeFace(pal.accentWall, [0, 0, -1], L))}"/>`
    case 'slats': {
      // Vertical timber battens across a central panel, with a concealed light line above.
      const x0 = bw.x + bw.w * rng.range(0.15, 0.3)
      const x1 = bw.x + bw.w * rng.range(0.7, 0.85)
      const wood = warm(shadeFace(pal.wood, [0, 0, -1], L))
      const batch = new RectBatch()
      const step = Math.max(4, (x1 - x0) / 40)
      for (let x = x0; x < x1; x += step) batch.add(x, bw.y, step * 0.55, bw.h, mix(wood, '#000', 0.25), 0.6)
      return `<rect x="${n(x0)}" y="${n(bw.y)}" width="${n(x1 - x0)}" height="${n(bw.h)}" fill="${wood}"/>${batch.toString()}`
    }
    case 'stone': {
      const stone = warm(shadeFace(pal.stone, [0, 0, -1], L))
      const segs: string[] = []
      const cols = 4
      for (let i = 1; i < cols; i++) segs.push(`M${n(bw.x + (bw.w * i) / cols)} ${n(bw.y)}v${n(bw.h)}`)
      segs.push(`M${n(bw.x)} ${n(bw.y + bw.h * 0.5)}h${n(bw.w)}`)
      const veins: string[] = []
      for (let i = 0; i < 6; i++) {
        const x = bw.x + rng.float() * bw.w
        const y = bw.y + rng.float() * bw.h
        veins.push(`M${n(x)} ${n(y)}q${n(rng.gauss(bw.w * 0.08))} ${n(bw.h * 0.1)} ${n(rng.gauss(bw.w * 0.15))} ${n(bw.h * rng.range(0.1, 0.3))}`)
      }
      return `<rect x="${n(bw.x)}" y="${n(bw.y)}" width="${n(bw.w)}" height="${n(bw.h)}" fill="${stone}"/><path d="${segs.join('')}" stroke="${mix(stone, '#000', 0.2)}" stroke-width="1.2" stroke-opacity="0.4"/><path d="${veins.join('')}" fill="none" stroke="#8d8276" stroke-width="1.2" stroke-opacity="0.25"/>`
    }
  }
}

function floorTexture(room: Room): string {
  const { ctx, cam, W, D, pal, light } = room
  const rng = ctx.rng
  const P = (x: number, z: number): Pt => proj(cam, x, 0.001, z)
  const seam = mix(pal.floor, '#000', pal.floorKind === 'oak' ? 0.35 : 0.12)
  const segs: string[] = []
  const line = (a: Pt, b: Pt) => segs.push(`M${n(a[0])} ${n(a[1])}L${n(b[0])} ${n(b[1])}`)
  if (pal.floorKind === 'oak') {
    const plank = 0.19
    for (let x = -W / 2; x <= W / 2; x += plank) {
      line(P(x, 0.4), P(x, D))
      for (let z = rng.range(0.4, 2); z < D; z += rng.range(1.6, 2.4)) line(P(x, z), P(Math.min(W / 2, x + plank), z))
    }
  } else if (pal.floorKind !== 'concrete') {
    const t = pal.floorKind === 'marble' ? 1.2 : 0.8
    for (let x = -W / 2; x <= W / 2; x += t) line(P(x, 0.4), P(x, D))
    for (let z = D; z > 0.4; z -= pal.floorKind === 'marble' ? 1.2 : 0.6) line(P(-W / 2, z), P(W / 2, z))
  }
  const out = [`<path d="${segs.join('')}" stroke="${seam}" stroke-width="1" stroke-opacity="${pal.floorKind === 'oak' ? 0.28 : 0.35}"/>`]
  if (pal.floorKind === 'marble') {
    const veins: string[] = []
    for (let i = 0; i < 7; i++) {
      const a = P(rng.range(-W / 2, W / 2), rng.range(1, D))
      const b = P(rng.range(-W / 2, W / 2), rng.range(0.5, D))
      veins.push(`M${n(a[0])} ${n(a[1])}Q${n((a[0] + b[0]) / 2 + rng.gauss(80))} ${n((a[1] + b[1]) / 2)} ${n(b[0])} ${n(b[1])}`)
    }
    out.push(`<path d="${veins.join('')}" fill="none" stroke="#9a9186" stroke-width="1.2" stroke-opacity="0.22"/>`)
  }
  if (light.dark) out.push(poly([P(-W / 2, 0.12), P(W / 2, 0.12), P(W / 2, D), P(-W / 2, D)], '#1a1420', 'fill-opacity="0.18"'))
  return out.join('')
}

/** One glazed opening: the view clipped to it, a faint reflection, mullions and a frame. */
function opening(room: Room, o: Opening, view: string | null): string {
  const { ctx, cam, W, D, light, pal } = room
  const out: string[] = []
  const frame = light.dark ? '#1b1b1f' : '#2b2d31'
  let shape: Pt[]
  if (o.wall === 'back') {
    const r = backRect(cam, o.a, o.b, o.y0, o.y1, D)
    shape = [[r.x, r.y], [r.x + r.w, r.y], [r.x + r.w, r.y + r.h], [r.x, r.y + r.h]]
  } else {
    const x = o.wall === 'left' ? -W / 2 : W / 2
    shape = [proj(cam, x, o.y0, o.a), proj(cam, x, o.y0, o.b), proj(cam, x, o.y1, o.b), proj(cam, x, o.y1, o.a)]
  }
  const clip = ctx.clip(`<polygon points="${pts(shape)}"/>`)
  out.push(view ? `<g ${clip}><use href="#${view}"/></g>` : poly(shape, light.sky[1]?.[1] ?? '#9cc'))
  const xs = shape.map((p) => p[0])
  const ys = shape.map((p) => p[1])
  const x0 = Math.min(...xs)
  const x1 = Math.max(...xs)
  out.push(poly(shape, ctx.linear(x0, Math.min(...ys), x1, Math.max(...ys), [[0, '#ffffff', light.dark ? 0.04 : 0.14], [0.5, '#ffffff', 0.02], [1, '#ffffff', light.dark ? 0.06 : 0.1]])))
  const segs: string[] = []
  for (let i = 1; i < o.panels; i++) {
    const t = i / o.panels
    const a = o.wall === 'back' ? proj(cam, o.a + (o.b - o.a) * t, o.y0, D) : proj(cam, o.wall === 'left' ? -W / 2 : W / 2, o.y0, o.a + (o.b - o.a) * t)
    const b = o.wall === 'back' ? proj(cam, o.a + (o.b - o.a) * t, o.y1, D) : proj(cam, o.wall === 'left' ? -W / 2 : W / 2, o.y1, o.a + (o.b - o.a) * t)
    segs.push(`M${n(a[0])} ${n(a[1])}L${n(b[0])} ${n(b[1])}`)
  }
  const mw = Math.max(1.5, cam.f / (o.wall === 'back' ? D : (o.a + o.b) / 2) * 0.05)
  out.push(`<path d="${segs.join('')}" stroke="${frame}" stroke-width="${n(mw)}"/>`)
  out.push(poly(shape, 'none', `stroke="${frame}" stroke-width="${n(mw * 1.4)}"`))
  // Mirror the glazing in the floor: the single most convincing "glossy floor" cue.
  if (o.wall === 'back' && (pal.floorKind !== 'oak' || ctx.rng.chance(0.5))) {
    const r = backRect(cam, o.a, o.b, o.y0, o.y1, D)
    const top = r.y + r.h + 2
    const gloss = pal.floorKind === 'marble' ? 0.32 : 0.18
    const glow = light.dark ? '#ffd9a8' : lighten(light.sky[light.sky.length - 1]?.[1] ?? '#ffffff', 0.3)
    out.push(`<rect x="${n(r.x)}" y="${n(top)}" width="${n(r.w)}" height="${n(r.h * 0.55)}" fill="${ctx.linear(0, top, 0, top + r.h * 0.55, [[0, glow, light.dark ? gloss * 0.4 : gloss], [1, glow, 0]])}"/>`)
  }
  if (!light.dark && light.sunElev > 0.02 && o.wall !== 'back') {
    // Sun patch on the floor, thrown by a side window.
    const sgn = o.wall === 'left' ? 1 : -1
    const x = o.wall === 'left' ? -W / 2 : W / 2
    const k = 0.7
    const Pf = (y: number, z: number) => proj(cam, x + sgn * y * k, 0.002, z + y * 0.35)
    out.push(poly([Pf(o.y0, o.a), Pf(o.y0, o.b), Pf(Math.min(o.y1, 2.6), o.b), Pf(Math.min(o.y1, 2.6), o.a)], '#fff4dc', 'fill-opacity="0.22"'))
  }
  return out.join('')
}

/** Concealed cove lighting and downlights: warm glows that read as "evening at home". */
function cove(room: Room): string {
  const { ctx, cam, W, D, H, light } = room
  const out: string[] = []
  const glow = '#ffe2b8'
  const lights = new RectBatch()
  for (let z = 1.6; z < D - 0.3; z += 1.6) {
    for (const x of [-W / 2 + 0.8, W / 2 - 0.8]) {
      const p = proj(cam, x, H - 0.005, z)
      const s = cam.f / z
      lights.add(p[0] - s * 0.05, p[1] - s * 0.01, s * 0.1, Math.max(1, s * 0.02), light.dark ? '#fff4de' : '#ffffff', 0.9)
    }
  }
  out.push(lights.toString())
  if (light.dark) {
    const a = proj(cam, -W / 2, H - 0.02, D)
    const b = proj(cam, W / 2, H - 0.02, D)
    out.push(`<rect x="${n(a[0])}" y="${n(a[1])}" width="${n(b[0] - a[0])}" height="${n((b[0] - a[0]) * 0.06)}" fill="${ctx.linear(0, a[1], 0, a[1] + (b[0] - a[0]) * 0.06, [[0, glow, 0.55], [1, glow, 0]])}"/>`)
  }
  return out.join('')
}
