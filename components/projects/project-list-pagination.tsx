import Link from 'next/link'
import { cn } from '@/lib/cn'
import { projectListHref, type ProjectListFilter } from '@/lib/validation/project-query'

const step =
  'border-ink/20 text-ink hover:border-ink hover:bg-ink hover:text-ivory inline-flex min-h-11 items-center gap-2 rounded-full border px-6 text-sm font-semibold tracking-wide transition-colors'

/**
 * Previous / next pages of the project list as plain links that keep the filters: the server
 * renders each page, so they work without JavaScript. Nothing when everything fits on one page.
 */
export function ProjectListPagination({
  filter,
  page,
  totalPages,
}: {
  filter: ProjectListFilter
  page: number
  totalPages: number
}) {
  if (totalPages <= 1) return null
  return (
    <nav
      aria-label="Project pages"
      data-testid="projects-pagination"
      className="mt-12 flex items-center justify-between gap-4 md:mt-14"
    >
      {page > 1 ? (
        <Link
          href={projectListHref(filter, Math.min(page - 1, totalPages))}
          rel="prev"
          className={step}
        >
          <Arrow className="rotate-180" />
          Previous
        </Link>
      ) : (
        <span aria-hidden="true" />
      )}
      <p className="text-sm text-stone-600 tabular-nums">
        Page <span className="text-ink font-semibold">{Math.min(page, totalPages)}</span> of{' '}
        {totalPages}
      </p>
      {page < totalPages ? (
        <Link href={projectListHref(filter, page + 1)} rel="next" className={step}>
          Next
          <Arrow />
        </Link>
      ) : (
        <span aria-hidden="true" />
      )}
    </nav>
  )
}

function Arrow({ className }: { className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className={cn('size-4', className)}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
    >
      <path d="M4 10h12M11 5l5 5-5 5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}
