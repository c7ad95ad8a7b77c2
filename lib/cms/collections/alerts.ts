import type { CollectionConfig } from 'payload'
import { isAdmin, isAdminField, isStaff } from '../access'
import { alertKeyField } from './alert-subscribers'
import { jsonViewFieldComponent } from '../admin-cells'
import { ADMIN_DATE_TIME } from '@/lib/admin-display'
import { CURRENCIES } from '@/lib/buyer-tools/market-settings'
import { locales } from '@/lib/i18n/locales'

const readOnlyDate = (description: string) => ({
  readOnly: true,
  position: 'sidebar' as const,
  description,
  date: { pickerAppearance: 'dayAndTime' as const, displayFormat: ADMIN_DATE_TIME },
})

/**
 * A visitor's saved search (listings or projects) or watched listing, and how often they want to
 * hear of it. Staff read them to see what buyers are waiting for (the search in words, grouped by
 * `searchKey`); the address behind each is for admins only. Written by the site only: a visitor
 * subscribes, confirms and leaves through signed links (lib/server/alerts.ts).
 */
export const Alerts: CollectionConfig = {
  slug: 'alerts',
  labels: { singular: 'Alert', plural: 'Alerts' },
  access: { create: () => false, read: isStaff, update: () => false, delete: isAdmin },
  admin: {
    group: 'Alerts',
    useAsTitle: 'summary',
    defaultColumns: ['summary', 'kind', 'frequency', 'locale', 'confirmedAt', 'lastSentAt', 'createdAt'],
    listSearchableFields: ['summary'],
    description:
      'Searches and listings visitors asked to hear about. An alert without a confirmation date is waiting for the visitor to click the link in their e-mail, and is deleted after 7 days.',
  },
  defaultSort: '-createdAt',
  fields: [
    { name: 'summary', label: 'Search', type: 'text', required: true, admin: { readOnly: true } },
    {
      name: 'kind',
      type: 'select',
      required: true,
      index: true,
      options: [
        { label: 'Property search', value: 'listings' },
        { label: 'Project search', value: 'projects' },
        { label: 'Price of one listing', value: 'listing' },
      ],
      admin: { readOnly: true, position: 'sidebar' },
    },
    {
      name: 'subscriber',
      type: 'relationship',
      relationTo: 'alert-subscribers',
      required: true,
      index: true,
      access: { read: isAdminField },
      admin: { readOnly: true },
    },
    alertKeyField,
    {
      name: 'searchKey',
      type: 'text',
      required: true,
      index: true,
      admin: { readOnly: true, description: 'The same search saved by several visitors has one key.' },
    },
    {
      name: 'search',
      type: 'json',
      admin: {
        readOnly: true,
        condition: (data) => data?.kind !== 'listing',
        components: { Field: jsonViewFieldComponent },
      },
    },
    {
      name: 'listing',
      type: 'relationship',
      relationTo: 'properties',
      index: true,
      admin: { readOnly: true, condition: (data) => data?.kind === 'listing' },
    },
    {
      name: 'watchedPrice',
      label: 'Price last told (AED)',
      type: 'number',
      admin: { readOnly: true, condition: (data) => data?.kind === 'listing' },
    },
    {
      name: 'frequency',
      type: 'select',
      required: true,
      options: [
        { label: 'As it happens (at most hourly)', value: 'instant' },
        { label: 'Daily digest', value: 'daily' },
      ],
      admin: { readOnly: true, position: 'sidebar' },
    },
    { name: 'locale', label: 'Language', type: 'select', required: true, options: [...locales], admin: { readOnly: true, position: 'sidebar' } },
    { name: 'currency', type: 'select', required: true, options: [...CURRENCIES], admin: { readOnly: true, position: 'sidebar' } },
    { name: 'confirmedAt', label: 'Confirmed', type: 'date', index: true, admin: readOnlyDate('When the visitor clicked the link in their confirmation e-mail.') },
    { name: 'lastSentAt', label: 'Last e-mail', type: 'date', admin: readOnlyDate('At most one e-mail an hour goes to one alert.') },
    // When its next e-mail is already queued for: one queued delivery serves every match until then.
    { name: 'nextDeliveryAt', type: 'date', admin: { hidden: true } },
  ],
}
