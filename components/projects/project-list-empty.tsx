import Link from 'next/link'
import { StateMessage } from '@/components/content/state-message'
import { buttonClasses } from '@/components/ui/button'
import { ClearProjectFilters } from './project-filters'

/** A list that could not be read, in the words the property listing uses (the form above still works). */
export const PROJECT_LIST_ERROR = 'Projects not loaded. Something went wrong'

/**
 * Nothing matches the filters: say so kindly and offer the way back to every project. With no
 * filter at all there is simply nothing published yet: point to the off-plan desk instead.
 */
export function ProjectListEmpty({ filtered }: { filtered: boolean }) {
  return (
    <div data-testid="projects-empty">
      {filtered ? (
        <StateMessage tone="empty" action={<ClearProjectFilters />}>
          No projects match these filters yet. Try another community or year, or see every launch.
        </StateMessage>
      ) : (
        <StateMessage
          tone="empty"
          action={
            <Link href="/contact" className={buttonClasses('outline')}>
              Ask our off-plan desk
            </Link>
          }
        >
          New launches are on their way. Our advisers hear of projects before they are listed.
        </StateMessage>
      )}
    </div>
  )
}

/** A page number past the last page (an old link, a hand-edited address). */
export function ProjectListPastEnd({ firstPageHref }: { firstPageHref: string }) {
  return (
    <div data-testid="projects-empty">
      <StateMessage
        tone="empty"
        action={
          <Link href={firstPageHref} className={buttonClasses('outline')}>
            Back to the first page
          </Link>
        }
      >
        This page of projects is empty: the list is shorter than the link that brought you here.
      </StateMessage>
    </div>
  )
}
