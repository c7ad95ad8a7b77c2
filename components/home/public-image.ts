import 'server-only'
import fs from 'node:fs'
import path from 'node:path'

const known = new Map<string, boolean>()

function exists(src: string): boolean {
  let hit = known.get(src)
  if (hit === undefined) {
    hit = fs.existsSync(path.join(/*turbopackIgnore: true*/ process.cwd(), 'public', src))
    // Only a found file is remembered: a missing one may still be generated while the server runs.
    if (hit) known.set(src, hit)
  }
  return hit
}

/** The first of the given /public images that exists, so a renamed picture never breaks a page. */
export function publicImage(...candidates: string[]): string | null {
  return candidates.find(exists) ?? null
}
