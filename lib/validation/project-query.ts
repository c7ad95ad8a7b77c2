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
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'query.developerSlug')

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

/** What the /projects address narrows by: the filter without its paging. */
export type ProjectListFilter = Omit<ProjectFilter, 'page' | 'limit'>

type SearchParams = Record<string, string | string[] | undefined>

const handoverYearParam = intParam(2000, 2100)
const statusParam = z.enum(PROJECT_STATUSES)

/**
 * /projects?community=&developer=&handoverYear=&status=&page= — what a visitor's address bar
 * holds. A bad value there is not an error page: it is dropped and the list shown. Empty values
 * are normal (the filter form submits its 'Any' choices as empty), and a slug or status typed
 * in capitals still reads.
 */
export function projectFilterFromSearchParams(params: SearchParams): ProjectFilter {
  const one = (key: string) => {
    const value = params[key]
    return (Array.isArray(value) ? value[0] : value)?.trim() || undefined
  }
  const read = <T>(schema: z.ZodType<T>, value: string | undefined): T | undefined => {
    if (value === undefined) return undefined
    const result = schema.safeParse(value)
    return result.success ? result.data : undefined
  }
  return {
    page: read(pageParam, one('page')) ?? 1,
    limit: PROJECT_PAGE_SIZE,
    community: read(textParam, one('community')),
    developer: read(slugParam, one('developer')?.toLowerCase()),
    handoverYear: read(handoverYearParam, one('handoverYear')),
    status: read(statusParam, one('status')?.toLowerCase()),
  }
}

const LIST_KEYS = ['community', 'developer', 'handoverYear', 'status'] as const

/** The /projects address of a filter and page: empty values dropped, page 1 left implicit. */
export function projectListHref(filter: ProjectListFilter, page = 1): string {
  const params = new URLSearchParams()
  for (const key of LIST_KEYS) {
    const value = filter[key]
    if (value !== undefined && value !== '') params.set(key, String(value))
  }
  if (page > 1) params.set('page', String(page))
  const query = params.toString()
  return query ? `/projects?${query}` : '/projects'
}

/** True when the address narrows the list at all (paging aside). */
export function hasProjectListFilter(filter: ProjectListFilter): boolean {
  return LIST_KEYS.some((key) => filter[key] !== undefined)
}
