import type { CollectionConfig } from 'payload'
import { leadAccess } from '../access'
import { assignedAgentField, clientIdField, personFields, statusField } from '../fields/lead'
import { publicIdField } from '../fields/public-id'
import { noticeOnReassign } from '../hooks/lead-reassigned'
import { ADMIN_DATE_TIME } from '@/lib/admin-display'
import { adminCells } from '../admin-cells'

/**
 * Register-interest leads from project pages: who wants to hear about which project and unit
 * type. Kept apart from enquiries so the off-plan team can work its own list, by project.
 */
export const Interests: CollectionConfig = {
  slug: 'interests',
  labels: { singular: 'Project interest', plural: 'Project interests' },
  access: leadAccess,
  admin: {
    group: 'Leads',
    useAsTitle: 'email',
    // The off-plan team calls these back: the phone number belongs beside the name.
    defaultColumns: ['firstName', 'lastName', 'phone', 'email', 'project', 'unitType', 'agent', 'status', 'createdAt'],
    listSearchableFields: ['email', 'lastName', 'phone'],
  },
  defaultSort: '-createdAt',
  hooks: { afterChange: [noticeOnReassign] },
  fields: [
    publicIdField,
    ...personFields,
    {
      type: 'row',
      fields: [
        {
          name: 'project',
          type: 'relationship',
          relationTo: 'projects',
          required: true,
          index: true,
          admin: { readOnly: true },
        },
        {
          name: 'unitType',
          type: 'text',
          admin: {
            readOnly: true,
            description: 'The unit type the visitor asked about, if any.',
            components: { Cell: adminCells.optionalText },
          },
        },
      ],
    },
    { name: 'message', type: 'textarea', admin: { readOnly: true } },
    assignedAgentField,
    {
      name: 'brochureSentAt',
      type: 'date',
      admin: {
        readOnly: true,
        position: 'sidebar',
        description: 'When the brochure link was e-mailed to the visitor.',
        date: { pickerAppearance: 'dayAndTime', displayFormat: ADMIN_DATE_TIME },
      },
    },
    clientIdField,
    statusField([
      { label: 'New', value: 'new' },
      { label: 'Contacted', value: 'contacted' },
      { label: 'Closed', value: 'closed' },
    ]),
  ],
}
