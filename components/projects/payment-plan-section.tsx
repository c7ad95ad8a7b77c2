import { useTranslations } from 'next-intl'
import type { Project } from '@/lib/api/types'
import type { DisplayPrefs } from '@/lib/display-prefs'
import { bankLabel } from '@/lib/i18n/companies'
import { fallbackLang } from '@/lib/i18n/editions'
import { getLocale } from '@/lib/i18n/request-locale'
import { PaymentPlanBar } from './payment-plan-bar'
import { PaymentPlanCalculator } from './payment-plan-calculator'
import { PaymentPlanTable } from './payment-plan-table'
import { handoverLabel, planSentence } from './project-labels'

/**
 * What buyers search a project for: its payment plan as the developer states it, drawn as a bar,
 * and worked out into dated instalments for a unit type or a price of the visitor's own.
 */
export function PaymentPlanSection({
  project,
  display,
  bookingDate,
}: {
  project: Project
  display: DisplayPrefs
  bookingDate: string
}) {
  const t = useTranslations('Projects')
  const labels = useTranslations('ProjectPlan.labels')
  if (project.paymentPlan.length === 0) return null
  const locale = getLocale()
  const sentence = planSentence(project.paymentPlanShort, labels)
  // The milestones' labels of a project not yet in this edition are its English.
  const lang = fallbackLang(project.editions, locale)
  return (
    <section
      id="payment-plan"
      aria-labelledby="payment-plan-heading"
      data-testid="payment-plan"
      className="scroll-mt-28 border-t border-stone-200 pt-10 [--near-size:110rem] md:[--near-size:90rem]"
    >
      <p className="text-sand-700 text-xs font-semibold tracking-[0.25em] uppercase rtl:tracking-normal">
        {t('planKicker', {
          short: project.paymentPlanShort,
          handover: handoverLabel(project.handover, labels),
        })}
      </p>
      <h2
        id="payment-plan-heading"
        className="font-display text-ink mt-3 text-3xl font-medium md:text-[2.1rem]"
      >
        {t('paymentPlan')}
      </h2>
      <p className="text-ink/75 mt-3 mb-8 max-w-prose leading-relaxed">
        {sentence && `${sentence} `}
        {project.escrowBank
          ? t('escrowAt', { bank: bankLabel(project.escrowBank, locale) })
          : t('escrow')}
      </p>
      <div className="space-y-6">
        <PaymentPlanBar milestones={project.paymentPlan} labelLang={lang} />
        <PaymentPlanTable
          milestones={project.paymentPlan}
          projectName={project.name}
          labelLang={lang}
        />
      </div>
      <div className="mt-10">
        <PaymentPlanCalculator
          project={project}
          display={display}
          bookingDate={bookingDate}
          labelLang={lang}
        />
      </div>
    </section>
  )
}
