// Colour maths in plain sRGB. Good enough for illustration: the goal is harmonious tints and
// shades of a small palette, not physically accurate light.

export const brand = {
  ink: '#0f1b2d',
  inkSoft: '#1d2b42',
  sand: '#c8a96a',
  gold: '#b08d4f',
  paper: '#f7f4ee',
  stone: '#e7e1d6',
} as const

type RGB = [number, number, number]

function parse(hex: string): RGB {
  const h = hex.replace('#', '')
  const full = h.length === 3 ? h.split('').map((c) => c + c).join('') : h
  const n = parseInt(full, 16)
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255]
}

function toHex([r, g, b]: RGB): string {
  const c = (v: number) => Math.max(0, Math.min(255, Math.round(v))).toString(16).padStart(2, '0')
  return `#${c(r)}${c(g)}${c(b)}`
}

/** Linear blend; t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const x = parse(a)
  const y = parse(b)
  return toHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t])
}

export function lighten(c: string, t: number): string {
  return mix(c, '#ffffff', t)
}

export function darken(c: string, t: number): string {
  return mix(c, '#000000', t)
}

/** Multiply blend, used to tint a material by the colour of the light falling on it. */
export function multiply(a: string, b: string): string {
  const x = parse(a)
  const y = parse(b)
  return toHex([(x[0] * y[0]) / 255, (x[1] * y[1]) / 255, (x[2] * y[2]) / 255])
}

export function luminance(c: string): number {
  const [r, g, b] = parse(c)
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255
}

/** Small hue-preserving shift so repeated materials (tiles, books, leaves) are not identical. */
export function jitter(c: string, amount: number, r: () => number): string {
  const [x, y, z] = parse(c)
  const d = (r() - 0.5) * 2 * amount * 255
  return toHex([x + d, y + d, z + d])
}
