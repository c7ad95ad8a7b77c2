import type { Payload } from 'payload'
import { blurDataUrlOf } from '@/lib/cms/hooks/blur-placeholder'

/**
 * Stores one generated image as a media document. The blur placeholder is computed here
 * because the upload hook only sees files that arrive through an HTTP request.
 */
export async function storeImage(
  payload: Payload,
  image: { data: Buffer; name: string; alt: string; mimetype?: string },
): Promise<number> {
  const mimetype = image.mimetype ?? 'image/jpeg'
  const doc = await payload.create({
    collection: 'media',
    data: {
      alt: image.alt,
      blurDataURL: mimetype === 'image/png' ? undefined : await blurDataUrlOf(image.data),
    },
    file: { data: image.data, mimetype, name: image.name, size: image.data.length },
    overrideAccess: true,
  })
  return doc.id
}
