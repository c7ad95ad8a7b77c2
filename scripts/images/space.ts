// A minimal pinhole camera and shaded primitives. Interiors and villas are modelled in metres and
// projected, so perspective is always correct (floors converge, furniture scales with distance)
// instead of being faked per drawing. Painter's order is handled by the caller via depth keys.

import { mix } from './color'
import { n, poly, type Pt } from './svg'

/** World axes: x right, y up, z away from the camera. */
export interface Camera {
  f: number // focal length in pixels
  cx: number // principal point (image x of the optical axis)
  cy: number // horizon line on screen
  x: number
  y: number // eye height
  z: number
}

export type V3 = readonly [number, number, number]

export function proj(cam: Camera, x: number, y: number, z: number): Pt {
  const d = Math.max(0.02, z - cam.z)
  return [cam.cx + (cam.f * (x - cam.x)) / d, cam.cy - (cam.f * (y - cam.y)) / d]
}

/** Screen size of a world length at depth z: for sprites such as palms and plants. */
export function scaleAt(cam: Camera, z: number): number {
  return cam.f / Math.max(0.02, z - cam.z)
}

export interface Lighting {
  dir: V3 // unit vector pointing toward the key light
  ambient: number // 0..1 brightness of faces the key light misses
  shadow: string // colour that unlit faces drift toward
}

export function unit(x: number, y: number, z: number): V3 {
  const l = Math.hypot(x, y, z) || 1
  return [x / l, y / l, z / l]
}

export function shadeFace(color: string, normal: V3, light: Lighting): string {
  const d = Math.max(0, normal[0] * light.dir[0] + normal[1] * light.dir[1] + normal[2] * light.dir[2])
  const b = light.ambient + (1 - light.ambient) * d
  return b >= 0.999 ? color : mix(mix(color, light.shadow, 0.6), color, b)
}

export interface Drawable {
  depth: number
  svg: string
}

export interface PrismOptions {
  top?: string // a different top material (worktops, mattress, cushions)
  topOpacity?: number
  stroke?: string // hairline edge, reads like a crisp architectural render
  noTop?: boolean // top hidden under another part; drawing it would leak through sort ties
}

/**
 * Vertical extrusion of a convex footprint (x,z pairs, any winding). Boxes, cylinders,
 * rounded tubs and table tops are all this one primitive with different footprints.
 */
export function prism(cam: Camera, footprint: ReadonlyArray<readonly [number, number]>, y0: number, y1: number, color: string, light: Lighting, o: PrismOptions = {}): Drawable {
  let area = 0
  for (let i = 0; i < footprint.length; i++) {
    const a = footprint[i] as readonly [number, number]
    const b = footprint[(i + 1) % footprint.length] as readonly [number, number]
    area += a[0] * b[1] - b[0] * a[1]
  }
  const fp = area < 0 ? footprint.slice().reverse() : footprint.slice()
  const out: string[] = []
  const edge = o.stroke ? `stroke="${o.stroke}" stroke-width="0.8" stroke-linejoin="round"` : `stroke-linejoin="round"`
  if (cam.y < y0) out.push(poly(fp.map(([x, z]) => proj(cam, x, y0, z)), shadeFace(color, [0, -1, 0], light), edge))
  for (let i = 0; i < fp.length; i++) {
    const a = fp[i] as readonly [number, number]
    const b = fp[(i + 1) % fp.length] as readonly [number, number]
    // CCW in (x,z) means the outward normal is (dz, -dx).
    const nx = b[1] - a[1]
    const nz = -(b[0] - a[0])
    const len = Math.hypot(nx, nz) || 1
    const mx = (a[0] + b[0]) / 2
    const mz = (a[1] + b[1]) / 2
    if (nx * (cam.x - mx) + nz * (cam.z - mz) <= 0) continue
    const col = shadeFace(color, [nx / len, 0, nz / len], light)
    out.push(poly([proj(cam, a[0], y0, a[1]), proj(cam, b[0], y0, b[1]), proj(cam, b[0], y1, b[1]), proj(cam, a[0], y1, a[1])], col, fp.length > 6 ? `stroke="${col}" stroke-width="0.7"` : edge))
  }
  if (cam.y > y1 && !o.noTop) {
    const top = o.top ?? color
    out.push(poly(fp.map(([x, z]) => proj(cam, x, y1, z)), shadeFace(top, [0, 1, 0], light), `${edge}${o.topOpacity !== undefined ? ` fill-opacity="${o.topOpacity}"` : ''}`))
  }
  const cz = fp.reduce((s, p) => s + p[1], 0) / fp.length
  const cxm = fp.reduce((s, p) => s + p[0], 0) / fp.length
  return { depth: Math.hypot(cxm - cam.x, cz - cam.z), svg: out.join('') }
}

export function box(cam: Camera, x0: number, x1: number, y0: number, y1: number, z0: number, z1: number, color: string, light: Lighting, o: PrismOptions = {}): Drawable {
  return prism(cam, [[x0, z0], [x1, z0], [x1, z1], [x0, z1]], y0, y1, color, light, o)
}

/** Rounded-rectangle footprint; r is clamped so tiny boxes stay valid. */
export function roundRect(x0: number, x1: number, z0: number, z1: number, r: number, steps = 5): Array<[number, number]> {
  const rr = Math.min(r, (x1 - x0) / 2, (z1 - z0) / 2)
  const out: Array<[number, number]> = []
  const corners: Array<[number, number, number]> = [[x1 - rr, z0 + rr, -Math.PI / 2], [x1 - rr, z1 - rr, 0], [x0 + rr, z1 - rr, Math.PI / 2], [x0 + rr, z0 + rr, Math.PI]]
  for (const [cx, cz, a0] of corners) {
    for (let i = 0; i <= steps; i++) {
      const a = a0 + (i / steps) * (Math.PI / 2)
      out.push([cx + Math.cos(a) * rr, cz + Math.sin(a) * rr])
    }
  }
  return out
}

export function circle(cx: number, cz: number, r: number, steps = 20): Array<[number, number]> {
  return Array.from({ length: steps }, (_, i) => {
    const a = (i / steps) * Math.PI * 2
    return [cx + Math.cos(a) * r, cz + Math.sin(a) * r] as [number, number]
  })
}

/** A flat quad lying on a horizontal plane (rugs, light pools, pool water). */
export function floorQuad(cam: Camera, footprint: ReadonlyArray<readonly [number, number]>, y: number): Pt[] {
  return footprint.map(([x, z]) => proj(cam, x, y, z))
}

/** Rectangle on a wall plane z = const (parallel to the image: stays a screen rectangle). */
export function backRect(cam: Camera, x0: number, x1: number, y0: number, y1: number, z: number): { x: number; y: number; w: number; h: number } {
  const [ax, ay] = proj(cam, x0, y1, z)
  const [bx, by] = proj(cam, x1, y0, z)
  return { x: ax, y: ay, w: bx - ax, h: by - ay }
}

/** Quad on a side wall x = const. */
export function sideQuad(cam: Camera, x: number, z0: number, z1: number, y0: number, y1: number): Pt[] {
  return [proj(cam, x, y0, z0), proj(cam, x, y0, z1), proj(cam, x, y1, z1), proj(cam, x, y1, z0)]
}

export function line3(cam: Camera, a: V3, b: V3, color: string, width: number, opacity = 1): string {
  const p = proj(cam, a[0], a[1], a[2])
  const q = proj(cam, b[0], b[1], b[2])
  return `<line x1="${n(p[0])}" y1="${n(p[1])}" x2="${n(q[0])}" y2="${n(q[1])}" stroke="${color}" stroke-width="${n(width)}"${opacity < 1 ? ` stroke-opacity="${opacity}"` : ''}/>`
}

export function paint(list: Drawable[]): string {
  return list
    .slice()
    .sort((a, b) => b.depth - a.depth)
    .map((d) => d.svg)
    .join('')
}
