import type { CollectionConfig } from 'payload'
import { env } from '@/lib/env'
import { adminOrSelf, isAdmin, isAdminField } from '../access'
import { adminCells } from '../admin-cells'
import { authCookieSecure } from '../auth-cookie'

/** Staff accounts. Admins manage users; editors publish content and answer leads. */
export const Users: CollectionConfig = {
  slug: 'users',
  admin: { useAsTitle: 'email', group: 'Settings', defaultColumns: ['email', 'name', 'roles', 'updatedAt'] },
  auth: {
    maxLoginAttempts: 5,
    lockTime: 15 * 60 * 1000,
    tokenExpiration: 8 * 60 * 60,
    // httpOnly always (Payload's default); Lax keeps the session off cross-site posts.
    cookies: { sameSite: 'Lax', secure: authCookieSecure(env.SITE_URL) },
  },
  access: {
    create: isAdmin,
    read: adminOrSelf,
    update: adminOrSelf,
    delete: isAdmin,
    admin: ({ req }) => Boolean(req.user),
  },
  fields: [
    { name: 'name', type: 'text', admin: { components: { Cell: adminCells.optionalText } } },
    {
      name: 'roles',
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: ['editor'],
      options: [
        { label: 'Admin', value: 'admin' },
        { label: 'Editor', value: 'editor' },
      ],
      access: { create: isAdminField, update: isAdminField },
      saveToJWT: true,
    },
  ],
}
