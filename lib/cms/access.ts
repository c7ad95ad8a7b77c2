import type { Access, FieldAccess, PayloadRequest } from 'payload'

type Role = 'admin' | 'editor'

function roleOf(req: PayloadRequest): Role | null {
  const user = req.user as { roles?: Role[]; collection?: string } | null
  if (!user || user.collection !== 'users') return null
  return user.roles?.includes('admin') ? 'admin' : 'editor'
}

/** Public content: anyone reads, staff write. */
export const anyone: Access = () => true
export const isStaff: Access = ({ req }) => roleOf(req) !== null
export const isAdmin: Access = ({ req }) => roleOf(req) === 'admin'
export const isAdminField: FieldAccess = ({ req }) => roleOf(req) === 'admin'

/** Admins manage every account; an editor sees and edits only their own. */
export const adminOrSelf: Access = ({ req }) => {
  const role = roleOf(req)
  if (role === 'admin') return true
  if (role === 'editor' && req.user) return { id: { equals: req.user.id } }
  return false
}

/**
 * Leads (enquiries, applications, complaints) hold personal data. The public never
 * writes them through Payload's REST: the hardened /api/v1 handlers create them with the
 * Local API. Only staff read them.
 */
export const leadAccess = {
  create: () => false,
  read: isStaff,
  update: isStaff,
  delete: isAdmin,
}

export const publicContentAccess = {
  read: anyone,
  create: isStaff,
  update: isStaff,
  delete: isStaff,
}
