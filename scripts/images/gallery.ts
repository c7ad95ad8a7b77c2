// Which picture a listing shows at which index. Photo 0 is the exterior hero for the scene; the
// rest walk through a per-property shot list (rooms first, then amenities). The property seed
// fixes palette and time of day so the whole gallery looks like one shoot.

import { poolDeck, villaAerial } from './amenities'
import { palmAerial, townhouseStreet, villaScene } from './estates'
import { beach, hillsView, setting, waterfront, type Setting } from './exteriors'
import { interior, type RoomKind } from './interiors'
import { Rng } from './prng'
import { pickPalette } from './room'
import { lightFor, pickTime, type TimeOfDay } from './sky'
import type { Camera } from './space'
import { Ctx } from './svg'
import type { Scene } from './types'

export type Shot = RoomKind | 'pool' | 'aerial' | 'exterior'

const villaScenes: ReadonlySet<Scene> = new Set(['villa-community', 'suburban', 'hills'])

/** Bias the hero's light by community: waterfront skylines sell at dusk, villas in sunshine. */
function heroBias(scene: Scene): 'any' | 'day' | 'evening' {
  return villaScenes.has(scene) ? 'day' : 'any'
}

export function exteriorBody(ctx: Ctx, scene: Scene, s: Setting, wide = false): string {
  const rng = ctx.rng
  switch (scene) {
    case 'marina':
    case 'downtown':
    case 'business':
    case 'creek':
      return waterfront(ctx, scene, s)
    case 'beachfront':
      return beach(ctx, s, false)
    case 'palm': {
      const pick = rng.weighted([['aerial', wide ? 3 : 1.2], ['resort', 1], ['villa', wide ? 0 : 1]] as const)
      return pick === 'aerial' ? palmAerial(ctx, s) : pick === 'resort' ? beach(ctx, s, true) : villaScene(ctx, s, 'modern')
    }
    case 'hills':
      return rng.chance(wide ? 0.8 : 0.5) ? hillsView(ctx, s) : villaScene(ctx, s, 'modern')
    case 'villa-community':
      return rng.chance(0.7) ? villaScene(ctx, s, 'modern') : villaScene(ctx, s, 'arabesque')
    case 'suburban':
      return rng.chance(0.65) ? townhouseStreet(ctx, s) : villaScene(ctx, s, 'modern')
  }
}

function shotList(rng: Rng, scene: Scene): Shot[] {
  const villa = villaScenes.has(scene) || (scene === 'palm' && rng.chance(0.5))
  const lead: Shot[] = villa ? ['living', 'kitchen', 'bedroom'] : ['living', 'bedroom', 'kitchen']
  const rest: Shot[] = villa
    ? ['pool', 'bathroom', 'dining', 'aerial', 'study', 'terrace', 'exterior']
    : ['terrace', 'bathroom', 'pool', 'dining', 'lobby', 'study', 'exterior']
  return [...lead, ...rng.shuffle(rest)]
}

export function propertySvg(seed: string, index: number, scene: Scene, W: number, H: number): string {
  const style = Rng.derive(seed, 'style')
  const pal = pickPalette(style)
  // Beaches and the Palm sell on sunlight and sunsets; a black sea reads as an empty frame.
  const heroTod = scene === 'beachfront' || scene === 'palm' ? style.pick(['morning', 'noon', 'afternoon', 'golden', 'sunset', 'dusk'] as const) : pickTime(style, heroBias(scene))
  // Interiors are mostly photographed by day; a quarter of listings get the evening look.
  const interiorTod: TimeOfDay = style.chance(0.25) ? style.pick(['dusk', 'bluehour', 'sunset'] as const) : style.pick(['morning', 'noon', 'afternoon', 'golden'] as const)
  const shots = shotList(style, scene)
  const ctx = new Ctx(Rng.derive(seed, 'shot', index), W, H)
  if (index <= 0) return ctx.doc(exteriorBody(ctx, scene, setting(ctx, heroBias(scene), heroTod)))
  const shot = shots[(index - 1) % shots.length] ?? 'living'
  // A second lap through the list re-rolls the rooms, so long galleries never repeat a frame.
  const lap = Math.floor((index - 1) / shots.length)
  const light = lightFor(lap % 2 === 1 && interiorTod !== 'golden' ? 'golden' : interiorTod)
  switch (shot) {
    case 'exterior':
      // The same community at the opposite end of the day from the hero shot.
      return ctx.doc(exteriorBody(ctx, scene, setting(ctx, 'any', lightFor(heroTod).dark || heroTod === 'sunset' ? pickTime(ctx.rng, 'day') : scene === 'beachfront' || scene === 'palm' ? 'sunset' : pickTime(ctx.rng, 'evening'))))
    case 'aerial':
      return ctx.doc(scene === 'palm' ? palmAerial(ctx, setting(ctx, 'day')) : villaAerial(ctx, setting(ctx, 'day', light.dark ? 'afternoon' : light.tod)))
    case 'pool':
      return ctx.doc(poolShot(ctx, scene, light.tod))
    default:
      return ctx.doc(interior(ctx, { kind: shot, scene, pal, light }))
  }
}

function poolShot(ctx: Ctx, scene: Scene, tod: TimeOfDay): string {
  const { width: W, height: H } = ctx
  const rng = ctx.rng
  if (villaScenes.has(scene)) return villaScene(ctx, setting(ctx, 'day', tod))
  const cam: Camera = { f: W * 0.6, cx: W / 2, cy: H * rng.range(0.42, 0.5), x: 0, y: 1.6, z: 0 }
  const s = setting(ctx, 'any', tod)
  const child = ctx.child(W, H)
  const backdrop: Setting = { ...s, hz: cam.cy, lite: true }
  const body = scene === 'palm' || scene === 'beachfront' ? beach(child, backdrop, scene === 'palm') : waterfront(child, scene === 'creek' || scene === 'downtown' || scene === 'business' ? scene : 'marina', backdrop)
  return poolDeck(ctx, s, ctx.symbol(body), cam)
}

export function bannerSvg(seed: string, scene: Scene, W: number, H: number): string {
  const ctx = new Ctx(Rng.derive(seed, 'banner', scene), W, H)
  const tod = pickTime(ctx.rng, ctx.rng.chance(0.55) ? 'evening' : 'day')
  return ctx.doc(exteriorBody(ctx, scene, setting(ctx, 'any', tod), true))
}
