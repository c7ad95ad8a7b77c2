// What the glazing looks onto, and the shared finish for room shots. Kept apart from the room
// recipes so both interior modules can use them without importing each other.

import { mix } from './color'
import { beach, hillsView, setting, waterfront, type Setting } from './exteriors'
import { palm, shrubs } from './landscape'
import { grade, paintSky, type Light } from './sky'
import type { Room } from './room'
import { Ctx, n } from './svg'
import type { Scene } from './types'

/** Paint the community outside at full-frame size, to be revealed through the glazing. */
export function paintView(ctx: Ctx, scene: Scene, light: Light, horizon: number): string {
  const child = ctx.child(ctx.width, ctx.height)
  const base = setting(child, 'any', light.tod)
  const s: Setting = { ...base, hz: horizon, lite: true }
  let body: string
  switch (scene) {
    case 'marina':
    case 'business':
    case 'downtown':
    case 'creek':
      body = waterfront(child, scene, s)
      break
    case 'palm':
    case 'beachfront':
      body = beach(child, s, scene === 'palm' && child.rng.chance(0.5))
      break
    case 'hills':
      body = hillsView(child, s)
      break
    default:
      body = gardenView(child, s)
  }
  return ctx.symbol(body)
}

/** What a villa's glazing looks onto: lawn, palms and a boundary hedge. */
function gardenView(ctx: Ctx, s: Setting): string {
  const { width: W, height: H } = ctx
  const rng = ctx.rng
  const hz = s.hz ?? H * 0.5
  const out = [paintSky(ctx, s.light, { rect: { x: 0, y: 0, w: W, h: H }, horizonY: hz, sunX: s.sunX }).body]
  const lawn = s.light.dark ? '#17231f' : mix('#8aa866', s.light.lit, 0.2)
  out.push(`<rect x="0" y="${n(hz)}" width="${W}" height="${n(H - hz)}" fill="${lawn}"/>`)
  out.push(shrubs(rng, s.light, -20, W + 20, hz + 4, H * 0.06, 0.1))
  for (let i = 0; i < 6; i++) out.push(palm(rng, s.light, rng.range(0, W), hz + H * rng.range(0.02, 0.08), H * rng.range(0.35, 0.6)))
  return out.join('')
}

export function finish(room: Room, parts: string[]): string {
  parts.push(grade(room.ctx, room.light, 0.6))
  return parts.join('')
}

