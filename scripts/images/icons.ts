// The raster icons browsers and phones ask for, drawn from the same monogram as icon.svg:
// PNGs for the web manifest and iOS home screens, and a favicon.ico for clients that look for
// one at the site root without reading the page.

import sharp from 'sharp'
import { iconSvg, squareIconSvg } from './compose/brand'

export interface IconFile {
  /** Public URL path, e.g. /brand/icon-192.png */
  path: string
  bytes: Buffer
}

async function png(svg: string, size: number): Promise<Buffer> {
  return sharp(Buffer.from(svg), { density: Math.ceil((72 * size) / 48) })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toBuffer()
}

/** An .ico holding PNG images (supported by every browser since IE Vista-era). */
function ico(images: { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6)
  header.writeUInt16LE(0, 0)
  header.writeUInt16LE(1, 2) // type: icon
  header.writeUInt16LE(images.length, 4)
  const entries: Buffer[] = []
  let offset = 6 + 16 * images.length
  for (const image of images) {
    const entry = Buffer.alloc(16)
    entry.writeUInt8(image.size >= 256 ? 0 : image.size, 0)
    entry.writeUInt8(image.size >= 256 ? 0 : image.size, 1)
    entry.writeUInt8(0, 2) // no palette
    entry.writeUInt8(0, 3)
    entry.writeUInt16LE(1, 4) // colour planes
    entry.writeUInt16LE(32, 6) // bits per pixel
    entry.writeUInt32LE(image.png.byteLength, 8)
    entry.writeUInt32LE(offset, 12)
    offset += image.png.byteLength
    entries.push(entry)
  }
  return Buffer.concat([header, ...entries, ...images.map((i) => i.png)])
}

export async function brandIcons(): Promise<IconFile[]> {
  const rounded = iconSvg()
  const [ico16, ico32] = await Promise.all([png(rounded, 16), png(rounded, 32)])
  return [
    { path: '/brand/icon-192.png', bytes: await png(rounded, 192) },
    { path: '/brand/icon-512.png', bytes: await png(rounded, 512) },
    // Android crops maskable icons to its own shape: full bleed, the mark inside the safe zone.
    { path: '/brand/icon-maskable-512.png', bytes: await png(squareIconSvg(512, 0.78), 512) },
    // iOS rounds the corners itself and shows transparency as black: a full square.
    { path: '/brand/apple-touch-icon.png', bytes: await png(squareIconSvg(180), 180) },
    {
      path: '/favicon.ico',
      bytes: ico([
        { size: 16, png: ico16 },
        { size: 32, png: ico32 },
      ]),
    },
  ]
}
