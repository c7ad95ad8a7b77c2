import { adminCells } from '../admin-cells'
import type { Field } from 'payload'

/** The contact fields every lead carries, read-only in the admin: they are what the visitor sent. */
export const personFields: Field[] = [
  {
    type: 'row',
    fields: [
      { name: 'firstName', type: 'text', required: true, admin: { readOnly: true } },
      { name: 'lastName', type: 'text', required: true, admin: { readOnly: true } },
    ],
  },
  {
    type: 'row',
    fields: [
      { name: 'email', type: 'email', required: true, admin: { readOnly: true } },
      { name: 'phone', type: 'text', required: true, admin: { readOnly: true } },
    ],
  },
]

/**
 * A client-chosen id makes a retried submission idempotent: the browser resends the same id
 * after a network error, and the second insert is recognised instead of stored twice.
 */
export const clientIdField: Field = {
  name: 'clientId',
  type: 'text',
  unique: true,
  index: true,
  admin: { hidden: true },
}

export function statusField(options: { label: string; value: string }[]): Field {
  return {
    name: 'status',
    type: 'select',
    required: true,
    index: true,
    defaultValue: options[0]!.value,
    options,
    admin: { position: 'sidebar' },
  }
}

/**
 * The broker who answers the lead: the listing's (or project's) agent when the visitor wrote
 * from its page. Staff reassign it here; the list filters by it.
 */
export const assignedAgentField: Field = {
  name: 'agent',
  label: 'Assigned to',
  type: 'relationship',
  relationTo: 'team',
  index: true,
  admin: {
    position: 'sidebar',
    description: 'The broker who answers this lead. Change it to reassign.',
    components: { Cell: adminCells.assignedAgent },
  },
}
