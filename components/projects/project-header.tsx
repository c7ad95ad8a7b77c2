import { useTranslations } from 'next-intl'
import { PinIcon } from '@/components/property/icons'
import { Breadcrumbs } from '@/components/content/breadcrumbs'
import { Container } from '@/components/ui/container'
import type { Project } from '@/lib/api/types'
import { cn } from '@/lib/cn'
import { formatMoney, type DisplayPrefs } from '@/lib/display-prefs'
import { communityLabel } from '@/lib/i18n/communities'
import { developerLabel } from '@/lib/i18n/companies'
import { getLocale } from '@/lib/i18n/request-locale'
import { handoverLabel, projectStatusLabel } from './project-labels'
import { ratesAsOfText } from '@/lib/rates-as-of'

const jumpLink =
  'text-ink hover:text-sand-700 inline-flex min-h-11 items-center text-sm font-semibold underline decoration-1 underline-offset-4'

const pill =
  'rounded-full px-3.5 py-1.5 text-[0.7rem] font-semibold tracking-[0.14em] uppercase rtl:tracking-normal'

/** The title block: breadcrumbs, status, name, developer and place, the from-price and the plan. */
export function ProjectHeader({ project, display }: { project: Project; display: DisplayPrefs }) {
  const locale = getLocale()
  const t = useTranslations('Projects')
  const labels = useTranslations('ProjectPlan.labels')
  const ratesNote = ratesAsOfText(display, locale)
  return (
    <Container className="pt-8 pb-8 md:pt-10 md:pb-10">
      <Breadcrumbs
        trail={[
          { href: '/', label: t('home') },
          { href: '/projects', label: t('projects') },
        ]}
        current={project.name}
      />
      <div className="flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2">
            <span className={cn('bg-ink text-ivory', pill)} data-testid="project-status">
              {projectStatusLabel(project.status, labels)}
            </span>
            {project.status !== 'ready' && (
              <span className={cn('bg-sand-100 text-sand-700', pill)}>{t('offPlan')}</span>
            )}
          </p>
          <h1 className="font-display text-ink mt-4 text-[2.6rem] leading-[1.04] font-medium md:text-6xl rtl:leading-[1.3]">
            {project.name}
          </h1>
          <p className="text-ink/75 mt-3 flex flex-wrap items-center gap-x-2 gap-y-1 text-base">
            {project.developer && (
              <>
                <span>
                  {t('by')}{' '}
                  <span className="text-ink font-semibold">
                    {developerLabel(project.developer.name, locale)}
                  </span>
                </span>
                <span aria-hidden="true" className="text-stone-400">
                  ·
                </span>
              </>
            )}
            <span className="inline-flex items-center gap-2">
              <PinIcon className="text-sand-600 size-4" />
              {communityLabel(project.community, locale)}
            </span>
          </p>
        </div>
        <div className="shrink-0 md:text-end">
          {project.priceFromAed !== null && (
            <p className="font-display text-ink text-4xl font-medium md:text-5xl">
              <span className="me-2 align-middle font-sans text-xs font-semibold tracking-[0.22em] text-stone-600 uppercase rtl:tracking-normal">
                {t('from')}
              </span>
              <span className="tabular-nums" data-testid="project-price-from">
                {formatMoney(project.priceFromAed, display)}
              </span>
            </p>
          )}
          <p className="text-ink/80 mt-2 text-sm tabular-nums">
            {t('handoverPrefix')}{' '}
            <span className="text-ink font-semibold" data-testid="project-handover">
              {handoverLabel(project.handover, labels)}
            </span>
            {project.paymentPlanShort && (
              <>
                <span aria-hidden="true" className="mx-2 text-stone-400">
                  ·
                </span>
                {t('planBefore')}
                <span className="text-ink font-semibold" data-testid="project-plan-short">
                  {project.paymentPlanShort}
                </span>
                {t('planAfter')}
              </>
            )}
            {ratesNote && (
              <span className="block text-stone-600" data-testid="rates-as-of">
                {t('convertedNote', { asOf: ratesNote })}
              </span>
            )}
          </p>
          <p className="mt-1 flex flex-wrap gap-x-5 md:justify-end">
            {project.paymentPlan.length > 0 && (
              <a href="#payment-plan" className={jumpLink}>
                {t('seePlan')}
              </a>
            )}
            <a href="#register-interest" className={jumpLink}>
              {t('registerInterest')}
            </a>
          </p>
        </div>
      </div>
    </Container>
  )
}
