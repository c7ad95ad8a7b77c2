import { PageLinks } from '@/components/ui/page-links'
import { getLocale } from '@/lib/i18n/request-locale'
import { projectListHref, type ProjectListFilter } from '@/lib/validation/project-query'
import { projectMessages } from './messages'

/** Previous / next pages of the project list, keeping its filters. */
export function ProjectListPagination({
  filter,
  page,
  totalPages,
}: {
  filter: ProjectListFilter
  page: number
  totalPages: number
}) {
  return (
    <PageLinks
      page={page}
      totalPages={totalPages}
      hrefFor={(to) => projectListHref(filter, to)}
      texts={projectMessages[getLocale()]}
      testId="projects-pagination"
    />
  )
}
