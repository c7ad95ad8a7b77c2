import type { CollectionConfig } from 'payload'
import { cacheTags } from '@/lib/cache-tags'
import { publicContentAccess } from '../access'
import { revalidateCollection } from '../hooks/revalidate'
import { publicIdField } from '../fields/public-id'

export const Testimonials: CollectionConfig = {
  slug: 'testimonials',
  access: publicContentAccess,
  admin: { group: 'Content', useAsTitle: 'name' },
  hooks: revalidateCollection(cacheTags.testimonials),
  fields: [
    publicIdField,
    { name: 'name', type: 'text', required: true },
    { name: 'location', type: 'text', required: true },
    { name: 'message', type: 'textarea', required: true, maxLength: 1200 },
    { name: 'image', type: 'upload', relationTo: 'media' },
  ],
}
