import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

/**
 * Seeding renders ~450 images. The test runner seeds twice (SQLite, then PostgreSQL), so with
 * SEED_IMAGE_CACHE set, each rendered image is kept on disk under a hash of what produced it
 * and reused. Rendering is deterministic, so a cached image is the image that would be drawn.
 */
const cacheDir = process.env.SEED_IMAGE_CACHE

export async function cachedRender(key: unknown, render: () => Promise<Buffer>): Promise<Buffer> {
  if (!cacheDir) return render()
  const file = path.join(cacheDir, crypto.createHash('sha256').update(JSON.stringify(key)).digest('hex'))
  try {
    return fs.readFileSync(file)
  } catch {
    const image = await render()
    fs.mkdirSync(cacheDir, { recursive: true })
    fs.writeFileSync(file, image)
    return image
  }
}
