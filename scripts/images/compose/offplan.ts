// Off-plan: a skyline still being built. Tower cranes over a rising concrete frame, in front of
// the finished city, so the picture says "future" without a single render of a brochure tower.

import { darken, mix } from '../color'
import { setting, type Setting } from '../exteriors'
import { grade, paintSky } from '../sky'
import { city, kindMixes, podium } from '../skyline'
import { Ctx, n, rect } from '../svg'
import { drawTower, makeTower } from '../towers'

function crane(ctx: Ctx, x: number, base: number, h: number, jibL: number, dir: 1 | -1, steel: string, accent: string, dark: boolean): string {
  const out: string[] = []
  const mw = Math.max(4, h * 0.022)
  const top = base - h
  // Lattice mast: two rails and a zig-zag of braces, all in one path.
  const segs: string[] = [`M${n(x - mw / 2)} ${n(base)}V${n(top)}M${n(x + mw / 2)} ${n(base)}V${n(top)}`]
  for (let y = base; y > top + mw; y -= mw * 1.2) segs.push(`M${n(x - mw / 2)} ${n(y)}L${n(x + mw / 2)} ${n(y - mw * 1.2)}`)
  const sw = Math.max(1, mw * 0.16)
  out.push(`<path d="${segs.join('')}" fill="none" stroke="${steel}" stroke-width="${n(sw)}"/>`)
  // Cab, apex, jib and counter-jib with ballast.
  const jy = top
  out.push(rect(x - mw * 0.9, jy - mw * 0.2, mw * 1.8, mw * 1.1, accent))
  out.push(`<path d="M${n(x)} ${n(jy)}V${n(jy - mw * 3.2)}" stroke="${steel}" stroke-width="${n(sw * 2)}"/>`)
  const jx = x + dir * jibL
  const cx = x - dir * jibL * 0.32
  const jibSegs: string[] = [`M${n(cx)} ${n(jy)}H${n(jx)}M${n(x)} ${n(jy - mw * 0.6)}H${n(jx)}`]
  for (let t = 0; t < jibL; t += mw * 1.1) jibSegs.push(`M${n(x + dir * t)} ${n(jy)}L${n(x + dir * (t + mw * 0.55))} ${n(jy - mw * 0.6)}`)
  out.push(`<path d="${jibSegs.join('')}" fill="none" stroke="${steel}" stroke-width="${n(sw)}"/>`)
  out.push(`<path d="M${n(x)} ${n(jy - mw * 3.2)}L${n(jx - dir * jibL * 0.1)} ${n(jy - mw * 0.6)}M${n(x)} ${n(jy - mw * 3.2)}L${n(cx)} ${n(jy)}" stroke="${steel}" stroke-width="${n(sw * 0.7)}"/>`)
  out.push(rect(Math.min(cx, cx + dir * mw * 2), jy, mw * 2, mw * 1.4, darken(steel, 0.2)))
  // Trolley, cable and a hanging load.
  const tx = x + dir * jibL * 0.62
  const load = jy + h * 0.38
  out.push(`<path d="M${n(tx)} ${n(jy)}V${n(load)}" stroke="${steel}" stroke-width="${n(sw * 0.6)}"/>`)
  out.push(rect(tx - mw * 1.4, load, mw * 2.8, mw * 0.7, accent))
  if (dark) out.push(`<circle cx="${n(x)}" cy="${n(jy - mw * 3.2)}" r="${n(mw * 0.4)}" fill="#ff5040"/><circle cx="${n(jx)}" cy="${n(jy)}" r="${n(mw * 0.3)}" fill="#ff5040"/>`)
  return out.join('')
}

/** Concrete frame of a tower under construction: slabs, columns, a glazed lower half. */
function frame(ctx: Ctx, x: number, base: number, w: number, h: number, floors: number, s: Setting): string {
  const { light } = s
  const out: string[] = []
  const concrete = light.dark ? '#4a4e5c' : mix('#cfc8bb', light.lit, 0.3)
  const shade = darken(concrete, 0.35)
  const fh = h / floors
  const glazed = Math.floor(floors * 0.45)
  // Core visible through the open floors.
  out.push(rect(x + w * 0.38, base - h - fh * 1.5, w * 0.24, h + fh * 1.5, darken(concrete, 0.15)))
  for (let i = 0; i < floors; i++) {
    const y = base - (i + 1) * fh
    if (i < glazed) {
      const g = light.dark ? (ctx.rng.chance(0.3) ? '#ffcf86' : '#20283a') : mix(light.glass, light.glassHi, 0.25)
      out.push(rect(x, y, w, fh, g))
    } else {
      out.push(rect(x, y, w, fh, shade, 'fill-opacity="0.55"'))
      for (let c = 0; c <= 5; c++) out.push(rect(x + (w - fh * 0.12) * (c / 5), y, fh * 0.12, fh, concrete))
    }
    out.push(rect(x - fh * 0.1, y - fh * 0.1, w + fh * 0.2, fh * 0.16, concrete))
  }
  return out.join('')
}

export function offPlanScene(ctx: Ctx, s0?: Setting): string {
  const { width: W, height: H } = ctx
  const rng = ctx.rng
  const s = s0 ?? setting(ctx, 'any', rng.pick(['golden', 'afternoon', 'morning', 'sunset'] as const))
  const { light, sunX, sun } = s
  const hz = H * rng.range(0.72, 0.8)
  const out: string[] = [paintSky(ctx, light, { rect: { x: 0, y: 0, w: W, h: H }, horizonY: hz, sunX }).body]
  out.push(city(ctx, light, sun, { x0: -W * 0.05, x1: W * 1.05, baseY: hz, maxH: H * 0.38, kinds: kindMixes.downtown, density: 1.6, near: false }))
  // A finished neighbour or two for scale.
  for (let i = 0; i < 2; i++) {
    const t = makeTower(rng, rng.pick(['box', 'slim', 'crown'] as const), W * rng.range(0.05, 0.3) + i * W * 0.62, hz, H * rng.range(0.35, 0.5))
    out.push(drawTower(ctx, t, { light, sunSide: sun.side, sunFront: sun.front, haze: 0.1, detail: 1, px: W / 1600 }))
  }
  const steel = light.dark ? '#1c2030' : mix('#3a3f48', light.shade, 0.3)
  const accent = light.dark ? '#8a6a3a' : '#c8a96a'
  const fw = W * rng.range(0.12, 0.16)
  const fx = W * rng.range(0.36, 0.5)
  const fhgt = H * rng.range(0.4, 0.5)
  out.push(frame(ctx, fx, hz + 2, fw, fhgt, rng.int(18, 26), s))
  out.push(crane(ctx, fx + fw * 0.5, hz, fhgt + H * 0.18, W * 0.2, rng.chance(0.5) ? 1 : -1, steel, accent, light.dark))
  const fx2 = fx + fw + W * rng.range(0.1, 0.16)
  const fh2 = fhgt * rng.range(0.45, 0.65)
  out.push(frame(ctx, fx2, hz + 2, fw * 0.9, fh2, rng.int(8, 12), s))
  out.push(crane(ctx, fx2 + fw * 0.3, hz, fh2 + H * 0.2, W * 0.14, -1, steel, accent, light.dark))
  if (rng.chance(0.6)) out.push(crane(ctx, W * rng.range(0.08, 0.2), hz, H * 0.42, W * 0.1, 1, mix(steel, light.haze, 0.35), mix(accent, light.haze, 0.35), light.dark))
  // Site hoarding and the ground plane.
  out.push(podium(ctx, light, -20, W + 20, hz + 2, H * 0.03, 0.05))
  const ground = light.dark ? '#1a1f2e' : mix(light.ground, light.shade, 0.15)
  out.push(rect(0, hz, W, H - hz, ctx.linear(0, hz, 0, H, [[0, ground], [1, darken(ground, 0.15)]])))
  const hoard = light.dark ? '#2a2f40' : '#f1ece3'
  out.push(rect(0, hz + (H - hz) * 0.35, W, (H - hz) * 0.22, hoard))
  const band = light.dark ? '#6a5634' : '#c8a96a'
  out.push(rect(0, hz + (H - hz) * 0.35, W, (H - hz) * 0.035, band))
  out.push(grade(ctx, light))
  return out.join('')
}
