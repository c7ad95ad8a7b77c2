import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { cacheTags } from '@/lib/cache-tags'
import { dataDir } from '@/lib/env'
import { isStaff } from '../access'
import { revalidateCollection } from '../hooks/revalidate'
import { missingFileIs404 } from '../missing-file'

export const brochureDir = path.join(dataDir, 'brochures')

/**
 * Project brochures (PDF). Developers hand them out in exchange for a buyer's details, so they
 * are stored outside public/ and only signed-in staff can download them; the public API says
 * only whether a project has one.
 */
export const Brochures: CollectionConfig = {
  slug: 'brochures',
  access: { create: isStaff, read: isStaff, update: isStaff, delete: isStaff },
  admin: { group: 'Listings', useAsTitle: 'title', defaultColumns: ['title', 'filename', 'updatedAt'] },
  // A project shows whether it has a brochure: removing one changes the public project.
  hooks: revalidateCollection(cacheTags.projects),
  upload: {
    staticDir: brochureDir,
    handlers: [missingFileIs404(brochureDir)],
    mimeTypes: ['application/pdf'],
    // Downloaded, never rendered in the admin's origin, and kept by no shared cache.
    modifyResponseHeaders: ({ headers }) => {
      headers.set('Content-Disposition', 'attachment')
      headers.set('X-Content-Type-Options', 'nosniff')
      headers.set('Cache-Control', 'private, no-store')
      return headers
    },
  },
  fields: [{ name: 'title', type: 'text', required: true, admin: { description: 'e.g. “Creek Vista brochure, March 2027”' } }],
}
