import type { CollectionConfig } from 'payload'
import { cacheTags } from '@/lib/cache-tags'
import { publicContentAccess } from '../access'
import { revalidateCollection } from '../hooks/revalidate'

export const Partners: CollectionConfig = {
  slug: 'partners',
  access: publicContentAccess,
  admin: { group: 'Content', useAsTitle: 'name', defaultColumns: ['name', 'logo', 'order'] },
  defaultSort: 'order',
  hooks: revalidateCollection(cacheTags.partners),
  fields: [
    { name: 'name', type: 'text', required: true, unique: true },
    { name: 'logo', type: 'upload', relationTo: 'media', required: true },
    { name: 'order', type: 'number', defaultValue: 100 },
  ],
}
