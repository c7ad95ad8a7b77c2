import { useTranslations } from 'next-intl'
import { PageLinks } from '@/components/ui/page-links'
import { projectListHref, type ProjectListFilter } from '@/lib/validation/project-query'

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
  const t = useTranslations('Projects')
  return (
    <PageLinks
      page={page}
      totalPages={totalPages}
      hrefFor={(to) => projectListHref(filter, to)}
      label={t('pagesLabel')}
      testId="projects-pagination"
    />
  )
}
