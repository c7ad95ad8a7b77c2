import type { Access, CollectionConfig } from 'payload'
import { isAdmin, isStaff } from '../access'

/**
 * Staff read the outbox; an alert e-mail only admins, as the alerts' addresses: it names the
 * subscriber and carries their signed links (confirm, manage, stop).
 */
const readOutbox: Access = (args) => {
  if (isAdmin(args)) return true
  return isStaff(args) ? { kind: { not_equals: 'alert' } } : false
}

/**
 * Every e-mail the site sends (lead notices to the firm and its agents, brochure links to
 * visitors, alerts), recorded as it was composed. On an install without SMTP this is
 * where mail goes, so staff can read and forward it; with SMTP it is the log of what went out.
 * Written by the site only (lib/server/outbox.ts): staff read it, nobody edits it.
 */
export const Outbox: CollectionConfig = {
  slug: 'outbox',
  labels: { singular: 'Outgoing e-mail', plural: 'Outbox' },
  access: {
    create: () => false,
    read: readOutbox,
    update: () => false,
    delete: isAdmin,
  },
  admin: {
    group: 'Leads',
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'to', 'kind', 'delivery', 'createdAt'],
    listSearchableFields: ['to', 'subject'],
    description:
      'Every e-mail the site has sent or, without a mail server, would have sent. Open one to read it; a visitor’s brochure link can be forwarded from here.',
  },
  defaultSort: '-createdAt',
  fields: [
    { name: 'to', type: 'text', required: true, index: true, admin: { readOnly: true } },
    { name: 'replyTo', label: 'Reply to', type: 'text', admin: { readOnly: true } },
    { name: 'subject', type: 'text', required: true, admin: { readOnly: true } },
    {
      name: 'kind',
      type: 'select',
      required: true,
      index: true,
      options: [
        { label: 'Lead notice to the firm', value: 'lead' },
        { label: 'Brochure to a visitor', value: 'brochure' },
        { label: 'Alert to a visitor', value: 'alert' },
        { label: 'Other', value: 'other' },
      ],
      admin: { readOnly: true, position: 'sidebar' },
    },
    {
      name: 'delivery',
      type: 'select',
      required: true,
      defaultValue: 'recorded',
      options: [
        { label: 'Kept here (no mail server set up)', value: 'recorded' },
        { label: 'Sent by SMTP', value: 'sent' },
        { label: 'SMTP failed', value: 'failed' },
      ],
      admin: { readOnly: true, position: 'sidebar' },
    },
    { name: 'error', type: 'text', admin: { readOnly: true, position: 'sidebar', condition: (data) => data?.delivery === 'failed' } },
    { name: 'text', label: 'Message', type: 'textarea', required: true, admin: { readOnly: true, rows: 16 } },
    {
      name: 'html',
      label: 'HTML version',
      type: 'code',
      admin: { readOnly: true, language: 'html', condition: (data) => Boolean(data?.html) },
    },
    {
      name: 'headers',
      type: 'json',
      admin: { readOnly: true, condition: (data) => Boolean(data?.headers), description: 'Headers sent with it, such as the one-click unsubscribe of an alert.' },
    },
  ],
}
