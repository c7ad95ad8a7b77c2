import type { CollectionConfig } from 'payload'
import { leadAccess } from '../access'
import { publicIdField } from '../fields/public-id'
import { adminCells } from '../admin-cells'
import { clientIdField, personFields, statusField } from '../fields/lead'

/** CMP-000123: derived from the row number, so it is unique without a counter to race on. */
export function complaintReference(id: number | string): string {
  return `CMP-${String(id).padStart(6, '0')}`
}

export const Complaints: CollectionConfig = {
  slug: 'complaints',
  access: leadAccess,
  admin: {
    group: 'Leads',
    useAsTitle: 'email',
    defaultColumns: ['reference', 'firstName', 'lastName', 'phone', 'email', 'status', 'createdAt'],
  },
  defaultSort: '-createdAt',
  fields: [
    {
      name: 'reference',
      type: 'text',
      virtual: true,
      admin: { readOnly: true, position: 'sidebar' },
      hooks: { afterRead: [({ data }) => (data?.id ? complaintReference(data.id) : undefined)] },
    },
    publicIdField,
    ...personFields,
    { name: 'propertyReference', type: 'text', maxLength: 50, admin: { readOnly: true, components: { Cell: adminCells.optionalText } } },
    { name: 'message', type: 'textarea', required: true, admin: { readOnly: true } },
    clientIdField,
    statusField([
      { label: 'Received', value: 'received' },
      { label: 'In review', value: 'in-review' },
      { label: 'Resolved', value: 'resolved' },
    ]),
    { name: 'resolutionNotes', type: 'textarea', admin: { description: 'Internal: what was done.' } },
  ],
}
