import sharp from 'sharp'
import type { CollectionBeforeChangeHook } from 'payload'

/** A 10 px WebP, inlined as a data URL: the blur next/image shows while the photo loads. */
export async function blurDataUrlOf(image: Buffer): Promise<string> {
  const tiny = await sharp(image).resize(10).webp({ quality: 40 }).toBuffer()
  return `data:image/webp;base64,${tiny.toString('base64')}`
}

export const addBlurPlaceholder: CollectionBeforeChangeHook = async ({ data, req }) => {
  const file = req.file
  if (file?.data && file.mimetype.startsWith('image/') && file.mimetype !== 'image/svg+xml') {
    data.blurDataURL = await blurDataUrlOf(file.data)
  }
  return data
}
