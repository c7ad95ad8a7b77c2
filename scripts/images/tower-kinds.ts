// Tower archetypes seen on the Dubai skyline, expressed as tier recipes for drawTower.

import type { Rng } from './prng'
import type { TowerKind, TowerSpec } from './towers'

const materials = {
  glass: ['#8fa9bf', '#6e8fab', '#5b7a93', '#8d9a9c', '#a4aeb5', '#7d8a9e', '#9a8f7e', '#4f6378'],
  stone: ['#e9e3d7', '#ddd3c2', '#cfc6b8', '#efece6', '#d8cdb8', '#c9b99f'],
}

/** Archetypes seen on the Dubai skyline, expressed as tier recipes. */
export function makeTower(rng: Rng, kind: TowerKind, cx: number, base: number, h: number): TowerSpec {
  const glass = kind === 'twisted' || kind === 'spire' ? rng.chance(0.75) : rng.chance(0.6)
  const material = rng.pick(glass ? materials.glass : materials.stone)
  const spec: TowerSpec = {
    cx, base, h, w: h * rng.range(0.16, 0.26), footprint: 'square', aspect: rng.range(0.5, 1),
    rot: rng.range(0, Math.PI / 2), tiers: [{ h: 1, s0: 1, s1: 1 }], material, glass,
    needle: 0, crownLight: rng.chance(0.5),
  }
  switch (kind) {
    case 'box':
      spec.footprint = rng.pick(['square', 'rect', 'chamfer', 'octagon'] as const)
      spec.tiers = rng.chance(0.5) ? [{ h: 1, s0: 1, s1: 1 }] : [{ h: 0.94, s0: 1, s1: 1 }, { h: 0.06, s0: 0.7, s1: 0.7 }]
      if (rng.chance(0.25)) spec.needle = rng.range(0.04, 0.1)
      break
    case 'slim':
      spec.footprint = 'rect'
      spec.aspect = rng.range(0.35, 0.6)
      spec.w = h * rng.range(0.1, 0.16)
      break
    case 'stepped': {
      spec.footprint = rng.pick(['square', 'chamfer', 'octagon', 'rect'] as const)
      const steps = rng.int(2, 4)
      spec.tiers = Array.from({ length: steps }, (_, i) => {
        const s = 1 - (i / steps) * rng.range(0.45, 0.65)
        return { h: 1 - i * 0.18, s0: s, s1: s }
      })
      spec.w = h * rng.range(0.2, 0.3)
      break
    }
    case 'spire': {
      // Burj-like: a tri-lobed plan stepping back in a spiral of ever-slimmer tiers.
      spec.footprint = rng.pick(['triangle', 'hex'] as const)
      spec.w = h * rng.range(0.13, 0.17)
      const tiers = rng.int(8, 11)
      spec.tiers = Array.from({ length: tiers }, (_, i) => {
        const s = 1 - Math.pow(i / tiers, 0.85) * 0.86
        return { h: 1.15 - i * 0.07, s0: s, s1: s * 0.97 }
      })
      spec.needle = rng.range(0.14, 0.2)
      spec.glass = true
      spec.material = rng.pick(['#b8c2cc', '#a9b6c2', '#c3c8cc'])
      spec.crownLight = true
      break
    }
    case 'tapered':
      spec.footprint = rng.pick(['square', 'hex', 'octagon'] as const)
      spec.tiers = [{ h: 0.86, s0: 1, s1: rng.range(0.55, 0.75) }, { h: 0.14, s0: 0.6, s1: 0.04, slices: 1 }]
      spec.needle = rng.chance(0.5) ? rng.range(0.03, 0.08) : 0
      break
    case 'twisted': {
      spec.footprint = rng.pick(['square', 'rect'] as const)
      spec.aspect = rng.range(0.7, 0.9)
      spec.w = h * rng.range(0.16, 0.2)
      const twist = rng.range(0.9, 1.6) * (rng.chance(0.5) ? 1 : -1)
      spec.tiers = [{ h: 1, s0: 1, s1: 1, r0: 0, r1: twist, slices: 34 }]
      break
    }
    case 'round':
      spec.footprint = 'round'
      spec.w = h * rng.range(0.17, 0.24)
      spec.tiers = rng.chance(0.5)
        ? [{ h: 1, s0: 1, s1: 1 }]
        : [{ h: 0.9, s0: 1, s1: 1 }, { h: 0.05, s0: 0.92, s1: 0.7, slices: 2 }, { h: 0.05, s0: 0.7, s1: 0.2, slices: 2 }]
      break
    case 'crown':
      spec.footprint = rng.pick(['square', 'chamfer', 'octagon'] as const)
      spec.tiers = [{ h: 0.84, s0: 1, s1: 1 }, { h: 0.06, s0: 0.82, s1: 0.82 }, { h: 0.1, s0: 0.82, s1: 0.05, slices: 1 }]
      spec.needle = rng.range(0.05, 0.12)
      spec.crownLight = true
      break
  }
  return spec
}
