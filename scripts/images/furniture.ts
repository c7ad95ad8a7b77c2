// Furniture built from shaded prisms in local coordinates, then rotated into place. Each piece
// is one Drawable whose parts are pre-sorted, so whole pieces can be depth-sorted as units.

import { darken, lighten, mix } from './color'
import type { Room } from './room'
import { box, circle, prism, proj, roundRect, scaleAt, type Drawable } from './space'
import { n, poly } from './svg'

export type FP = Array<[number, number]>

/** Local (u along the piece, v into it) to world (x, z), rotated by rot radians. */
export function place(fp: ReadonlyArray<readonly [number, number]>, x: number, z: number, rot: number): FP {
  const c = Math.cos(rot)
  const s = Math.sin(rot)
  return fp.map(([u, v]) => [x + u * c - v * s, z + u * s + v * c])
}

function rectFP(u0: number, u1: number, v0: number, v1: number): FP {
  return [[u0, v0], [u1, v0], [u1, v1], [u0, v1]]
}

/** Soft contact shadow on the floor under a piece: it is what stops furniture from floating. */
export function contactShadow(room: Room, fp: ReadonlyArray<readonly [number, number]>, grow = 0.08, opacity = 0.16): Drawable {
  const cx = fp.reduce((s, p) => s + p[0], 0) / fp.length
  const cz = fp.reduce((s, p) => s + p[1], 0) / fp.length
  const pts = fp.map(([x, z]) => {
    const dx = x - cx
    const dz = z - cz
    const l = Math.hypot(dx, dz) || 1
    return proj(room.cam, x + (dx / l) * grow, 0.002, z + (dz / l) * grow)
  })
  return { depth: 1e4, svg: poly(pts, '#2a2118', `fill-opacity="${opacity}"`) }
}

export function group(room: Room, parts: Drawable[], x: number, z: number): Drawable {
  const svg = parts.slice().sort((a, b) => b.depth - a.depth).map((p) => p.svg).join('')
  return { depth: Math.hypot(x - room.cam.x, z - room.cam.z), svg }
}

interface Placement {
  x: number
  z: number
  rot: number
}

export function sofa(room: Room, at: Placement, len: number, color: string, cushion: string, seats = 3): Drawable {
  const { cam, L } = room
  const P = (u0: number, u1: number, v0: number, v1: number) => place(rectFP(u0, u1, v0, v1), at.x, at.z, at.rot)
  const h = len / 2
  const parts: Drawable[] = [
    contactShadow(room, P(-h, h, 0, 0.95), 0.1),
    { ...prism(cam, P(-h + 0.06, h - 0.06, 0.06, 0.88), 0, 0.1, darken(color, 0.45), L, { noTop: true }), depth: 1e3 },
    { ...prism(cam, P(-h, h, 0, 0.95), 0.1, 0.4, color, L, { noTop: true }), depth: 999 },
    prism(cam, P(-h, h, 0.72, 0.95), 0.4, 0.8, color, L),
    prism(cam, P(-h, -h + 0.18, 0, 0.95), 0.4, 0.62, color, L),
    prism(cam, P(h - 0.18, h, 0, 0.95), 0.4, 0.62, color, L),
  ]
  const inner = len - 0.36
  for (let i = 0; i < seats; i++) {
    const u0 = -h + 0.18 + (inner * i) / seats + 0.01
    parts.push(prism(cam, P(u0, u0 + inner / seats - 0.02, 0.02, 0.72), 0.4, 0.5, lighten(color, 0.06), L))
  }
  for (let i = 0; i < Math.min(3, seats); i++) {
    const u = -h + 0.45 + i * 0.5
    const col = i === 1 ? lighten(cushion, 0.35) : cushion
    parts.push(prism(cam, P(u - 0.22, u + 0.22, 0.6, 0.72), 0.48, 0.84, col, L))
  }
  return group(room, parts, at.x, at.z + 0.4)
}

export function armchair(room: Room, at: Placement, color: string): Drawable {
  return sofa(room, at, 0.95, color, color, 1)
}

/** Dining or desk chair: slim legs, a seat pad and a low upholstered back. */
export function chair(room: Room, at: Placement, color: string, legs: string): Drawable {
  const { cam, L } = room
  const P = (u0: number, u1: number, v0: number, v1: number) => place(rectFP(u0, u1, v0, v1), at.x, at.z, at.rot)
  const parts: Drawable[] = []
  for (const [u, v] of [[-0.2, 0.02], [0.16, 0.02], [-0.2, 0.4], [0.16, 0.4]] as const) {
    parts.push({ ...prism(cam, P(u, u + 0.04, v, v + 0.04), 0, 0.44, legs, L), depth: 1e3 - v })
  }
  parts.push({ ...prism(cam, P(-0.22, 0.22, 0, 0.44), 0.44, 0.5, color, L), depth: 900 })
  parts.push({ ...prism(cam, P(-0.21, 0.21, 0.4, 0.45), 0.5, 0.86, color, L), depth: 0 })
  // If the camera sits behind the chair the back must paint last, otherwise first.
  const back = parts[parts.length - 1]
  const cameraBehind = Math.cos(at.rot) * (cam.z - at.z) - Math.sin(at.rot) * (cam.x - at.x) > 0
  if (back) back.depth = cameraBehind ? -1 : 950
  return group(room, parts, at.x, at.z + 0.2)
}

export function coffeeTable(room: Room, x: number, z: number, round: boolean): Drawable {
  const { cam, L, pal } = room
  if (round) {
    return group(room, [
      contactShadow(room, circle(x, z, 0.5, 16), 0.05, 0.12),
      prism(cam, circle(x, z, 0.28, 16), 0, 0.34, pal.wood, L),
      prism(cam, circle(x, z, 0.55, 26), 0.34, 0.4, pal.stone, L),
    ], x, z)
  }
  return group(room, [
    contactShadow(room, [[x - 0.65, z - 0.4], [x + 0.65, z - 0.4], [x + 0.65, z + 0.4], [x - 0.65, z + 0.4]], 0.06, 0.12),
    box(cam, x - 0.55, x - 0.35, 0, 0.34, z - 0.35, z + 0.35, pal.stone, L),
    box(cam, x + 0.35, x + 0.55, 0, 0.34, z - 0.35, z + 0.35, pal.stone, L),
    box(cam, x - 0.65, x + 0.65, 0.34, 0.4, z - 0.4, z + 0.4, pal.stone, L),
    prism(cam, circle(x + 0.25, z, 0.07, 10), 0.4, 0.6, pal.metal, L),
  ], x, z)
}

/** Rugs are drawn with the shell, beneath all furniture. */
export function rug(room: Room, x: number, z: number, w: number, d: number, rot: number, color: string): string {
  const { cam } = room
  const edge = place(rectFP(-w / 2, w / 2, -d / 2, d / 2), x, z, rot).map(([a, b]) => proj(cam, a, 0.004, b))
  const inner = place(rectFP(-w / 2 + 0.15, w / 2 - 0.15, -d / 2 + 0.15, d / 2 - 0.15), x, z, rot).map(([a, b]) => proj(cam, a, 0.005, b))
  return poly(edge, color) + poly(inner, 'none', `stroke="${mix(color, '#000', 0.18)}" stroke-width="1.2" stroke-opacity="0.5"`)
}

export function floorLamp(room: Room, x: number, z: number): Drawable {
  const { cam, L, pal, light, ctx } = room
  const a = proj(cam, x, 0, z)
  const b = proj(cam, x, 1.45, z)
  const parts: Drawable[] = [
    { depth: 1, svg: `<line x1="${n(a[0])}" y1="${n(a[1])}" x2="${n(b[0])}" y2="${n(b[1])}" stroke="${pal.metal}" stroke-width="${n(Math.max(1, scaleAt(cam, z) * 0.02))}"/>` },
    prism(cam, circle(x, z, 0.2, 14), 1.4, 1.7, light.dark ? '#fff1d6' : '#efe6d6', { ...L, ambient: light.dark ? 1 : L.ambient }),
  ]
  if (light.dark) {
    const c = proj(cam, x, 1.55, z)
    const r = scaleAt(cam, z) * 1.2
    parts.push({ depth: 0, svg: `<circle cx="${n(c[0])}" cy="${n(c[1])}" r="${n(r)}" fill="${ctx.radial(c[0], c[1], r, [[0, '#ffd9a0', 0.35], [1, '#ffd9a0', 0]])}"/>` })
  }
  return group(room, parts, x, z)
}

export function pendant(room: Room, x: number, y: number, z: number, r: number, kind: 'globe' | 'dome'): Drawable {
  const { cam, ctx, light, pal, H } = room
  const top = proj(cam, x, H, z)
  const c = proj(cam, x, y, z)
  const s = scaleAt(cam, z)
  const out = [`<line x1="${n(top[0])}" y1="${n(top[1])}" x2="${n(c[0])}" y2="${n(c[1])}" stroke="${darken(pal.metal, 0.3)}" stroke-width="${n(Math.max(0.8, s * 0.006))}"/>`]
  if (light.dark) out.push(`<circle cx="${n(c[0])}" cy="${n(c[1])}" r="${n(s * r * 4)}" fill="${ctx.radial(c[0], c[1], s * r * 4, [[0, '#ffd59a', 0.35], [1, '#ffd59a', 0]])}"/>`)
  if (kind === 'globe') {
    const g = light.dark ? ctx.radial(c[0], c[1] + s * r * 0.2, s * r, [[0, '#fffaf0'], [1, '#f3d3a0']]) : ctx.radial(c[0] - s * r * 0.3, c[1] - s * r * 0.3, s * r * 1.3, [[0, '#ffffff'], [1, '#d9d2c6']])
    out.push(`<circle cx="${n(c[0])}" cy="${n(c[1])}" r="${n(s * r)}" fill="${g}"/>`)
  } else {
    const w = s * r
    out.push(`<path d="M${n(c[0] - w)},${n(c[1] + w * 0.55)} Q${n(c[0] - w)},${n(c[1] - w * 0.45)} ${n(c[0])},${n(c[1] - w * 0.45)} Q${n(c[0] + w)},${n(c[1] - w * 0.45)} ${n(c[0] + w)},${n(c[1] + w * 0.55)} Z" fill="${pal.metal}"/>`)
    out.push(`<ellipse cx="${n(c[0])}" cy="${n(c[1] + w * 0.55)}" rx="${n(w * 0.92)}" ry="${n(w * 0.12)}" fill="${light.dark ? '#fff3da' : '#f7f1e6'}"/>`)
  }
  return { depth: Math.hypot(x - cam.x, z - cam.z) - 0.05, svg: out.join('') }
}

/** Potted olive or fiddle-leaf: a sculptural pot and a loose cloud of leaves. */
export function plant(room: Room, x: number, z: number, h: number): Drawable {
  const { cam, L, ctx, light } = room
  const rng = ctx.rng
  const potC = rng.pick(['#d8cdbd', '#3b3835', '#b88f6a', '#ece6dc'])
  const parts: Drawable[] = [prism(cam, circle(x, z, 0.24, 16), 0, 0.5, potC, L)]
  const s = scaleAt(cam, z)
  const base = proj(cam, x, 0.5, z)
  const leaf = light.dark ? '#2c3a2c' : rng.pick(['#5d7a4a', '#6f8a55', '#4c6b45'])
  const out: string[] = [`<path d="M${n(base[0])},${n(base[1])} q${n(s * 0.05)},${n(-s * h * 0.4)} ${n(s * 0.02)},${n(-s * h * 0.75)}" stroke="#5a4636" stroke-width="${n(s * 0.025)}" fill="none"/>`]
  for (let i = 0; i < 38; i++) {
    const a = rng.range(0, Math.PI * 2)
    const rr = Math.sqrt(rng.float()) * s * h * 0.32
    const cx = base[0] + Math.cos(a) * rr
    const cy = base[1] - s * h * 0.72 + Math.sin(a) * rr * 0.8
    const len = s * rng.range(0.07, 0.12)
    out.push(`<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(len)}" ry="${n(len * 0.45)}" transform="rotate(${n(rng.range(-60, 60))} ${n(cx)} ${n(cy)})" fill="${mix(leaf, rng.chance(0.5) ? '#a8c08a' : '#26361f', rng.range(0, 0.35))}"/>`)
  }
  parts.push({ depth: 0, svg: out.join('') })
  return group(room, parts, x, z)
}

/** Framed abstract artwork on the back wall: arches, suns and horizons in the brand palette. */
export function artwork(room: Room, x0: number, x1: number, y0: number, y1: number, z: number): string {
  const { cam, ctx, pal } = room
  const rng = ctx.rng
  const a = proj(cam, x0, y1, z)
  const b = proj(cam, x1, y0, z)
  const w = b[0] - a[0]
  const h = b[1] - a[1]
  const [c1, c2, c3] = [pal.art[0] ?? '#c8a96a', pal.art[1] ?? '#0f1b2d', pal.art[2] ?? '#e7e1d6']
  const m = w * 0.08
  const out = [`<rect x="${n(a[0] - 3)}" y="${n(a[1] - 3)}" width="${n(w + 6)}" height="${n(h + 6)}" fill="${darken(pal.wood, 0.2)}"/>`, `<rect x="${n(a[0])}" y="${n(a[1])}" width="${n(w)}" height="${n(h)}" fill="#f6f2ea"/>`]
  const ix = a[0] + m
  const iy = a[1] + m
  const iw = w - m * 2
  const ih = h - m * 2
  const kind = rng.int(0, 2)
  if (kind === 0) {
    out.push(`<path d="M${n(ix + iw * 0.2)},${n(iy + ih)} V${n(iy + ih * 0.45)} A${n(iw * 0.3)},${n(iw * 0.3)} 0 0 1 ${n(ix + iw * 0.8)},${n(iy + ih * 0.45)} V${n(iy + ih)} Z" fill="${c1}"/>`)
    out.push(`<circle cx="${n(ix + iw * 0.5)}" cy="${n(iy + ih * 0.3)}" r="${n(iw * 0.12)}" fill="${c2}"/>`)
  } else if (kind === 1) {
    out.push(`<rect x="${n(ix)}" y="${n(iy + ih * 0.55)}" width="${n(iw)}" height="${n(ih * 0.45)}" fill="${c3}"/>`)
    out.push(`<circle cx="${n(ix + iw * rng.range(0.3, 0.7))}" cy="${n(iy + ih * 0.45)}" r="${n(iw * 0.22)}" fill="${c1}"/>`)
    out.push(`<rect x="${n(ix)}" y="${n(iy + ih * 0.72)}" width="${n(iw)}" height="${n(ih * 0.28)}" fill="${c2}"/>`)
  } else {
    for (let i = 0; i < 3; i++) out.push(`<rect x="${n(ix + (iw / 3) * i + 2)}" y="${n(iy + ih * rng.range(0, 0.4))}" width="${n(iw / 3 - 4)}" height="${n(ih * rng.range(0.5, 1) * 0.6)}" fill="${[c1, c2, c3][i]}"/>`)
  }
  return out.join('')
}

export function sideTable(room: Room, x: number, z: number, lamp: boolean): Drawable {
  const { cam, L, pal, light, ctx } = room
  const parts: Drawable[] = [prism(cam, circle(x, z, 0.25, 14), 0, 0.55, pal.wood, L)]
  if (lamp) {
    parts.push(prism(cam, circle(x, z, 0.08, 10), 0.55, 0.8, pal.metal, L))
    parts.push(prism(cam, circle(x, z, 0.18, 14), 0.8, 1.0, light.dark ? '#fff0d2' : '#f1e9dc', { ...L, ambient: light.dark ? 1 : L.ambient }))
    if (light.dark) {
      const c = proj(cam, x, 0.9, z)
      const r = scaleAt(cam, z) * 0.8
      parts.push({ depth: -1, svg: `<circle cx="${n(c[0])}" cy="${n(c[1])}" r="${n(r)}" fill="${ctx.radial(c[0], c[1], r, [[0, '#ffd9a0', 0.4], [1, '#ffd9a0', 0]])}"/>` })
    }
  }
  return group(room, parts, x, z)
}

export function bed(room: Room, at: Placement, w: number, len: number, linen: string, throwC: string, head: string): Drawable {
  const { cam, L } = room
  const P = (u0: number, u1: number, v0: number, v1: number) => place(rectFP(u0, u1, v0, v1), at.x, at.z, at.rot)
  const h = w / 2
  const parts: Drawable[] = [
    contactShadow(room, P(-h - 0.1, h + 0.1, 0, len), 0.12),
    prism(cam, P(-h - 0.1, h + 0.1, len - 0.12, len), 0, 1.25, head, L),
    prism(cam, P(-h, h, 0, len - 0.12), 0, 0.32, darken(head, 0.1), L),
    prism(cam, P(-h + 0.03, h - 0.03, 0.02, len - 0.14), 0.32, 0.55, linen, L),
    prism(cam, P(-h + 0.02, h - 0.02, 0, len * 0.62), 0.55, 0.6, lighten(linen, 0.04), L),
    prism(cam, P(-h + 0.01, h - 0.01, len * 0.18, len * 0.36), 0.6, 0.63, throwC, L),
  ]
  const pillows = w > 1.6 ? 2 : 1
  for (let i = 0; i < pillows; i++) {
    const u = -h + (w / pillows) * (i + 0.5)
    parts.push(prism(cam, place(roundRect(u - w / pillows / 2 + 0.1, u + w / pillows / 2 - 0.1, len - 0.42, len - 0.2, 0.06, 3), at.x, at.z, at.rot), 0.55, 0.8, lighten(linen, 0.08), L))
    parts.push(prism(cam, place(roundRect(u - 0.25, u + 0.25, len - 0.55, len - 0.45, 0.05, 3), at.x, at.z, at.rot), 0.58, 0.78, throwC, L))
  }
  return group(room, parts, at.x, at.z + len * 0.5)
}

export function cabinetFronts(room: Room, x0: number, x1: number, y0: number, y1: number, z: number, doors: number, color: string): string {
  const { cam } = room
  const a = proj(cam, x0, y1, z)
  const b = proj(cam, x1, y0, z)
  const w = b[0] - a[0]
  const segs: string[] = []
  for (let i = 1; i < doors; i++) segs.push(`M${n(a[0] + (w * i) / doors)} ${n(a[1])}V${n(b[1])}`)
  return `<rect x="${n(a[0])}" y="${n(a[1])}" width="${n(w)}" height="${n(b[1] - a[1])}" fill="${color}"/><path d="${segs.join('')}" stroke="${darken(color, 0.25)}" stroke-width="1"/>`
}

