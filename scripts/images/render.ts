// The only place that touches sharp, so raster settings (quality, encoder) live in one spot.

import sharp from 'sharp'

/**
 * libjpeg-turbo, not mozjpeg. These are the uploads' originals: visitors get them re-encoded
 * (the CMS's sizes, the image optimiser's AVIF and WebP), so mozjpeg's 13% smaller file bought
 * little, and it took four times as long to encode (60 ms more per photo, some 700 photos).
 */
export async function svgToJpeg(svg: string, quality = 82): Promise<Buffer> {
  return sharp(Buffer.from(svg)).jpeg({ quality }).toBuffer()
}

export async function svgToPng(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer()
}

/** A 10 px WebP inlined as a data URL: what next/image shows while the real photo loads. */
export async function blurDataUrl(buf: Buffer): Promise<string> {
  const tiny = await sharp(buf).resize(10).webp({ quality: 40 }).toBuffer()
  return `data:image/webp;base64,${tiny.toString('base64')}`
}
