// Shared plumbing for the composed pictures: SVG clean-up before rasterising, XML escaping and
// a consistent photographic finish.

import { Ctx, n } from '../svg'

/**
 * librsvg renders an element-level `opacity` through an offscreen surface the size of the
 * canvas; on simple shapes fill-/stroke-opacity is equivalent and an order of magnitude cheaper.
 */
export function optimiseSvg(svg: string): string {
  return svg.replace(/<(rect|circle|ellipse|polygon|path|line|polyline)\b([^>]*?)\/>/g, (m, tag: string, attrs: string) => {
    const op = / opacity="([^"]*)"/.exec(attrs)
    if (!op) return m
    let a = attrs.replace(/ opacity="[^"]*"/, '')
    const hasFill = tag !== 'line' && !/ fill="none"/.test(a)
    const hasStroke = / stroke="(?!none)/.test(a)
    if (hasFill && !/ fill-opacity=/.test(a)) a += ` fill-opacity="${op[1]}"`
    if (hasStroke && !/ stroke-opacity=/.test(a)) a += ` stroke-opacity="${op[1]}"`
    return `<${tag}${a}/>`
  })
}

export function esc(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;')
}

/** Gentle lens finish shared by interiors and studio shots: warm wash plus a soft vignette. */
export function finish(ctx: Ctx, tint: string, tintOpacity: number, vignette = 0.22): string {
  const { width: w, height: h } = ctx
  const vig = ctx.radial(w / 2, h / 2, Math.hypot(w, h) * 0.6, [[0.55, '#000', 0], [1, '#000', vignette]], h / w + 0.25)
  return `<rect width="${w}" height="${h}" fill="${tint}" fill-opacity="${tintOpacity.toFixed(3)}"/><rect width="${w}" height="${h}" fill="${vig}"/>`
}

export function fmt(v: number): string {
  return n(v)
}
