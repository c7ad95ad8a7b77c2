// Static page imagery: a subject name ("hero", "off-plan", "area-dubai-marina", "about-ceo"...)
// is mapped to a composition. Unknown subjects still get a fitting, deterministic picture.

import { setting } from '../exteriors'
import { interior, type RoomKind } from '../interiors'
import { Rng } from '../prng'
import { pickPalette } from '../room'
import type { TimeOfDay } from '../sky'
import { Ctx } from '../svg'
import type { Scene } from '../types'
import { heroScene } from './hero'
import { offPlanScene } from './offplan'
import { poolDeck } from './pooldeck'
import { dramaticTime, exteriorBody, listingTime } from './scenes'

type Recipe =
  | { kind: 'exterior'; scene: Scene; tod?: TimeOfDay; variant?: number }
  | { kind: 'interior'; room: RoomKind; scene: Scene; tod?: TimeOfDay }
  | { kind: 'pool'; scene: Scene; tod?: TimeOfDay }
  | { kind: 'offplan'; tod?: TimeOfDay }
  | { kind: 'hero'; tod: TimeOfDay }

const named: Record<string, Recipe> = {
  hero: { kind: 'hero', tod: 'dusk' },
  about: { kind: 'exterior', scene: 'downtown', tod: 'golden' },
  team: { kind: 'interior', room: 'lobby', scene: 'business', tod: 'afternoon' },
  services: { kind: 'exterior', scene: 'marina', tod: 'golden' },
  careers: { kind: 'exterior', scene: 'business', tod: 'morning' },
  contact: { kind: 'exterior', scene: 'business', tod: 'sunset' },
  valuation: { kind: 'exterior', scene: 'villa-community', tod: 'golden' },
  'list-property': { kind: 'interior', room: 'living', scene: 'marina', tod: 'golden' },
  'buy-frame': { kind: 'exterior', scene: 'palm', tod: 'afternoon', variant: 1 },
  'buy-property': { kind: 'interior', room: 'living', scene: 'downtown', tod: 'afternoon' },
  'sell-property': { kind: 'exterior', scene: 'villa-community', tod: 'afternoon' },
  'rent-property': { kind: 'interior', room: 'bedroom', scene: 'marina', tod: 'morning' },
  'off-plan': { kind: 'offplan', tod: 'golden' },
  'property-management': { kind: 'interior', room: 'lobby', scene: 'marina', tod: 'afternoon' },
  'holiday-homes': { kind: 'exterior', scene: 'villa-community', tod: 'sunset' },
  mortgage: { kind: 'exterior', scene: 'suburban', tod: 'golden', variant: 0 },
  commercial: { kind: 'exterior', scene: 'business', tod: 'bluehour' },
  interiors: { kind: 'interior', room: 'living', scene: 'palm', tod: 'golden' },
  'area-palm-jumeirah': { kind: 'exterior', scene: 'palm', tod: 'afternoon', variant: 0 },
  'area-dubai-marina': { kind: 'exterior', scene: 'marina', tod: 'dusk' },
  'area-dubai-hills-estate': { kind: 'exterior', scene: 'hills', tod: 'golden' },
  'area-town-square': { kind: 'exterior', scene: 'suburban', tod: 'afternoon', variant: 0 },
  'about-ceo': { kind: 'interior', room: 'study', scene: 'business', tod: 'golden' },
  'about-us': { kind: 'exterior', scene: 'downtown', tod: 'sunset' },
  'about-who-we-are': { kind: 'exterior', scene: 'creek', tod: 'golden' },
  'about-leadership': { kind: 'interior', room: 'dining', scene: 'downtown', tod: 'dusk' },
  'home-about': { kind: 'interior', room: 'living', scene: 'palm', tod: 'afternoon' },
  'home-buy': { kind: 'exterior', scene: 'beachfront', tod: 'golden' },
  'careers-join': { kind: 'interior', room: 'dining', scene: 'business', tod: 'morning' },
  'pool-deck': { kind: 'pool', scene: 'marina', tod: 'golden' },
  'services-intro': { kind: 'interior', room: 'living', scene: 'business', tod: 'morning' },
  communities: { kind: 'exterior', scene: 'palm', tod: 'golden', variant: 0 },
  news: { kind: 'exterior', scene: 'downtown', tod: 'bluehour' },
  complaint: { kind: 'exterior', scene: 'creek', tod: 'afternoon' },
  legal: { kind: 'exterior', scene: 'business', tod: 'afternoon' },
}

// Service page banners reuse the service's subject with a different time of day and framing.
const bannerTimes: TimeOfDay[] = ['golden', 'sunset', 'dusk', 'afternoon', 'bluehour', 'morning']

const keywords: Array<[RegExp, Scene]> = [
  [/palm/, 'palm'], [/marina|jlt|lake/, 'marina'], [/downtown|burj|boulevard/, 'downtown'], [/creek|deira|heritage/, 'creek'],
  [/hills|golf|meadows|springs/, 'hills'], [/villa|ranches|estate/, 'villa-community'], [/business|difc|commercial|office|bay/, 'business'],
  [/beach|jbr|coast|bluewaters/, 'beachfront'], [/square|townhouse|suburb|circle|village/, 'suburban'],
]

const allScenes: Scene[] = ['marina', 'downtown', 'palm', 'creek', 'hills', 'villa-community', 'business', 'beachfront', 'suburban']

/** Normalises "/images/area-dubai-marina.jpg" or "Area Dubai Marina" to "area-dubai-marina". */
export function subjectKey(subject: string): string {
  return subject.toLowerCase().replace(/^.*\//, '').replace(/\.(jpe?g|png|webp)$/, '').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')
}

function recipeFor(key: string, rng: Rng): Recipe {
  const direct = named[key]
  if (direct) return direct
  const base = key.replace(/-(banner|hero|header|card|intro)$/, '')
  const parent = base !== key ? named[base] : undefined
  if (parent) {
    const tod = rng.pick(bannerTimes)
    if (parent.kind === 'interior') return { kind: 'exterior', scene: parent.scene, tod }
    return { ...parent, tod, ...(parent.kind === 'exterior' ? { variant: (parent.variant ?? 0) + 1 } : {}) }
  }
  if (/off-?plan|construction|launch/.test(key)) return { kind: 'offplan' }
  const scene = keywords.find(([re]) => re.test(key))?.[1] ?? rng.pick(allScenes)
  if (/interior|living|home|apartment|rent/.test(key)) return { kind: 'interior', room: 'living', scene }
  if (/bed/.test(key)) return { kind: 'interior', room: 'bedroom', scene }
  if (/kitchen/.test(key)) return { kind: 'interior', room: 'kitchen', scene }
  if (/team|lobby|career|management/.test(key)) return { kind: 'interior', room: 'lobby', scene }
  if (/pool|amenit/.test(key)) return { kind: 'pool', scene }
  return { kind: 'exterior', scene }
}

export function siteImageSvg(o: { seed: string; subject: string; width: number; height: number }): string {
  const key = subjectKey(o.subject)
  const rng = Rng.derive(o.seed, 'site', key)
  const r = recipeFor(key, rng)
  const ctx = new Ctx(rng, o.width, o.height)
  let body: string
  switch (r.kind) {
    case 'exterior':
      body = exteriorBody(ctx, r.scene, setting(ctx, 'any', r.tod ?? dramaticTime(rng)), r.variant ?? rng.int(0, 5))
      break
    case 'interior':
      body = interior(ctx, { kind: r.room, scene: r.scene, pal: pickPalette(rng), light: setting(ctx, 'any', r.tod ?? listingTime(rng)).light })
      break
    case 'pool':
      body = poolDeck(ctx, r.scene, r.tod ?? listingTime(rng), pickPalette(rng))
      break
    case 'hero':
      body = heroScene(ctx, r.tod)
      break
    case 'offplan':
      body = offPlanScene(ctx, r.tod ? setting(ctx, 'any', r.tod) : undefined)
      break
  }
  return ctx.doc(body)
}
