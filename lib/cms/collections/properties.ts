import type { CollectionConfig } from 'payload'
import { cacheTags } from '@/lib/cache-tags'
import { publicContentAccess } from '../access'
import { revalidateCollection } from '../hooks/revalidate'
import { publicIdField } from '../fields/public-id'
import { translationStatus, translationStatusColumns } from '../fields/translation-status'
import { adminCells } from '../admin-cells'

export const propertyTypes = ['Apartment', 'Villa', 'Townhouse', 'Penthouse', 'Duplex', 'Office', 'Retail'] as const

/** A listing, with the facts Dubai law and buyers expect on every advertisement. */
// What the other editions translate (marked for staff until they do: fields/translation-status.ts).
const translated = translationStatus(['name', 'location', 'description', 'amenities.name', 'paymentPlan', 'buildingInfo.value'])

export const Properties: CollectionConfig = {
  slug: 'properties',
  access: publicContentAccess,
  admin: {
    group: 'Listings',
    useAsTitle: 'name',
    defaultColumns: ['name', 'reference', 'price', 'status', 'isFeatured', 'createdAt', ...translationStatusColumns],
    listSearchableFields: ['name', 'reference', 'city', 'location'],
  },
  defaultSort: '-createdAt',
  hooks: { ...revalidateCollection(cacheTags.properties), beforeChange: [translated.beforeChange] },
  fields: [
    ...translated.fields,
    publicIdField,
    { name: 'name', type: 'text', required: true, maxLength: 140, localized: true },
    {
      type: 'row',
      fields: [
        { name: 'reference', type: 'text', required: true, unique: true, admin: { width: '33%' } },
        {
          name: 'permitNumber',
          label: 'Trakheesi permit number',
          type: 'text',
          required: true,
          admin: { width: '33%' },
        },
        {
          name: 'isFeatured',
          label: 'Featured',
          type: 'checkbox',
          defaultValue: false,
          index: true,
          admin: {
            width: '33%',
            description: 'Shown in “Featured Properties” on the home page.',
            components: { Cell: adminCells.yesNo },
          },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'status',
          type: 'select',
          required: true,
          index: true,
          defaultValue: 'sell',
          options: [
            { label: 'For sale', value: 'sell' },
            { label: 'For rent', value: 'rent' },
          ],
        },
        { name: 'type', type: 'select', required: true, index: true, options: [...propertyTypes] },
        {
          name: 'price',
          type: 'number',
          required: true,
          min: 0,
          index: true,
          admin: { description: 'AED; yearly for rentals.', components: { Cell: adminCells.price } },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'city', label: 'Community', type: 'text', required: true, index: true },
        { name: 'location', label: 'Address', type: 'text', required: true, localized: true },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'bedrooms', type: 'number', required: true, min: 0, max: 20, index: true },
        { name: 'bathrooms', type: 'number', required: true, min: 0, max: 20 },
        { name: 'sqft', label: 'Size (sq ft)', type: 'number', required: true, min: 0 },
        { name: 'parking', type: 'number', required: true, min: 0, max: 20, defaultValue: 1 },
      ],
    },
    { name: 'description', type: 'textarea', required: true, localized: true },
    { name: 'banner', type: 'upload', relationTo: 'media', required: true },
    { name: 'gallery', type: 'upload', relationTo: 'media', hasMany: true, required: true },
    { name: 'amenities', type: 'array', fields: [{ name: 'name', type: 'text', required: true, localized: true }] },
    { name: 'agent', type: 'relationship', relationTo: 'team', required: true },
    {
      type: 'collapsible',
      label: 'Dubai listing facts',
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'completionStatus',
              type: 'select',
              required: true,
              defaultValue: 'ready',
              options: [
                { label: 'Ready', value: 'ready' },
                { label: 'Off-plan', value: 'off-plan' },
              ],
            },
            { name: 'handoverDate', type: 'text', admin: { description: 'e.g. Q4 2027' } },
            { name: 'developer', type: 'text' },
          ],
        },
        {
          // Who sells decides the fees: a unit bought from the developer carries no agency fee
          // (the developer pays the broker); a resale, ready or off-plan, carries the 2 % + VAT.
          name: 'saleType',
          label: 'Sold by',
          type: 'select',
          required: true,
          defaultValue: 'resale',
          options: [
            { label: 'The developer (primary sale, no agency fee to the buyer)', value: 'primary' },
            { label: 'An owner (resale)', value: 'resale' },
          ],
          admin: { condition: (data) => data?.completionStatus === 'off-plan' },
        },
        {
          name: 'project',
          type: 'relationship',
          relationTo: 'projects',
          index: true,
          admin: {
            condition: (data) => data?.completionStatus === 'off-plan',
            description: 'The off-plan project this unit belongs to: it is listed on the project’s page.',
          },
        },
        {
          type: 'row',
          fields: [
            { name: 'paymentPlan', type: 'text', localized: true },
            {
              name: 'furnishing',
              type: 'select',
              defaultValue: 'unfurnished',
              options: [
                { label: 'Furnished', value: 'furnished' },
                { label: 'Unfurnished', value: 'unfurnished' },
                { label: 'Partly furnished', value: 'partly-furnished' },
              ],
            },
            { name: 'serviceCharge', label: 'Service charge (AED / sq ft)', type: 'number', min: 0 },
          ],
        },
      ],
    },
    {
      name: 'buildingInfo',
      type: 'array',
      admin: { description: 'Shown as the building-info table (e.g. Building, Floors, Completion).' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'label', type: 'text', required: true },
            { name: 'value', type: 'text', required: true, localized: true },
          ],
        },
      ],
    },
  ],
}
