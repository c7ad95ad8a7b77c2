import type { CollectionConfig } from 'payload'
import { env } from '@/lib/env'
import { adminOrSelf, isAdmin, isAdminField } from '../access'
import { adminCells } from '../admin-cells'
import { authCookieSecure } from '../auth-cookie'
import { countFailedSignIn, limitSignIns } from '../hooks/sign-in-limits'

/** Staff accounts. Admins manage users; editors publish content and answer leads. */
export const Users: CollectionConfig = {
  slug: 'users',
  admin: {
    useAsTitle: 'email',
    group: 'Settings',
    defaultColumns: ['email', 'name', 'roles', 'updatedAt'],
    description:
      'Sign-in is paused for 15 minutes for a network after 5 wrong passwords for one account from it, or 20 for any accounts; staff elsewhere can still sign in. Each pause is logged on the server as a [sign-in] line naming the network and the account.',
  },
  auth: {
    // Wrong passwords are limited per client address (hooks/sign-in-limits.ts), so that a
    // stranger cannot lock a member of staff out. Payload's per-account lock, which did exactly
    // that, is out of reach; it stays configured because its fields (loginAttempts, lockUntil)
    // exist only while it is on, and they are part of the database schema.
    maxLoginAttempts: Number.MAX_SAFE_INTEGER,
    lockTime: 15 * 60 * 1000,
    tokenExpiration: 8 * 60 * 60,
    // httpOnly always (Payload's default); Lax keeps the session off cross-site posts.
    cookies: { sameSite: 'Lax', secure: authCookieSecure(env.SITE_URL) },
  },
  hooks: { beforeOperation: [limitSignIns], afterError: [countFailedSignIn] },
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
