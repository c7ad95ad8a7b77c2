import type { CollectionConfig } from 'payload'
import { mediaDir } from '@/lib/env'
import { missingFileIs404 } from '../missing-file'
import { anyone, boundAnonymousLists, publicContentAccess } from '../access'
import { revalidateCollection } from '../hooks/revalidate'
import { cacheTags } from '@/lib/cache-tags'
import { addBlurPlaceholder } from '../hooks/blur-placeholder'

/** Public images: listing photos, banners, portraits, logos. Resized variants serve each use. */
export const Media: CollectionConfig = {
  slug: 'media',
  // The files are the site's images, fetched by browsers and the image optimiser from here.
  access: { ...publicContentAccess, read: anyone },
  admin: { group: 'Content', useAsTitle: 'alt', defaultColumns: ['filename', 'alt', 'createdAt'] },
  hooks: {
    ...revalidateCollection(cacheTags.media),
    beforeChange: [addBlurPlaceholder],
    beforeOperation: [boundAnonymousLists],
  },
  upload: {
    staticDir: mediaDir,
    handlers: [missingFileIs404(mediaDir)],
    mimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/svg+xml'],
    focalPoint: true,
    imageSizes: [
      { name: 'card', width: 720, height: 480, position: 'centre' },
      { name: 'gallery', width: 1600, withoutEnlargement: true },
      { name: 'hero', width: 2400, withoutEnlargement: true },
      {
        name: 'og',
        width: 1200,
        height: 630,
        position: 'centre',
        formatOptions: { format: 'jpeg', options: { quality: 80, mozjpeg: true } },
      },
    ],
    adminThumbnail: 'card',
  },
  fields: [
    { name: 'alt', type: 'text', required: true },
    {
      name: 'blurDataURL',
      type: 'text',
      admin: { hidden: true },
      // A tiny placeholder generated at upload so images never pop in from a blank box.
    },
  ],
}
