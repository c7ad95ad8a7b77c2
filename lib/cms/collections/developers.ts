import type { CollectionConfig, TextFieldSingleValidation } from 'payload'
import { cacheTags } from '@/lib/cache-tags'
import { publicContentAccess } from '../access'
import { revalidateCollection } from '../hooks/revalidate'
import { publicIdField } from '../fields/public-id'
import { translationStatus, translationStatusColumns } from '../fields/translation-status'

/** Slugs end up in public links: one form, whatever a staff member types. */
export const validateSlug: TextFieldSingleValidation = (value) =>
  /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value ?? '') || 'Lower-case letters, digits and hyphens only'

/** The master developers behind off-plan projects (Emaar, Sobha, …), shown on each project. */
// What the other editions translate (marked for staff until they do: fields/translation-status.ts).
const translated = translationStatus(['profile'])

export const Developers: CollectionConfig = {
  slug: 'developers',
  access: publicContentAccess,
  admin: { group: 'Listings', useAsTitle: 'name', defaultColumns: ['name', 'slug', ...translationStatusColumns] },
  defaultSort: 'name',
  hooks: { ...revalidateCollection(cacheTags.developers), beforeChange: [translated.beforeChange] },
  fields: [
    ...translated.fields,
    publicIdField,
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', required: true, maxLength: 120 },
        { name: 'slug', type: 'text', required: true, unique: true, index: true, validate: validateSlug },
      ],
    },
    { name: 'logo', type: 'upload', relationTo: 'media' },
    { name: 'profile', type: 'textarea', maxLength: 1200, localized: true, admin: { description: 'A short profile: a few sentences.' } },
  ],
}
