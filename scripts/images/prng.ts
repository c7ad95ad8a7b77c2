// Deterministic randomness. Every image is a pure function of its seed string, so re-running
// the seed script reproduces byte-identical imagery and a listing never changes its photos.

/** cyrb53-style string hash: cheap, well distributed, and stable across Node versions. */
export function hashString(input: string): number {
  let h1 = 0xdeadbeef ^ input.length
  let h2 = 0x41c6ce57 ^ input.length
  for (let i = 0; i < input.length; i++) {
    const ch = input.charCodeAt(i)
    h1 = Math.imul(h1 ^ ch, 2654435761)
    h2 = Math.imul(h2 ^ ch, 1597334677)
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909)
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909)
  return (h1 ^ h2) >>> 0
}

/** mulberry32: 32-bit state is plenty for layout jitter and keeps the generator tiny. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export class Rng {
  private readonly next: () => number

  constructor(seed: string) {
    this.next = mulberry32(hashString(seed))
  }

  /**
   * A child stream keyed by a label. Sub-components draw from their own stream so adding a
   * random call in one part of a picture does not reshuffle every other part.
   */
  static derive(seed: string, ...labels: Array<string | number>): Rng {
    return new Rng([seed, ...labels].join('::'))
  }

  float(): number {
    return this.next()
  }

  range(min: number, max: number): number {
    return min + (max - min) * this.next()
  }

  int(min: number, maxInclusive: number): number {
    return Math.floor(this.range(min, maxInclusive + 1))
  }

  chance(p: number): boolean {
    return this.next() < p
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick() from an empty list')
    return items[Math.floor(this.next() * items.length)] as T
  }

  /** Weighted choice; weights need not sum to 1. */
  weighted<T>(entries: ReadonlyArray<readonly [T, number]>): T {
    const total = entries.reduce((sum, [, w]) => sum + w, 0)
    let r = this.next() * total
    for (const [value, w] of entries) {
      r -= w
      if (r <= 0) return value
    }
    const last = entries[entries.length - 1]
    if (!last) throw new Error('weighted() from an empty list')
    return last[0]
  }

  shuffle<T>(items: readonly T[]): T[] {
    const out = items.slice()
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1))
      const tmp = out[i] as T
      out[i] = out[j] as T
      out[j] = tmp
    }
    return out
  }

  /** Roughly bell-shaped jitter around 0; looks more natural than uniform for sizes. */
  gauss(spread: number): number {
    return ((this.next() + this.next() + this.next()) / 3 - 0.5) * 2 * spread
  }
}
