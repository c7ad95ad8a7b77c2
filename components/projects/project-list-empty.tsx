import { useTranslations } from 'next-intl'
import { Link } from '@/lib/i18n/navigation'
import { StateMessage } from '@/components/content/state-message'
import { buttonClasses } from '@/components/ui/button'
import { ClearProjectFilters } from './project-filters'

/**
 * Nothing matches the filters: say so kindly and offer the way back to every project. With no
 * filter at all there is simply nothing published yet: point to the off-plan desk instead.
 */
export function ProjectListEmpty({ filtered }: { filtered: boolean }) {
  const t = useTranslations('Projects')
  return (
    <div data-testid="projects-empty">
      {filtered ? (
        <StateMessage tone="empty" action={<ClearProjectFilters />}>
          {t('emptyFiltered')}
        </StateMessage>
      ) : (
        <StateMessage
          tone="empty"
          action={
            <Link href="/contact" className={buttonClasses('outline')}>
              {t('askDesk')}
            </Link>
          }
        >
          {t('emptyNone')}
        </StateMessage>
      )}
    </div>
  )
}

/** A page number past the last page (an old link, a hand-edited address). */
export function ProjectListPastEnd({ firstPageHref }: { firstPageHref: string }) {
  const t = useTranslations('Projects')
  return (
    <div data-testid="projects-empty">
      <StateMessage
        tone="empty"
        action={
          <Link href={firstPageHref} className={buttonClasses('outline')}>
            {t('firstPage')}
          </Link>
        }
      >
        {t('pastEnd')}
      </StateMessage>
    </div>
  )
}
