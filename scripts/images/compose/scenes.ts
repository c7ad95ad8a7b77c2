// Scene dispatch shared by listings, community banners and site imagery: which establishing
// shot (from the engine's exteriors and estates) represents each community type.

import { beach, hillsView, setting, waterfront, type Setting } from '../exteriors'
import { palmAerial, townhouseStreet, villaScene } from '../estates'
import type { Rng } from '../prng'
import type { TimeOfDay } from '../sky'
import type { Ctx } from '../svg'
import type { Scene } from '../types'

export function isLowRise(scene: Scene): boolean {
  return scene === 'villa-community' || scene === 'suburban'
}

/** Time of day for a whole listing: mostly bright, sometimes the dusk "hero" mood. */
export function listingTime(rng: Rng): TimeOfDay {
  return rng.weighted([
    ['morning', 2], ['noon', 1.6], ['afternoon', 2], ['golden', 2.6], ['sunset', 1.6], ['dusk', 1.3], ['bluehour', 1],
  ] as const)
}

/** Banners and page headers lean toward the flattering low-sun and twilight hours. */
export function dramaticTime(rng: Rng): TimeOfDay {
  return rng.weighted([['golden', 3], ['sunset', 2.5], ['dusk', 2.5], ['bluehour', 2], ['afternoon', 1.5], ['morning', 1]] as const)
}

/** The establishing shot for a scene, painted into ctx. `variant` alternates compositions. */
export function exteriorBody(ctx: Ctx, scene: Scene, s0: Setting, variant = 0): string {
  // Sand reads as a flat grey slab after dark: beach compositions keep to the sunset hour.
  const s = (scene === 'beachfront' || (scene === 'palm' && variant % 2 === 1)) && s0.light.dark ? setting(ctx, 'any', 'sunset') : s0
  switch (scene) {
    case 'marina':
    case 'downtown':
    case 'creek':
    case 'business':
      return waterfront(ctx, scene, s)
    case 'palm':
      // Alternate the aerial of the fronds with the arched resort seen across the lagoon.
      return variant % 2 === 0 ? palmAerial(ctx, s) : beach(ctx, s, true)
    case 'beachfront':
      return beach(ctx, s, false)
    case 'hills':
      return hillsView(ctx, s)
    case 'villa-community':
      return villaScene(ctx, s, variant % 3 === 2 ? 'arabesque' : 'modern')
    case 'suburban':
      return variant % 2 === 0 ? townhouseStreet(ctx, s) : villaScene(ctx, s, 'modern')
  }
}

/** A backdrop (no foreground, no grade) with its horizon at hz: what lies past a terrace or pool edge. */
export function backdropBody(ctx: Ctx, scene: Scene, s: Setting): string {
  const lite: Setting = { ...s, lite: true }
  switch (scene) {
    case 'palm':
    case 'beachfront':
      return beach(ctx, lite, scene === 'palm')
    case 'hills':
    case 'villa-community':
    case 'suburban':
      return hillsView(ctx, lite)
    default:
      return waterfront(ctx, scene, lite)
  }
}
