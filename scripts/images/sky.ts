// Light and sky. A single Light object drives every colour in an exterior (and the view through
// an interior window) so a picture is coherent: dusk towers get dusk windows, dusk water, etc.

import { lighten, mix } from './color'
import type { Rng } from './prng'
import { Ctx, n, RectBatch, type Rect, type Stop } from './svg'

export type TimeOfDay = 'dawn' | 'morning' | 'noon' | 'afternoon' | 'golden' | 'sunset' | 'dusk' | 'bluehour' | 'night'

export interface Light {
  tod: TimeOfDay
  sky: Stop[]
  sunColor: string
  glow: string
  glowStrength: number
  sunElev: number // fraction of sky height above the horizon; negative means set
  haze: string
  lit: string // sun-facing facade
  shade: string // facade turned away from the sun
  glass: string
  glassHi: string
  windowsLit: number // share of windows glowing, 0..1
  windowColors: string[]
  water: [string, string] // at horizon, at the bottom of the frame
  ground: string
  foliage: string
  sand: string
  dark: boolean
  cloud: string
  cloudOpacity: number
  grade: string // final colour-grade wash
  gradeOpacity: number
}

const warmWindows = ['#ffd79a', '#ffcf86', '#ffe2b0', '#ffc470', '#fff1d2']

const table: Record<TimeOfDay, Omit<Light, 'tod'>> = {
  dawn: {
    sky: [[0, '#3a4c7a'], [0.45, '#9b93b8'], [0.8, '#e9b9a6'], [1, '#f7d7b5']],
    sunColor: '#fff0d0', glow: '#ffc89a', glowStrength: 0.55, sunElev: 0.04,
    haze: '#d9c2c0', lit: '#e4c9b8', shade: '#6e6f8c', glass: '#7a84a6', glassHi: '#f2c8b0',
    windowsLit: 0.12, windowColors: warmWindows, water: ['#c9a9b0', '#4a5a80'],
    ground: '#8c7f86', foliage: '#4f5e55', sand: '#d8bfae', dark: false,
    cloud: '#f6cdb9', cloudOpacity: 0.55, grade: '#f3b9a0', gradeOpacity: 0.06,
  },
  morning: {
    sky: [[0, '#3f7fc4'], [0.5, '#8fbfe3'], [0.85, '#d6e7f0'], [1, '#f1ede2']],
    sunColor: '#fffaf0', glow: '#fff3d8', glowStrength: 0.35, sunElev: 0.55,
    haze: '#d9e4ea', lit: '#f1ece2', shade: '#6f7e96', glass: '#6f9bc4', glassHi: '#dcebf5',
    windowsLit: 0, windowColors: warmWindows, water: ['#8ec2dc', '#2f7aa3'],
    ground: '#cbbda3', foliage: '#5f7a4f', sand: '#e8d8b8', dark: false,
    cloud: '#ffffff', cloudOpacity: 0.6, grade: '#fff4e0', gradeOpacity: 0.04,
  },
  noon: {
    sky: [[0, '#2a66b0'], [0.55, '#6aa6dc'], [0.9, '#bcd8ec'], [1, '#e4eef2']],
    sunColor: '#ffffff', glow: '#fffbef', glowStrength: 0.25, sunElev: 1.2,
    haze: '#d2e2ec', lit: '#f4f1ea', shade: '#74849b', glass: '#5d8fbf', glassHi: '#d4e8f6',
    windowsLit: 0, windowColors: warmWindows, water: ['#7cc0da', '#1f6f9c'],
    ground: '#d3c4a6', foliage: '#5c7b47', sand: '#eedcb8', dark: false,
    cloud: '#ffffff', cloudOpacity: 0.55, grade: '#e8f2ff', gradeOpacity: 0.03,
  },
  afternoon: {
    sky: [[0, '#2f6aae'], [0.5, '#7aafd9'], [0.88, '#d4e0e2'], [1, '#f3e7d0']],
    sunColor: '#fff6e0', glow: '#ffeccc', glowStrength: 0.4, sunElev: 0.42,
    haze: '#e2ddd2', lit: '#f3e6d0', shade: '#69758e', glass: '#668fb8', glassHi: '#f3e3c6',
    windowsLit: 0, windowColors: warmWindows, water: ['#9cc6d6', '#2b6d96'],
    ground: '#d0bc98', foliage: '#5a7446', sand: '#ecd6ae', dark: false,
    cloud: '#fffaf0', cloudOpacity: 0.55, grade: '#ffe9c4', gradeOpacity: 0.05,
  },
  golden: {
    sky: [[0, '#35609c'], [0.45, '#8fa9c8'], [0.78, '#efcf9f'], [1, '#f8d89c']],
    sunColor: '#fff1c4', glow: '#ffcf7a', glowStrength: 0.7, sunElev: 0.14,
    haze: '#efd3a8', lit: '#f2c88e', shade: '#5f6784', glass: '#7d86a0', glassHi: '#ffd89a',
    windowsLit: 0.05, windowColors: warmWindows, water: ['#e8c795', '#2f5d86'],
    ground: '#c9a877', foliage: '#5c6a3c', sand: '#e9c590', dark: false,
    cloud: '#ffe0b0', cloudOpacity: 0.6, grade: '#ffc870', gradeOpacity: 0.07,
  },
  sunset: {
    sky: [[0, '#2a3566'], [0.35, '#6a5486'], [0.65, '#d9787a'], [0.85, '#f3a36e'], [1, '#ffd39a']],
    sunColor: '#fff0c8', glow: '#ffa866', glowStrength: 0.85, sunElev: 0.03,
    haze: '#e89a84', lit: '#e69c7e', shade: '#3b3556', glass: '#4f4a70', glassHi: '#ffb27c',
    windowsLit: 0.14, windowColors: warmWindows, water: ['#f0a37c', '#2e2f58'],
    ground: '#6b5060', foliage: '#3b3a40', sand: '#d9987a', dark: false,
    cloud: '#ffb48e', cloudOpacity: 0.75, grade: '#ff9a6a', gradeOpacity: 0.07,
  },
  dusk: {
    sky: [[0, '#1b2346'], [0.4, '#4a4678'], [0.72, '#a9779a'], [0.9, '#e59e96'], [1, '#f5c09a']],
    sunColor: '#ffd9b0', glow: '#f29a8a', glowStrength: 0.55, sunElev: -0.04,
    haze: '#b58597', lit: '#8a6f8c', shade: '#262842', glass: '#343a5e', glassHi: '#d9939c',
    windowsLit: 0.26, windowColors: warmWindows, water: ['#c08aa0', '#1b2040'],
    ground: '#3f3850', foliage: '#2a2c3a', sand: '#9a7a8a', dark: true,
    cloud: '#e7a0a4', cloudOpacity: 0.55, grade: '#9070b0', gradeOpacity: 0.06,
  },
  bluehour: {
    sky: [[0, '#0b1631'], [0.45, '#1d3566'], [0.8, '#4a6aa0'], [1, '#9a9fc2']],
    sunColor: '#c6cde8', glow: '#7d8fc4', glowStrength: 0.3, sunElev: -0.1,
    haze: '#566b9a', lit: '#3a4a72', shade: '#141c33', glass: '#1d2a4a', glassHi: '#6a84b8',
    windowsLit: 0.34, windowColors: warmWindows, water: ['#5a72a6', '#0a1328'],
    ground: '#1c2540', foliage: '#141c2c', sand: '#4e5878', dark: true,
    cloud: '#6f80b0', cloudOpacity: 0.35, grade: '#3050a0', gradeOpacity: 0.05,
  },
  night: {
    sky: [[0, '#040915'], [0.5, '#0c1a36'], [0.85, '#1d3158'], [1, '#3c4a72']],
    sunColor: '#e8eefc', glow: '#3a4f86', glowStrength: 0.2, sunElev: -0.3,
    haze: '#2c3c64', lit: '#24304c', shade: '#0b1120', glass: '#121c33', glassHi: '#3c5286',
    windowsLit: 0.38, windowColors: warmWindows, water: ['#2c3d66', '#050a16'],
    ground: '#0f1626', foliage: '#0b111c', sand: '#2e3550', dark: true,
    cloud: '#2a3a62', cloudOpacity: 0.3, grade: '#203060', gradeOpacity: 0.05,
  },
}

export function lightFor(tod: TimeOfDay): Light {
  return { tod, ...table[tod] }
}

/** Daylight dominates because listings sell on bright photos; dusk is the "hero" mood. */
export function pickTime(rng: Rng, bias: 'any' | 'day' | 'evening' = 'any'): TimeOfDay {
  if (bias === 'day') return rng.weighted([['morning', 3], ['noon', 3], ['afternoon', 3], ['golden', 2]] as const)
  if (bias === 'evening') return rng.weighted([['sunset', 3], ['dusk', 3], ['bluehour', 3], ['night', 1]] as const)
  return rng.weighted([
    ['dawn', 1], ['morning', 2], ['noon', 2], ['afternoon', 2], ['golden', 2.5],
    ['sunset', 2.5], ['dusk', 2.5], ['bluehour', 2], ['night', 1],
  ] as const)
}

export interface SkyOptions {
  rect: Rect
  horizonY: number
  sunX: number // absolute x
  clouds?: boolean
}

/** Paints sky, sun/moon, glow and clouds into rect. Returns the sun position for reflections. */
export function paintSky(ctx: Ctx, light: Light, o: SkyOptions): { body: string; sunY: number } {
  const { rect: r, horizonY, sunX } = o
  const rng = ctx.rng
  const skyH = Math.max(1, horizonY - r.y)
  const out: string[] = []
  const grad = ctx.linear(0, r.y, 0, horizonY, light.sky)
  out.push(`<rect x="${n(r.x)}" y="${n(r.y)}" width="${n(r.w)}" height="${n(r.h)}" fill="${grad}"/>`)

  const sunY = horizonY - light.sunElev * skyH
  const glowR = Math.max(r.w, skyH) * (0.55 + light.glowStrength * 0.5)
  const glow = ctx.radial(sunX, Math.min(sunY, horizonY), glowR, [
    [0, light.glow, light.glowStrength],
    [0.35, light.glow, light.glowStrength * 0.35],
    [1, light.glow, 0],
  ], 0.55)
  out.push(`<rect x="${n(r.x)}" y="${n(r.y)}" width="${n(r.w)}" height="${n(horizonY - r.y)}" fill="${glow}"/>`)

  if (light.tod === 'night' || light.tod === 'bluehour') {
    const count = light.tod === 'night' ? 90 : 30
    const stars = new RectBatch()
    for (let i = 0; i < count; i++) {
      const x = r.x + rng.float() * r.w
      const y = r.y + Math.pow(rng.float(), 1.6) * skyH * 0.8
      const size = rng.range(0.8, 2.4) * (r.w / 1600)
      stars.add(x, y, size, size, '#ffffff', rng.range(0.25, 0.8))
    }
    out.push(stars.toString())
    // A crescent moon: the firm's own motif, and it reads instantly as "evening in Arabia".
    const mx = r.x + r.w * rng.range(0.12, 0.88)
    const my = r.y + skyH * rng.range(0.12, 0.35)
    const mr = Math.max(6, r.w * 0.011)
    const mid = ctx.uid('moon')
    ctx.defs.push(`<mask id="${mid}"><rect x="${n(mx - mr * 2)}" y="${n(my - mr * 2)}" width="${n(mr * 4)}" height="${n(mr * 4)}" fill="#fff"/><circle cx="${n(mx + mr * 0.42)}" cy="${n(my - mr * 0.22)}" r="${n(mr * 0.86)}" fill="#000"/></mask>`)
    out.push(`<circle cx="${n(mx)}" cy="${n(my)}" r="${n(mr * 3)}" fill="${ctx.radial(mx, my, mr * 3, [[0, '#dfe6ff', 0.25], [1, '#dfe6ff', 0]])}"/>`)
    out.push(`<circle cx="${n(mx)}" cy="${n(my)}" r="${n(mr)}" fill="#f4f1e6" mask="url(#${mid})"/>`)
  } else if (light.sunElev > -0.02) {
    const sr = Math.max(5, r.w * (light.sunElev < 0.2 ? 0.022 : 0.016))
    const clip = ctx.clip(`<rect x="${n(r.x)}" y="${n(r.y)}" width="${n(r.w)}" height="${n(horizonY - r.y)}"/>`)
    out.push(`<g ${clip}><circle cx="${n(sunX)}" cy="${n(sunY)}" r="${n(sr * 2.6)}" fill="${ctx.radial(sunX, sunY, sr * 2.6, [[0, light.sunColor, 0.7], [0.4, light.sunColor, 0.25], [1, light.sunColor, 0]])}"/><circle cx="${n(sunX)}" cy="${n(sunY)}" r="${n(sr)}" fill="${light.sunColor}"/></g>`)
  }

  if (o.clouds !== false) out.push(paintClouds(ctx, light, r, horizonY, sunX))
  return { body: out.join(''), sunY }
}

/**
 * Long, flat stratus streaks rather than cartoon puffs: that is what the Gulf sky actually does
 * and it reads as photographic at thumbnail size.
 */
function paintClouds(ctx: Ctx, light: Light, r: Rect, horizonY: number, sunX: number): string {
  const rng = ctx.rng
  const skyH = horizonY - r.y
  const count = rng.int(2, 9)
  const out: string[] = []
  for (let i = 0; i < count; i++) {
    const cy = r.y + skyH * rng.range(0.15, 0.85)
    const cx = r.x + r.w * rng.range(-0.1, 1.1)
    const rx = r.w * rng.range(0.08, 0.32)
    const ry = skyH * rng.range(0.008, 0.035)
    const nearSun = 1 - Math.min(1, Math.abs(cx - sunX) / r.w)
    const col = mix(light.cloud, lighten(light.glow, 0.3), nearSun * 0.4)
    const op = light.cloudOpacity * rng.range(0.35, 1)
    const fill = ctx.radial(cx, cy, rx, [[0, col, op], [0.6, col, op * 0.5], [1, col, 0]], ry / rx)
    out.push(`<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"/>`)
  }
  return out.join('')
}

/** Atmospheric perspective: a wash that thickens toward the horizon, laid over far layers. */
export function hazeBand(ctx: Ctx, light: Light, r: Rect, horizonY: number, depth: number, strength: number): string {
  const top = horizonY - depth
  const fill = ctx.linear(0, top, 0, horizonY, [[0, light.haze, 0], [1, light.haze, strength]])
  return `<rect x="${n(r.x)}" y="${n(top)}" width="${n(r.w)}" height="${n(depth)}" fill="${fill}"/>`
}

/** Final photographic finish: colour wash plus a gentle vignette. */
export function grade(ctx: Ctx, light: Light, strength = 1): string {
  const { width: w, height: h } = ctx
  const vig = ctx.radial(w / 2, h / 2, Math.hypot(w, h) * 0.62, [[0.55, '#000', 0], [1, '#000', 0.28 * strength]], h / w + 0.25)
  return `<rect width="${w}" height="${h}" fill="${light.grade}" fill-opacity="${(light.gradeOpacity * strength).toFixed(3)}"/><rect width="${w}" height="${h}" fill="${vig}"/>`
}
