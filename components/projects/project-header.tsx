import { PinIcon } from '@/components/property/icons'
import { Breadcrumbs } from '@/components/content/breadcrumbs'
import { Container } from '@/components/ui/container'
import type { Project } from '@/lib/api/types'
import { formatMoney, type DisplayPrefs } from '@/lib/display-prefs'
import { ratesAsOfText } from '@/lib/rates-as-of'
import { handoverLabel, projectStatusLabel } from './project-labels'

const jumpLink =
  'text-ink hover:text-sand-700 inline-flex min-h-11 items-center text-sm font-semibold underline decoration-1 underline-offset-4'

/** The title block: breadcrumbs, status, name, developer and place, the from-price and the plan. */
export function ProjectHeader({ project, display }: { project: Project; display: DisplayPrefs }) {
  const ratesNote = ratesAsOfText(display)
  return (
    <Container className="pt-8 pb-8 md:pt-10 md:pb-10">
      <Breadcrumbs
        trail={[
          { href: '/', label: 'Home' },
          { href: '/projects', label: 'Projects' },
        ]}
        current={project.name}
      />
      <div className="flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2">
            <span
              className="bg-ink text-ivory rounded-full px-3.5 py-1.5 text-[0.7rem] font-semibold tracking-[0.14em] uppercase"
              data-testid="project-status"
            >
              {projectStatusLabel(project.status)}
            </span>
            {project.status !== 'ready' && (
              <span className="bg-sand-100 text-sand-700 rounded-full px-3.5 py-1.5 text-[0.7rem] font-semibold tracking-[0.14em] uppercase">
                Off-plan
              </span>
            )}
          </p>
          <h1 className="font-display text-ink mt-4 text-[2.6rem] leading-[1.04] font-medium md:text-6xl">
            {project.name}
          </h1>
          <p className="text-ink/75 mt-3 flex flex-wrap items-center gap-x-2 gap-y-1 text-base">
            {project.developer && (
              <>
                <span>
                  by <span className="text-ink font-semibold">{project.developer.name}</span>
                </span>
                <span aria-hidden="true" className="text-stone-400">
                  ·
                </span>
              </>
            )}
            <span className="inline-flex items-center gap-2">
              <PinIcon className="text-sand-600 size-4" />
              {project.community}
            </span>
          </p>
        </div>
        <div className="shrink-0 md:text-right">
          {project.priceFromAed !== null && (
            <p className="font-display text-ink text-4xl font-medium md:text-5xl">
              <span className="mr-2 align-middle font-sans text-xs font-semibold tracking-[0.22em] text-stone-600 uppercase">
                From
              </span>
              <span className="tabular-nums" data-testid="project-price-from">
                {formatMoney(project.priceFromAed, display)}
              </span>
            </p>
          )}
          <p className="text-ink/80 mt-2 text-sm tabular-nums">
            Handover{' '}
            <span className="text-ink font-semibold" data-testid="project-handover">
              {handoverLabel(project.handover)}
            </span>
            {project.paymentPlanShort && (
              <>
                <span aria-hidden="true" className="mx-2 text-stone-400">
                  ·
                </span>
                <span className="text-ink font-semibold" data-testid="project-plan-short">
                  {project.paymentPlanShort}
                </span>{' '}
                payment plan
              </>
            )}
            {ratesNote && (
              <span className="block text-stone-600" data-testid="rates-as-of">
                Converted from AED, {ratesNote}
              </span>
            )}
          </p>
          <p className="mt-1 flex flex-wrap gap-x-5 md:justify-end">
            {project.paymentPlan.length > 0 && (
              <a href="#payment-plan" className={jumpLink}>
                See the payment plan
              </a>
            )}
            <a href="#register-interest" className={jumpLink}>
              Register interest
            </a>
          </p>
        </div>
      </div>
    </Container>
  )
}
