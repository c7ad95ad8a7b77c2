import type { CollectionConfig } from 'payload'
import { resumeDir } from '@/lib/env'
import { isAdmin, isStaff } from '../access'

/**
 * CVs sent with job applications. Stored outside public/ under random names and never
 * served to the public: only signed-in staff can read or download them.
 */
export const Resumes: CollectionConfig = {
  slug: 'resumes',
  access: { create: () => false, read: isStaff, update: isAdmin, delete: isAdmin },
  admin: { group: 'Leads', hidden: false },
  upload: {
    staticDir: resumeDir,
    mimeTypes: [
      'application/pdf',
      'application/msword',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
  },
  fields: [{ name: 'sha256', type: 'text', admin: { readOnly: true } }],
}
