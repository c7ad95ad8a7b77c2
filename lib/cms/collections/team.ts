import type { CollectionConfig } from 'payload'
import { cacheTags } from '@/lib/cache-tags'
import { publicContentAccess } from '../access'
import { revalidateCollection } from '../hooks/revalidate'
import { publicIdField } from '../fields/public-id'
import { translationStatus, translationStatusColumns } from '../fields/translation-status'

// What the other editions translate (marked for staff until they do: fields/translation-status.ts).
const translated = translationStatus(['designation'])

export const Team: CollectionConfig = {
  slug: 'team',
  labels: { singular: 'Team member', plural: 'Team' },
  access: publicContentAccess,
  admin: { group: 'Content', useAsTitle: 'fullName', defaultColumns: ['fullName', 'designation', 'phone', 'email', 'order', ...translationStatusColumns] },
  defaultSort: 'order',
  hooks: { ...revalidateCollection(cacheTags.team), beforeChange: [translated.beforeChange] },
  fields: [
    ...translated.fields,
    publicIdField,
    { name: 'firstName', type: 'text', required: true },
    { name: 'lastName', type: 'text', required: true },
    {
      name: 'fullName',
      type: 'text',
      admin: { hidden: true },
      hooks: { beforeChange: [({ siblingData }) => `${siblingData.firstName ?? ''} ${siblingData.lastName ?? ''}`.trim()] },
    },
    { name: 'designation', type: 'text', required: true, localized: true },
    { name: 'profile', type: 'upload', relationTo: 'media', required: true },
    { name: 'phone', type: 'text' },
    { name: 'email', type: 'email' },
    { name: 'order', type: 'number', defaultValue: 100, admin: { position: 'sidebar' } },
  ],
}
