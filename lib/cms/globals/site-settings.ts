import type { Field, GlobalConfig } from 'payload'
import { cacheTags } from '@/lib/cache-tags'
import { env } from '@/lib/env'
import { isStaff } from '../access'
import { translationStatus } from '../fields/translation-status'
import { revalidateGlobal } from '../hooks/revalidate'
import { exchangeRateFields, mortgageFields } from './market-fields'

/**
 * The firm's contact card, licence number and social links, and the figures behind the buyer
 * tools (loan caps, fees, exchange rates): edited by staff, shown site-wide.
 */
// What the other editions translate (marked for staff until they do: fields/translation-status.ts).
const translated = translationStatus(['address', 'openingHours'])

/**
 * The secret in the feed URLs the portals pull (FEEDS_TOKEN in the environment wins). Staff
 * only: the rest of the settings are public reading.
 */
const feedFields: Field[] = [
  {
    name: 'feedsToken',
    label: 'Feed token',
    type: 'text',
    minLength: 24,
    access: { read: ({ req }) => Boolean(req.user), update: ({ req }) => Boolean(req.user) },
    admin: {
      description:
        'The secret the portals send as ?token=… when they pull /feeds/property-finder.xml and /feeds/bayut.xml. At least 24 characters; FEEDS_TOKEN in the environment replaces it.',
    },
  },
]

export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  access: { read: () => true, update: isStaff },
  admin: { group: 'Settings' },
  hooks: { beforeChange: [translated.beforeChange], afterChange: revalidateGlobal(cacheTags.settings) },
  fields: [
    ...translated.fields,
    {
      type: 'tabs',
      tabs: [
        { label: 'Contact', fields: contactFields() },
        { label: 'Buyer tools', fields: mortgageFields },
        { label: 'Exchange rates', fields: exchangeRateFields },
        { label: 'Portal feeds', fields: feedFields },
      ],
    },
  ],
}

function contactFields(): Field[] {
  return [
    {
      type: 'row',
      fields: [
        { name: 'landline', type: 'text', required: true, defaultValue: env.CONTACT_LANDLINE },
        { name: 'phone', type: 'text', required: true, defaultValue: env.CONTACT_PHONE },
        { name: 'whatsapp', label: 'WhatsApp number', type: 'text', required: true, defaultValue: env.CONTACT_WHATSAPP },
      ],
    },
    { name: 'email', type: 'email', required: true, defaultValue: env.CONTACT_EMAIL },
    { name: 'address', label: 'Office address', type: 'textarea', required: true, localized: true, defaultValue: env.CONTACT_ADDRESS },
    { name: 'mapUrl', type: 'text', admin: { description: 'Link for “Get directions”.' } },
    { name: 'orn', label: 'RERA ORN (office registration number)', type: 'text', required: true, defaultValue: env.RERA_ORN },
    { name: 'openingHours', type: 'text', localized: true, defaultValue: 'Mon–Sat, 9:00–19:00' },
    {
      name: 'social',
      type: 'group',
      fields: [
        { name: 'instagram', type: 'text' },
        { name: 'facebook', type: 'text' },
        { name: 'linkedin', type: 'text' },
        { name: 'youtube', type: 'text' },
        { name: 'x', label: 'X (Twitter)', type: 'text' },
      ],
    },
  ]
}
