// The only place that touches sharp, so raster settings (quality, encoder) live in one spot.

import sharp from 'sharp'

/**
 * mozjpeg with trellis quantisation, but without progressive-scan optimisation: that pass costs
 * ~40% of encode time for a ~1.5% size saving, and the seed renders hundreds of photos.
 */
export async function svgToJpeg(svg: string, quality = 82): Promise<Buffer> {
  return sharp(Buffer.from(svg)).jpeg({ quality, mozjpeg: true, optimiseScans: false }).toBuffer()
}

export async function svgToPng(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer()
}

/** A 10 px WebP inlined as a data URL: what next/image shows while the real photo loads. */
export async function blurDataUrl(buf: Buffer): Promise<string> {
  const tiny = await sharp(buf).resize(10).webp({ quality: 40 }).toBuffer()
  return `data:image/webp;base64,${tiny.toString('base64')}`
}
