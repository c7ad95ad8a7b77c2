// Islamic geometric lattices used as quiet texture (lobby walls, screens, brand panels). Drawn
// as thin strokes in a repeating tile so they stay a whisper at any size.

import { Ctx, n } from './svg'

/**
 * Khatam-style tile: an eight-pointed star from two overlapping squares, with its points
 * joined to the tile edges so neighbouring tiles interlock into a continuous lattice.
 */
export function starLattice(ctx: Ctx, size: number, stroke: string, width: number, opacity: number, x = 0, y = 0): string {
  const id = ctx.uid('pt')
  const c = size / 2
  const r = size * 0.34
  const pt = (deg: number, rad = r): string => {
    const a = (deg * Math.PI) / 180
    return `${n(c + Math.cos(a) * rad)},${n(c + Math.sin(a) * rad)}`
  }
  const sq1 = [0, 90, 180, 270].map((d) => pt(d)).join(' ')
  const sq2 = [45, 135, 225, 315].map((d) => pt(d)).join(' ')
  const spokes = [0, 90, 180, 270]
    .map((d) => {
      const a = (d * Math.PI) / 180
      return `M${pt(d)}L${n(c + Math.cos(a) * c)},${n(c + Math.sin(a) * c)}`
    })
    .join('')
  const corners = [45, 135, 225, 315]
    .map((d) => {
      const a = (d * Math.PI) / 180
      return `M${pt(d)}L${n(c + Math.cos(a) * c * Math.SQRT2)},${n(c + Math.sin(a) * c * Math.SQRT2)}`
    })
    .join('')
  const inner = [22.5, 67.5, 112.5, 157.5, 202.5, 247.5, 292.5, 337.5].map((d) => pt(d, r * 0.42)).join(' ')
  ctx.defs.push(
    `<pattern id="${id}" patternUnits="userSpaceOnUse" x="${n(x)}" y="${n(y)}" width="${n(size)}" height="${n(size)}"><g fill="none" stroke="${stroke}" stroke-width="${n(width)}" stroke-opacity="${opacity}"><polygon points="${sq1}"/><polygon points="${sq2}"/><polygon points="${inner}"/><path d="${spokes}${corners}"/></g></pattern>`,
  )
  return `url(#${id})`
}

/** Mashrabiya-like screen: a denser lattice of rotated squares, used on villa and lobby screens. */
export function screenLattice(ctx: Ctx, size: number, stroke: string, width: number): string {
  const id = ctx.uid('pt')
  const s = size
  ctx.defs.push(
    `<pattern id="${id}" patternUnits="userSpaceOnUse" width="${n(s)}" height="${n(s)}"><g fill="none" stroke="${stroke}" stroke-width="${n(width)}"><polygon points="${n(s / 2)},0 ${n(s)},${n(s / 2)} ${n(s / 2)},${n(s)} 0,${n(s / 2)}"/><circle cx="${n(s / 2)}" cy="${n(s / 2)}" r="${n(s * 0.16)}"/></g></pattern>`,
  )
  return `url(#${id})`
}
