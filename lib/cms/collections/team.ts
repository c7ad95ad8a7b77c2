import type { CollectionConfig } from 'payload'
import { cacheTags } from '@/lib/cache-tags'
import { publicContentAccess } from '../access'
import { adminCells } from '../admin-cells'
import { keepBrnWhileListed, keepMemberWhileListed } from '../hooks/broker-listings'
import { revalidateCollection } from '../hooks/revalidate'
import { unlinkTeamMember } from '../hooks/unlink-on-delete'
import { publicIdField } from '../fields/public-id'
import { translationStatus, translationStatusColumns } from '../fields/translation-status'
import { BRN_PATTERN } from '@/lib/dubai/compliance'
import { languageName, SPOKEN_LANGUAGES } from '@/lib/dubai/languages'
import { slugify } from '@/lib/slugify'

// What the other editions translate (marked for staff until they do: fields/translation-status.ts).
const translated = translationStatus(['designation', 'bio'])

export const Team: CollectionConfig = {
  slug: 'team',
  labels: { singular: 'Team member', plural: 'Team' },
  access: publicContentAccess,
  admin: {
    group: 'Content',
    useAsTitle: 'fullName',
    defaultColumns: ['fullName', 'designation', 'brn', 'phone', 'email', 'order', ...translationStatusColumns],
    description: 'Everyone on /team. Brokers carry their BRN: only they can be a listing’s agent, and each has a page of their own.',
  },
  defaultSort: 'order',
  hooks: {
    ...revalidateCollection(cacheTags.team),
    beforeValidate: [keepBrnWhileListed],
    beforeChange: [translated.beforeChange],
    beforeDelete: [keepMemberWhileListed, unlinkTeamMember],
  },
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
    {
      // The address of a broker's page: /team/{slug}. Made from the name when left empty.
      name: 'slug',
      type: 'text',
      unique: true,
      index: true,
      admin: { position: 'sidebar', description: 'The broker’s page address, /team/{slug}. Made from the name when empty.' },
      hooks: {
        beforeValidate: [
          ({ value, siblingData }) =>
            slugify(typeof value === 'string' && value.trim() ? value : `${siblingData.firstName ?? ''} ${siblingData.lastName ?? ''}`) ||
            // A name in Arabic letters only: staff can set a Latin address by hand.
            `broker-${Date.now().toString(36)}`,
        ],
      },
    },
    { name: 'designation', type: 'text', required: true, localized: true },
    { name: 'profile', type: 'upload', relationTo: 'media', required: true },
    {
      name: 'brn',
      label: 'BRN',
      type: 'text',
      index: true,
      admin: {
        description: 'The broker’s RERA registration number, as on their broker card. Leave empty for staff who are not brokers. A broker with listings on the site keeps it until those listings have another broker.',
        components: { Cell: adminCells.optionalText },
      },
      validate: (value: unknown) =>
        value == null || value === '' || (typeof value === 'string' && BRN_PATTERN.test(value.trim()))
          ? true
          : 'A BRN is 3 to 8 digits, as on the broker card.',
    },
    {
      name: 'languages',
      type: 'select',
      hasMany: true,
      options: SPOKEN_LANGUAGES.map((code) => ({ label: languageName(code, 'en'), value: code })),
    },
    {
      type: 'row',
      fields: [
        { name: 'phone', label: 'Mobile', type: 'text', admin: { width: '33%' } },
        {
          name: 'whatsapp',
          label: 'WhatsApp',
          type: 'text',
          admin: { width: '33%', description: 'When it is not the mobile number.' },
        },
        { name: 'email', type: 'email', admin: { width: '33%' } },
      ],
    },
    {
      name: 'bio',
      type: 'textarea',
      localized: true,
      maxLength: 1200,
      admin: { description: 'A few sentences for the broker’s page, in each edition.' },
    },
    { name: 'order', type: 'number', defaultValue: 100, admin: { position: 'sidebar' } },
  ],
}
