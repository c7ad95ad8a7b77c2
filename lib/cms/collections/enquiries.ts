import type { CollectionConfig } from 'payload'
import { leadAccess } from '../access'
import { publicIdField } from '../fields/public-id'
import { noticeOnReassign } from '../hooks/lead-reassigned'
import { adminCells } from '../admin-cells'
import { assignedAgentField, clientIdField, personFields, statusField } from '../fields/lead'

export const Enquiries: CollectionConfig = {
  slug: 'enquiries',
  access: leadAccess,
  admin: {
    group: 'Leads',
    useAsTitle: 'email',
    // Staff work their own leads: whom each is assigned to sits beside the listing it is about.
    defaultColumns: ['firstName', 'lastName', 'phone', 'email', 'property', 'agent', 'status', 'createdAt'],
  },
  defaultSort: '-createdAt',
  hooks: { afterChange: [noticeOnReassign] },
  fields: [
    publicIdField,
    ...personFields,
    { name: 'message', type: 'textarea', required: true, admin: { readOnly: true } },
    { name: 'page', label: 'Sent from', type: 'text', admin: { readOnly: true, description: 'Where the visitor sent it from.', components: { Cell: adminCells.optionalText } } },
    {
      name: 'property',
      label: 'About listing',
      type: 'relationship',
      relationTo: 'properties',
      index: true,
      admin: {
        readOnly: true,
        description: 'The listing the visitor wrote from, if any.',
        components: { Cell: adminCells.optionalRelation },
      },
    },
    assignedAgentField,
    clientIdField,
    statusField([
      { label: 'New', value: 'new' },
      { label: 'Contacted', value: 'contacted' },
      { label: 'Closed', value: 'closed' },
    ]),
  ],
}
