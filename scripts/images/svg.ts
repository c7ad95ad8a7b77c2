// Tiny SVG assembly layer. Pictures are built as strings (fast, no DOM) and every gradient or
// clip path is registered on a shared Ctx so nested painters never collide on element ids.

import { Rng } from './prng'

export type Pt = readonly [number, number]

export interface Rect {
  x: number
  y: number
  w: number
  h: number
}

/** One decimal is below a pixel's worth of error and keeps the SVG (and parse time) small. */
export function n(v: number): string {
  return (Math.round(v * 10) / 10).toString()
}

export function pts(points: readonly Pt[]): string {
  return points.map(([x, y]) => `${n(x)},${n(y)}`).join(' ')
}

export function poly(points: readonly Pt[], fill: string, extra = ''): string {
  return `<polygon points="${pts(points)}" fill="${fill}"${extra ? ' ' + extra : ''}/>`
}

export function rect(x: number, y: number, w: number, h: number, fill: string, extra = ''): string {
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(Math.max(0, w))}" height="${n(Math.max(0, h))}" fill="${fill}"${extra ? ' ' + extra : ''}/>`
}

export type Stop = readonly [offset: number, color: string, opacity?: number]

function stops(list: readonly Stop[]): string {
  return list
    .map(([o, c, a]) => `<stop offset="${n(o * 100)}%" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${Math.round(a * 1000) / 1000}"`}/>`)
    .join('')
}

/**
 * Collects many small same-coloured rectangles into one <path> per colour. librsvg pays a
 * large fixed cost per element, so thousands of windows or ripples as one path each render
 * several times faster.
 */
export class RectBatch {
  private readonly buckets = new Map<string, string[]>()

  add(x: number, y: number, w: number, h: number, fill: string, opacity = 1): void {
    if (w <= 0 || h <= 0) return
    const key = `${fill}|${Math.round(opacity * 10) / 10}`
    let list = this.buckets.get(key)
    if (!list) {
      list = []
      this.buckets.set(key, list)
    }
    list.push(`M${n(x)} ${n(y)}h${n(w)}v${n(h)}h${n(-w)}z`)
  }

  toString(): string {
    const out: string[] = []
    for (const [key, list] of this.buckets) {
      const [fill, op] = key.split('|')
      out.push(`<path d="${list.join('')}" fill="${fill}"${op === '1' ? '' : ` fill-opacity="${op}"`}/>`)
    }
    return out.join('')
  }
}

export class Ctx {
  private counter = 0

  constructor(
    readonly rng: Rng,
    readonly width: number,
    readonly height: number,
    readonly defs: string[] = [],
    private readonly parent: Ctx | null = null,
  ) {}

  /**
   * A canvas of another size that shares this document's defs and id counter, so a whole
   * exterior can be painted into it and shown through an interior window.
   */
  child(width: number, height: number, rng: Rng = this.rng): Ctx {
    return new Ctx(rng, width, height, this.defs, this)
  }

  uid(prefix: string): string {
    if (this.parent) return this.parent.uid(prefix)
    this.counter += 1
    return `${prefix}${this.counter}`
  }

  /** Gradient in user space so the same definition can be reused across shapes. */
  linear(x1: number, y1: number, x2: number, y2: number, list: readonly Stop[]): string {
    const id = this.uid('lg')
    this.defs.push(
      `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}">${stops(list)}</linearGradient>`,
    )
    return `url(#${id})`
  }

  /** Gradient relative to the shape's bounding box: handy for per-object shading. */
  linearBox(angleDeg: number, list: readonly Stop[]): string {
    const id = this.uid('lb')
    const a = (angleDeg * Math.PI) / 180
    const dx = Math.cos(a) / 2
    const dy = Math.sin(a) / 2
    this.defs.push(
      `<linearGradient id="${id}" x1="${n(0.5 - dx)}" y1="${n(0.5 - dy)}" x2="${n(0.5 + dx)}" y2="${n(0.5 + dy)}">${stops(list)}</linearGradient>`,
    )
    return `url(#${id})`
  }

  radial(cx: number, cy: number, r: number, list: readonly Stop[], sy = 1): string {
    const id = this.uid('rg')
    const transform = sy === 1 ? '' : ` gradientTransform="translate(0 ${n(cy)}) scale(1 ${sy}) translate(0 ${n(-cy)})"`
    this.defs.push(
      `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}"${transform}>${stops(list)}</radialGradient>`,
    )
    return `url(#${id})`
  }

  clip(shape: string): string {
    const id = this.uid('cp')
    this.defs.push(`<clipPath id="${id}">${shape}</clipPath>`)
    return `clip-path="url(#${id})"`
  }

  /** Registers a reusable group and returns its id, for reflections drawn via <use>. */
  symbol(body: string): string {
    const id = this.uid('g')
    this.defs.push(`<g id="${id}">${body}</g>`)
    return id
  }

  /** Cheap soft edge: a small Gaussian blur is affordable only on small, rare elements. */
  blur(std: number): string {
    const id = this.uid('bl')
    this.defs.push(
      `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${n(std)}"/></filter>`,
    )
    return `filter="url(#${id})"`
  }

  doc(body: string, background = '#000'): string {
    return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${this.width}" height="${this.height}" viewBox="0 0 ${this.width} ${this.height}"><defs>${this.defs.join('')}</defs><rect width="100%" height="100%" fill="${background}"/>${body}</svg>`
  }
}
