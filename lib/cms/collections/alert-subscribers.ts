import { randomBytes } from 'node:crypto'
import type { CollectionConfig, Field } from 'payload'
import { isAdmin } from '../access'
import { locales } from '@/lib/i18n/locales'

/** A record's random key, which the signed links name (lib/alerts/tokens.ts). */
export const alertKeyField: Field = {
  name: 'key',
  type: 'text',
  required: true,
  unique: true,
  index: true,
  admin: { hidden: true },
  hooks: { beforeValidate: [({ value }) => value || randomBytes(16).toString('hex')] },
}

/**
 * The people who asked for alerts: one row per e-mail address, kept only while it has an alert
 * (unsubscribing from the last one deletes it). Who subscribed is personal data that marketing
 * has no use for, so only admins see these rows; staff see the alerts without the address.
 * Written by the site only (lib/server/alerts.ts).
 */
export const AlertSubscribers: CollectionConfig = {
  slug: 'alert-subscribers',
  labels: { singular: 'Alert subscriber', plural: 'Alert subscribers' },
  access: { create: () => false, read: isAdmin, update: () => false, delete: isAdmin },
  admin: {
    group: 'Alerts',
    useAsTitle: 'email',
    defaultColumns: ['email', 'locale', 'createdAt'],
    listSearchableFields: ['email'],
    description: 'The e-mail addresses that asked for alerts (admins only). Deleting one deletes its alerts.',
  },
  defaultSort: '-createdAt',
  fields: [
    { name: 'email', type: 'email', required: true, unique: true, index: true, admin: { readOnly: true } },
    alertKeyField,
    {
      name: 'locale',
      label: 'Language',
      type: 'select',
      required: true,
      options: [...locales],
      admin: { readOnly: true, description: 'The edition they last subscribed in: the manage page opens in it.' },
    },
  ],
}
