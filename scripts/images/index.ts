// Public API of the image generator. Everything is a pure function of its inputs: the same seed
// always yields the same bytes, so re-seeding never churns uploaded media.
//
//   renderPropertyPhoto   listing gallery (0 = exterior establishing shot, 1.. = rooms and
//                         amenities: one palette and one time of day per listing)
//   renderCommunityBanner wide establishing shot per community scene
//   renderPortrait        team and client portraits as a consistent illustrated series
//   renderPartnerWordmark partner logos for the marquee (transparent PNG)
//   renderSiteImage       static page imagery chosen by a subject name (any string)
//   blurDataUrl           10 px WebP placeholder for next/image
//
// Scene painters live beside this file (exteriors, estates, interiors, gallery...); page-level
// compositions (hero, off-plan, site subjects, wordmarks, brand) live in ./compose.

import { siteImageSvg } from './compose/site'
import { optimiseSvg } from './compose/util'
import { wordmarkSvg } from './compose/wordmarks'
import { bannerSvg, propertySvg } from './gallery'
import { portraitSvg, type Attire, type Gender } from './portraits'
import { blurDataUrl as blur, svgToJpeg, svgToPng } from './render'
import type { Scene } from './types'

export type { Scene } from './types'
export { scenes } from './types'
export type { Attire, Gender } from './portraits'

const JPEG_QUALITY = 80
const MAX_BYTES = 245 * 1024

/**
 * JPEG at ~80. Dense twilight skylines (thousands of lit windows) are the only
 * pictures that can overshoot the ~250 KB budget; those are re-encoded a notch lower.
 */
async function jpeg(svg: string, quality = JPEG_QUALITY, maxBytes = MAX_BYTES): Promise<Buffer> {
  const clean = optimiseSvg(svg)
  let buf = await svgToJpeg(clean, quality)
  for (let q = quality - 8; buf.length > maxBytes && q >= 56; q -= 8) buf = await svgToJpeg(clean, q)
  return buf
}

export interface PropertyPhotoOptions {
  seed: string
  index: number
  scene: Scene
  width?: number
  height?: number
}

/** JPEG, 1600x1067 by default. */
export function renderPropertyPhoto(opts: PropertyPhotoOptions): Promise<Buffer> {
  return jpeg(propertySvg(opts.seed, opts.index, opts.scene, opts.width ?? 1600, opts.height ?? 1067))
}

export interface CommunityBannerOptions {
  seed: string
  scene: Scene
  width?: number
  height?: number
}

/** JPEG, 2400x1000 by default. */
export function renderCommunityBanner(opts: CommunityBannerOptions): Promise<Buffer> {
  return jpeg(bannerSvg(opts.seed, opts.scene, opts.width ?? 2400, opts.height ?? 1000))
}

export interface PortraitOptions {
  seed: string
  gender: Gender
  attire?: Attire
  width?: number
  height?: number
}

/** JPEG, 800x1000 by default (any aspect: the bust is re-framed, never stretched). */
export function renderPortrait(opts: PortraitOptions): Promise<Buffer> {
  return jpeg(portraitSvg({ seed: opts.seed, gender: opts.gender, attire: opts.attire }, opts.width ?? 800, opts.height ?? 1000), 82)
}

export interface PartnerWordmarkOptions {
  name: string
  style: number
}

/** 480x180 PNG, ink navy on transparent. */
export function renderPartnerWordmark(opts: PartnerWordmarkOptions): Promise<Buffer> {
  return svgToPng(wordmarkSvg(opts.name, opts.style))
}

export interface SiteImageOptions {
  seed: string
  /** A page subject ("hero", "off-plan", "area-dubai-marina"...) or an image path; unknown names still get a fitting picture. */
  subject: string
  width?: number
  height?: number
}

/** JPEG, 1600x1067 by default. */
export function renderSiteImage(opts: SiteImageOptions): Promise<Buffer> {
  return jpeg(siteImageSvg({ seed: opts.seed, subject: opts.subject, width: opts.width ?? 1600, height: opts.height ?? 1067 }))
}

export function blurDataUrl(buf: Buffer): Promise<string> {
  return blur(buf)
}

/** The raw SVG builders, for previews and tests that do not need a raster. */
export { bannerSvg, portraitSvg, propertySvg, siteImageSvg, wordmarkSvg }
