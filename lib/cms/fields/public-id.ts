import { randomBytes } from 'node:crypto'
import type { Field } from 'payload'

/** A 24-hex id shaped like the provider's MongoDB ids, so the site also works against its API. */
export function newObjectId(): string {
  const seconds = Math.floor(Date.now() / 1000).toString(16).padStart(8, '0')
  return seconds + randomBytes(8).toString('hex')
}

export const publicIdField: Field = {
  name: 'publicId',
  label: 'Public ID',
  type: 'text',
  unique: true,
  index: true,
  admin: { readOnly: true, position: 'sidebar', description: 'The id used in public links.' },
  hooks: {
    beforeChange: [({ value, operation }) => (operation === 'create' && !value ? newObjectId() : value)],
    // A copy made with the admin's Duplicate is a document of its own, with an address of its own.
    beforeDuplicate: [() => newObjectId()],
  },
}
