// The home page hero: downtown at dusk across the lake, the supertall spire off-centre, the
// fountain show in full flight and a palm-lined promenade in the foreground. Composed for a
// wide crop with calm sky on the left, where the headline sits.

import { lighten, mix } from '../color'
import { setting } from '../exteriors'
import { palm } from '../landscape'
import { grade, paintSky, type Light, type TimeOfDay } from '../sky'
import { city, kindMixes } from '../skyline'
import { Ctx, n, rect } from '../svg'
import { drawTower, makeTower } from '../towers'
import { paintWater } from '../water'

/** Fountain plumes in a travelling wave, with fanned arcs and a mist glow at the base. */
export function fountainShow(ctx: Ctx, light: Light, x0: number, x1: number, base: number, maxH: number): string {
  const rng = ctx.rng
  const out: string[] = []
  const col = light.dark ? '#f6f3ff' : '#ffffff'
  const grad = ctx.linear(0, base - maxH, 0, base, [[0, col, 0.05], [0.35, col, 0.45], [1, col, 0.95]])
  const span = x1 - x0
  // Mist and its glow on the water.
  out.push(`<ellipse cx="${n((x0 + x1) / 2)}" cy="${n(base)}" rx="${n(span * 0.6)}" ry="${n(maxH * 0.22)}" fill="${ctx.radial((x0 + x1) / 2, base, span * 0.6, [[0, col, light.dark ? 0.35 : 0.25], [1, col, 0]], 0.36)}"/>`)
  // Two rows: a low, dense curtain behind and a travelling wave of tall plumes in front.
  const phase = rng.range(0, Math.PI)
  const plume = (x: number, h: number, w: number, lean: number) =>
    `M${n(x - w)},${n(base)} C${n(x - w * 0.7)},${n(base - h * 0.55)} ${n(x + lean - w * 0.9)},${n(base - h * 0.92)} ${n(x + lean)},${n(base - h)} C${n(x + lean + w * 0.9)},${n(base - h * 0.92)} ${n(x + w * 0.7)},${n(base - h * 0.55)} ${n(x + w)},${n(base)} Z`
  const back: string[] = []
  const backN = Math.round(span / (maxH * 0.05))
  for (let i = 0; i <= backN; i++) {
    const t = i / backN
    back.push(plume(x0 + span * t, maxH * (0.16 + 0.1 * Math.sin(phase * 2 + t * 20)), maxH * 0.03, 0))
  }
  out.push(`<path d="${back.join('')}" fill="${grad}" fill-opacity="0.55"/>`)
  const plumes: string[] = []
  const sprays: string[] = []
  const count = Math.round(span / (maxH * 0.11))
  for (let i = 0; i <= count; i++) {
    const t = i / count
    const x = x0 + span * t
    const wave = 0.5 + 0.5 * Math.sin(phase + t * Math.PI * 2.2)
    const envelope = 0.35 + 0.65 * Math.sin(t * Math.PI)
    const h = maxH * (0.3 + 0.7 * wave * envelope) * rng.range(0.92, 1.04)
    const w = maxH * (0.03 + 0.025 * wave)
    const lean = rng.gauss(w * 0.8)
    plumes.push(plume(x, h, w, lean))
    sprays.push(`<ellipse cx="${n(x + lean)}" cy="${n(base - h * 0.97)}" rx="${n(w * 1.6)}" ry="${n(w * 1.1)}" fill="${col}" fill-opacity="0.12"/>`)
  }
  out.push(`<path d="${plumes.join('')}" fill="${grad}"/>`, sprays.join(''))
  // Fanned arcs between the plumes.
  const arcs: string[] = []
  for (let i = 0; i < 9; i++) {
    const cx = x0 + span * rng.range(0.1, 0.9)
    const r = maxH * rng.range(0.25, 0.5)
    const dir = rng.chance(0.5) ? 1 : -1
    arcs.push(`M${n(cx)},${n(base)} Q${n(cx + dir * r * 0.5)},${n(base - r * 1.6)} ${n(cx + dir * r)},${n(base)}`)
  }
  out.push(`<path d="${arcs.join('')}" fill="none" stroke="${col}" stroke-width="${n(Math.max(1.2, maxH * 0.006))}" stroke-opacity="0.45"/>`)
  // Glow column reflected below.
  out.push(`<ellipse cx="${n((x0 + x1) / 2)}" cy="${n(base)}" rx="${n(span * 0.55)}" ry="${n(maxH * 0.3)}" fill="${ctx.radial((x0 + x1) / 2, base, span * 0.55, [[0, col, light.dark ? 0.22 : 0.14], [1, col, 0]], 0.55)}"/>`)
  return out.join('')
}

export function heroScene(ctx: Ctx, tod: TimeOfDay = 'dusk'): string {
  const { width: W, height: H } = ctx
  const rng = ctx.rng
  const s = setting(ctx, 'any', tod)
  const { light, sun } = s
  const sunX = W * rng.range(0.15, 0.3)
  const hz = H * 0.64
  const quay = H * 0.9
  const out: string[] = [paintSky(ctx, light, { rect: { x: 0, y: 0, w: W, h: H }, horizonY: hz, sunX }).body]
  const lx = W * rng.range(0.6, 0.68)
  const spire = makeTower(rng, 'spire', lx, hz, hz * 0.9)
  const skyline =
    city(ctx, light, sun, { x0: -W * 0.05, x1: W * 1.05, baseY: hz, maxH: H * 0.36, kinds: kindMixes.downtown, density: 2.1, keepOut: [[lx - spire.w * 0.8, lx + spire.w * 0.8]] }) +
    drawTower(ctx, spire, { light, sunSide: sun.side, sunFront: sun.front, haze: 0.08, detail: 1, px: W / 1600 })
  const id = ctx.symbol(skyline)
  out.push(`<use href="#${id}"/>`)
  out.push(paintWater(ctx, light, { rect: { x: 0, y: hz, w: W, h: quay - hz }, sunX, sunVisible: false, reflect: id }))
  out.push(fountainShow(ctx, light, W * 0.3, W * 0.86, hz + (quay - hz) * 0.42, (quay - hz) * 1.05))
  // Promenade: stone edge, a slim rail and warm lamp posts.
  const paving = light.dark ? '#1b2134' : mix('#d9cdb8', light.lit, 0.3)
  out.push(rect(0, quay, W, H - quay, ctx.linear(0, quay, 0, H, [[0, lighten(paving, 0.04)], [1, mix(paving, '#000', 0.3)]])))
  out.push(rect(0, quay - 2, W, 4, mix(paving, '#000', 0.25)))
  const rail = light.dark ? '#39405a' : '#5a5f66'
  out.push(`<path d="M0 ${n(quay - H * 0.045)}H${W}" stroke="${rail}" stroke-width="${n(W / 900)}"/>`)
  const lamps: string[] = []
  for (let x = W * 0.05; x < W; x += W / 7) {
    lamps.push(`M${n(x)} ${n(quay)}V${n(quay - H * 0.11)}`)
    if (light.dark || light.windowsLit > 0.2) {
      out.push(`<circle cx="${n(x)}" cy="${n(quay - H * 0.115)}" r="${n(W * 0.022)}" fill="${ctx.radial(x, quay - H * 0.115, W * 0.022, [[0, '#ffe2b0', 0.7], [1, '#ffe2b0', 0]])}"/>`)
      out.push(`<circle cx="${n(x)}" cy="${n(quay - H * 0.115)}" r="${n(W * 0.0025)}" fill="#fff1d6"/>`)
    }
  }
  out.push(`<path d="${lamps.join('')}" stroke="${rail}" stroke-width="${n(W / 700)}"/>`)
  // Silhouetted palms framing the right edge; the left stays open for the headline.
  out.push(palm(rng, light, W * 0.975, H * 1.01, H * 0.78))
  out.push(grade(ctx, light))
  return out.join('')
}
