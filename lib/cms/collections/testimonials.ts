import type { CollectionConfig } from 'payload'
import { cacheTags } from '@/lib/cache-tags'
import { publicContentAccess } from '../access'
import { revalidateCollection } from '../hooks/revalidate'
import { publicIdField } from '../fields/public-id'
import { translationStatus, translationStatusColumns } from '../fields/translation-status'

// What the other editions translate (marked for staff until they do: fields/translation-status.ts).
const translated = translationStatus(['location', 'message'])

export const Testimonials: CollectionConfig = {
  slug: 'testimonials',
  access: publicContentAccess,
  admin: { group: 'Content', useAsTitle: 'name', defaultColumns: ['name', 'location', ...translationStatusColumns] },
  hooks: { ...revalidateCollection(cacheTags.testimonials), beforeChange: [translated.beforeChange] },
  fields: [
    ...translated.fields,
    publicIdField,
    { name: 'name', type: 'text', required: true },
    { name: 'location', type: 'text', required: true, localized: true },
    { name: 'message', type: 'textarea', required: true, maxLength: 1200, localized: true },
    { name: 'image', type: 'upload', relationTo: 'media' },
  ],
}
