import Image from 'next/image'
import { useTranslations } from 'next-intl'
import { buttonClasses } from '@/components/ui/button'
import type { Project } from '@/lib/api/types'
import { formatMoney, type DisplayPrefs } from '@/lib/display-prefs'
import { developerLabel } from '@/lib/i18n/companies'
import { getLocale } from '@/lib/i18n/request-locale'
import { handoverLabel } from './project-labels'

function Line({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="flex items-baseline justify-between gap-4 border-b border-stone-100 py-3 last:border-0">
      <dt className="text-sm text-stone-600">{label}</dt>
      <dd className="text-ink font-semibold tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  )
}

/** Beside the facts on a wide screen: the figures a buyer compares, the way to act, the developer. */
export function ProjectAside({ project, display }: { project: Project; display: DisplayPrefs }) {
  const { developer } = project
  const locale = getLocale()
  const t = useTranslations('Projects')
  const labels = useTranslations('ProjectPlan.labels')
  return (
    <aside
      aria-label={t('atAGlanceLabel', { name: project.name })}
      className="space-y-5 lg:sticky lg:top-28 lg:self-start"
    >
      <div className="shadow-soft ring-ink/[0.04] rounded-2xl bg-white px-6 py-6 ring-1">
        <p className="text-sand-700 text-xs font-semibold tracking-[0.25em] uppercase rtl:tracking-normal">
          {t('atAGlance')}
        </p>
        <dl className="mt-3">
          {project.priceFromAed !== null && (
            <Line label={t('pricesFrom')} value={formatMoney(project.priceFromAed, display)} />
          )}
          {project.paymentPlanShort && (
            <Line label={t('paymentPlan')} value={project.paymentPlanShort} />
          )}
          <Line label={t('factHandover')} value={handoverLabel(project.handover, labels)} />
          <Line label={t('unitTypes')} value={String(project.unitTypes.length)} />
        </dl>
        <div className="mt-5 grid gap-3">
          <a href="#register-interest" className={buttonClasses('primary', 'w-full')}>
            {project.hasBrochure ? t('registerWithBrochure') : t('registerInterest')}
          </a>
          {project.paymentPlan.length > 0 && (
            <a href="#payment-plan" className={buttonClasses('outline', 'w-full')}>
              {t('workOutInstalments')}
            </a>
          )}
        </div>
      </div>
      {developer && (
        <div className="rounded-2xl border border-stone-200 px-6 py-5">
          <p className="text-xs font-semibold tracking-[0.22em] text-stone-600 uppercase rtl:tracking-normal">
            {t('factDeveloper')}
          </p>
          <div className="mt-3 flex items-center gap-4">
            {developer.logo && (
              <span className="relative size-14 shrink-0 overflow-hidden rounded-xl bg-stone-100">
                <Image
                  src={developer.logo.s3Url}
                  alt=""
                  fill
                  sizes="56px"
                  className="object-contain p-1.5"
                />
              </span>
            )}
            <p className="font-display text-ink text-2xl font-medium">
              {developerLabel(developer.name, locale)}
            </p>
          </div>
          {developer.profile && (
            <p className="text-ink/75 mt-3 text-sm leading-relaxed">{developer.profile}</p>
          )}
        </div>
      )}
    </aside>
  )
}
