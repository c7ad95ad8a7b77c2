import { useTranslations } from 'next-intl'
import type { ReactNode } from 'react'
import type { Project } from '@/lib/api/types'
import { cn } from '@/lib/cn'
import { bankLabel, developerLabel } from '@/lib/i18n/companies'
import { getLocale } from '@/lib/i18n/request-locale'
import {
  BankIcon,
  CalendarIcon,
  DocumentIcon,
  FlagIcon,
  ProgressIcon,
  StatusIcon,
  TowerIcon,
} from './project-icons'
import { formatMonth, handoverLabel, projectStatusLabel } from './project-labels'

/** One fact, drawn like a listing's key facts (components/property/property-detail.tsx). */
function Fact({
  icon,
  label,
  children,
  className,
}: {
  icon: ReactNode
  label: string
  children: ReactNode
  className?: string
}) {
  return (
    <div
      className={cn(
        'ring-ink/[0.05] relative flex min-h-[4.5rem] flex-col justify-center rounded-2xl bg-white py-3 ps-[4.25rem] pe-4 ring-1',
        className,
      )}
    >
      <dt className="text-[0.7rem] font-semibold tracking-[0.16em] text-stone-600 uppercase rtl:tracking-normal">
        <span
          aria-hidden="true"
          className="bg-sand-50 text-sand-700 absolute start-4 top-1/2 flex size-10 -translate-y-1/2 items-center justify-center rounded-full"
        >
          {icon}
        </span>
        {label}
      </dt>
      <dd className="text-ink mt-0.5 text-base font-semibold tabular-nums md:text-[1.05rem]">
        {children}
      </dd>
    </div>
  )
}

function VerifiedBadge({ label, title }: { label: string; title: string }) {
  return (
    <span
      className="bg-success/10 text-success ring-success/25 ms-2 inline-flex items-center gap-1 rounded-full px-2 py-0.5 align-middle text-[0.7rem] font-semibold tracking-wide ring-1 rtl:tracking-normal"
      data-testid="escrow-verified"
      title={title}
    >
      <svg aria-hidden="true" viewBox="0 0 12 12" className="size-3">
        <path
          d="m2.5 6.2 2.2 2.1 4.8-4.8"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {label}
    </span>
  )
}

/**
 * How far the building is: the figure, with a thin bar that only repeats it for the eye. The
 * fill is a block narrower than its track, so it starts at the start side in either direction.
 */
function Progress({ percent }: { percent: number }) {
  const value = Math.min(100, Math.max(0, Math.round(percent)))
  return (
    <span className="flex items-center gap-3">
      <span>{value}%</span>
      <span
        aria-hidden="true"
        className="h-1.5 w-full max-w-28 overflow-hidden rounded-full bg-stone-200"
      >
        <span className="bg-sand-500 block h-full rounded-full" style={{ width: `${value}%` }} />
      </span>
    </span>
  )
}

/** The project's registration and timetable: who builds it, when, and where the money is held. */
export function ProjectFacts({ project }: { project: Project }) {
  const locale = getLocale()
  const t = useTranslations('Projects')
  const labels = useTranslations('ProjectPlan.labels')
  return (
    <dl
      className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3"
      aria-label={t('keyFacts')}
      data-testid="project-facts"
    >
      {project.developer && (
        <Fact icon={<TowerIcon />} label={t('factDeveloper')}>
          {developerLabel(project.developer.name, locale)}
        </Fact>
      )}
      <Fact icon={<CalendarIcon />} label={t('factHandover')}>
        {handoverLabel(project.handover, labels)}
      </Fact>
      <Fact icon={<StatusIcon />} label={t('factStatus')}>
        {projectStatusLabel(project.status, labels)}
      </Fact>
      <Fact icon={<ProgressIcon />} label={t('factProgress')}>
        <Progress percent={project.constructionProgress} />
      </Fact>
      <Fact icon={<FlagIcon />} label={t('factLaunched')}>
        <time dateTime={project.launchDate.slice(0, 10)}>
          {formatMonth(project.launchDate, locale)}
        </time>
      </Fact>
      {project.dldProjectNumber && (
        <Fact icon={<DocumentIcon />} label={t('factDld')}>
          {/* A registration number reads left to right in either edition. */}
          <span dir="ltr">{project.dldProjectNumber}</span>
        </Fact>
      )}
      {project.escrowBank && (
        <Fact icon={<BankIcon />} label={t('factEscrow')} className="sm:col-span-2 xl:col-span-1">
          {bankLabel(project.escrowBank, locale)}
          {project.isVerified && <VerifiedBadge label={t('verified')} title={t('verifiedTitle')} />}
        </Fact>
      )}
    </dl>
  )
}
