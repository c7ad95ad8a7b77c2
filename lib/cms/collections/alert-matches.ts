import type { CollectionConfig } from 'payload'
import { isAdmin, isStaff } from '../access'

const writtenBySite = { create: () => false, read: isStaff, update: () => false, delete: isAdmin }

/**
 * A home or project an alert has to tell of: one row per listing per search (its unique `key`
 * is what keeps a listing from being sent twice for one search, even when two instances match
 * it at once), and one per price cut of a watched listing. `sentAt` is empty until an e-mail
 * carried it. The jobs write these (lib/server/alert-jobs.ts); they are bookkeeping, not a list
 * staff work from, so the admin keeps them out of its menu.
 */
export const AlertMatches: CollectionConfig = {
  slug: 'alert-matches',
  labels: { singular: 'Alert match', plural: 'Alert matches' },
  access: writtenBySite,
  admin: { group: 'Alerts', hidden: true },
  defaultSort: '-createdAt',
  fields: [
    { name: 'alert', type: 'relationship', relationTo: 'alerts', required: true, index: true },
    { name: 'key', type: 'text', required: true, unique: true },
    { name: 'property', type: 'relationship', relationTo: 'properties', index: true },
    { name: 'project', type: 'relationship', relationTo: 'projects', index: true },
    {
      name: 'reason',
      type: 'select',
      required: true,
      options: [
        { label: 'New on the market', value: 'new' },
        { label: 'Price cut', value: 'price-drop' },
      ],
    },
    { name: 'price', label: 'Price (AED)', type: 'number' },
    { name: 'previousPrice', label: 'Price before (AED)', type: 'number' },
    { name: 'sentAt', type: 'date', index: true },
  ],
}

/**
 * One e-mail of an alert, claimed before it is composed. `claim` is unique and names the alert
 * and its previous e-mail, so when several instances of the site run the same delivery job at
 * once, exactly one of them gets to write the row and send; the others find it taken and stop.
 */
export const AlertSends: CollectionConfig = {
  slug: 'alert-sends',
  labels: { singular: 'Alert e-mail', plural: 'Alert e-mails' },
  access: writtenBySite,
  admin: { group: 'Alerts', hidden: true },
  defaultSort: '-createdAt',
  fields: [
    { name: 'alert', type: 'relationship', relationTo: 'alerts', required: true, index: true },
    { name: 'claim', type: 'text', required: true, unique: true },
    { name: 'homes', type: 'number' },
  ],
}
