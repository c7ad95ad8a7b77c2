import { createHash, timingSafeEqual } from 'node:crypto'

/**
 * Whether the token in a feed URL is the configured one. Both are hashed first, so the
 * comparison takes the same time whatever the lengths and wherever they first differ. No
 * configured token means no feed.
 */
export function feedTokenMatches(given: string | null | undefined, expected: string | null | undefined): boolean {
  if (!given || !expected) return false
  const digest = (value: string) => createHash('sha256').update(value).digest()
  return timingSafeEqual(digest(given), digest(expected))
}
