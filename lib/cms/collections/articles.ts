import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload'
import { convertLexicalToHTML } from '@payloadcms/richtext-lexical/html'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { cacheTags } from '@/lib/cache-tags'
import { sanitizeArticleHtml } from '@/lib/sanitize'
import { publicContentAccess } from '../access'
import { revalidateCollection } from '../hooks/revalidate'
import { publicIdField } from '../fields/public-id'

/**
 * The public site and the API serve HTML. Rendering it once on save (sanitised) keeps
 * every read a single column fetch instead of a rich-text conversion per request.
 * The stored HTML is always derived from the rich text, on every save: an `html` value in a
 * REST write (the field is only hidden in the admin, not closed to the API) is never kept.
 */
const renderHtml: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const content = (data.content ?? originalDoc?.content) as SerializedEditorState | undefined
  data.html = content ? sanitizeArticleHtml(convertLexicalToHTML({ data: content })) : ''
  return data
}

export const Articles: CollectionConfig = {
  slug: 'articles',
  access: publicContentAccess,
  admin: {
    group: 'Content',
    useAsTitle: 'title',
    defaultColumns: ['title', 'kind', 'slug', 'publishedAt'],
  },
  defaultSort: '-publishedAt',
  hooks: { ...revalidateCollection(cacheTags.articles), beforeChange: [renderHtml] },
  fields: [
    publicIdField,
    { name: 'title', type: 'text', required: true, maxLength: 160 },
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
        { name: 'publishedAt', type: 'date', required: true, index: true, defaultValue: () => new Date().toISOString() },
      ],
    },
    {
      name: 'community',
      type: 'text',
      admin: { description: 'Guides: the community name used on listings, to show related properties.' },
    },
    { name: 'excerpt', type: 'textarea', maxLength: 300 },
    { name: 'banner', type: 'upload', relationTo: 'media', required: true },
    { name: 'content', type: 'richText', required: true },
    { name: 'html', type: 'textarea', admin: { hidden: true } },
  ],
}
