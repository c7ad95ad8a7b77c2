import { useTranslations } from 'next-intl'
import { Link } from '@/lib/i18n/navigation'
import type { ProjectDetail } from '@/lib/api/types'
import { communityLabel } from '@/lib/i18n/communities'
import { developerLabel } from '@/lib/i18n/companies'
import { fallbackLang } from '@/lib/i18n/editions'
import { getLocale } from '@/lib/i18n/request-locale'
import { formatPercent, handoverLabel, stageLabel } from './project-labels'

/**
 * On a listing that belongs to an off-plan project: the project it is part of and how it is
 * paid for, with the way to the project's page (instalment dates, unit types, brochure).
 */
export function ProjectPlanSummary({ project }: { project: ProjectDetail }) {
  const locale = getLocale()
  const t = useTranslations('Projects')
  const labels = useTranslations('ProjectPlan.labels')
  // The milestones' labels of a project not yet in this edition are its English.
  const lang = fallbackLang(project.editions, locale)
  return (
    <section
      aria-labelledby="project-plan-heading"
      className="rounded-3xl bg-white p-6 ring-1 ring-stone-200 md:p-8"
      data-testid="project-plan-summary"
    >
      <p className="text-sand-700 text-xs font-semibold tracking-[0.22em] uppercase rtl:tracking-normal">
        {t('summaryKicker')}
      </p>
      <h2
        id="project-plan-heading"
        className="font-display text-ink mt-2 text-3xl font-medium md:text-[2.1rem]"
      >
        {t('partOf')}{' '}
        <Link
          href={`/projects/${project.slug}`}
          className="decoration-sand-500 underline underline-offset-4 hover:decoration-2"
        >
          {project.name}
        </Link>
      </h2>
      <p className="mt-2 text-sm text-stone-600">
        {[
          project.developer && developerLabel(project.developer.name, locale),
          communityLabel(project.community, locale),
          t('summaryHandover', { handover: handoverLabel(project.handover, labels) }),
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>

      <h3 className="text-ink mt-7 text-base font-semibold">
        {t('paymentPlan')}{' '}
        <span className="text-stone-600 tabular-nums">{project.paymentPlanShort}</span>
      </h3>
      {/* A plain strip of the shares, first payment at the start side: the list under it says the same in words. */}
      <div aria-hidden="true" className="mt-3 flex h-2.5 gap-0.5 overflow-hidden rounded-full">
        {project.paymentPlan.map((milestone, index) => (
          <span
            key={index}
            className={index % 2 === 0 ? 'bg-ink' : 'bg-sand-500'}
            style={{ width: `${milestone.percent}%` }}
          />
        ))}
      </div>
      <ol className="mt-5 divide-y divide-stone-200 border-y border-stone-200 text-sm">
        {project.paymentPlan.map((milestone, index) => (
          <li key={index} className="flex items-baseline justify-between gap-4 py-2.5">
            <span className="text-ink">
              {lang ? <span lang={lang}>{milestone.label}</span> : milestone.label}
              <span className="ms-2 text-stone-600">{stageLabel(milestone.stage, labels)}</span>
            </span>
            <span className="text-ink font-semibold tabular-nums">
              {formatPercent(milestone.percent)}
            </span>
          </li>
        ))}
      </ol>
      <Link
        href={`/projects/${project.slug}#payment-plan`}
        className="text-ink hover:text-sand-700 mt-6 inline-flex items-center gap-2 text-sm font-semibold"
      >
        {t('summaryLink')}
        <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
          →
        </span>
      </Link>
    </section>
  )
}
