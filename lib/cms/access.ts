import type { Access, CollectionBeforeOperationHook, FieldAccess, PayloadRequest } from 'payload'

type Role = 'admin' | 'editor'

function roleOf(req: PayloadRequest): Role | null {
  const user = req.user as { roles?: Role[]; collection?: string } | null
  if (!user || user.collection !== 'users') return null
  return user.roles?.includes('admin') ? 'admin' : 'editor'
}

export const anyone: Access = () => true
export const isStaff: Access = ({ req }) => roleOf(req) !== null
export const isAdmin: Access = ({ req }) => roleOf(req) === 'admin'
export const isAdminField: FieldAccess = ({ req }) => roleOf(req) === 'admin'
/** For Payload's jobs, whose access answers only yes or no. */
export const isAdminRequest = ({ req }: { req: PayloadRequest }): boolean => roleOf(req) === 'admin'

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

/**
 * Published content reaches the public through /api/v1, which reads with the Local API and
 * pages and bounds every query. Payload's own REST would let anyone run unbounded queries
 * (`?limit=100000`, deep `where`s), so it serves these collections to staff only.
 */
export const siteReadsOrStaff: Access = (args) => args.req.payloadAPI === 'local' || isStaff(args)

export const publicContentAccess = {
  read: siteReadsOrStaff,
  create: isStaff,
  update: isStaff,
  delete: isStaff,
}

/**
 * Content with drafts (projects): staff read every draft; the site's Local API reads only what an
 * editor has published; Payload's REST stays closed to the public, as for the other content.
 */
export const publishedReadsOrStaff: Access = (args) => {
  if (isStaff(args)) return true
  return args.req.payloadAPI === 'local' ? { _status: { equals: 'published' } } : false
}

export const draftContentAccess = {
  read: publishedReadsOrStaff,
  readVersions: isStaff,
  create: isStaff,
  update: isStaff,
  delete: isStaff,
}

/** The most documents one anonymous REST list of a public collection may return. */
export const ANONYMOUS_LIST_MAX = 50

/**
 * Public uploads (the media library) are read by anyone, because each file is served after
 * the collection's read check. Their REST list would then answer anyone with every document at
 * once (`?pagination=false`, `?limit=0`, `?limit=100000`). A list asked for without a signed-in
 * member of staff is paged like the site's own API: at most 50 documents, 10 unless fewer are
 * asked for. Staff in the admin and the site's own reads (Local API) are not bounded here.
 */
export const boundAnonymousLists: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation !== 'read' || req.payloadAPI === 'local' || roleOf(req) !== null) return args
  const list = args as { id?: unknown; limit?: number; pagination?: boolean }
  if (list.id !== undefined) return args
  const asked = typeof list.limit === 'number' && list.limit > 0 ? list.limit : 10
  return { ...args, pagination: true, limit: Math.min(asked, ANONYMOUS_LIST_MAX) }
}
