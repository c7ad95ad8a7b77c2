import type { CollectionConfig } from 'payload'
import { leadAccess } from '../access'
import { publicIdField } from '../fields/public-id'
import { clientIdField, personFields, statusField } from '../fields/lead'

export const Applications: CollectionConfig = {
  slug: 'applications',
  access: leadAccess,
  admin: {
    group: 'Leads',
    useAsTitle: 'email',
    defaultColumns: ['firstName', 'lastName', 'phone', 'email', 'designation', 'status', 'createdAt'],
  },
  defaultSort: '-createdAt',
  fields: [
    publicIdField,
    ...personFields,
    { name: 'designation', type: 'text', required: true, admin: { readOnly: true } },
    { name: 'resume', type: 'upload', relationTo: 'resumes', required: true, admin: { readOnly: true } },
    clientIdField,
    statusField([
      { label: 'Received', value: 'received' },
      { label: 'Shortlisted', value: 'shortlisted' },
      { label: 'Interviewing', value: 'interviewing' },
      { label: 'Closed', value: 'closed' },
    ]),
  ],
}
