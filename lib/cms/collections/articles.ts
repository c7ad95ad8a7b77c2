import type { CollectionConfig } from 'payload'
import { cacheTags } from '@/lib/cache-tags'
import { publicContentAccess } from '../access'
import { renderRichTextOnSave } from '../hooks/render-rich-text'
import { revalidateCollection } from '../hooks/revalidate'
import { publicIdField } from '../fields/public-id'
import { translationStatus, translationStatusColumns } from '../fields/translation-status'
import { ADMIN_DATE } from '@/lib/admin-display'

// What the other editions translate (marked for staff until they do: fields/translation-status.ts).
const translated = translationStatus(['title', 'excerpt', 'content'])

export const Articles: CollectionConfig = {
  slug: 'articles',
  access: publicContentAccess,
  admin: {
    group: 'Content',
    useAsTitle: 'title',
    defaultColumns: ['title', 'kind', 'publishedAt', 'slug', ...translationStatusColumns],
  },
  defaultSort: '-publishedAt',
  hooks: { ...revalidateCollection(cacheTags.articles), beforeChange: [translated.beforeChange, renderRichTextOnSave('content', 'html')] },
  fields: [
    ...translated.fields,
    publicIdField,
    { name: 'title', type: 'text', required: true, maxLength: 160, localized: true },
    {
      type: 'row',
      fields: [
        {
          name: 'slug',
          type: 'text',
          required: true,
          unique: true,
          index: true,
          validate: (value: string | null | undefined) =>
            /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value ?? '') || 'Lower-case letters, digits and hyphens only',
        },
        {
          name: 'kind',
          type: 'select',
          required: true,
          index: true,
          defaultValue: 'news',
          options: [
            { label: 'News', value: 'news' },
            { label: 'Community guide', value: 'guide' },
          ],
        },
        {
          name: 'publishedAt',
          type: 'date',
          required: true,
          index: true,
          defaultValue: () => new Date().toISOString(),
          admin: { date: { displayFormat: ADMIN_DATE } },
        },
      ],
    },
    {
      name: 'community',
      type: 'text',
      admin: { description: 'Guides: the community name used on listings, to show related properties.' },
    },
    { name: 'excerpt', type: 'textarea', maxLength: 300, localized: true },
    { name: 'banner', type: 'upload', relationTo: 'media', required: true },
    { name: 'content', type: 'richText', required: true, localized: true },
    { name: 'html', type: 'textarea', localized: true, admin: { hidden: true } },
  ],
}
