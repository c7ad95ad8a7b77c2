import type { ProjectStatus } from '@/lib/api/types'
import { z } from './z'
import { intParam, limitParam, pageParam, textParam } from './query'

/** The one typed filter every project read takes (API and, later, the projects page). */
export interface ProjectFilter {
  page: number
  limit: number
  community?: string
  /** The developer's slug. */
  developer?: string
  handoverYear?: number
  status?: ProjectStatus
}

export const PROJECT_PAGE_SIZE = 9

export const PROJECT_STATUSES = ['launching', 'under-construction', 'ready'] as const satisfies readonly ProjectStatus[]

/** Developers are named by slug in links and filters: the same form the admin enforces. */
const slugParam = z
  .string()
  .max(120)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a developer slug (lower-case letters, digits and hyphens)')

/**
 * GET /api/v1/projects: the same paging as properties, with the project filters. Unknown keys
 * are ignored; a bad value answers 400.
 */
export const apiProjectQuerySchema = z
  .object({
    page: pageParam.optional(),
    limit: limitParam.optional(),
    community: textParam.optional(),
    developer: slugParam.optional(),
    handoverYear: intParam(2000, 2100).optional(),
    status: z.enum(PROJECT_STATUSES).optional(),
  })
  .transform(
    (q): ProjectFilter => ({
      page: q.page ?? 1,
      limit: q.limit ?? PROJECT_PAGE_SIZE,
      community: q.community,
      developer: q.developer,
      handoverYear: q.handoverYear,
      status: q.status,
    }),
  )
