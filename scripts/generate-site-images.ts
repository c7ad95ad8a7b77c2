// Writes the static page imagery to public/images/ (and the brand SVGs and icons to public/brand/).
// Deterministic: re-running produces the same files. Run with:
//   npx tsx scripts/generate-site-images.ts [--only name1,name2]

import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import sharp from 'sharp'
import { pageBanners } from '../content/banners'
import { contentImagePaths } from '../content/images'
import { iconSvg, latticeTileSvg, logoSvg } from './images/compose/brand'
import { siteImageSvg } from './images/compose/site'
import { optimiseSvg } from './images/compose/util'
import { brandIcons } from './images/icons'
import { renderSiteImage } from './images/index'
import { placeholderModule } from './images/placeholders'
import { svgToJpeg } from './images/render'

const ROOT = process.cwd()
const MAX_BYTES = 250 * 1024
const SEED = 'crescent-key-site'

interface Job {
  path: string // public URL path, e.g. /images/hero.jpg
  subject: string
  width: number
  height: number
  maxBytes?: number
}

const pageImages: Job[] = [
  { path: '/images/hero.jpg', subject: 'hero', width: 2400, height: 1200, maxBytes: 200 * 1024 },
  { path: '/images/about.jpg', subject: 'about', width: 2000, height: 1000 },
  { path: '/images/team.jpg', subject: 'team', width: 2000, height: 1000 },
  { path: '/images/services.jpg', subject: 'services', width: 2000, height: 1000 },
  { path: '/images/careers.jpg', subject: 'careers', width: 2000, height: 1000 },
  { path: '/images/contact.jpg', subject: 'contact', width: 2000, height: 1000 },
  { path: '/images/valuation.jpg', subject: 'valuation', width: 2000, height: 1000 },
  { path: '/images/list-property.jpg', subject: 'list-property', width: 2000, height: 1000 },
  { path: '/images/buy-frame.jpg', subject: 'buy-frame', width: 1600, height: 1067 },
]

function jobsFromContent(): Job[] {
  const banners = new Set<string>(Object.values(pageBanners))
  return contentImagePaths
    .filter((p) => p.startsWith('/images/'))
    .map((p) => {
      const name = p.replace(/^.*\//, '').replace(/\.\w+$/, '')
      // Page banners are wide strips; cards and content frames are 3:2.
      const wide = banners.has(p) || name.endsWith('-banner')
      return { path: p, subject: name, width: wide ? 2000 : 1600, height: wide ? 1000 : 1067 }
    })
}

async function renderWithin(job: Job): Promise<Buffer> {
  const limit = job.maxBytes ?? MAX_BYTES
  let buf = await renderSiteImage({ seed: SEED, subject: job.subject, width: job.width, height: job.height })
  // Busy twilight skylines compress worst: re-encode from the vector at lower quality until the
  // file fits its budget (the hero is the LCP image and must stay small).
  let quality = 76
  while (buf.length > limit && quality >= 50) {
    buf = await svgToJpeg(optimiseSvg(siteImageSvg({ seed: SEED, subject: job.subject, width: job.width, height: job.height })), quality)
    quality -= 6
  }
  return buf
}

/** The lattice texture's tile at 2x, as a small palette PNG (see latticeTileSvg). */
async function latticeTilePng(): Promise<Buffer> {
  return sharp(Buffer.from(latticeTileSvg(2))).png({ palette: true, compressionLevel: 9 }).toBuffer()
}

async function main() {
  const onlyArg = process.argv.indexOf('--only')
  const only = onlyArg > 0 ? new Set((process.argv[onlyArg + 1] ?? '').split(',')) : null

  mkdirSync(join(ROOT, 'public/brand'), { recursive: true })
  writeFileSync(join(ROOT, 'public/brand/logo.svg'), logoSvg('dark-on-light'))
  writeFileSync(join(ROOT, 'public/brand/logo-light.svg'), logoSvg('light-on-dark'))
  writeFileSync(join(ROOT, 'public/brand/icon.svg'), iconSvg())
  writeFileSync(join(ROOT, 'public/brand/lattice.png'), await latticeTilePng())
  for (const icon of await brandIcons()) {
    writeFileSync(join(ROOT, 'public', icon.path), icon.bytes)
    console.log(`${icon.path.padEnd(36)} ${(icon.bytes.length / 1024).toFixed(1).padStart(6)} KB`)
  }

  const seen = new Set<string>()
  const jobs = [...pageImages, ...jobsFromContent()].filter((j) => {
    if (seen.has(j.path)) return false
    seen.add(j.path)
    return !only || only.has(j.subject)
  })
  let total = 0
  for (const job of jobs) {
    const t0 = performance.now()
    const buf = await renderWithin(job)
    const file = join(ROOT, 'public', job.path)
    mkdirSync(dirname(file), { recursive: true })
    writeFileSync(file, buf)
    total += buf.length
    const ms = Math.round(performance.now() - t0)
    const flag = buf.length > (job.maxBytes ?? MAX_BYTES) ? '  OVER BUDGET' : ''
    console.log(`${job.path.padEnd(36)} ${job.width}x${job.height} ${(buf.length / 1024).toFixed(0).padStart(4)} KB ${String(ms).padStart(5)} ms${flag}`)
  }
  console.log(`${jobs.length} images, ${(total / 1024).toFixed(0)} KB in total`)
  writeFileSync(join(ROOT, 'content/image-placeholders.ts'), await placeholderModule(ROOT))
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
