import Image from 'next/image'
import { useTranslations } from 'next-intl'
import { Link } from '@/lib/i18n/navigation'
import { PinIcon } from '@/components/property/icons'
import type { Project, ProjectStatus } from '@/lib/api/types'
import { cn } from '@/lib/cn'
import { formatMoney, type DisplayPrefs } from '@/lib/display-prefs'
import { communityLabel } from '@/lib/i18n/communities'
import { developerLabel } from '@/lib/i18n/companies'
import { pictureAlt } from '@/lib/i18n/editions'
import { getLocale } from '@/lib/i18n/request-locale'
import { handoverLabel, projectStatusLabel } from './project-labels'

export type CardProject = Pick<
  Project,
  | 'slug'
  | 'name'
  | 'developer'
  | 'community'
  | 'status'
  | 'handover'
  | 'constructionProgress'
  | 'paymentPlanShort'
  | 'priceFromAed'
  | 'banner'
  | 'editions'
>

/** A new launch is the news a buyer of off-plan looks for: its pill takes the accent. */
const statusPill: Record<ProjectStatus, string> = {
  launching: 'bg-sand-600 text-white',
  'under-construction': 'bg-ivory/95 text-ink',
  ready: 'bg-ink text-ivory',
}

const LIST_SIZES = '(max-width: 767px) 100vw, (max-width: 1024px) 50vw, 420px'

/**
 * An off-plan project in a grid: photo, developer, name, community, the from-price in the
 * visitor's currency, handover, plan and how far building has gone. The whole card opens the
 * project through its title link stretched over the card. Server-rendered, no script.
 */
export function ProjectCard({
  project,
  display,
  headingLevel = 'h3',
  compact = false,
  sizes = LIST_SIZES,
}: {
  project: CardProject
  /** The visitor's currency (getDisplayPrefs), passed down from the server. */
  display: DisplayPrefs
  headingLevel?: 'h2' | 'h3'
  /** Tighter type and padding for a four-across row (the home page's strip). */
  compact?: boolean
  sizes?: string
}) {
  const Heading = headingLevel
  const locale = getLocale()
  const t = useTranslations('Projects')
  const labels = useTranslations('ProjectPlan.labels')
  const community = communityLabel(project.community, locale)
  const described = t('photoAlt', { name: project.name, community })
  const picture = pictureAlt({
    mediaAlt: project.banner.alt,
    own: described,
    fallback: described,
    editions: project.editions,
    locale,
  })
  const progress = Math.min(100, Math.max(0, Math.round(project.constructionProgress)))
  return (
    <article
      data-testid="project-card"
      className="group shadow-soft ring-ink/[0.04] relative flex h-full flex-col overflow-hidden rounded-2xl bg-white ring-1 transition-shadow duration-300 hover:shadow-[0_2px_4px_rgb(15_27_45/0.04),0_18px_40px_rgb(15_27_45/0.10)]"
    >
      <div className="relative aspect-[4/3] overflow-hidden bg-stone-200">
        <Image
          src={project.banner.s3Url}
          alt={picture.alt}
          lang={picture.lang}
          fill
          sizes={sizes}
          className="object-cover transition-transform duration-700 ease-out group-hover:scale-[1.04] motion-reduce:transition-none motion-reduce:group-hover:scale-100"
        />
        <div className="from-ink/35 pointer-events-none absolute inset-x-0 bottom-0 h-1/3 bg-gradient-to-t to-transparent" />
        <span
          data-testid="project-card-status"
          className={cn(
            'absolute start-4 top-4 rounded-full px-3.5 py-1.5 text-[0.7rem] font-semibold tracking-[0.14em] uppercase shadow-sm rtl:tracking-normal',
            statusPill[project.status],
          )}
        >
          {projectStatusLabel(project.status, labels)}
        </span>
      </div>

      <div className={cn('flex flex-1 flex-col', compact ? 'px-5 pt-4 pb-5' : 'px-6 pt-5 pb-6')}>
        {project.developer && (
          <p className="text-sand-700 truncate text-xs font-semibold tracking-[0.16em] uppercase rtl:tracking-normal">
            {developerLabel(project.developer.name, locale)}
          </p>
        )}
        <Heading
          className={cn(
            'font-display text-ink mt-2 leading-tight font-medium',
            compact ? 'text-[1.45rem]' : 'text-[1.6rem]',
          )}
        >
          <Link
            href={`/projects/${project.slug}`}
            className="focus-visible:after:outline-sand-500 after:absolute after:inset-0 after:z-0 after:content-[''] focus-visible:outline-none focus-visible:after:rounded-2xl focus-visible:after:outline-2 focus-visible:after:outline-offset-2"
          >
            {project.name}
          </Link>
        </Heading>
        <p className="mt-1.5 flex items-center gap-1.5 text-sm text-stone-600">
          <PinIcon className="text-sand-600 size-3.5 shrink-0" />
          <span className="truncate">{community}</span>
        </p>

        <p
          className="text-ink mt-4 mb-5 text-lg font-semibold tabular-nums"
          data-testid="project-card-price"
        >
          {project.priceFromAed === null ? (
            t('priceOnRequest')
          ) : (
            <>
              <span className="me-1.5 text-xs font-semibold tracking-[0.16em] text-stone-600 uppercase rtl:tracking-normal">
                {t('from')}
              </span>
              {formatMoney(project.priceFromAed, display)}
            </>
          )}
        </p>

        <div className="mt-auto border-t border-stone-200 pt-4">
          <ul className="text-ink/80 flex flex-wrap items-center justify-between gap-x-4 gap-y-1 text-sm">
            <li className="whitespace-nowrap">
              {t('handoverPrefix')}{' '}
              <span className="text-ink font-semibold tabular-nums">
                {handoverLabel(project.handover, labels)}
              </span>
            </li>
            {project.paymentPlanShort && (
              <li className="whitespace-nowrap">
                {t('planBefore')}
                <span className="text-ink font-semibold tabular-nums">
                  {project.paymentPlanShort}
                </span>
                {t('planAfter')}
              </li>
            )}
          </ul>
          <BuildProgress percent={progress} ready={project.status === 'ready'} />
        </div>
      </div>
    </article>
  )
}

/**
 * How far building has gone: the words carry the figure, the bar only draws it. The fill is a
 * block narrower than its track, so it grows from the start side in either direction.
 */
function BuildProgress({ percent, ready }: { percent: number; ready: boolean }) {
  const t = useTranslations('Projects')
  return (
    <div className="mt-4" data-testid="project-card-progress">
      <p className="text-xs font-medium text-stone-600 tabular-nums">
        {ready ? t('completed') : percent === 0 ? t('notStarted') : t('built', { percent })}
      </p>
      <div aria-hidden="true" className="mt-1.5 h-1 overflow-hidden rounded-full bg-stone-200">
        <div
          className="bg-sand-500 h-full rounded-full"
          style={{ width: `${ready ? 100 : percent}%` }}
        />
      </div>
    </div>
  )
}
