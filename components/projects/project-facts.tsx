import type { ReactNode } from 'react'
import type { Project } from '@/lib/api/types'
import { cn } from '@/lib/cn'
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
        'ring-ink/[0.05] relative flex min-h-[4.5rem] flex-col justify-center rounded-2xl bg-white py-3 pr-4 pl-[4.25rem] ring-1',
        className,
      )}
    >
      <dt className="text-[0.7rem] font-semibold tracking-[0.16em] text-stone-600 uppercase">
        <span
          aria-hidden="true"
          className="bg-sand-50 text-sand-700 absolute top-1/2 left-4 flex size-10 -translate-y-1/2 items-center justify-center rounded-full"
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

function VerifiedBadge() {
  return (
    <span
      className="bg-success/10 text-success ring-success/25 ml-2 inline-flex items-center gap-1 rounded-full px-2 py-0.5 align-middle text-[0.7rem] font-semibold tracking-wide ring-1"
      data-testid="escrow-verified"
      title="DLD project number and escrow account checked by our team"
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
      Verified
    </span>
  )
}

/** How far the building is: the figure, with a thin bar that only repeats it for the eye. */
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
  return (
    <dl
      className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3"
      aria-label="Key facts"
      data-testid="project-facts"
    >
      {project.developer && (
        <Fact icon={<TowerIcon />} label="Developer">
          {project.developer.name}
        </Fact>
      )}
      <Fact icon={<CalendarIcon />} label="Handover">
        {handoverLabel(project.handover)}
      </Fact>
      <Fact icon={<StatusIcon />} label="Status">
        {projectStatusLabel(project.status)}
      </Fact>
      <Fact icon={<ProgressIcon />} label="Construction progress">
        <Progress percent={project.constructionProgress} />
      </Fact>
      <Fact icon={<FlagIcon />} label="Launched">
        <time dateTime={project.launchDate.slice(0, 10)}>{formatMonth(project.launchDate)}</time>
      </Fact>
      {project.dldProjectNumber && (
        <Fact icon={<DocumentIcon />} label="DLD project no.">
          {project.dldProjectNumber}
        </Fact>
      )}
      {project.escrowBank && (
        <Fact icon={<BankIcon />} label="Escrow bank" className="sm:col-span-2 xl:col-span-1">
          {project.escrowBank}
          {project.isVerified && <VerifiedBadge />}
        </Fact>
      )}
    </dl>
  )
}
