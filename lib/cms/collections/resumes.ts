import type { CollectionConfig } from 'payload'
import { resumeDir } from '@/lib/env'
import { missingFileIs404 } from '../missing-file'
import { isAdmin, isStaff } from '../access'

/**
 * CVs sent with job applications. Stored outside public/ under random names and never
 * served to the public: only signed-in staff can read or download them.
 */
export const Resumes: CollectionConfig = {
  slug: 'resumes',
  access: { create: () => false, read: isStaff, update: isAdmin, delete: isAdmin },
  admin: { group: 'Leads', hidden: false, defaultColumns: ['filename', 'createdAt'] },
  upload: {
    staticDir: resumeDir,
    handlers: [missingFileIs404(resumeDir)],
    // Only /api/v1/careers creates resumes, after checking the bytes itself (sniffResume):
    // Payload's own detection would call a .doc 'application/x-cfb' and refuse it, and
    // answer a PDF it finds odd with a 500 rather than the visitor's 400.
    allowRestrictedFileTypes: true,
    mimeTypes: [
      'application/pdf',
      'application/msword',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    // A CV is downloaded, never rendered in the admin's origin (a crafted PDF or Word file
    // cannot run there), and no shared cache keeps a copy of personal data.
    modifyResponseHeaders: ({ headers }) => {
      headers.set('Content-Disposition', 'attachment')
      headers.set('X-Content-Type-Options', 'nosniff')
      headers.set('Cache-Control', 'private, no-store')
      return headers
    },
  },
  fields: [{ name: 'sha256', type: 'text', admin: { readOnly: true } }],
}
