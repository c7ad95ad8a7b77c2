import { describe, expect, it } from 'vitest'
import { logoSvg } from './brand'
import { compactPath } from './ttf'

/** Absolute points (in tenths) of a compact path, read back as a browser would. */
function absolutePoints(compact: string) {
  const points: [number, number][] = []
  let [x, y, startX, startY] = [0, 0, 0, 0]
  for (const [, command, args = ''] of compact.matchAll(/([Mlqz])([^Mlqz]*)/g)) {
    const n = (args.match(/-?\d+/g) ?? []).map(Number)
    if (command === 'z') [x, y] = [startX, startY]
    else if (command === 'M') [x, y, startX, startY] = [n[0]!, n[1]!, n[0]!, n[1]!]
    else if (command === 'l') [x, y] = [x + n[0]!, y + n[1]!]
    else {
      points.push([x + n[0]!, y + n[1]!])
      ;[x, y] = [x + n[2]!, y + n[3]!]
    }
    points.push([x, y])
  }
  return points
}

describe('compactPath', () => {
  it('draws the same points, to a tenth of a unit, without drifting along the path', () => {
    const d = 'M63.42,14.78Q64.12,14.78 64.77,14.85L67.54,18.5Q67.34,18.6 67.3,18.52ZM10.04,10.06L12.96,10.06Z'
    expect(compactPath(d)).toBe('M634 148q7 0 14 1l27 36q-2 1-2 0zM100 101l30 0z')
    expect(absolutePoints(compactPath(d))).toEqual([
      [634, 148], [641, 148], [648, 149], [675, 185], [673, 186], [673, 185], [634, 148],
      [100, 101], [130, 101], [100, 101],
    ])
  })

  it('keeps the logo small enough for every first view', () => {
    expect(Buffer.byteLength(logoSvg('dark-on-light'))).toBeLessThan(8_000)
  })
})
